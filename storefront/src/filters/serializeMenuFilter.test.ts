import { ALLERGEN_CODES } from '@nutrimenu/core/allergens';
import { DISH_CATEGORIES } from '@nutrimenu/core/contract';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { filterWith } from './_lib/filterWith';
import {
  type CategoryFilter,
  DEFAULT_MENU_FILTER,
  MENU_SORTS,
  type MenuFilter,
  type NutrientRange,
  RANGE_LIMITS,
  RANGE_NUTRIENTS,
  type RangeNutrient,
} from './menuFilter';
import { parseMenuFilter } from './parseMenuFilter';
import { serializeMenuFilter } from './serializeMenuFilter';

describe('serializeMenuFilter', () => {
  test.each<{ label: string; filter: MenuFilter; query: string }>([
    { label: 'the unfiltered menu has no query', filter: DEFAULT_MENU_FILTER, query: '' },
    {
      label: 'a sort by energy comes last',
      filter: filterWith({ category: 'food', exclude: ['milk'], sort: 'energy-desc' }),
      query: 'category=food&exclude=milk&sort=energy-desc',
    },
    {
      label: 'the example of the issue',
      filter: filterWith({
        category: 'food',
        ranges: { energyKcal: { max: 600 } },
        exclude: ['gluten', 'milk'],
        allowTraces: true,
      }),
      query: 'category=food&kcalMax=600&exclude=gluten&exclude=milk&traces=allow',
    },
    {
      label: 'ranges in form order, min before max, decimals with a point',
      filter: filterWith({
        ranges: {
          salt: { min: 0.05, max: 1.5 },
          energyKcal: { min: 100 },
          protein: { max: 20 },
          fat: { min: 2.5 },
          carbohydrate: { max: 0 },
        },
      }),
      query: 'kcalMin=100&fatMin=2.5&carbsMax=0&proteinMax=20&saltMin=0.05&saltMax=1.5',
    },
    {
      label: 'category "all" is left out',
      filter: filterWith({ category: 'all', exclude: ['molluscs'] }),
      query: 'exclude=molluscs',
    },
    {
      label: 'traces allowed without exclusions is kept, so the checkbox survives a reload',
      filter: filterWith({ allowTraces: true }),
      query: 'traces=allow',
    },
  ])('$label', ({ filter, query }) => {
    expect(serializeMenuFilter(filter)).toBe(query);
  });
});

// Canonical filters: bounds in hundredths, a min above 0 and at most the limit, a max below the
// limit, min ≤ max; allergens unique in Annex II order.
function rangeArbitrary(limit: number): fc.Arbitrary<NutrientRange> {
  const hundredths = (min: number, max: number) =>
    fc.option(
      fc.integer({ min, max }).map((value) => value / 100),
      { nil: null },
    );
  return fc
    .record({ min: hundredths(1, limit * 100), max: hundredths(0, limit * 100 - 1) })
    .filter(({ min, max }) => min === null || max === null || min <= max);
}

const canonicalFilter: fc.Arbitrary<MenuFilter> = fc.record({
  category: fc.constantFrom<CategoryFilter>('all', ...DISH_CATEGORIES),
  ranges: fc.record(
    Object.fromEntries(
      RANGE_NUTRIENTS.map((nutrient) => [nutrient, rangeArbitrary(RANGE_LIMITS[nutrient])]),
    ) as Record<RangeNutrient, fc.Arbitrary<NutrientRange>>,
  ),
  exclude: fc.subarray([...ALLERGEN_CODES]),
  allowTraces: fc.boolean(),
  sort: fc.constantFrom(...MENU_SORTS),
});

// Queries mixing the filter's own names (with any value) and noise.
const NAMES = [
  'category',
  'exclude',
  'traces',
  'sort',
  'kcalMin',
  'kcalMax',
  'fatMin',
  'fatMax',
  'carbsMin',
  'carbsMax',
  'proteinMin',
  'proteinMax',
  'saltMin',
  'saltMax',
];
const anyQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...NAMES), fc.string()),
      fc.oneof(
        fc.string(),
        fc.double().map(String),
        fc.constantFrom('food', 'drinks', 'allow', ...MENU_SORTS, ...ALLERGEN_CODES),
      ),
    ),
    { maxLength: 30 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());

describe('parseMenuFilter and serializeMenuFilter', () => {
  test('parsing the serialized query gives back any canonical filter', () => {
    fc.assert(
      fc.property(canonicalFilter, (filter) => {
        expect(parseMenuFilter(serializeMenuFilter(filter))).toEqual(filter);
      }),
      { numRuns: 500 },
    );
  });

  test('any query parses, without throwing, to a filter whose query is a fixed point', () => {
    fc.assert(
      fc.property(fc.oneof(anyQuery, fc.string()), (query) => {
        const canonical = serializeMenuFilter(parseMenuFilter(query));
        expect(serializeMenuFilter(parseMenuFilter(canonical))).toBe(canonical);
      }),
      { numRuns: 500 },
    );
  });
});
