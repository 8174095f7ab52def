import { type MenuFilter, RANGE_NUTRIENTS } from './menuFilter';

/**
 * How many filters of the collapsible panel narrow the menu, for its summary: each nutrient with
 * a bound and each excluded allergen. The category is left out (its tabs are always in view),
 * and allowing traces only loosens an exclusion, so neither counts.
 *
 * @example
 * countActiveFilters({ ...DEFAULT_MENU_FILTER, category: 'food', exclude: ['milk', 'eggs'] }) // 2
 */
export function countActiveFilters(filter: MenuFilter): number {
  const ranges = RANGE_NUTRIENTS.filter((nutrient) => {
    const { min, max } = filter.ranges[nutrient];
    return min !== null || max !== null;
  }).length;
  return ranges + filter.exclude.length;
}
