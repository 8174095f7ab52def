import { cmsEndpointPath, PUBLIC_MENU_ROUTE, restaurantCacheTag } from '@nutrimenu/core/contract';
import { getPayload, type SanitizedConfig } from 'payload';
import { publicError } from './endpoints/publicError';
import { publicMenuAsked } from './endpoints/publicMenuAsked';
import { PUBLIC_MENU_GENERIC_ERROR } from './endpoints/publicMenuEndpoint';
import { storedDocumentResponse } from './endpoints/storedDocumentResponse';
import { readStoredMenu } from './storedDocuments/readPublicMenu';

/** A handler of Next's catch-all route under /api, as Payload's REST handlers are. */
type RestRouteHandler = (
  request: Request,
  args: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>;

// ['public', 'menus']: the segments of the address before the restaurant's slug.
const MENUS_SEGMENTS = cmsEndpointPath(PUBLIC_MENU_ROUTE).split('/').filter(Boolean).slice(0, -1);

/** The restaurant slug of a public menu address, from the catch-all's segments (decoded). */
function restaurantSlugOf(segments: readonly string[] | undefined): string | undefined {
  if (segments?.length !== MENUS_SEGMENTS.length + 1) return undefined;
  const under = MENUS_SEGMENTS.every((segment, index) => segments[index] === segment);
  return under ? segments[MENUS_SEGMENTS.length] : undefined;
}

/**
 * `rest` (Payload's GET handler), with a public menu whose row is stored answered before it: the
 * row read as publicMenuEndpoint reads it (publicMenuAsked, readStoredMenu) and answered as it
 * answers it (storedDocumentResponse), without what Payload does for every request first (a
 * PayloadRequest with its translations, the query parsed, the authentication strategies run, the
 * endpoints matched). That work cost more than the row: a warm read, and its 304, is now the row
 * and the response. Everything else goes to Payload unchanged: other addresses, a request that
 * asks for the locales or is refused (400, 404), and a menu whose row is missing or expired, which
 * the endpoint builds and stores.
 */
export function withStoredPublicMenus(
  config: Promise<SanitizedConfig> | SanitizedConfig,
  rest: RestRouteHandler,
): RestRouteHandler {
  return async (request, args) => {
    const params = await args.params;
    const throughPayload = () => rest(request, { params: Promise.resolve(params) });
    const restaurantSlug = request.method === 'GET' ? restaurantSlugOf(params.slug) : undefined;
    if (restaurantSlug === undefined) return throughPayload();
    const asked = publicMenuAsked(request, restaurantSlug);
    if (asked.kind !== 'menu') return throughPayload();
    // As Payload's own handlers get it: the one instance of the process, its jobs' schedule on.
    const payload = await getPayload({ config, cron: true });
    try {
      const stored = await readStoredMenu({ payload }, asked.address, new Date(), asked.atLeast);
      if (!stored) return throughPayload();
      return storedDocumentResponse(request, stored, [restaurantCacheTag(restaurantSlug)]);
    } catch (error) {
      payload.logger.error({ err: error, url: request.url }, 'Public menu failed');
      return publicError(500, PUBLIC_MENU_GENERIC_ERROR);
    }
  };
}
