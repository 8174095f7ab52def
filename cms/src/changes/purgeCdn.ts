import type { PayloadRequest } from 'payload';

/** A CDN that does not answer in this time is given up on: the save has long succeeded. */
const TIMEOUT_MS = 5_000;

/**
 * Asks the CDN in front (env CDN_PURGE_URL, bearer CDN_PURGE_TOKEN) to drop the responses
 * carrying `tags`: one POST of `{"tags": [...]}`, Cloudflare's purge-by-tag body. Fire and forget:
 * a failure is logged, never thrown (the pages expire from the CDN anyway, see s-maxage).
 */
export function purgeCdn(
  req: PayloadRequest,
  target: { url: string; token: string | undefined },
  tags: readonly string[],
): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (target.token) headers.Authorization = `Bearer ${target.token}`;
  fetch(target.url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
    .then(async (response) => {
      await response.body?.cancel();
      if (!response.ok) {
        req.payload.logger.warn(`CDN purge of ${tags.join(' ')} answered ${response.status}`);
      }
    })
    .catch((error: unknown) => {
      req.payload.logger.warn({ err: error }, `CDN purge of ${tags.join(' ')} failed`);
    });
}
