import {
  DEFAULT_MENU_FILTER,
  type MenuFilter,
  type NutrientRange,
  type RangeNutrient,
} from '../menuFilter';

/**
 * The default filter with some fields changed, ranges merged per nutrient; for tests.
 *
 * @example
 * filterWith({ ranges: { salt: { max: 1 } } }).ranges.salt // { min: null, max: 1 }
 */
export function filterWith(
  changes: Partial<Omit<MenuFilter, 'ranges'>> & {
    ranges?: Partial<Record<RangeNutrient, Partial<NutrientRange>>>;
  } = {},
): MenuFilter {
  const ranges = { ...DEFAULT_MENU_FILTER.ranges };
  for (const [nutrient, range] of Object.entries(changes.ranges ?? {})) {
    const key = nutrient as RangeNutrient;
    ranges[key] = { ...ranges[key], ...range };
  }
  return { ...DEFAULT_MENU_FILTER, ...changes, ranges };
}
