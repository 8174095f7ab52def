import { LOCALES } from '@nutrimenu/core/locale';
import type { FoodAliases } from './ciqualAliases';
import type { CiqualFoodNames } from './ciqualNames';
import { NAMED_LOCALES, type NamedLocale } from './ciqualNames';
import type { CiqualRow } from './ciqualRow';

const isNamedLocale = (locale: string): locale is NamedLocale =>
  (NAMED_LOCALES as readonly string[]).includes(locale);

/** A name per locale code. */
export type LocaleNames = Record<string, string | null | undefined>;

/** What the import wrote last, per locale: kept in the food's `source.imported`. */
export interface ImportedNames {
  names: LocaleNames;
  alternativeNames: LocaleNames;
}

export interface FoodNames {
  name: LocaleNames;
  alternativeNames: LocaleNames;
  imported: ImportedNames;
}

export interface StoredFoodNames {
  name: LocaleNames;
  alternativeNames: LocaleNames;
  imported: ImportedNames | null;
}

/** A stored text someone changed since the import wrote `written` (empty is never an edit). */
function edited(stored: string | null | undefined, written: string | null | undefined): boolean {
  return Boolean(stored) && stored !== written;
}

/**
 * The names the import writes for a food. French and English are CIQUAL's own, always
 * rewritten, English corrected where names.csv overrides it. ro, hu, de, it and es come from
 * names.csv (`translated`). The alternative names, one per line, are names.csv's followed by the
 * kitchen aliases of aliases.csv (`aliases`, every locale), so the search finds "ochiuri" or
 * "trappista" with the same folding and ranking as any other name; a food names.csv lacks gets the English name in Romanian, the default locale (the
 * admin lists names in its current locale and Payload falls back only to the default one).
 *
 * A name or alternative-names text that differs from what the previous import wrote
 * (`stored.imported`) was edited by someone and is kept. Foods imported before that memory
 * existed remember nothing: their Romanian name counts as imported when it equals the English
 * one (what the import wrote then) and every other name as edited.
 *
 * @example
 * ciqualNamesOf({ name_fr: 'Oignon, cru', name_en: 'Onion, raw' }, names, undefined).name.ro // 'Ceapă, crudă'
 */
export function ciqualNamesOf(
  row: CiqualRow,
  translated: CiqualFoodNames | undefined,
  stored: StoredFoodNames | undefined,
  aliases: FoodAliases = {},
): FoodNames {
  const en =
    translated?.englishOverride?.name || row.name_en || row.name_fr || row.ciqual_code || '';
  const fr = row.name_fr || en;
  const previous: ImportedNames = stored?.imported ?? {
    names: { ro: stored?.name.en },
    alternativeNames: {},
  };
  const name: LocaleNames = { ...stored?.name, fr, en };
  const alternativeNames: LocaleNames = { ...stored?.alternativeNames };
  const imported: ImportedNames = { names: {}, alternativeNames: {} };
  for (const locale of LOCALES) {
    const wantedAlternatives =
      [
        ...(isNamedLocale(locale) ? (translated?.alternatives[locale] ?? []) : []),
        ...(aliases[locale] ?? []),
      ].join('\n') || null;
    imported.alternativeNames[locale] = wantedAlternatives;
    if (isNamedLocale(locale)) {
      const wantedName = translated?.names[locale] || (locale === 'ro' ? en : null);
      imported.names[locale] = wantedName;
      if (wantedName && !edited(stored?.name[locale], previous.names[locale])) {
        name[locale] = wantedName;
      }
    }
    if (!edited(stored?.alternativeNames[locale], previous.alternativeNames[locale])) {
      alternativeNames[locale] = wantedAlternatives;
    }
  }
  return { name, alternativeNames, imported };
}
