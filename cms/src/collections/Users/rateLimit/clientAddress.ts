/**
 * The client's address for rate limits, from the request's X-Forwarded-For.
 *
 * Next's server writes the socket's address there when the request brings none,
 * and route handlers see no socket: so without a trusted proxy (`trustProxy` false) the header is
 * taken as Next left it, whole. A client talking to the CMS directly can therefore choose its
 * address key; the per-account limits hold regardless (SECURITY.md). Behind a proxy that appends
 * to the header, `trustProxy` says which entry is the client: `true` the first, a hop count n
 * the n-th from the end. Without any address: one shared key, so nothing escapes the limit.
 */
export function clientAddress(headers: Headers, trustProxy: boolean | number): string {
  const forwarded = headers.get('x-forwarded-for')?.trim() ?? '';
  if (forwarded === '') return 'unknown';
  if (trustProxy === false) return forwarded.toLowerCase();
  const hops = forwarded
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  if (hops.length === 0) return 'unknown';
  if (trustProxy === true) return hops[0] as string;
  // Fewer entries than trusted hops: the first one is as near the client as the header goes.
  return hops[Math.max(hops.length - trustProxy, 0)] as string;
}
