import type { PayloadRequest } from 'payload';
import type { IngredientAllLocales } from '../../../readModel/documents';
import { EndpointError } from '../../../utilities/EndpointError';
import { findByIdAllLocales } from '../../../utilities/findAllLocales';
import type { SignedInRequest } from '../../../utilities/signedInEndpoint';

/**
 * The shared-library food `id` as the caller may read it, every locale at once; a 404 when the
 * caller cannot read it (or it does not exist), a 400 when it is a restaurant's own food.
 */
export async function loadLibraryFood(
  req: SignedInRequest,
  id: number,
  t: (key: 'admin.ingredient.ownVersion.error.notLibrary') => string,
): Promise<IngredientAllLocales> {
  // The local API leaves `req.locale` at the locale it was called with ('all' here): put the
  // caller's back, or the recipes listed and written next would come with every locale at once.
  const callerLocale = req.locale;
  let doc: IngredientAllLocales | null;
  try {
    doc = await findByIdAllLocales(req.payload, {
      collection: 'ingredients',
      id,
      depth: 0,
      user: req.user,
      overrideAccess: false,
      req: req as PayloadRequest,
    });
  } finally {
    req.locale = callerLocale;
  }
  if (!doc) throw new EndpointError(404, req.t('error:documentNotFound', { id: String(id) }));
  if (doc.restaurant !== null && doc.restaurant !== undefined) {
    throw new EndpointError(400, t('admin.ingredient.ownVersion.error.notLibrary'));
  }
  return doc;
}
