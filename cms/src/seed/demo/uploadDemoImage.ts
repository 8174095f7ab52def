import type { PayloadRequest } from 'payload';
import { type DemoImageOptions, demoImage } from './demoImage';

/**
 * Generates a demo picture and stores it as a media document: global (brand assets) or owned
 * by a restaurant. The alternative text is a name, the same in every language, so it is set
 * in the default locale only and the others fall back to it.
 */
export async function uploadDemoImage(
  req: PayloadRequest,
  name: string,
  options: DemoImageOptions & { alt: string; restaurant?: number },
): Promise<number> {
  const { alt, restaurant, ...image } = options;
  const media = await req.payload.create({
    collection: 'media',
    data: { alt, restaurant: restaurant ?? null },
    file: await demoImage(name, image),
    locale: 'ro',
    req,
    overrideAccess: true,
    depth: 0,
  });
  return media.id;
}
