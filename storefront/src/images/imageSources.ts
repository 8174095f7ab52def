import type { ImageFile, PublicImage } from '@nutrimenu/core/contract';

/**
 * The `srcset` of an image: its file and the same picture at the other widths the CMS made, so
 * the browser downloads the smallest that fills the box on its screen; undefined with one width.
 *
 * @example
 * srcSetOf(dish.image) // '/img/…-768x576.webp 768w, /img/…/ciorba.png 1000w'
 */
export function srcSetOf(image: PublicImage): string | undefined {
  return srcSetOfFiles([image, ...(image.widths ?? [])], 2);
}

/**
 * The `srcset` of the image's AVIF renditions (even a single one: it goes on a `<source>`), or
 * undefined when the CMS made none.
 *
 * @example
 * avifSrcSetOf(dish.image) // '/img/…-768x576.avif 768w, /img/…-1600x1200.avif 1600w'
 */
export function avifSrcSetOf(image: PublicImage): string | undefined {
  return srcSetOfFiles(image.avif?.widths ?? [], 1);
}

function srcSetOfFiles(files: ImageFile[], fewest: number): string | undefined {
  const byWidth = new Map<number, ImageFile>();
  for (const file of files) if (!byWidth.has(file.width)) byWidth.set(file.width, file);
  if (byWidth.size < fewest) return undefined;
  return [...byWidth.values()]
    .sort((a, b) => a.width - b.width)
    .map((file) => `${file.url} ${file.width}w`)
    .join(', ');
}

/** The file for a small square box: the CMS's square crop when there is one, else the image. */
export function thumbnailOf(image: PublicImage): ImageFile {
  return image.square ?? image;
}

/** The AVIF twin of `thumbnailOf(image)`, when the CMS made one. */
export function avifThumbnailOf(image: PublicImage): ImageFile | undefined {
  return image.square ? image.avif?.square : undefined;
}
