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
  return paths.every((path) => holdsPerLocale(doc, path.split('.')));
}

// A path goes through groups (an object) and arrays (each item); its last part is per locale.
function holdsPerLocale(value: unknown, path: readonly string[]): boolean {
  const [head, ...rest] = path;
  if (head === undefined) return isPerLocale(value);
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every((entry: unknown) => holdsPerLocale(entry, path));
  if (typeof value !== 'object') return false;
  return holdsPerLocale(Reflect.get(value, head), rest);
}

function isPerLocale(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.keys(value).every(isLocale);
}
