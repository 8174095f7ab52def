import { z } from 'zod';
import { assetUrlField } from './_lib/fields';

/** One stored rendition of an image: its file and intrinsic size. */
export const imageFileSchema = z.strictObject({
  url: assetUrlField,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export type ImageFile = z.infer<typeof imageFileSchema>;

/**
 * An image as the storefront renders it: the intrinsic size lets it reserve the space before the
 * file arrives (no layout shift on a slow connection). `alt` may be '' for a decorative image.
 * `widths` are the same picture at other widths (same aspect ratio), so a page can offer the
 * browser a `srcset` and each screen downloads only what it shows; `square` is a centred square
 * crop for small thumbnails. `avif` holds the same renditions in AVIF (smaller files, for the
 * browsers that read it: a page offers them first in a `<picture>`): its `widths` are the
 * picture's widths, `square` the crop. All are absent from older producers and from images with
 * no sizes (an SVG).
 *
 * @example
 * publicImageSchema.parse({ url: '/media/ciorba.webp', width: 800, height: 600, alt: 'Ciorbă' })
 */
export const publicImageSchema = z.strictObject({
  ...imageFileSchema.shape,
  alt: z.string(),
  widths: z.array(imageFileSchema).exactOptional(),
  square: imageFileSchema.exactOptional(),
  avif: z
    .strictObject({
      widths: z.array(imageFileSchema),
      square: imageFileSchema.exactOptional(),
    })
    .exactOptional(),
});

export type PublicImage = z.infer<typeof publicImageSchema>;
