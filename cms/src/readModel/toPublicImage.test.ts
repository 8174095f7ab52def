import { expect, test } from 'vitest';
import { toPublicImage } from './toPublicImage';

const options = { locale: 'ro', fallbackLocales: [], defaultAlt: '', size: 'card' } as const;
const file = (name: string, width: number, height: number) => ({
  url: `/api/media/file/${name}`,
  width,
  height,
});
const photo = {
  id: 1,
  ...file('ciorba.jpg', 2000, 1500),
  alt: { ro: 'Ciorbă' },
  sizes: {
    thumbnail: file('ciorba-320x320.webp', 320, 320),
    card: file('ciorba-768x576.webp', 768, 576),
    large: file('ciorba-1600x1200.webp', 1600, 1200),
    thumbnailAvif: file('ciorba-320x320.avif', 320, 320),
    cardAvif: file('ciorba-768x576.avif', 768, 576),
    largeAvif: file('ciorba-1600x1200.avif', 1600, 1200),
  },
};

test('an upload with AVIF sizes offers them beside the WebP ones, narrowest first', () => {
  expect(toPublicImage(photo, options)).toEqual({
    ...file('ciorba-768x576.webp', 768, 576),
    alt: 'Ciorbă',
    widths: [file('ciorba-1600x1200.webp', 1600, 1200), file('ciorba.jpg', 2000, 1500)],
    square: file('ciorba-320x320.webp', 320, 320),
    avif: {
      widths: [file('ciorba-768x576.avif', 768, 576), file('ciorba-1600x1200.avif', 1600, 1200)],
      square: file('ciorba-320x320.avif', 320, 320),
    },
  });
});

test('an upload from before the AVIF sizes has none, as older producers', () => {
  const { thumbnailAvif, cardAvif, largeAvif, ...webpOnly } = photo.sizes;
  expect(toPublicImage({ ...photo, sizes: webpOnly }, options)).not.toHaveProperty('avif');
  // Payload leaves a size it did not make (a small original) with null fields.
  const unmade = { ...webpOnly, cardAvif: { url: null, width: null, height: null } };
  expect(toPublicImage({ ...photo, sizes: unmade }, options)).not.toHaveProperty('avif');
});

test('an AVIF rendition of another shape is left out rather than distorted', () => {
  const sizes = { ...photo.sizes, largeAvif: file('ciorba-1600x900.avif', 1600, 900) };
  expect(toPublicImage({ ...photo, sizes }, options)?.avif?.widths).toEqual([
    file('ciorba-768x576.avif', 768, 576),
  ]);
});
