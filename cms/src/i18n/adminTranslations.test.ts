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
