/// <reference path="./negotiator.d.ts" />
import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';

/** The encodings a cached page is stored in, best first. */
export const PAGE_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/**
 * The encoding to send a stored body in, by the request's Accept-Encoding (q-values honoured);
 * among those a client rates equally, brotli first, since browsers list "gzip, deflate, br"
 * in that order. A client that refuses all three still gets the plain bytes.
 *
 * @example
 * chooseEncoding({ 'accept-encoding': 'gzip, deflate, br, zstd' }) // 'br'
 * chooseEncoding({ 'accept-encoding': 'br;q=0.5, gzip' }) // 'gzip'
 */
export function chooseEncoding(headers: IncomingHttpHeaders): PageEncoding {
  const [best] = new Negotiator({ headers }).encodings(PAGE_ENCODINGS, {
    preferred: PAGE_ENCODINGS,
  });
  return PAGE_ENCODINGS.find((encoding) => encoding === best) ?? 'identity';
}
