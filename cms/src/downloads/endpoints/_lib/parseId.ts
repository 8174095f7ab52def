import { DownloadError } from './DownloadError';

// PostgreSQL serial ids: whole numbers from 1 to 2^31 − 1.
const MAX_ID = 2_147_483_647;

/**
 * A document id from the URL, as the database stores it; a 400 naming what was wrong otherwise.
 *
 * @example
 * parseId('42', 'recipe') // 42
 * parseId('abc', 'recipe') // throws DownloadError 400 'No recipe id "abc": …'
 */
export function parseId(value: unknown, what: string): number {
  const text = String(value ?? '');
  const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
    throw new DownloadError(400, `No ${what} id "${text}": an id is a whole number such as 12.`);
  }
  return id;
}
