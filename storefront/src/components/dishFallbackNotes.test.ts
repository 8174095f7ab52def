import { describe, expect, test } from 'vitest';
import { dishFallbackNotes, menuPageFallback } from './dishFallbackNotes';

const described = { description: 'Ciorbă' };

describe('dishFallbackNotes', () => {
  test('names the whole dish when both texts, or a name without description, fell back', () => {
    expect(
      dishFallbackNotes(
        { ...described, nameFallbackLocale: 'ro', descriptionFallbackLocale: 'ro' },
        null,
      ),
    ).toEqual([{ key: 'dish.fallbackLocale', locale: 'ro' }]);
    expect(
      dishFallbackNotes({ nameFallbackLocale: 'ro', descriptionFallbackLocale: null }, null),
    ).toEqual([{ key: 'dish.fallbackLocale', locale: 'ro' }]);
  });

  test('names the one text that fell back', () => {
    expect(
      dishFallbackNotes(
        { ...described, nameFallbackLocale: null, descriptionFallbackLocale: 'ro' },
        null,
      ),
    ).toEqual([{ key: 'dish.descriptionFallbackLocale', locale: 'ro' }]);
    expect(
      dishFallbackNotes(
        { ...described, nameFallbackLocale: 'ro', descriptionFallbackLocale: null },
        null,
      ),
    ).toEqual([{ key: 'dish.nameFallbackLocale', locale: 'ro' }]);
  });

  test('leaves out what the page says once, and keeps a fallback the page does not name', () => {
    const dish = {
      ...described,
      nameFallbackLocale: 'ro',
      descriptionFallbackLocale: 'ro',
    } as const;
    expect(dishFallbackNotes(dish, 'ro')).toEqual([]);
    expect(
      dishFallbackNotes(
        { ...described, nameFallbackLocale: 'en', descriptionFallbackLocale: 'ro' },
        'ro',
      ),
    ).toEqual([{ key: 'dish.nameFallbackLocale', locale: 'en' }]);
    expect(
      dishFallbackNotes(
        { ...dish, nameFallbackLocale: null, descriptionFallbackLocale: null },
        'ro',
      ),
    ).toEqual([]);
  });
});

test('menuPageFallback is the default locale only on a page in a locale not offered', () => {
  const restaurant = { locales: ['ro', 'hu'] as const, defaultLocale: 'ro' } as const;
  expect(menuPageFallback({ ...restaurant, locales: [...restaurant.locales] }, 'de')).toBe('ro');
  expect(menuPageFallback({ ...restaurant, locales: [...restaurant.locales] }, 'hu')).toBeNull();
});
