import type { AllergenCode } from '@nutrimenu/core/allergens';
import {
  DISH_CATEGORIES,
  type DishCategory,
  type NutritionTableKey,
} from '@nutrimenu/core/contract';

/**
 * The nutrients the menu filter offers ranges for, in the order the form shows
 * them. The keys are the contract's, so a range reads the dish's own per-100 row.
 *
 * @example
 * RANGE_NUTRIENTS[0] // 'energyKcal'
 */
export const RANGE_NUTRIENTS = [
  'energyKcal',
  'fat',
  'carbohydrate',
  'protein',
  'salt',
] as const satisfies readonly NutritionTableKey[];

export type RangeNutrient = (typeof RANGE_NUTRIENTS)[number];

/**
 * The most 100 g of anything can hold: 900 kcal (pure fat, 9 kcal/g) and 100 g of a nutrient.
 * A bound is clamped to this, and a maximum at the limit excludes nothing, so it is no filter.
 */
export const RANGE_LIMITS: Readonly<Record<RangeNutrient, number>> = {
  energyKcal: 900,
  fat: 100,
  carbohydrate: 100,
  protein: 100,
  salt: 100,
};

/** The unit a range is written in, next to its number inputs. */
export const RANGE_UNITS: Readonly<Record<RangeNutrient, 'kcal' | 'g'>> = {
  energyKcal: 'kcal',
  fat: 'g',
  carbohydrate: 'g',
  protein: 'g',
  salt: 'g',
};

/** `null` is "no bound". A canonical range has 0 < min ≤ max < the nutrient's limit. */
export interface NutrientRange {
  min: number | null;
  max: number | null;
}

export type CategoryFilter = 'all' | DishCategory;

/**
 * The category filter's values: "all" and then core's dish categories.
 *
 * @example
 * CATEGORY_FILTERS // ['all', 'food', 'drinks', 'other']
 */
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', ...DISH_CATEGORIES];

/**
 * The orders the menu can show its dishes in, within each section: the restaurant's own, or by
 * energy per portion (the figure each card states), lowest or highest first.
 *
 * @example
 * MENU_SORTS[1] // 'energy-asc'
 */
export const MENU_SORTS = ['menu', 'energy-asc', 'energy-desc'] as const;

export type MenuSort = (typeof MENU_SORTS)[number];

/**
 * What the diner asked the menu to show. Canonical form (what `parseMenuFilter` returns): bounds
 * rounded to 0.01 and ordered, `exclude` unique and in Annex II order.
 */
export interface MenuFilter {
  category: CategoryFilter;
  ranges: Readonly<Record<RangeNutrient, NutrientRange>>;
  /** Dishes containing any of these are hidden, and those with it as a trace too unless `allowTraces`. */
  exclude: readonly AllergenCode[];
  allowTraces: boolean;
  sort: MenuSort;
}

/**
 * The unfiltered menu: every category, no range, no allergen excluded.
 *
 * @example
 * DEFAULT_MENU_FILTER.category // 'all'
 */
export const DEFAULT_MENU_FILTER: MenuFilter = {
  category: 'all',
  ranges: {
    energyKcal: { min: null, max: null },
    fat: { min: null, max: null },
    carbohydrate: { min: null, max: null },
    protein: { min: null, max: null },
    salt: { min: null, max: null },
  },
  exclude: [],
  allowTraces: false,
  sort: 'menu',
};
