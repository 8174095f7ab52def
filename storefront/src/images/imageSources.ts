import type { ImageFile, PublicImage } from '@nutrimenu/core/contract';

/**
 * The `srcset` of an image: its file and the same picture at the other widths the CMS made, so
 * the browser downloads the smallest that fills the box on its screen; undefined with one width.
 *
 * @example
 * srcSetOf(dish.image) // '/img/…-768x576.webp 768w, /img/…/ciorba.png 1000w'
 */
export function srcSetOf(image: PublicImage): string | undefined {
  const files = [image, ...(image.widths ?? [])];
  const byWidth = new Map<number, ImageFile>();
  for (const file of files) if (!byWidth.has(file.width)) byWidth.set(file.width, file);
  if (byWidth.size < 2) return undefined;
  return [...byWidth.values()]
    .sort((a, b) => a.width - b.width)
    .map((file) => `${file.url} ${file.width}w`)
    .join(', ');
}

/** The file for a small square box: the CMS's square crop when there is one, else the image. */
export function thumbnailOf(image: PublicImage): ImageFile {
  return image.square ?? image;
}
