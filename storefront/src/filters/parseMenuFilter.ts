import { ALLERGEN_CODES, type AllergenCode, isAllergenCode } from '@nutrimenu/core/allergens';
import { ALLOW_TRACES_VALUE, FILTER_QUERY_NAMES } from './filterQueryNames';
import {
  CATEGORY_FILTERS,
  type CategoryFilter,
  MENU_SORTS,
  type MenuFilter,
  type MenuSort,
  type NutrientRange,
  RANGE_LIMITS,
  RANGE_NUTRIENTS,
  type RangeNutrient,
} from './menuFilter';

// A hand-made or hostile URL can repeat a parameter thousands of times: the work stays bounded.
const MAX_PAIRS = 1000;
const MAX_NUMBER_LENGTH = 24;
// Digits with an optional '.' or ',' decimal part; no exponent, no Infinity, no hex.
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

const BOUND_BY_NAME = new Map<string, { nutrient: RangeNutrient; side: keyof NutrientRange }>(
  RANGE_NUTRIENTS.flatMap((nutrient) => [
    [FILTER_QUERY_NAMES.ranges[nutrient].min, { nutrient, side: 'min' as const }],
    [FILTER_QUERY_NAMES.ranges[nutrient].max, { nutrient, side: 'max' as const }],
  ]),
);

function parseCategory(value: string): CategoryFilter | null {
  const category = value.trim().toLowerCase();
  return CATEGORY_FILTERS.find((known) => known === category) ?? null;
}

function parseSort(value: string): MenuSort | null {
  const sort = value.trim().toLowerCase();
  return MENU_SORTS.find((known) => known === sort) ?? null;
}

function parseNumber(value: string): number | null {
  const text = value.trim();
  if (text.length > MAX_NUMBER_LENGTH || !NUMBER.test(text)) return null;
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** Clamped to [0, limit] and rounded to 0.01, the precision of the finest declared figure (salt). */
function normaliseBound(value: number | null, limit: number): number | null {
  if (value === null) return null;
  return Math.round(Math.min(Math.max(value, 0), limit) * 100) / 100;
}

/**
 * A min above the max is taken as the range the diner meant, so the bounds are swapped rather
 * than the range dropped. A bound that excludes no possible value (min 0, max at the limit) is
 * no bound: it must not hide the dishes whose value is unknown.
 */
function normaliseRange(raw: NutrientRange, limit: number): NutrientRange {
  let min = normaliseBound(raw.min, limit);
  let max = normaliseBound(raw.max, limit);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    min: min === null || min <= 0 ? null : min,
    max: max === null || max >= limit ? null : max,
  };
}

/**
 * The menu filter of a URL query ('?category=food&kcalMax=600&exclude=milk' or its
 * URLSearchParams). Never throws: unknown parameters, unknown categories, sorts and allergen codes and
 * malformed numbers are ignored; numbers are clamped to [0, limit] (so a negative one is 0);
 * a min above its max is swapped; for a scalar parameter given more than once, the first
 * well-formed value wins; `exclude` may be repeated or comma-separated and is de-duplicated.
 *
 * @example
 * parseMenuFilter('?category=drinks&kcalMax=-5&exclude=milk&exclude=milk&exclude=pizza')
 * // { category: 'drinks', ranges: { energyKcal: { min: null, max: 0 }, … },
 * //   exclude: ['milk'], allowTraces: false, sort: 'menu' }
 */
export function parseMenuFilter(query: string | URLSearchParams): MenuFilter {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  let category: CategoryFilter | null = null;
  let allowTraces = false;
  let sort: MenuSort | null = null;
  const excluded = new Set<AllergenCode>();
  const raw = Object.fromEntries(
    RANGE_NUTRIENTS.map((nutrient) => [nutrient, { min: null, max: null }]),
  ) as Record<RangeNutrient, NutrientRange>;

  let pairs = 0;
  for (const [name, value] of params) {
    if (++pairs > MAX_PAIRS) break;
    if (name === FILTER_QUERY_NAMES.category) {
      category ??= parseCategory(value);
    } else if (name === FILTER_QUERY_NAMES.exclude) {
      for (const part of value.split(',')) {
        const code = part.trim().toLowerCase();
        if (isAllergenCode(code)) excluded.add(code);
      }
    } else if (name === FILTER_QUERY_NAMES.traces) {
      if (value.trim().toLowerCase() === ALLOW_TRACES_VALUE) allowTraces = true;
    } else if (name === FILTER_QUERY_NAMES.sort) {
      sort ??= parseSort(value);
    } else {
      const bound = BOUND_BY_NAME.get(name);
      if (bound) raw[bound.nutrient][bound.side] ??= parseNumber(value);
    }
  }

  return {
    category: category ?? 'all',
    ranges: Object.fromEntries(
      RANGE_NUTRIENTS.map((nutrient) => [
        nutrient,
        normaliseRange(raw[nutrient], RANGE_LIMITS[nutrient]),
      ]),
    ) as Record<RangeNutrient, NutrientRange>,
    exclude: ALLERGEN_CODES.filter((code) => excluded.has(code)),
    allowTraces,
    sort: sort ?? 'menu',
  };
}
