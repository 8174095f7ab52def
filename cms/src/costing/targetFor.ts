import { DISH_CATEGORIES, type DishCategory } from '@nutrimenu/core/contract';
import type { Restaurant } from '../payload-types';

const isDishCategory = (value: string | null | undefined): value is DishCategory =>
  DISH_CATEGORIES.includes(value as DishCategory);

/**
 * The food cost % a dish of `category` aims at: the category's own target when the restaurant
 * set one, else the restaurant's; `null` without either (no suggested price, never over target).
 *
 * @example
 * targetFoodCostFor({ targetFoodCostPercent: 30, categoryTargets: { drinks: 20 } }, 'drinks') // 20
 */
export function targetFoodCostFor(
  costing: Restaurant['costing'] | null | undefined,
  category: string | null | undefined,
): number | null {
  const own = isDishCategory(category) ? costing?.categoryTargets?.[category] : null;
  if (typeof own === 'number') return own;
  return costing?.targetFoodCostPercent ?? null;
}
