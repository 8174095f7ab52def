import { type MenuFilter, RANGE_NUTRIENTS } from './menuFilter';

/**
 * How many settings of the collapsible panel change the menu, for its summary: each nutrient with
 * a bound, each excluded allergen and a sort other than the menu's order (folded in the panel,
 * it would otherwise reorder the dishes unseen). The category is left out (its tabs are always
 * in view), and allowing traces only loosens an exclusion, so neither counts.
 *
 * @example
 * countActiveFilters({ ...DEFAULT_MENU_FILTER, category: 'food', exclude: ['milk', 'eggs'] }) // 2
 */
export function countActiveFilters(filter: MenuFilter): number {
  const ranges = RANGE_NUTRIENTS.filter((nutrient) => {
    const { min, max } = filter.ranges[nutrient];
    return min !== null || max !== null;
  }).length;
  return ranges + filter.exclude.length + (filter.sort === 'menu' ? 0 : 1);
}
