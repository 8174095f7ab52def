import { describe, expect, test } from 'vitest';
import type { Locale } from './locales';
import { type LocalizedText, pickLocalized } from './localizedText';

describe('pickLocalized', () => {
  test.each<{
    label: string;
    text: LocalizedText | string;
    locale: Locale;
    fallbacks?: readonly Locale[];
    expected: { text: string; locale: Locale | null };
  }>([
    {
      label: 'returns the text in the requested locale',
      text: { ro: 'Ciorbă de burtă', en: 'Tripe soup' },
      locale: 'en',
      expected: { text: 'Tripe soup', locale: 'en' },
    },
    {
      label: 'falls back to the first fallback that has a text',
      text: { ro: 'Ciorbă', en: 'Soup' },
      locale: 'de',
      fallbacks: ['fr', 'ro', 'en'],
      expected: { text: 'Ciorbă', locale: 'ro' },
    },
    {
      label: 'skips empty and blank texts in the requested locale and fallbacks',
      text: { de: '', fr: '   ', en: 'Soup' },
      locale: 'de',
      fallbacks: ['fr', 'en'],
      expected: { text: 'Soup', locale: 'en' },
    },
    {
      label: 'returns any non-empty text when no fallback has one',
      text: { hu: '', it: 'Zuppa' },
      locale: 'de',
      fallbacks: ['en'],
      expected: { text: 'Zuppa', locale: 'it' },
    },
    {
      label: 'returns an empty text and no locale when every text is blank',
      text: { ro: ' ', en: '' },
      locale: 'ro',
      expected: { text: '', locale: null },
    },
    {
      label: 'returns an empty text and no locale for an empty object',
      text: {},
      locale: 'ro',
      fallbacks: ['en'],
      expected: { text: '', locale: null },
    },
    {
      label: 'returns a plain string as is, with no locale',
      text: 'Papanași',
      locale: 'fr',
      expected: { text: 'Papanași', locale: null },
    },
    {
      label: 'keeps the surrounding spaces of the text it returns',
      text: { ro: ' Mici ' },
      locale: 'ro',
      expected: { text: ' Mici ', locale: 'ro' },
    },
  ])('$label', ({ text, locale, fallbacks, expected }) => {
    const result =
      fallbacks === undefined
        ? pickLocalized(text, locale)
        : pickLocalized(text, locale, fallbacks);
    expect(result).toEqual(expected);
  });
});
