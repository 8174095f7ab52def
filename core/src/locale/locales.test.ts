import { describe, expect, test } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  MESSAGE_FALLBACK_LOCALE,
} from './locales';

describe('LOCALES', () => {
  test('lists the seven interface locales in switcher order', () => {
    expect(LOCALES).toEqual(['en', 'ro', 'fr', 'it', 'es', 'hu', 'de']);
  });

  test('defaults the storefront to Romanian and missing messages to English', () => {
    expect(DEFAULT_LOCALE).toBe('ro');
    expect(MESSAGE_FALLBACK_LOCALE).toBe('en');
  });

  test.each(LOCALES.map((locale) => ({ locale })))(
    'gives $locale a BCP 47 tag starting with its own code and a name',
    ({ locale }) => {
      expect(LOCALE_TAGS[locale]).toMatch(new RegExp(`^${locale}-[A-Z]{2}$`));
      expect(LOCALE_NAMES[locale]).not.toBe('');
    },
  );

  test('has exactly one tag and one name per locale', () => {
    expect(Object.keys(LOCALE_TAGS).sort()).toEqual([...LOCALES].sort());
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...LOCALES].sort());
  });

  test('spells Romanian in Romanian with its diacritic', () => {
    expect(LOCALE_NAMES.ro).toBe('Română');
  });
});

describe('isLocale', () => {
  test.each<{ label: string; value: unknown; expected: boolean }>([
    { label: 'a supported locale', value: 'hu', expected: true },
    { label: 'the default locale', value: 'ro', expected: true },
    { label: 'an unsupported locale', value: 'pl', expected: false },
    { label: 'a supported locale in upper case', value: 'RO', expected: false },
    { label: 'a full BCP 47 tag', value: 'ro-RO', expected: false },
    { label: 'an empty string', value: '', expected: false },
    { label: 'undefined', value: undefined, expected: false },
    { label: 'null', value: null, expected: false },
    { label: 'a number', value: 1, expected: false },
    { label: 'an array holding a locale', value: ['ro'], expected: false },
  ])('returns $expected for $label', ({ value, expected }) => {
    expect(isLocale(value)).toBe(expected);
  });
});
