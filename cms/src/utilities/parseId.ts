import type { PayloadRequest } from 'payload';
import { EndpointError } from './EndpointError';

// PostgreSQL serial ids: whole numbers from 1 to 2^31 − 1.
const MAX_ID = 2_147_483_647;

/**
 * A document id from the request (the URL's `:id`, or a query parameter named `argument`), as the
 * database stores it; else a 400 in the admin's language (Payload's `t`) naming the argument.
 *
 * @example
 * parseId('42', 'id', req.t) // 42
 * parseId('abc', 'id', req.t) // throws EndpointError 400 'Invalid arguments passed in request: id "abc"'
 */
export function parseId(value: unknown, argument: string, t: PayloadRequest['t']): number {
  const text = String(value ?? '');
  if (!isDatabaseId(text)) {
    throw new EndpointError(400, t('error:invalidRequestArgs', { args: `${argument} "${text}"` }));
  }
  return Number(text);
}

/** Whether `value` (a number, or its digits as text) can be a row's id at all. */
export function isDatabaseId(value: unknown): boolean {
  const text = String(value ?? '');
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID;
}
