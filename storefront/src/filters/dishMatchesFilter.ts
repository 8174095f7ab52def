import { passesAllergenExclusion } from '@nutrimenu/core/allergens';
import type { MenuDishFacts, NutrientFigure } from '../menuView';
import { type MenuFilter, type NutrientRange, RANGE_NUTRIENTS } from './menuFilter';

/**
 * Whether a per-100 row proves the value lies in the range. A known value is compared as is
 * (unrounded, as the contract intends for filters). A lower bound only says "at least": it proves
 * a minimum it reaches, never a maximum, since the missing part could push it over. An unknown
 * value proves nothing, so it never passes an active range.
 */
function rowWithin(row: NutrientFigure | undefined, { min, max }: NutrientRange): boolean {
  if (min === null && max === null) return true;
  if (row === undefined || row.status === 'unknown') return false;
  if (min !== null && row.value < min) return false;
  if (max !== null && (row.status === 'lowerBound' || row.value > max)) return false;
  return true;
}

/**
 * Whether the menu shows `dish` under `filter`. Never shows a dish as matching when its data
 * cannot prove it: a range needs a known figure (a dish without nutrition fails every active
 * range), and excluding any allergen hides every dish whose allergens are not completely
 * declared, every dish containing an excluded allergen and, unless the diner allows traces,
 * every dish that may contain a trace of one. Ranges read the per-100 table, per 100 g or, for
 * a dish measured in ml, per 100 ml.
 *
 * @example
 * dishMatchesFilter(soup, { ...DEFAULT_MENU_FILTER, exclude: ['celery'] }) // false: it has celery
 */
export function dishMatchesFilter(dish: MenuDishFacts, filter: MenuFilter): boolean {
  if (filter.category !== 'all' && dish.category !== filter.category) return false;
  for (const nutrient of RANGE_NUTRIENTS) {
    if (!rowWithin(dish.nutrition?.per100[nutrient], filter.ranges[nutrient])) return false;
  }
  const declaration = {
    contains: dish.allergens.contains,
    complete: dish.allergens.complete,
    traces: dish.traces,
  };
  return passesAllergenExclusion(declaration, filter.exclude, filter.allowTraces);
}
