import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { RecipeAllLocales } from '../../../readModel/documents';
import { EndpointError } from '../../../utilities/EndpointError';
import { findByIdAllLocales } from '../../../utilities/findAllLocales';
import { idOf } from '../../../utilities/idOf';
import { parseId } from '../../../utilities/parseId';
import type { SignedInRequest } from '../../../utilities/signedInEndpoint';
import { type LoadedRestaurant, loadRestaurant } from './loadRestaurant';
import { parseDownloadQuery } from './parseDownloadQuery';

export interface OwnRecipe {
  recipe: RecipeAllLocales;
  restaurant: LoadedRestaurant;
  /** The file's language: `?locale=`, else the restaurant's default. */
  locale: Locale;
}

/**
 * The recipe of a `/api/downloads/recipes/:id/…?locale=xx` download as the signed-in user may
 * read it (local API, `overrideAccess: false`), in every locale, its latest saved version (the
 * one its edit view shows, published or draft), with its restaurant and the file's language.
 * Another tenant's recipe, or one without a restaurant, is a 404 exactly like one that does not
 * exist.
 */
export async function loadOwnRecipe(req: SignedInRequest, t: Translate): Promise<OwnRecipe> {
  const id = parseId(req.routeParams?.id, 'id', req.t);
  const query = parseDownloadQuery(req, t);
  const recipe = await findByIdAllLocales(req.payload, {
    collection: 'recipes',
    id,
    draft: true,
    depth: 0,
    user: req.user,
    overrideAccess: false,
  });
  const restaurantId = idOf(recipe?.restaurant ?? null);
  if (!recipe || restaurantId === null) {
    throw new EndpointError(404, req.t('error:documentNotFound', { id: String(id) }));
  }
  const restaurant = await loadRestaurant(req, restaurantId);
  return { recipe, restaurant, locale: query.locale ?? restaurant.defaultLocale };
}
