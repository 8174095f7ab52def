import { LOCALES } from '@nutrimenu/core/locale';
import { translations as payloadCatalogs } from '@payloadcms/translations/all';
import { expect, test } from 'vitest';
import { adminTranslations } from './adminTranslations';

type Catalog = Record<string, Record<string, string>>;

/** Payload's catalog for `locale` as the admin shows it: with the project's overrides applied. */
function shown(locale: (typeof LOCALES)[number]): Catalog {
  const payloads = (payloadCatalogs[locale] as { translations: Catalog }).translations;
  const ours = adminTranslations[locale] as Catalog;
  return Object.fromEntries(
    Object.entries(payloads).map(([group, texts]) => [group, { ...texts, ...ours[group] }]),
  );
}

// Owners do not know the framework's name; Payload's Romanian, Hungarian and Italian "Restoring…"
// are even the instructions given to its translators ("…în contextul Payload. Iată o listă…").
test.each(LOCALES)('%s: no admin text names Payload', (locale) => {
  const naming = Object.entries(shown(locale)).flatMap(([group, texts]) =>
    Object.entries(texts)
      .filter(([, text]) => typeof text === 'string' && text.includes('Payload'))
      .map(([key, text]) => `${group}:${key}: ${text.slice(0, 60)}`),
  );
  expect(naming).toEqual([]);
});

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join(', ');

// A translated placeholder name ("{{eticheta}}") is shown to the owner as written.
test.each(LOCALES)('%s: every admin text has the placeholders of the English one', (locale) => {
  const english = shown('en');
  const texts = shown(locale);
  const wrong = Object.entries(english).flatMap(([group, englishTexts]) =>
    Object.entries(englishTexts)
      .filter(([, text]) => typeof text === 'string')
      .filter(([key, text]) => {
        const translated = texts[group]?.[key];
        return typeof translated === 'string' && placeholders(translated) !== placeholders(text);
      })
      .map(([key]) => `${group}:${key}: ${texts[group]?.[key]}`),
  );
  expect(wrong).toEqual([]);
});

test('Romanian calls a draft a "ciornă", and no text is built to one gender of a name', () => {
  const texts = Object.values(shown('ro')).flatMap((group) => Object.values(group));
  expect(texts.filter((text) => /proiect/i.test(text))).toEqual([]);
  expect(texts.filter((text) => /\(ă\)|unui nou \{\{label\}\}/.test(text))).toEqual([]);
});
