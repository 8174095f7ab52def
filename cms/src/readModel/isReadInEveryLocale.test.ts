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

  test('goes through groups, and into arrays inside groups', () => {
    const read = {
      id: 1,
      technicalSheet: {
        method: { ro: [{ text: 'Se fierbe.' }] },
        criticalPoints: [{ text: { ro: 'Miez ≥ 75 °C' }, temperatureC: 75 }],
        sensory: { taste: { ro: 'acrișor' } },
      },
    };
    expect(isReadInEveryLocale('recipes', read)).toBe(true);
    const oneLocale = {
      ...read,
      technicalSheet: { ...read.technicalSheet, sensory: { taste: 'acrișor' } },
    };
    expect(isReadInEveryLocale('recipes', oneLocale)).toBe(false);
    const pointInOneLocale = {
      ...read,
      technicalSheet: {
        ...read.technicalSheet,
        criticalPoints: [{ text: 'Miez', temperatureC: 75 }],
      },
    };
    expect(isReadInEveryLocale('recipes', pointInOneLocale)).toBe(false);
  });
});
