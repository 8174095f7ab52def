/** Where a request came from, as recorded in the impersonation log. */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

const MAX_LENGTH = 500;

/**
 * The client address and browser of a request. Next.js route handlers see no socket: Next puts
 * the peer's address in `X-Forwarded-For` when no proxy did, and a proxy appends to the chain.
 * The whole chain is kept (nearest hop last) because only the hops added by proxies one trusts
 * are facts; whoever reads the log can tell them apart, a single picked address could not.
 *
 * @example
 * requestOrigin(new Headers({ 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Firefox' }))
 * // { ip: '203.0.113.7', userAgent: 'Firefox' }
 */
export function requestOrigin(headers: Headers): RequestOrigin {
  const forwarded = headers.get('x-forwarded-for') ?? headers.get('x-real-ip') ?? '';
  const ip = forwarded
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .join(', ');
  return {
    ip: (ip || 'unknown').slice(0, MAX_LENGTH),
    userAgent: (headers.get('user-agent')?.trim() || 'unknown').slice(0, MAX_LENGTH),
  };
}
