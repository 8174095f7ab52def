import type { ContentChange } from '@nutrimenu/core/contract';
import type { PayloadRequest } from 'payload';
import { primaryPosition } from '../publicApi/readReplica/primaryPosition';

/** How long a storefront has to answer; a slow storefront must not hold anything up. */
const TIMEOUT_MS = 3_000;

/**
 * POSTs `change` to each storefront's `/api/revalidate` (env STOREFRONT_REVALIDATE_URL, a
 * comma-separated fan-out list) with the bearer secret, all at once. Fire and forget: the save
 * has already succeeded; a storefront that misses this revalidates when its cache expires anyway.
 * Called once the save committed: with a read replica, the change goes with the database's
 * position now, past the commit, which the documents the storefront fetches again must reach.
 */
export function postToStorefronts(
  req: PayloadRequest,
  urls: readonly string[],
  secret: string,
  change: ContentChange,
): void {
  void post(req, urls, secret, change);
}

async function post(
  req: PayloadRequest,
  urls: readonly string[],
  secret: string,
  change: ContentChange,
): Promise<void> {
  const position = await primaryPosition(req).catch(() => undefined);
  const body = JSON.stringify(position === undefined ? change : { ...change, position });
  for (const url of urls) {
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${secret}` },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (!response.ok) {
          req.payload.logger.warn(`Storefront revalidation answered ${response.status} (${url})`);
        }
      })
      .catch((error: unknown) => {
        req.payload.logger.warn({ err: error }, `Storefront revalidation failed (${url})`);
      });
  }
}
