import type { PayloadRequest } from 'payload';
import type { Ingredient } from '../../../payload-types';
import { EndpointError } from '../../../utilities/EndpointError';
import type { SignedInRequest } from '../../../utilities/signedInEndpoint';

/** A library food with every locale of its localized fields (`locale: 'all'`). */
export type LibraryFoodAllLocales = Omit<Ingredient, 'name' | 'alternativeNames' | 'components'> & {
  name: Record<string, string | null | undefined>;
  alternativeNames?: Record<string, string | null | undefined> | null;
  components?:
    | { name?: Record<string, string | null | undefined> | null; [field: string]: unknown }[]
    | null;
};

/**
 * The shared-library food `id` as the caller may read it, every locale at once; a 404 when the
 * caller cannot read it (or it does not exist), a 400 when it is a restaurant's own food.
 */
export async function loadLibraryFood(
  req: SignedInRequest,
  id: number,
  t: (key: 'admin.ingredient.ownVersion.error.notLibrary') => string,
): Promise<LibraryFoodAllLocales> {
  // The local API leaves `req.locale` at the locale it was called with ('all' here): put the
  // caller's back, or the recipes listed and written next would come with every locale at once.
  const callerLocale = req.locale;
  let doc: LibraryFoodAllLocales | null;
  try {
    doc = (await req.payload.findByID({
      collection: 'ingredients',
      id,
      locale: 'all',
      depth: 0,
      user: req.user,
      overrideAccess: false,
      disableErrors: true,
      req: req as PayloadRequest,
    })) as unknown as LibraryFoodAllLocales | null;
  } finally {
    req.locale = callerLocale;
  }
  if (!doc) throw new EndpointError(404, req.t('error:documentNotFound', { id: String(id) }));
  if (doc.restaurant !== null && doc.restaurant !== undefined) {
    throw new EndpointError(400, t('admin.ingredient.ownVersion.error.notLibrary'));
  }
  return doc;
}
