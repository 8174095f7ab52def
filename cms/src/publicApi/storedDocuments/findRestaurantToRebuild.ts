import type { PayloadRequest } from 'payload';
import type { Restaurant } from '../../payload-types';

/** What a rebuild of a restaurant's stored documents reads of the restaurant itself. */
export type RestaurantToRebuild = Pick<
  Restaurant,
  'id' | 'slug' | 'defaultLocale' | 'offeredLocales'
>;

/**
 * The restaurant whose stored documents are being rebuilt, in the request's transaction (so a
 * save's own change is seen), with only the fields a rebuild needs; null once it is deleted.
 */
export async function findRestaurantToRebuild(
  req: PayloadRequest,
  restaurantId: number,
): Promise<RestaurantToRebuild | null> {
  const found = await req.payload.find({
    collection: 'restaurants',
    req,
    where: { id: { equals: restaurantId } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { slug: true, defaultLocale: true, offeredLocales: true },
  });
  return found.docs[0] ?? null;
}
