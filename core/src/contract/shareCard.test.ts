import { describe, expect, test } from 'vitest';
import {
  parseShareCardKey,
  shareCardKey,
  shareCardKeyOfFile,
  shareCardKeySchema,
} from './shareCard';

const digest = 'AbCd-fGh_jKlMnOp';

describe('share card keys', () => {
  test('a dish card and a restaurant card round-trip', () => {
    const dish = {
      restaurantSlug: 'bistro-somes',
      locale: 'hu',
      dishSlug: 'gulyas',
      digest,
    } as const;
    expect(parseShareCardKey(shareCardKey(dish))).toEqual(dish);
    const own = { ...dish, dishSlug: null };
    expect(shareCardKey(own)).toBe(`bistro-somes.hu._.${digest}`);
    expect(parseShareCardKey(shareCardKey(own))).toEqual(own);
  });

  test.each([
    ['an unknown locale', `bistro.pl.gulyas.${digest}`],
    ['a short digest', 'bistro.ro.gulyas.AbCd'],
    ['a slug with a double dash', `bistro--x.ro.gulyas.${digest}`],
    ['an upper-case slug', `Bistro.ro.gulyas.${digest}`],
    ['a path', `../etc.ro.gulyas.${digest}`],
    ['nothing', ''],
  ])('refuses %s', (_label, key) => {
    expect(parseShareCardKey(key)).toBeNull();
    expect(shareCardKeySchema.safeParse(key).success).toBe(false);
  });

  test('a file name is its key and .png', () => {
    expect(shareCardKeyOfFile(`bistro.ro._.${digest}.png`)).toBe(`bistro.ro._.${digest}`);
    expect(shareCardKeyOfFile(`bistro.ro._.${digest}.jpg`)).toBeNull();
    expect(shareCardKeyOfFile(`bistro.ro._.${digest}`)).toBeNull();
  });
});
