/** Spec sections 8 and 9: a path is reloaded for a failed chunk at most once in this window. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const KEY_PREFIX = 'nutrimenu:chunk-reload:';

/** The part of `sessionStorage` the guard uses, so tests can hand it a plain object. */
export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether a failed chunk load on `path` should reload the page, recording the reload when it
 * should. A new deployment removes the old hashed chunks, and a reload fetches the new ones; a
 * second failure within 10 s means reloading does not help, so the caller shows the error
 * screen instead of looping. Without usable storage there is no way to tell, so no reload.
 *
 * @example
 * shouldReloadForChunkError('/ro/restaurant/x', Date.now(), sessionStorage) // true, then false for 10 s
 */
export function shouldReloadForChunkError(
  path: string,
  now: number,
  storage: ReloadStorage | undefined,
): boolean {
  if (!storage) return false;
  const key = `${KEY_PREFIX}${path}`;
  try {
    const last = Number(storage.getItem(key));
    // A clock set back leaves a timestamp in the future: treat it as expired, not as recent.
    if (last > 0 && now >= last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(key, String(now));
    return true;
  } catch {
    // Storage can throw (disabled cookies, a full quota): no record means no safe reload.
    return false;
  }
}
