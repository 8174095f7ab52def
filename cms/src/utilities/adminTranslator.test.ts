import { expect, test } from 'vitest';
import { adminLocale, adminTranslator } from './adminTranslator';

test.each([
  { source: 'ro', locale: 'ro' },
  { source: 'hu', locale: 'hu' },
  { source: 'pl', locale: 'en' },
  { source: undefined, locale: 'en' },
  { source: null, locale: 'en' },
  { source: { i18n: { language: 'de' } }, locale: 'de' },
  { source: { i18n: { language: 'pt' } }, locale: 'en' },
])('speaks $locale to an admin using $source', ({ source, locale }) => {
  expect(adminLocale(source as Parameters<typeof adminLocale>[0])).toBe(locale);
});

test.each([
  { source: 'fr', text: 'Mot de passe actuel' },
  { source: 'pl', text: 'Current password' },
])('translates into the $source admin’s catalog language', async ({ source, text }) => {
  const t = await adminTranslator(source);
  expect(t('admin.account.currentPassword')).toBe(text);
});
