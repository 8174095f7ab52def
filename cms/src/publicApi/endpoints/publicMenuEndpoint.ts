import { cmsEndpointPath, PUBLIC_MENU_ROUTE, restaurantCacheTag } from '@nutrimenu/core/contract';
import type { Endpoint } from 'payload';
import { readPublicMenu } from '../storedDocuments/readPublicMenu';
import { publicError } from './publicError';
import { publicMenuAsked } from './publicMenuAsked';
import { restaurantLocalesEndpoint } from './restaurantLocalesEndpoint';
import { storedDocumentResponse } from './storedDocumentResponse';

/** What a public menu read answers when it fails: never the cause (logged). */
export const PUBLIC_MENU_GENERIC_ERROR =
  'The server could not build this document. Please try again later.';

/**
 * `GET /api/public/menus/:restaurantSlug?menu=:menuSlug&locale=xx`: the public menu document
 * (core's `publicMenuSchema`), 404 for an unknown restaurant or menu. It is read from its stored
 * row (built when its data changed: publicApi/storedDocuments), so a read and its 304 cost one
 * indexed row, on the read replica when there is one as new as the client's copy (readOnReplica).
 * With `?only=locales`, the restaurant's locales only (restaurantLocalesEndpoint). In production
 * the server's front answers a stored menu before Next (front/publicMenuFront): it comes here for
 * the rest, a menu to build included.
 */
export const publicMenuEndpoint: Endpoint = {
  path: cmsEndpointPath(PUBLIC_MENU_ROUTE),
  method: 'get',
  handler: async (req) => {
    try {
      const asked = publicMenuAsked(req, String(req.routeParams?.restaurantSlug ?? ''));
      if (asked.kind === 'refused') return publicError(asked.status, asked.message);
      if (asked.kind === 'locales') return restaurantLocalesEndpoint.handler(req);
      const outcome = await readPublicMenu(req, asked.address, new Date(), asked.atLeast);
      if ('error' in outcome) {
        const { status, message } = outcome.error;
        return publicError(status, status === 500 ? PUBLIC_MENU_GENERIC_ERROR : message);
      }
      return storedDocumentResponse(req, outcome, [
        restaurantCacheTag(asked.address.restaurantSlug),
      ]);
    } catch (error) {
      req.payload.logger.error({ err: error, url: req.url }, 'Public menu failed');
      return publicError(500, PUBLIC_MENU_GENERIC_ERROR);
    }
  },
};
