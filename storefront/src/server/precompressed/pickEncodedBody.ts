import type { IncomingHttpHeaders } from 'node:http';
import { chooseEncoding } from '@nutrimenu/core/http';

/**
 * The bytes of a precompressed page to send for a request's Accept-Encoding, and the
 * Content-Encoding to send them with (null: the plain body).
 *
 * @example
 * const { body, encoding } = pickEncodedBody(page, req.headers);
 */
export function pickEncodedBody(
  page: { body: Buffer; encoded: { br: Buffer; gzip: Buffer } | null },
  headers: IncomingHttpHeaders,
): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  if (!page.encoded) return { body: page.body, encoding: null };
  const encoding = chooseEncoding(headers);
  if (encoding === 'identity') return { body: page.body, encoding: null };
  return { body: page.encoded[encoding], encoding };
}
