import {
  cmsEndpointPath,
  isSlug,
  PUBLIC_MENU_ROUTE,
  publicMenuSchema,
  restaurantCacheTag,
} from '@nutrimenu/core/contract';
import { z } from 'zod';
import { localeParam, parseQuery } from '../../utilities/parseQuery';
import { buildPublicMenu } from '../buildPublicMenu';
import { publicGetEndpoint } from './publicGetEndpoint';

const query = z.object({
  menu: z
    .string()
    .refine(isSlug, { error: 'The menu must be a slug such as "meniul-zilei"' })
    .optional(),
  locale: localeParam.optional(),
});

/**
 * `GET /api/public/menus/:restaurantSlug?menu=:menuSlug&locale=xx`: the public menu document
 * (core's `publicMenuSchema`), 404 for an unknown restaurant or menu.
 */
export const publicMenuEndpoint = publicGetEndpoint({
  path: cmsEndpointPath(PUBLIC_MENU_ROUTE),
  schema: publicMenuSchema,
  cacheTags: (req) => [restaurantCacheTag(String(req.routeParams?.restaurantSlug ?? ''))],
  build: async (req) => {
    const params = parseQuery(req, query);
    if (!params.ok) return { error: { status: 400, message: params.message } };
    const restaurantSlug = String(req.routeParams?.restaurantSlug ?? '');
    // No restaurant has a slug that is not one: answer like any unknown restaurant.
    if (!isSlug(restaurantSlug)) {
      return { error: { status: 404, message: `No restaurant "${restaurantSlug}"` } };
    }
    return buildPublicMenu(req.payload, {
      restaurantSlug,
      menuSlug: params.data.menu,
      locale: params.data.locale,
    });
  },
});
