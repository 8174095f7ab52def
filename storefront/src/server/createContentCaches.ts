import { type CmsGuardSettings, guardCmsFetch } from './cmsGuard/guardCmsFetch';
import { type CmsCache, type CmsCacheSettings, createCmsCache } from './createCmsCache';
import { createPageCache, type PageCache, type PageCacheSettings } from './createPageCache';
import { createImageStore, type ImageStore } from './images/createImageStore';
import { createWidgetMenuBodies, type WidgetMenuBodies } from './widgetMenuBodies';

export interface ContentCachesOptions {
  cmsUrl: string;
  cache?: Partial<CmsCacheSettings> | undefined;
  cmsGuard?: Partial<CmsGuardSettings> | undefined;
  /** Settings of the page cache; `{ ttlMs: 0 }` keeps no page. */
  pageCache?: Partial<PageCacheSettings> | undefined;
}

/** Everything the storefront keeps of the CMS's content, and the one way to drop it. */
export interface ContentCaches {
  /** Every CMS document pages and widget menus are built from. */
  cmsCache: CmsCache;
  /** Rendered pages. */
  pageCache: PageCache;
  /** The widget's menu bodies, with their images' addresses like the pages. */
  widgetMenuBodies: WidgetMenuBodies;
  /** Images at content-addressed storefront URLs. */
  imageStore: ImageStore;
  /**
   * After the CMS announced a change of `restaurant` (null: of anything): drops what it can
   * affect. Returns how many CMS documents were dropped. `position`: the CMS database's position
   * after the change, when the announcement has it (createCmsCache).
   */
  purge(restaurant: string | null, position?: string): number;
}

/**
 * The storefront's caches of CMS content, wired so a purge reaches all four: the CMS documents,
 * the pages and widget menus built from them, and the images' addresses.
 */
export function createContentCaches(options: ContentCachesOptions): ContentCaches {
  const cmsCache = createCmsCache({ ...options.cache, fetch: guardCmsFetch(options.cmsGuard) });
  const pageCache = createPageCache(options.pageCache);
  const widgetMenuBodies = createWidgetMenuBodies();
  // Pages and widget menus hold documents and images' addresses as they were when built.
  const forgetBuilt = () => {
    pageCache.clear();
    widgetMenuBodies.clear();
  };
  // Content-addressed, an image is kept for good by browsers and CDNs. Its fetches have a guard
  // of their own: a file host that fails (a CDN) must not open the documents' circuit and take
  // the pages down.
  const imageStore = createImageStore({
    cmsUrl: options.cmsUrl,
    fetch: guardCmsFetch(options.cmsGuard),
    // Pages and widget menus built with a replaced file's old address are built again.
    onAddressChanged: forgetBuilt,
  });
  return {
    cmsCache,
    pageCache,
    widgetMenuBodies,
    imageStore,
    purge(restaurant, position) {
      // Pages mix documents (a menu shows the brand, a listing every restaurant): all go.
      forgetBuilt();
      // A replaced file may keep its URL: its bytes (and address) are looked up again.
      imageStore.forgetSources();
      return cmsCache.purge(restaurant, position);
    },
  };
}
