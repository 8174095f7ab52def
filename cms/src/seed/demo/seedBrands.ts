import type { PayloadRequest } from 'payload';
import { DEMO_BRANDS } from './demoBrands';
import { uploadDemoImage } from './uploadDemoImage';

/**
 * Creates the demo brands that do not exist yet (matched by key), with generated icons and
 * share image, and returns every demo brand's id by key. An existing brand is left as it is, but
 * for the 512 px icon: it came after the first demo brands, so a brand seeded without one gets it
 * once.
 */
export async function seedBrands(
  req: PayloadRequest,
  log: (message: string) => void,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const { data, colors } of DEMO_BRANDS) {
    const existing = await req.payload.find({
      collection: 'brands',
      where: { key: { equals: data.key } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    });
    const icon = (suffix: string, size: number) =>
      uploadDemoImage(req, `${data.key}-${suffix}`, {
        width: size,
        height: size,
        colors,
        motif: 'mark',
        format: 'png',
        alt: data.name,
      });
    const found = existing.docs[0];
    if (found) {
      ids.set(data.key, found.id);
      if (!found.iconLarge) {
        await req.payload.update({
          collection: 'brands',
          id: found.id,
          data: { iconLarge: await icon('icon-512', 512) },
          req,
          overrideAccess: true,
          depth: 0,
        });
        log(`gave brand ${data.key} its 512 px icon`);
      }
      continue;
    }
    const brand = await req.payload.create({
      collection: 'brands',
      data: {
        ...data,
        iconSmall: await icon('icon-32', 32),
        iconBig: await icon('icon-192', 192),
        iconLarge: await icon('icon-512', 512),
        appleIcon: await icon('apple-touch-icon', 180),
        msIcon: await icon('ms-tile', 144),
        shareImage: await uploadDemoImage(req, `${data.key}-share`, {
          width: 1200,
          height: 630,
          colors,
          motif: 'scene',
          format: 'png',
          alt: data.name,
        }),
      },
      req,
      overrideAccess: true,
      depth: 0,
    });
    ids.set(data.key, brand.id);
    log(`created brand ${data.key}`);
  }
  return ids;
}
