import { ALLERGEN_CODES, ALLERGEN_NAMES, type AllergenCode } from '@nutrimenu/core/allergens';
import type { PublicDish } from '@nutrimenu/core/contract';
import { formatDay, formatPrice, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { DECLARATION_ORDER } from '@nutrimenu/core/nutrition';
import { nutritionRows } from '../collections/Recipes/nutritionView/nutritionRows';
import { nutritionFactsFromTable } from './_lib/nutritionFactsFromTable';
import { servedQuantity } from './_lib/servedQuantity';
import type { PrintableMenuInput } from './printableMenuView';

/** One dish as a guest reads it on the table's menu. */
export interface GuestMenuEntry {
  name: string;
  price: string | null;
  description: string | null;
  /** Small print under the name: served quantity, allergens by number, traces, frozen mark. */
  details: string;
  /** `false` while an ingredient's allergens are undeclared: the details say so, in bold. */
  allergensComplete: boolean;
}

/** One dish's line of the nutrition appendix. */
export interface GuestNutritionRow {
  name: string;
  /** "per 100 g" or "per 100 ml". */
  basis: string;
  /** The figures in the order of `GuestMenuView.appendix.columns`, or why there are none. */
  cells: string[] | null;
}

export interface GuestMenuView {
  restaurant: string;
  place: string | null;
  title: string;
  sections: { title: string; entries: GuestMenuEntry[] }[];
  /** Said when no section has a dish. */
  empty: string | null;
  /** The 14 Annex II allergens, numbered as the Annex numbers them. */
  legend: { heading: string; text: string };
  appendix: {
    heading: string;
    dishHeading: string;
    columns: string[];
    rows: GuestNutritionRow[];
    /** Said in place of the figures of a dish that has none. */
    unavailable: string;
  };
  asOf: string;
  pageLabel: (page: number, pages: number) => string;
}

/** An allergen's number in Annex II of Reg. 1169/2011: gluten is 1, molluscs 14. */
export const annexNumber = (code: AllergenCode) => ALLERGEN_CODES.indexOf(code) + 1;

const numbers = (codes: readonly AllergenCode[]) =>
  codes
    .map(annexNumber)
    .sort((a, b) => a - b)
    .join(', ');

function details(dish: PublicDish, t: Translate, locale: Locale): string {
  const parts: string[] = [];
  const quantity = servedQuantity(dish, locale);
  if (quantity) parts.push(quantity);
  const contains = numbers(dish.allergens.contains);
  const known = contains ? `${t('allergens.heading')}: ${contains}` : null;
  if (dish.allergens.complete) parts.push(known ?? t('allergens.none'));
  // Never a list that reads as complete: the known numbers, then that the rest is not declared.
  else parts.push([known, t('allergens.unknown')].filter(Boolean).join('; '));
  if (dish.traces.length > 0)
    parts.push(t('print.guest.traces', { numbers: numbers(dish.traces) }));
  if (dish.frozen) parts.push(`*${t('dish.frozen')}`);
  return parts.join(' · ');
}

function nutritionRow(dish: PublicDish, locale: Locale, t: Translate): GuestNutritionRow {
  const nutrition = dish.nutrition;
  if (!nutrition) return { name: dish.name, basis: '', cells: null };
  const rows = nutritionRows(
    {
      per100g: nutritionFactsFromTable(nutrition.per100),
      perPortion: nutritionFactsFromTable(nutrition.perPortion),
    },
    locale,
    t,
  );
  return {
    name: dish.name,
    basis: nutrition.basis === 'ml' ? t('nutrition.per100ml') : t('nutrition.per100g'),
    cells: rows.map((row) => row.per100g.text),
  };
}

/**
 * The texts of the menu a guest reads at the table: per section, each dish with its price,
 * description and, in small print, its served quantity, its allergens as Annex II numbers, its
 * traces and the frozen mark; a numbered legend of the 14 allergens; and, as an appendix, each
 * dish's nutrition declaration per 100 g (or 100 ml). The full ANPC entries (ingredients,
 * additives) stay in the printable menu of `printableMenuView`.
 *
 * @example
 * guestMenuView(input).sections[0].entries[0].details // '384 g · Alergeni: 1, 7 · urme: 6'
 */
export function guestMenuView(input: PrintableMenuInput): GuestMenuView {
  const { restaurant, locale, t } = input;
  const sections = input.sections
    .map((section) => ({
      title: section.title,
      entries: section.dishes.map((dish) => ({
        name: dish.name,
        price: formatPrice(dish.price, restaurant.currency, locale),
        description: dish.description ?? null,
        details: details(dish, t, locale),
        allergensComplete: dish.allergens.complete,
      })),
    }))
    .filter((section) => section.entries.length > 0);
  const dishes = input.sections.flatMap((section) => section.dishes);
  // A dish on two sections of the menu is declared once in the appendix.
  const unique = [...new Map(dishes.map((dish) => [dish.id, dish])).values()];
  return {
    restaurant: restaurant.name,
    place: restaurant.place,
    title: input.menuName,
    sections,
    empty: sections.length === 0 ? t('print.noDishes') : null,
    legend: {
      heading: t('print.guest.legend'),
      // Non-breaking spaces keep a number with its allergen's first word and the "·" at the end
      // of a line, never at the start of the next.
      text: ALLERGEN_CODES.map(
        (code) => `${annexNumber(code)}\u00a0${ALLERGEN_NAMES[code][locale]}`,
      ).join('\u00a0· '),
    },
    appendix: {
      heading: t('print.guest.appendix'),
      dishHeading: t('print.guest.dish'),
      columns: DECLARATION_ORDER.map((line) => t(`nutrition.line.${line}`)),
      rows: unique.map((dish) => nutritionRow(dish, locale, t)),
      unavailable: t('label.nutritionUnavailable'),
    },
    asOf: t('print.asOf', { date: formatDay(input.date, locale) }),
    pageLabel: (page, pages) => t('print.pageOf', { page, pages }),
  };
}
