import type { PublicDish } from '@nutrimenu/core/contract';
import { formatDay, formatPrice, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { IngredientListPart } from '@nutrimenu/core/recipe';
import { nutritionRows } from '../collections/Recipes/nutritionView/nutritionRows';
import { nutritionFactsFromTable } from './_lib/nutritionFactsFromTable';
import { servedQuantity } from './_lib/servedQuantity';
import { dishAdditivesText } from './dishAdditivesText';
import { type DishAllergenTexts, dishAllergenTexts } from './dishAllergenTexts';

/** One dish as ANPC Order 201/2022 asks a menu to show it. */
export interface MenuEntryView {
  name: string;
  /** Served quantity of one portion, "384 g". */
  quantity: string | null;
  price: string | null;
  description: string | null;
  frozen: string | null;
  ingredients: { heading: string; parts: IngredientListPart[] };
  allergens: DishAllergenTexts;
  additives: { heading: string; text: string } | null;
  /** "per 100 g: Energy 929 kJ / 222 kcal · Fat 10.0 g · …", or why there is none. */
  nutrition: string;
}

export interface PrintableMenuView {
  restaurant: string;
  /** Address or city under the restaurant's name. */
  place: string | null;
  title: string;
  sections: { title: string; entries: MenuEntryView[] }[];
  /** Said when no section has a dish. */
  empty: string | null;
  asOf: string;
  /** "Page 2 of 5" in the locale. */
  pageLabel: (page: number, pages: number) => string;
}

export interface PrintableMenuInput {
  restaurant: { name: string; place: string | null; currency: string };
  menuName: string;
  sections: { title: string; dishes: PublicDish[] }[];
  locale: Locale;
  t: Translate;
  date: Date;
}

function nutritionLine(dish: PublicDish, locale: Locale, t: Translate): string {
  const nutrition = dish.nutrition;
  if (!nutrition) return t('label.nutritionUnavailable');
  const rows = nutritionRows(
    {
      per100g: nutritionFactsFromTable(nutrition.per100),
      perPortion: nutritionFactsFromTable(nutrition.perPortion),
    },
    locale,
    t,
  );
  const basis = nutrition.basis === 'ml' ? t('nutrition.per100ml') : t('nutrition.per100g');
  return `${basis}: ${rows.map((row) => `${row.label} ${row.per100g.text}`).join(' · ')}`;
}

/** A public dish worded as a printed menu's entry: what ANPC asks a menu to show of it. */
export function menuEntryView(
  dish: PublicDish,
  currency: string,
  locale: Locale,
  t: Translate,
): MenuEntryView {
  const additives = dishAdditivesText(dish, locale);
  return {
    name: dish.name,
    quantity: servedQuantity(dish, locale),
    price: formatPrice(dish.price, currency, locale),
    description: dish.description ?? null,
    frozen: dish.frozen ? t('dish.frozen') : null,
    ingredients: { heading: t('ingredients.heading'), parts: dish.ingredients.parts },
    allergens: dishAllergenTexts(dish, locale, t),
    additives: additives ? { heading: t('additives.heading'), text: additives } : null,
    nutrition: nutritionLine(dish, locale, t),
  };
}

/**
 * The texts of a printable menu: per section, each dish with its ANPC entry (name, served
 * quantity, price, ingredients with quantities and allergens to emphasise, allergens, traces,
 * additives, frozen marker) and its nutrition per 100 g in short form.
 *
 * @example
 * printableMenuView(input).sections[0].entries[0].quantity // '384 g'
 */
export function printableMenuView(input: PrintableMenuInput): PrintableMenuView {
  const { restaurant, locale, t } = input;
  const sections = input.sections
    .map((section) => ({
      title: section.title,
      entries: section.dishes.map((dish) => menuEntryView(dish, restaurant.currency, locale, t)),
    }))
    .filter((section) => section.entries.length > 0);
  return {
    restaurant: restaurant.name,
    place: restaurant.place,
    title: input.menuName,
    sections,
    empty: sections.length === 0 ? t('print.noDishes') : null,
    asOf: t('print.asOf', { date: formatDay(input.date, locale) }),
    pageLabel: (page, pages) => t('print.pageOf', { page, pages }),
  };
}
