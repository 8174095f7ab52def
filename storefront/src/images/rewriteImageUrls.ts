import type { PublicBrand } from '@nutrimenu/core/contract';

/** The storefront address of an image URL, or null when it cannot be served (then left out). */
export type ResolveImage = (url: string) => Promise<string | null>;

type Json = unknown;

function isImageFile(value: Json): value is { url: string; width: number; height: number } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.url === 'string' &&
    typeof record.width === 'number' &&
    typeof record.height === 'number'
  );
}

// `undefined`: the value is an image that cannot be served, to be left out by its parent.
async function rewrite(value: Json, resolve: ResolveImage): Promise<Json> {
  if (Array.isArray(value)) {
    const items = await Promise.all(value.map((item) => rewrite(item, resolve)));
    return items.filter((item) => item !== undefined);
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  let url: string | null = null;
  if (isImageFile(record)) {
    url = await resolve(record.url);
    if (url === null) return undefined;
  }
  const entries = await Promise.all(
    Object.entries(record).map(async ([key, item]) =>
      key === 'url' && url !== null ? [key, url] : [key, await rewrite(item, resolve)],
    ),
  );
  return Object.fromEntries(entries.filter(([, item]) => item !== undefined));
}

/**
 * A page's data with every image (an object with `url`, `width` and `height`: dish photos, logos,
 * covers and their renditions) pointed at the storefront's immutable address; an image that
 * cannot be served is left out, so the page renders as it does without one.
 *
 * @example
 * await rewriteImageUrls(menu, imageStore.resolve) // dish.image.url: '/img/3f…/api/media/file/a.webp'
 */
export async function rewriteImageUrls<T>(data: T, resolve: ResolveImage): Promise<T> {
  return (await rewrite(data, resolve)) as T;
}

/**
 * The brand's icons and video poster through the storefront, or null where they cannot be served.
 * The share image stays at its source: link previews fetch it long after, from other sites.
 */
export async function rewriteBrandImages(
  brand: PublicBrand,
  resolve: ResolveImage,
): Promise<PublicBrand> {
  const at = async (url: string | null | undefined) => (url ? await resolve(url) : null);
  const [small32, big192, large512, apple, ms, poster] = await Promise.all([
    at(brand.icons.small32),
    at(brand.icons.big192),
    at(brand.icons.large512),
    at(brand.icons.apple),
    at(brand.icons.ms),
    at(brand.promoVideoPoster),
  ]);
  const rewritten: PublicBrand = {
    ...brand,
    icons: { small32, big192, apple, ms },
  };
  if (brand.icons.large512 !== undefined) rewritten.icons.large512 = large512;
  if (brand.promoVideoPoster !== undefined) rewritten.promoVideoPoster = poster;
  return rewritten;
}
