import { isLocale } from '@nutrimenu/core/locale';
import type { AllLocalesDocs } from './documents';
import { LOCALIZED_FIELDS } from './localizedFields';

/**
 * Whether `doc`, read from `slug` with `locale: 'all'`, has each of its localized fields as
 * Payload returns them then: absent, null, or an object keyed by locale. Payload's generated
 * types describe a read in one locale, so this check is what lets a read in every locale carry
 * its `AllLocalesDocs` type. It checks the document's own fields; populated relationships come
 * from the same read and so are in every locale too.
 *
 * @example
 * isReadInEveryLocale('recipes', { name: { ro: 'Supă', en: 'Soup' } }) // true
 * isReadInEveryLocale('recipes', { name: 'Supă' }) // false: a read in one locale
 */
export function isReadInEveryLocale<TSlug extends keyof AllLocalesDocs>(
  slug: TSlug,
  doc: object,
): doc is AllLocalesDocs[TSlug] {
  const paths: readonly string[] = LOCALIZED_FIELDS[slug];
  return paths.every((path) => {
    const [head = '', item] = path.split('.');
    const value: unknown = Reflect.get(doc, head);
    if (item === undefined) return isPerLocale(value);
    if (!Array.isArray(value)) return value === undefined || value === null;
    return value.every(
      (entry: unknown) =>
        typeof entry === 'object' && entry !== null && isPerLocale(Reflect.get(entry, item)),
    );
  });
}

function isPerLocale(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.keys(value).every(isLocale);
}
