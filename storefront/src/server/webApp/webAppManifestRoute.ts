import { brandForHost } from '@nutrimenu/core/contract';
import { Router } from 'express';
import { createCmsClient } from '../../cms/createCmsClient';
import type { ImageStore } from '../images/createImageStore';
import { webAppManifest } from './webAppManifest';

export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

// Like pages: a CDN keeps it a minute and serves it stale while it revalidates.
const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * `GET /manifest.webmanifest`: the manifest of the brand serving the request's Host (an unknown
 * host gets the fallback brand's, as pages do); a plain 503 that no cache keeps when the CMS
 * cannot name the brand.
 */
export function webAppManifestRoute(options: {
  cmsUrl: string;
  fetch: typeof fetch;
  images: ImageStore;
}): Router {
  const cms = createCmsClient(options.cmsUrl, options.fetch);
  const router = Router();
  router.get(WEB_APP_MANIFEST_PATH, async (req, res) => {
    try {
      const brand = brandForHost(await cms.brands(), req.get('host'));
      const at = (url: string | null | undefined) => (url ? options.images.resolve(url) : null);
      const [small32, big192, large512] = await Promise.all([
        at(brand.icons.small32),
        at(brand.icons.big192),
        at(brand.icons.large512),
      ]);
      res
        .type('application/manifest+json; charset=utf-8')
        .set({ 'Cache-Control': CACHE_CONTROL, Vary: 'Host' })
        .send(JSON.stringify(webAppManifest(brand, { small32, big192, large512 })));
    } catch (error) {
      console.error(`[storefront] ${WEB_APP_MANIFEST_PATH}:`, error);
      res.status(503).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send('');
    }
  });
  return router;
}
