/**
 * Whether an If-None-Match header names `etag` (RFC 9110 §13.1.2: weak comparison, a list of
 * tags, or `*`).
 *
 * @example
 * matchesETag('W/"v1", "v2"', '"v2"') // true
 */
export function matchesETag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === wanted);
}
