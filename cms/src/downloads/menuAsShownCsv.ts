import { ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import type { NutritionTableRow, PublicDish } from '@nutrimenu/core/contract';
import type { Translate } from '@nutrimenu/core/messages';
import { formatDecimal } from '../csv/csvCells';
import { writeCsv } from '../csv/writeCsv';
import type { MenuAsShown } from '../shownHistory/menuAsShown';
import { dishAdditivesText } from './dishAdditivesText';
import { dishAllergenTexts } from './dishAllergenTexts';
import { menuAsShownNotice } from './menuAsShownNotice';

const NUTRIENT_COLUMNS = [
  ['energy_kj_100g', 'energyKj'],
  ['energy_kcal_100g', 'energyKcal'],
  ['fat_g_100g', 'fat'],
  ['saturates_g_100g', 'saturates'],
  ['carbohydrate_g_100g', 'carbohydrate'],
  ['sugars_g_100g', 'sugars'],
  ['protein_g_100g', 'protein'],
  ['salt_g_100g', 'salt'],
] as const;

/** Fixed English names, as every CSV of the product: a spreadsheet's formulas keep working. */
export const MENU_AS_SHOWN_COLUMNS = [
  'shown_at',
  'locale',
  'menu',
  'section',
  'dish',
  'price',
  'currency',
  'allergens',
  'traces',
  'additives',
  'ingredients',
  'nutrition_basis',
  ...NUTRIENT_COLUMNS.map(([column]) => column),
  'note',
] as const;

// The declared figure as the menu showed it ('7.4', '<0.5'), with the markets' decimal comma;
// "at least" (an ingredient's value unknown) as "≥".
function shownFigure(row: NutritionTableRow): string {
  if (row.status === 'unknown') return '';
  const figure = row.display.replace('.', ',');
  return row.status === 'lowerBound' ? `≥${figure}` : figure;
}

function dishCells(dish: PublicDish, view: MenuAsShown, t: Translate): string[] {
  const { locale } = view;
  const nutrition = dish.nutrition;
  return [
    dishAllergenTexts(dish, locale, t).text,
    dish.traces.map((code) => ALLERGEN_NAMES[code][locale]).join(', '),
    dishAdditivesText(dish, locale) ?? '',
    dish.ingredients.text,
    nutrition ? (nutrition.basis === 'ml' ? '100 ml' : '100 g') : '',
    ...NUTRIENT_COLUMNS.map(([, key]) => (nutrition ? shownFigure(nutrition.per100[key]) : '')),
  ];
}

/**
 * "The menu as it was shown" as a CSV: one line per dish of every menu shown at the moment, in
 * the menu's order, with its price, allergens, traces, additives, ingredients and nutrition per
 * 100 g (or ml) as the public menu showed them; when nothing was shown, one line whose `note`
 * says why. Every line names the moment and the locale.
 */
export function menuAsShownCsv(view: MenuAsShown, t: Translate): string {
  const moment = view.at.toISOString();
  const notice = menuAsShownNotice(view, t);
  const lines: string[][] = [];
  for (const menu of view.menus) {
    for (const section of menu.sections) {
      for (const dish of section.dishes) {
        lines.push([
          moment,
          view.locale,
          menu.name,
          section.title,
          dish.name,
          formatDecimal(dish.price),
          view.restaurant.currency,
          ...dishCells(dish, view, t),
          '',
        ]);
      }
    }
  }
  if (lines.length === 0) {
    const empty = MENU_AS_SHOWN_COLUMNS.slice(2, -1).map(() => '');
    lines.push([moment, view.locale, ...empty, notice ?? t('print.noDishes')]);
  }
  return writeCsv([[...MENU_AS_SHOWN_COLUMNS], ...lines]);
}
