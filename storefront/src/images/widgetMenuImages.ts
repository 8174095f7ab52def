import { type ResolveImage, rewriteImageUrls } from './rewriteImageUrls';

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isImageFile = (value: Json): value is { url: string; width: number; height: number } =>
  isRecord(value) &&
  typeof value.url === 'string' &&
  typeof value.width === 'number' &&
  typeof value.height === 'number';

// The widget shows a dish's picture in a small box: its square crop (320×320) when the CMS made
// one, not the 768 px card with its wider renditions, which the widget would never use.
function squareOnly(image: Json): Json {
  if (!isRecord(image) || !isImageFile(image.square)) return image;
  const { url, width, height } = image.square;
  return { url, width, height, alt: image.alt };
}

/**
 * The public menu JSON as the embeddable widget reads it from the storefront: each dish's picture
 * reduced to its square crop, and every image (dishes, logo, cover) at its content-addressed
 * storefront URL made absolute with `origin`, since the widget runs on other sites' pages. An
 * image that cannot be served is left out, as on the pages. Still a document of core's
 * `publicMenuSchema` (an image is any file with its size and alt text).
 *
 * @example
 * await widgetMenuImages(menu, store.resolve, 'https://menu.example.ro')
 * // dish.image: { url: 'https://menu.example.ro/img/3f…/api/media/file/a-320x320.webp', width: 320, … }
 */
export async function widgetMenuImages(
  document: Json,
  resolve: ResolveImage,
  origin: string,
): Promise<Json> {
  const sections = isRecord(document) && isRecord(document.menu) ? document.menu.sections : null;
  if (Array.isArray(sections)) {
    for (const section of sections) {
      const dishes = isRecord(section) && Array.isArray(section.dishes) ? section.dishes : [];
      for (const dish of dishes) {
        if (isRecord(dish) && dish.image !== undefined) dish.image = squareOnly(dish.image);
      }
    }
  }
  return rewriteImageUrls(document, async (url) => {
    const address = await resolve(url);
    return address === null ? null : new URL(address, origin).href;
  });
}
