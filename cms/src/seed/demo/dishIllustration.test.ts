import sharp from 'sharp';
import { expect, test } from 'vitest';
import { demoBistro } from './data';
import { type DishKind, dishIllustration, dishKindOf } from './dishIllustration';

const KINDS: DishKind[] = [
  'soup',
  'pizza',
  'salad',
  'burger',
  'pancakes',
  'dessert',
  'hotDrink',
  'coldDrink',
  'beer',
  'wine',
  'polenta',
  'main',
];

test.each(KINDS)('%s is drawn as an 800×600 WebP of a few KB', async (kind) => {
  const file = await dishIllustration('x', kind);
  const meta = await sharp(file.data).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 800, height: 600 });
  expect(file.size).toBeLessThan(16_000);
  // A drawing, not a flat colour: the picture has several distinct colours.
  const { channels } = await sharp(file.data).stats();
  expect(channels.some((channel) => channel.stdev > 20)).toBe(true);
});

test('the demo dishes are drawn by their kind', () => {
  const kindOf = (slug: string) => {
    const recipe = demoBistro.recipes.find((candidate) => candidate.slug === slug);
    if (!recipe) throw new Error(slug);
    return dishKindOf(recipe);
  };
  expect(kindOf('ciorba-de-burta')).toBe('soup');
  expect(kindOf('pizza-diavola')).toBe('pizza');
  expect(kindOf('vin-rosu')).toBe('wine');
  expect(kindOf('cola')).toBe('coldDrink');
  expect(kindOf('pastrav-la-gratar')).toBe('main');
  // Every kind is used by the demo restaurant.
  const used = new Set(demoBistro.recipes.filter((r) => r.onMenu).map(dishKindOf));
  expect([...used].sort()).toEqual([...KINDS].sort());
});
