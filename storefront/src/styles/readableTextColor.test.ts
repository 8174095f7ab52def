import { describe, expect, test } from 'vitest';
import { contrastRatio, readableTextColor, relativeLuminance } from './readableTextColor';

const hex = (r: number, g: number, b: number) =>
  `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;

describe('readableTextColor', () => {
  test.each([
    ['the default theme colour', '#f3f3f3', '#000000'],
    ['white', '#ffffff', '#000000'],
    ['black', '#000000', '#ffffff'],
    ['a dark navy', '#123456', '#ffffff'],
    ['a saturated yellow', '#ffcc00', '#000000'],
    ['a strong red', '#c62828', '#ffffff'],
    ['a mid green, upper case', '#2E7D32', '#ffffff'],
    ['a light orange', '#ee8100', '#000000'],
    ['not a colour', 'teal', '#000000'],
  ])('picks the text for %s (%s)', (_label, background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });

  test('reaches 4.5:1 on every colour of a 17-step RGB grid (4,913 colours)', () => {
    const steps = Array.from({ length: 17 }, (_, index) => Math.min(255, index * 16));
    let worst = 21;
    for (const r of steps) {
      for (const g of steps) {
        for (const b of steps) {
          const background = hex(r, g, b);
          const text = readableTextColor(background);
          const ratio = contrastRatio(
            relativeLuminance(background) ?? 0,
            relativeLuminance(text) ?? 0,
          );
          worst = Math.min(worst, ratio);
        }
      }
    }
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });
});

describe('relativeLuminance', () => {
  test.each([
    ['#ffffff', 1],
    ['#000000', 0],
    ['#808080', 0.2158605001138992],
  ])('of %s is %d', (colour, luminance) => {
    expect(relativeLuminance(colour)).toBeCloseTo(luminance, 10);
  });

  test('is null for anything but #rrggbb', () => {
    expect(relativeLuminance('#fff')).toBeNull();
    expect(relativeLuminance('url(x)')).toBeNull();
  });
});

describe('contrastRatio', () => {
  test('is 21 for black on white, whichever comes first', () => {
    expect(contrastRatio(1, 0)).toBe(21);
    expect(contrastRatio(0, 1)).toBe(21);
  });
});
