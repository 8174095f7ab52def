import type { PublicDish } from '@nutrimenu/core/contract';
import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Where } from 'payload';
import { toPublicDish } from '../../../readModel/toPublicDish';
import { findAllLocales } from '../../../utilities/findAllLocales';
import type { SignedInRequest } from '../../../utilities/signedInEndpoint';

export interface DishScope {
  restaurantId: number | string;
  /** Only these recipes (a menu's dishes); every dish of the restaurant when absent. */
  ids?: readonly (number | string)[];
}

/**
 * The restaurant's published dishes as the public menu shows them (core's `PublicDish`, words in
 * `locale` with the restaurant's default as fallback), read as the signed-in user (local API,
 * `overrideAccess: false`). Sub-recipes (`onMenu` unticked) are left out. Keyed by id; without
 * `ids`, in alphabetical order of their names in the locale.
 */
export async function loadPublishedDishes(
  req: SignedInRequest,
  scope: DishScope,
  locale: Locale,
  defaultLocale: Locale,
): Promise<Map<string, PublicDish>> {
  const and: Where[] = [
    { restaurant: { equals: scope.restaurantId } },
    { _status: { equals: 'published' } },
  ];
  if (scope.ids) {
    if (scope.ids.length === 0) return new Map();
    and.push({ id: { in: [...scope.ids] } });
  }
  const { docs } = await findAllLocales(req.payload, {
    collection: 'recipes',
    where: { and },
    draft: false,
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
  });
  const dishes = docs
    .filter((recipe) => recipe.onMenu !== false)
    .map((recipe) => toPublicDish(recipe, locale, defaultLocale));
  if (!scope.ids) {
    const collator = new Intl.Collator(LOCALE_TAGS[locale]);
    dishes.sort((a, b) => collator.compare(a.name, b.name));
  }
  return new Map(dishes.map((dish) => [dish.id, dish]));
}
