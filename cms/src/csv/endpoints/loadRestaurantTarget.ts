import { isLocale, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { EndpointError } from '../../utilities/EndpointError';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';

export interface RestaurantTarget {
  id: number;
  slug: string;
  defaultLocale: Locale;
}

/**
 * The restaurant of the URL as the signed-in user may read it (local API, `overrideAccess:
 * false`): a bad id is a 400; another tenant's restaurant a 404, exactly like one that does not
 * exist, so an owner learns nothing about other restaurants.
 */
export async function loadRestaurantTarget(
  req: SignedInRequest,
  t: Translate,
): Promise<RestaurantTarget> {
  const raw = req.routeParams?.id;
  // Beyond 2^31 − 1 PostgreSQL would refuse the id with a 500.
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw new EndpointError(400, t('admin.csv.error.badId', { id: String(raw) }));
  }
  const doc = await req.payload.findByID({
    collection: 'restaurants',
    id: Number(raw),
    depth: 0,
    select: { slug: true, defaultLocale: true },
    user: req.user,
    overrideAccess: false,
    disableErrors: true,
    req,
  });
  if (!doc) throw new EndpointError(404, t('admin.csv.error.noRestaurant', { id: raw }));
  return {
    id: doc.id,
    slug: doc.slug || `restaurant-${doc.id}`,
    defaultLocale: isLocale(doc.defaultLocale) ? doc.defaultLocale : 'ro',
  };
}
