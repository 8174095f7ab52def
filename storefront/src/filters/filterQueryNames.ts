import type { RangeNutrient } from './menuFilter';

/**
 * The query parameters of the menu filter, in one place: they are the form's field names too, so
 * a submitted form without JavaScript and a shared link carry the same query.
 *
 * @example
 * // ?category=food&kcalMax=600&exclude=gluten&exclude=milk&traces=allow&sort=energy-asc
 */
export const FILTER_QUERY_NAMES = {
  category: 'category',
  /** Repeated, one allergen code each. */
  exclude: 'exclude',
  /** Its only meaningful value is `ALLOW_TRACES_VALUE`. */
  traces: 'traces',
  /** One of MENU_SORTS; the menu's own order when absent. */
  sort: 'sort',
  ranges: {
    energyKcal: { min: 'kcalMin', max: 'kcalMax' },
    fat: { min: 'fatMin', max: 'fatMax' },
    carbohydrate: { min: 'carbsMin', max: 'carbsMax' },
    protein: { min: 'proteinMin', max: 'proteinMax' },
    salt: { min: 'saltMin', max: 'saltMax' },
  } satisfies Record<RangeNutrient, { min: string; max: string }>,
} as const;

/** The value of `traces` that lets dishes with only a trace of an excluded allergen show. */
export const ALLOW_TRACES_VALUE = 'allow';
