import { expect, test } from 'vitest';
import { avifSrcSetOf, avifThumbnailOf, srcSetOf, thumbnailOf } from './imageSources';

const card = { url: '/img/a/c-768x576.webp', width: 768, height: 576, alt: '' };

test('lists every width once, narrowest first', () => {
  const image = {
    ...card,
    widths: [
      { url: '/img/b/c.png', width: 2000, height: 1500 },
      { url: '/img/c/c-1600x1200.webp', width: 1600, height: 1200 },
      { url: '/img/d/dup.webp', width: 768, height: 576 },
    ],
  };
  expect(srcSetOf(image)).toBe(
    '/img/a/c-768x576.webp 768w, /img/c/c-1600x1200.webp 1600w, /img/b/c.png 2000w',
  );
});

test('has no srcset with a single width', () => {
  expect(srcSetOf(card)).toBeUndefined();
});

test('a thumbnail is the square crop when the CMS made one', () => {
  const square = { url: '/img/e/c-320x320.webp', width: 320, height: 320 };
  expect(thumbnailOf({ ...card, square })).toBe(square);
  expect(thumbnailOf(card)).toBe(card);
});

test('the AVIF renditions make a srcset of their own, even of one width', () => {
  const avif = { widths: [{ url: '/img/f/c-768x576.avif', width: 768, height: 576 }] };
  expect(avifSrcSetOf({ ...card, avif })).toBe('/img/f/c-768x576.avif 768w');
  expect(avifSrcSetOf(card)).toBeUndefined();
});

test('an AVIF thumbnail is the square crop in AVIF, only beside the WebP square crop', () => {
  const square = { url: '/img/e/c-320x320.webp', width: 320, height: 320 };
  const avifSquare = { url: '/img/g/c-320x320.avif', width: 320, height: 320 };
  expect(avifThumbnailOf({ ...card, square, avif: { widths: [], square: avifSquare } })).toBe(
    avifSquare,
  );
  expect(avifThumbnailOf({ ...card, avif: { widths: [], square: avifSquare } })).toBeUndefined();
});
