import { createHash } from 'node:crypto';

/**
 * A short, stable digest of a JSON value: the same content gives the same version on every CMS
 * instance, and any change of content gives a new one. Base64url, so it is a valid ETag.
 *
 * @example
 * contentVersion({ a: 1 }) // 'qhJhpbdE6mS9RNcHrIaYRtTb'
 */
export function contentVersion(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 24);
}
