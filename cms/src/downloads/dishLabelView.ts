import type { PublicDish } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import { formatDay } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { IngredientListPart } from '@nutrimenu/core/recipe';
import {
  type NutritionRow,
  nutritionRows,
} from '../collections/Recipes/nutritionView/nutritionRows';
import { formatGrams } from './_lib/formatGrams';
import { nutritionFactsFromTable } from './_lib/nutritionFactsFromTable';
import { dishAdditivesText } from './dishAdditivesText';
import { type DishAllergenTexts, dishAllergenTexts } from './dishAllergenTexts';

/** The nutrition declaration of a label: Annex XV rows per 100 g (or ml), per portion and %RI. */
export interface LabelNutritionView {
  heading: string;
  per100gHeading: string;
  perPortionHeading: string;
  riHeading: string;
  rows: NutritionRow[];
  /** Art. 32(5): said next to any %RI. */
  referenceIntake: string;
  /** Explains "≥" when a figure is a lower bound. */
  lowerBoundNote: string | null;
}

/** Everything a dish's nutrition label prints, as text in one locale. */
export interface DishLabelView {
  restaurant: string;
  title: string;
  /** "Portion: 280 g" (served weight). */
  portion: string | null;
  frozen: string | null;
  ingredients: { heading: string; parts: IngredientListPart[] };
  allergens: DishAllergenTexts;
  additives: { heading: string; text: string } | null;
  nutrition: LabelNutritionView | null;
  /** Said instead of the table when the dish has no computed nutrition. */
  nutritionUnavailable: string | null;
  nutriScore: { grade: string | null; text: string };
  footer: string;
}

export interface DishLabelInput {
  dish: PublicDish;
  restaurantName: string;
  locale: Locale;
  t: Translate;
  /** The day the label is printed. */
  date: Date;
}

/**
 * The texts of a dish's nutrition label, from the dish as the public menu shows it (stored
 * computation, names with the restaurant's fallback): the EU nutrition declaration per 100 g and
 * per portion in Annex XV order and wording, %RI with the reference-intake statement, the ANPC
 * ingredient list with allergens to emphasise, traces, additives, the frozen marker and
 * Nutri-Score. Unknown figures read "value unknown", never 0.
 *
 * @example
 * dishLabelView({ dish, restaurantName: 'Demo Bistro', locale: 'ro', t, date }).nutrition?.rows[1].label
 * // 'Grăsimi'
 */
export function dishLabelView({
  dish,
  restaurantName,
  locale,
  t,
  date,
}: DishLabelInput): DishLabelView {
  const nutrition = dish.nutrition;
  // A drink is declared per 100 ml (Reg. 1169/2011 art. 32(2)) and its portion given in ml.
  const millilitres = nutrition?.basis === 'ml' ? (nutrition.portion.millilitres ?? null) : null;
  let table: LabelNutritionView | null = null;
  if (nutrition) {
    const rows = nutritionRows(
      {
        per100g: nutritionFactsFromTable(nutrition.per100),
        perPortion: nutritionFactsFromTable(nutrition.perPortion),
      },
      locale,
      t,
    );
    const lowerBound = rows.some(
      (row) => row.per100g.status === 'lowerBound' || row.perPortion.status === 'lowerBound',
    );
    table = {
      heading: t('nutrition.heading'),
      per100gHeading: nutrition.basis === 'ml' ? t('nutrition.per100ml') : t('nutrition.per100g'),
      perPortionHeading:
        millilitres === null
          ? t('nutrition.perPortion', { grams: formatGrams(nutrition.portion.net, locale) })
          : t('nutrition.perPortionMl', { millilitres: formatGrams(millilitres, locale) }),
      riHeading: t('nutrition.riPercent'),
      rows,
      referenceIntake: t('nutrition.referenceIntake'),
      lowerBoundNote: lowerBound ? t('admin.live.lowerBound') : null,
    };
  }
  const additives = dishAdditivesText(dish, locale);
  return {
    restaurant: restaurantName,
    title: dish.name,
    portion: !nutrition
      ? null
      : millilitres === null
        ? t('dish.portion', { grams: formatGrams(nutrition.portion.net, locale) })
        : t('dish.portionMl', { millilitres: formatGrams(millilitres, locale) }),
    frozen: dish.frozen ? t('dish.frozen') : null,
    ingredients: { heading: t('ingredients.heading'), parts: dish.ingredients.parts },
    allergens: dishAllergenTexts(dish, locale, t),
    additives: additives ? { heading: t('additives.heading'), text: additives } : null,
    nutrition: table,
    nutritionUnavailable: table ? null : t('label.nutritionUnavailable'),
    nutriScore: dish.nutriScore
      ? {
          grade: dish.nutriScore.grade,
          text: t('nutrition.nutriScoreGrade', { grade: dish.nutriScore.grade }),
        }
      : { grade: null, text: t('label.nutriScoreUnavailable') },
    footer: `${restaurantName} · ${t('print.asOf', { date: formatDay(date, locale) })}`,
  };
}
