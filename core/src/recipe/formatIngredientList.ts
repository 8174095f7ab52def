import { formatAdditive } from '../additives/formatAdditive';
import type { AllergenCode } from '../allergens/allergens';
import { LOCALE_TAGS, type Locale } from '../locale/locales';
import { pickLocalized } from '../locale/localizedText';
import type { IngredientListEntry } from './types';

/**
 * A run of the rendered list; `allergens` is set on the names to emphasise (bold on screen),
 * `locale` on a name shown in another language than the list's (a restaurant's own ingredient
 * it named only in its own language), so a page can tag that name with its language.
 */
export interface IngredientListPart {
  text: string;
  allergens?: AllergenCode[];
  locale?: Locale;
}

export interface FormatIngredientListOptions {
  /** Locales to try when a name is missing in `locale`, e.g. the restaurant's default. */
  fallbackLocales?: readonly Locale[];
  /**
   * Quantities below this many grams are left out, as in ANPC's example (which gives them for
   * components above 20 g). Default 0: every quantity is shown, salt and sugar included.
   */
  minQuantityGrams?: number;
  /** Additives as "class: E-number" (default) or "class: specific name". */
  additiveStyle?: 'eNumber' | 'name';
}

const formats = new Map<Locale, { whole: Intl.NumberFormat; fine: Intl.NumberFormat }>();

function quantity(entry: IngredientListEntry, locale: Locale): string {
  let pair = formats.get(locale);
  if (!pair) {
    const tag = LOCALE_TAGS[locale];
    pair = {
      whole: new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping: false }),
      fine: new Intl.NumberFormat(tag, { maximumFractionDigits: 1, useGrouping: false }),
    };
    formats.set(locale, pair);
  }
  const [value, unit] =
    entry.millilitres !== null ? [entry.millilitres, 'ml'] : [entry.grams ?? 0, 'g'];
  if (value < 0.05) return `<${pair.fine.format(0.1)} ${unit}`;
  return `${(value >= 10 ? pair.whole : pair.fine).format(value)} ${unit}`;
}

// ANPC's example nests with square brackets, then round ones; deeper levels alternate.
const BRACKETS: readonly (readonly [string, string])[] = [
  ['[', ']'],
  ['(', ')'],
];

function render(
  entries: readonly IngredientListEntry[],
  locale: Locale,
  options: FormatIngredientListOptions,
  depth: number,
  parts: IngredientListPart[],
) {
  const minGrams = options.minQuantityGrams ?? 0;
  entries.forEach((entry, index) => {
    if (index > 0) parts.push({ text: ', ' });
    if (entry.additive) {
      parts.push({
        text: formatAdditive(entry.additive, locale, { style: options.additiveStyle ?? 'eNumber' }),
      });
    } else {
      const name = pickLocalized(entry.name, locale, options.fallbackLocales ?? []);
      const part: IngredientListPart = { text: name.text };
      if (entry.allergens.length > 0) part.allergens = entry.allergens;
      if (name.locale !== null && name.locale !== locale) part.locale = name.locale;
      parts.push(part);
    }
    if (entry.grams !== null && entry.grams >= minGrams && !entry.additive) {
      parts.push({ text: ` – ${quantity(entry, locale)}` });
    }
    if (entry.children.length > 0) {
      const [open, close] = BRACKETS[depth % BRACKETS.length] ?? ['(', ')'];
      parts.push({ text: ` ${open}` });
      render(entry.children, locale, options, depth + 1, parts);
      parts.push({ text: close });
    }
  });
}

/**
 * Renders a dish's ingredient list in the form of ANPC Order 201/2022: descending order of
 * weight, the quantity in one portion after each ingredient, composite ingredients followed by
 * their own list in brackets, additives as "class: E-number", allergen names marked for emphasis.
 * Adjacent plain runs are joined, so a renderer only has to bold the marked parts and tag the
 * ones in another language.
 *
 * @example
 * ingredientListText(formatIngredientList(result.ingredients, 'ro'))
 * // 'mușchiuleț de porc – 140 g, garnitură de orez cu legume – 140 g [orez – 60 g, …]'
 */
export function formatIngredientList(
  entries: readonly IngredientListEntry[],
  locale: Locale,
  options: FormatIngredientListOptions = {},
): IngredientListPart[] {
  const parts: IngredientListPart[] = [];
  render(entries, locale, options, 0, parts);
  const joined: IngredientListPart[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    const plain = (run: IngredientListPart) => !run.allergens && !run.locale;
    if (last && plain(last) && plain(part)) last.text += part.text;
    else joined.push({ ...part });
  }
  return joined;
}

/**
 * The rendered list as one string; `emphasise` wraps allergen names (default: upper case, the
 * plain-text convention of labels).
 *
 * @example
 * ingredientListText(parts, (name) => `**${name}**`) // 'făină de grâu – 80 g, **unt** – 10 g'
 */
export function ingredientListText(
  parts: readonly IngredientListPart[],
  emphasise: (name: string) => string = (name) => name.toLocaleUpperCase(),
): string {
  return parts.map((part) => (part.allergens ? emphasise(part.text) : part.text)).join('');
}
