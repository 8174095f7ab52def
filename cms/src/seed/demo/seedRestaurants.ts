import type { PayloadRequest } from 'payload';
import { DEMO_RESTAURANTS } from './demoRestaurants';
import { uploadDemoImage } from './uploadDemoImage';

/**
 * Creates the demo restaurants that do not exist yet (matched by slug), with a generated logo
 * and cover, and returns every demo restaurant's id by slug. An existing one is left as it is.
 */
export async function seedRestaurants(
  req: PayloadRequest,
  brandIds: Map<string, number>,
  log: (message: string) => void,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { brandKey, data, colors } of DEMO_RESTAURANTS) {
    const existing = await req.payload.find({
      collection: 'restaurants',
      where: { slug: { equals: data.slug } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    });
    const found = existing.docs[0];
    if (found) {
      ids.set(data.slug, found.id);
      continue;
    }
    const brand = brandIds.get(brandKey);
    if (brand === undefined) throw new Error(`Demo restaurant ${data.slug}: no brand ${brandKey}`);
    const restaurant = await req.payload.create({
      collection: 'restaurants',
      data: { ...data, brand },
      req,
      overrideAccess: true,
      depth: 0,
    });
    // The files belong to the restaurant, so it must exist before them.
    const logo = await uploadDemoImage(req, `${data.slug}-logo`, {
      width: 256,
      height: 256,
      colors,
      motif: 'mark',
      round: true,
      format: 'png',
      alt: data.name,
      restaurant: restaurant.id,
    });
    const cover = await uploadDemoImage(req, `${data.slug}-cover`, {
      width: 1200,
      height: 600,
      colors,
      motif: 'scene',
      format: 'webp',
      alt: data.name,
      restaurant: restaurant.id,
    });
    await req.payload.update({
      collection: 'restaurants',
      id: restaurant.id,
      data: { logo, cover },
      req,
      overrideAccess: true,
      depth: 0,
    });
    ids.set(data.slug, restaurant.id);
    log(`created restaurant ${data.slug} (${data.city})`);
  }
  return ids;
}
