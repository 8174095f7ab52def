import {
  cmsEndpointPath,
  isSlug,
  PUBLIC_MENU_ROUTE,
  RESTAURANT_LOCALES_QUERY,
  restaurantCacheTag,
} from '@nutrimenu/core/contract';
import type { Endpoint } from 'payload';
import { z } from 'zod';
import { localeParam, parseQuery } from '../../utilities/parseQuery';
import { minPositionHeader } from '../readReplica/minPositionHeader';
import { readPublicMenu } from '../storedDocuments/readPublicMenu';
import { publicError } from './publicError';
import { restaurantLocalesEndpoint } from './restaurantLocalesEndpoint';
import { storedDocumentResponse } from './storedDocumentResponse';

const query = z.object({
  menu: z
    .string()
    .refine(isSlug, { error: 'The menu must be a slug such as "meniul-zilei"' })
    .optional(),
  locale: localeParam.optional(),
  only: z
    .literal(RESTAURANT_LOCALES_QUERY, {
      error: `"only" can only be "${RESTAURANT_LOCALES_QUERY}"`,
    })
    .optional(),
});

const GENERIC_ERROR = 'The server could not build this document. Please try again later.';

/**
 * `GET /api/public/menus/:restaurantSlug?menu=:menuSlug&locale=xx`: the public menu document
 * (core's `publicMenuSchema`), 404 for an unknown restaurant or menu. It is read from its stored
 * row (built when its data changed: publicApi/storedDocuments), so a read and its 304 cost one
 * indexed row, on the read replica when there is one as new as the client's copy (readOnReplica). With `?only=locales`, the restaurant's locales only (restaurantLocalesEndpoint).
 */
export const publicMenuEndpoint: Endpoint = {
  path: cmsEndpointPath(PUBLIC_MENU_ROUTE),
  method: 'get',
  handler: async (req) => {
    try {
      const params = parseQuery(req, query);
      if (!params.ok) return publicError(400, params.message);
      const atLeast = minPositionHeader(req);
      if (!atLeast.ok) return publicError(400, atLeast.message);
      if (params.data.only === RESTAURANT_LOCALES_QUERY) {
        return restaurantLocalesEndpoint.handler(req);
      }
      const restaurantSlug = String(req.routeParams?.restaurantSlug ?? '');
      // No restaurant has a slug that is not one: answer like any unknown restaurant.
      if (!isSlug(restaurantSlug)) return publicError(404, `No restaurant "${restaurantSlug}"`);
      const outcome = await readPublicMenu(
        req,
        { restaurantSlug, menuSlug: params.data.menu, locale: params.data.locale },
        new Date(),
        atLeast.position,
      );
      if ('error' in outcome) {
        const { status, message } = outcome.error;
        return publicError(status, status === 500 ? GENERIC_ERROR : message);
      }
      return storedDocumentResponse(req, outcome, [restaurantCacheTag(restaurantSlug)]);
    } catch (error) {
      req.payload.logger.error({ err: error, url: req.url }, 'Public menu failed');
      return publicError(500, GENERIC_ERROR);
    }
  },
};
