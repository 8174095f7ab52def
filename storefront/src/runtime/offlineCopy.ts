/** The meta tag the service worker adds to a page it serves from its cache (sw.js). */
export const OFFLINE_META_NAME = 'nutrimenu-offline';

/**
 * Whether this page is the copy the service worker kept, served because the network failed or
 * was too slow: so marked even where the browser still says it is online (a connection that
 * reaches nothing).
 */
export function isOfflineCopy(): boolean {
  return document.querySelector(`meta[name="${OFFLINE_META_NAME}"]`) !== null;
}
