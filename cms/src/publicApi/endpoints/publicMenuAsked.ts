import { isSlug, RESTAURANT_LOCALES_QUERY } from '@nutrimenu/core/contract';
import type { PayloadRequest } from 'payload';
import { z } from 'zod';
import { localeParam, parseQuery } from '../../utilities/parseQuery';
import { minPositionHeader } from '../readReplica/minPositionHeader';
import type { MenuAddress } from '../storedDocuments/readPublicMenu';

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

/** What a request to `GET /api/public/menus/:restaurantSlug` asks for. */
export type PublicMenuAsked =
  /** A menu, at least as new as the client's copy (`atLeast`, a database position) if it sent one. */
  | { kind: 'menu'; address: MenuAddress; atLeast: string | undefined }
  /** The restaurant's locales only (`?only=locales`). */
  | { kind: 'locales' }
  /** Nothing it may have: a bad parameter (400) or a restaurant slug that is not one (404). */
  | { kind: 'refused'; status: 400 | 404; message: string };

/**
 * Reads what a public menu request asks for from its query, its headers and the restaurant slug
 * of its address: the one reading of them, for Payload's endpoint (publicMenuEndpoint) and for
 * the stored menus Next's route answers before it (withStoredPublicMenus).
 */
export function publicMenuAsked(
  req: Pick<PayloadRequest, 'headers' | 'url'> & { searchParams?: URLSearchParams },
  restaurantSlug: string,
): PublicMenuAsked {
  const params = parseQuery(req, query);
  if (!params.ok) return { kind: 'refused', status: 400, message: params.message };
  const atLeast = minPositionHeader(req);
  if (!atLeast.ok) return { kind: 'refused', status: 400, message: atLeast.message };
  if (params.data.only === RESTAURANT_LOCALES_QUERY) return { kind: 'locales' };
  // No restaurant has a slug that is not one: answer like any unknown restaurant.
  if (!isSlug(restaurantSlug)) {
    return { kind: 'refused', status: 404, message: `No restaurant "${restaurantSlug}"` };
  }
  return {
    kind: 'menu',
    address: { restaurantSlug, menuSlug: params.data.menu, locale: params.data.locale },
    atLeast: atLeast.position,
  };
}
