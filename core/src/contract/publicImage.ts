import { z } from 'zod';
import { assetUrlField } from './_lib/fields';

/**
 * An image as the storefront renders it: the intrinsic size lets it reserve the space before the
 * file arrives (no layout shift on a slow connection). `alt` may be '' for a decorative image.
 *
 * @example
 * publicImageSchema.parse({ url: '/media/ciorba.webp', width: 800, height: 600, alt: 'Ciorbă' })
 */
export const publicImageSchema = z.strictObject({
  url: assetUrlField,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

export type PublicImage = z.infer<typeof publicImageSchema>;
