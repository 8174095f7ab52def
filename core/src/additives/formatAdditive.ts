import type { Locale } from '../locale/locales';
import { type LocalizedText, pickLocalized } from '../locale/localizedText';
import { ADDITIVE_CLASS_LABEL_NAMES, type AdditiveClassCode } from './additiveClasses';
import { normalizeENumber } from './eNumber';

/** An additive as a recipe ingredient refers to it. */
export type AdditiveRef = {
  eNumber: string;
  functionalClass: AdditiveClassCode;
  /** The specific name, e.g. { ro: 'glutamat de sodiu', en: 'monosodium glutamate' }. */
  name?: LocalizedText;
};

export type FormatAdditiveOptions = {
  /** Show the E-number (default) or the specific name after the class. */
  style?: 'eNumber' | 'name';
};

/**
 * Writes an additive the way ANPC asks for it in a menu's ingredient list: the functional class
 * in the singular, a colon, then the E-number or the specific name ("potențator de aromă: E621").
 * The class stays lower case (German: capitalised noun) because it appears mid-list, also in
 * English. With style 'name', a name missing in `locale` falls back to any language given, and
 * a missing name altogether falls back to the E-number, so an entry is never left without one.
 *
 * @example
 * formatAdditive({ functionalClass: 'acids', eNumber: 'e 330' }, 'ro') // 'acidifiant: E330'
 * formatAdditive(
 *   { functionalClass: 'flavourEnhancers', eNumber: 'E621', name: { ro: 'glutamat de sodiu' } },
 *   'ro',
 *   { style: 'name' },
 * ) // 'potențator de aromă: glutamat de sodiu'
 */
export function formatAdditive(
  additive: AdditiveRef,
  locale: Locale,
  options: FormatAdditiveOptions = {},
): string {
  const label = ADDITIVE_CLASS_LABEL_NAMES[additive.functionalClass][locale];
  const name =
    options.style === 'name' && additive.name !== undefined
      ? pickLocalized(additive.name, locale).text.trim()
      : '';
  const value =
    name !== '' ? name : (normalizeENumber(additive.eNumber) ?? additive.eNumber.trim());
  return `${label}: ${value}`;
}
