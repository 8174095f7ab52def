import type { MessageKey } from '@nutrimenu/core/messages';
import type { TextFieldSingleValidation } from 'payload';
import { text } from 'payload/shared';
import type { z } from 'zod';
import { adminTranslator } from '../utilities/adminTranslator';

/**
 * A text field whose value reaches a public contract (core/src/contract), checked at save with
 * that contract's own zod rule, so nothing the storefront would refuse is ever stored: a value the
 * rule refuses is a 400 on the field, with `message` in the admin's language (the contract's
 * messages are written for developers). Payload's own text checks (required, lengths) run first;
 * an empty value is left to them.
 *
 * @example
 * { name: 'homeUrl', type: 'text', validate: validateContract(httpUrlField, 'admin.validation.httpUrl') }
 */
export function validateContract(
  schema: z.ZodType,
  message: MessageKey,
  values?: Record<string, string>,
): TextFieldSingleValidation {
  return async (value, options) => {
    const base = text(value, options);
    if (base !== true) return base;
    if (value === null || value === undefined || value === '') return true;
    if (schema.safeParse(value).success) return true;
    return (await adminTranslator(options.req))(message, values);
  };
}
