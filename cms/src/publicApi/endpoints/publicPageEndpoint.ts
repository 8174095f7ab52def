import {
  cmsEndpointPath,
  isPageKind,
  isSlug,
  PAGE_KINDS,
  PUBLIC_PAGE_ROUTE,
  publicPageSchema,
} from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE } from '@nutrimenu/core/locale';
import { z } from 'zod';
import { localeParam, parseQuery } from '../../utilities/parseQuery';
import { buildPublicPage } from '../buildPublicPage';
import { publicGetEndpoint } from './publicGetEndpoint';

const query = z.object({
  brand: z.string({ error: 'Name the brand: ?brand=its-key' }).min(1, {
    error: 'Name the brand: ?brand=its-key',
  }),
  locale: localeParam.optional(),
});

/**
 * `GET /api/public/pages/:kind?brand=KEY&locale=xx`: a brand's help, FAQ or terms page (core's
 * `publicPageSchema`), its body as safe HTML; 404 for another kind, an unknown brand or a brand
 * without that page.
 */
export const publicPageEndpoint = publicGetEndpoint({
  path: cmsEndpointPath(PUBLIC_PAGE_ROUTE),
  schema: publicPageSchema,
  build: async (req) => {
    const params = parseQuery(req, query);
    if (!params.ok) return { error: { status: 400, message: params.message } };
    const kind = String(req.routeParams?.kind ?? '');
    if (!isPageKind(kind)) {
      return {
        error: { status: 404, message: `No page "${kind}": use ${PAGE_KINDS.join(', ')}` },
      };
    }
    const brandKey = params.data.brand;
    // No brand has a key that is not a slug: answer like any unknown brand.
    if (!isSlug(brandKey)) return { error: { status: 404, message: `No brand "${brandKey}"` } };
    return buildPublicPage(req.payload, {
      brandKey,
      kind,
      locale: params.data.locale ?? DEFAULT_LOCALE,
    });
  },
});
