import type { Locale } from '@nutrimenu/core/locale';
import type { Restaurant } from '../../../payload-types';
import { restaurantLocales } from '../../../readModel/restaurantLocales';
import { EndpointError } from '../../../utilities/EndpointError';
import { populated } from '../../../utilities/idOf';
import type { SignedInRequest } from '../../../utilities/signedInEndpoint';

export interface LoadedRestaurant {
  doc: Restaurant;
  slug: string;
  defaultLocale: Locale;
  brandHosts: string[];
}

/**
 * A restaurant as the signed-in user may read it (local API, `overrideAccess: false`): another
 * tenant's restaurant is a 404, exactly like one that does not exist.
 */
export async function loadRestaurant(
  req: SignedInRequest,
  id: number | string,
): Promise<LoadedRestaurant> {
  const doc = await req.payload.findByID({
    collection: 'restaurants',
    id,
    depth: 1,
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
    populate: { brands: { hosts: true } },
  });
  if (!doc) throw new EndpointError(404, req.t('error:documentNotFound', { id: String(id) }));
  const brand = populated(doc.brand);
  return {
    doc,
    slug: doc.slug || `restaurant-${doc.id}`,
    defaultLocale: restaurantLocales(doc).defaultLocale,
    brandHosts: (brand?.hosts ?? []).map((entry) => entry.host ?? '').filter(Boolean),
  };
}
