import { validationIssues } from '@nutrimenu/core/validation';
import type { z } from 'zod';

/**
 * Adapts one of core's zod rules to a Payload field validator, so the admin shows the same
 * Romanian message the rule defines. Empty optional values pass; `required` handles them.
 */
export function validateWith(schema: z.ZodType, { optional = true } = {}) {
  return (value: unknown): true | string => {
    if (optional && (value === null || value === undefined || value === '')) return true;
    const [issue] = validationIssues(schema, value);
    return issue ? issue.message : true;
  };
}
