import { expect, test } from 'vitest';
import { adminLocale } from './adminLocale';

test.each([
  { language: 'ro', locale: 'ro' },
  { language: 'hu', locale: 'hu' },
  { language: 'pl', locale: 'en' },
  { language: undefined, locale: 'en' },
])('speaks $locale to an admin using $language', ({ language, locale }) => {
  expect(adminLocale(language)).toBe(locale);
});
