import { describe, expect, test } from 'vitest';
import { isReadInEveryLocale } from './isReadInEveryLocale';

describe('isReadInEveryLocale', () => {
  test('accepts localized fields keyed by locale, absent or null', () => {
    expect(isReadInEveryLocale('recipes', { id: 1, name: { ro: 'Supă', en: 'Soup' } })).toBe(true);
    expect(isReadInEveryLocale('recipes', { id: 1, description: null })).toBe(true);
    expect(isReadInEveryLocale('restaurants', { id: 1, name: 'Bistro' })).toBe(true);
  });

  test('refuses a read in one locale', () => {
    expect(isReadInEveryLocale('recipes', { id: 1, name: 'Supă' })).toBe(false);
    expect(isReadInEveryLocale('media', { id: 1, alt: ['x'] })).toBe(false);
  });

  test('refuses an object whose keys are not locales', () => {
    expect(isReadInEveryLocale('recipes', { id: 1, name: { title: 'Supă' } })).toBe(false);
  });

  test('checks the localized fields of array items', () => {
    const read = { id: 1, sections: [{ title: { ro: 'Ciorbe' }, dishes: [] }] };
    expect(isReadInEveryLocale('menus', read)).toBe(true);
    const oneLocale = { id: 1, sections: [{ title: 'Ciorbe', dishes: [] }] };
    expect(isReadInEveryLocale('menus', oneLocale)).toBe(false);
  });

  test('checks localized fields inside a group and its arrays', () => {
    const sheet = {
      method: { ro: [{ text: 'Se fierbe.' }], en: [{ text: 'Boil.' }] },
      criticalPoints: [{ text: { ro: 'Miez', en: 'Core' }, temperatureC: 75 }],
      holding: { temperatureC: 63, conditions: { ro: 'Acoperit' } },
    };
    expect(isReadInEveryLocale('recipes', { id: 1, technicalSheet: sheet })).toBe(true);
    const oneLocale = { ...sheet, holding: { temperatureC: 63, conditions: 'Acoperit' } };
    expect(isReadInEveryLocale('recipes', { id: 1, technicalSheet: oneLocale })).toBe(false);
  });
});
