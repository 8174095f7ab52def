import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { parseId } from '../../../utilities/parseId';
import type { SignedInRequest } from '../../../utilities/signedInEndpoint';
import { restaurantPlace } from '../../_lib/restaurantPlace';
import type { PrintableMenuInput } from '../../printableMenuView';
import { loadMenu } from './loadMenu';
import { loadPublishedDishes } from './loadPublishedDishes';
import { loadRestaurant } from './loadRestaurant';
import { menuOutline } from './menuOutline';
import { parseDownloadQuery } from './parseDownloadQuery';

/**
 * What a printed menu (`/api/downloads/menus/:id/…?locale=xx`) prints: the published menu and
 * its published dishes, worded as on the public menu in `locale` (the restaurant's default
 * without it), and the slugs its file is named from.
 */
export async function loadPrintableMenu(
  req: SignedInRequest,
  t: Translate,
): Promise<{ input: PrintableMenuInput; locale: Locale; slugs: [string, string] }> {
  const id = parseId(req.routeParams?.id, 'id', req.t);
  const query = parseDownloadQuery(req, t);
  const { menu, restaurantId } = await loadMenu(req, id);
  const restaurant = await loadRestaurant(req, restaurantId);
  const locale = query.locale ?? restaurant.defaultLocale;
  const outline = menuOutline(menu, locale, restaurant.defaultLocale);
  const dishes = await loadPublishedDishes(
    req,
    { restaurantId, ids: outline.sections.flatMap((section) => section.dishIds) },
    locale,
    restaurant.defaultLocale,
  );
  const place = restaurantPlace(restaurant.doc.address, restaurant.doc.city);
  return {
    input: {
      restaurant: { name: restaurant.doc.name, place, currency: restaurant.doc.currency ?? 'RON' },
      menuName: outline.name,
      sections: outline.sections.map((section) => ({
        title: section.title,
        dishes: section.dishIds.flatMap((dishId) => dishes.get(dishId) ?? []),
      })),
      locale,
      t: await adminTranslator(locale),
      date: new Date(),
    },
    locale,
    slugs: [restaurant.slug, outline.slug],
  };
}
