/**
 * The names the service worker (src/server/serviceWorker/sw.js, which receives them from
 * serviceWorkerRoute.ts) and the pages share: its caches, the headers it adds to what it keeps,
 * and the messages a page sends it. One place, so the worker and the offline page cannot drift.
 */
export const OFFLINE_STORE = {
  /** The pages a diner opened, by full URL (query included). */
  pagesCache: 'pages',
  /** The public menu documents of the menus a diner opened, by their storefront API URL. */
  menusCache: 'menus',
  /** Pictures (/img/), bounded by bytes (IMAGE_BUDGET_BYTES in sw.js). */
  imagesCache: 'images',
  /** When a kept response was saved (ISO date). */
  savedAtHeader: 'x-nutrimenu-saved-at',
  /** A kept page's title, for the offline page's list. */
  titleHeader: 'x-nutrimenu-title',
  /** A page has loaded and the browser is idle: keep what it needs offline. */
  keepPageMessage: 'nutrimenu:keep-page',
  /** The picture addresses the page chose for its cards, to keep. */
  keepImagesMessage: 'nutrimenu:keep-images',
  /**
   * The build's chunk the offline page alone loads (readKept.ts, named after it by Vite): kept
   * with the offline page, once a page is idle, rather than with the worker's install.
   */
  offlineChunkPrefix: 'readKept-',
  /** The storefront path of the offline page, after the locale prefix. */
  offlinePath: '/offline',
} as const;
