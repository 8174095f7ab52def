import { createCircuitBreaker } from './createCircuitBreaker';
import { createGuardedFetch } from './createGuardedFetch';

/** How long the storefront waits for the CMS, and when it stops asking a failing one. */
export interface CmsGuardSettings {
  /** The deadline of one call to the CMS, body included. */
  timeoutMs: number;
  /** Consecutive failed calls (errors, deadlines, 5xx) that open the circuit. */
  failureThreshold: number;
  /** How long the open circuit answers at once without asking the CMS, before one probe. */
  openMs: number;
}

// A page makes up to two calls one after the other before it can show the 503 screen (the
// brands, then its document): two deadlines stay well under the 10 s a visitor is kept waiting.
export const DEFAULT_CMS_GUARD_SETTINGS: CmsGuardSettings = {
  timeoutMs: 3_000,
  failureThreshold: 3,
  openMs: 5_000,
};

/**
 * The `fetch` every storefront call to the CMS goes through (pages, the widget's proxy, the
 * sitemap, captions: all via the CMS cache): a deadline per call and one circuit breaker for the
 * CMS. Concurrent reads of one document already share one call in the CMS cache.
 *
 * @example
 * const cmsCache = createCmsCache({ fetch: guardCmsFetch({ timeoutMs: 2_000 }) });
 */
export function guardCmsFetch(
  settings: Partial<CmsGuardSettings> = {},
  upstream: typeof fetch = fetch,
): typeof fetch {
  const { timeoutMs, failureThreshold, openMs } = { ...DEFAULT_CMS_GUARD_SETTINGS, ...settings };
  return createGuardedFetch({
    timeoutMs,
    breaker: createCircuitBreaker({ failureThreshold, openMs }),
    fetch: upstream,
  });
}
