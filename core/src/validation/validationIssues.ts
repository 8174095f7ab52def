import type { z } from 'zod';

/** One problem with a form value: the dotted field path ('' for the value itself) and its message. */
export interface ValidationIssue {
  path: string;
  message: string;
}

/**
 * Validates `value` and lists its problems for a form, in the schema's order; empty when valid.
 * The schema must be synchronous.
 *
 * @example
 * validationIssues(z.object({ name: nameSchema }), { name: 'ab' })
 * // [{ path: 'name', message: 'Numele trebuie să aibă cel puțin 3 caractere.' }]
 */
export function validationIssues(schema: z.ZodType, value: unknown): ValidationIssue[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
