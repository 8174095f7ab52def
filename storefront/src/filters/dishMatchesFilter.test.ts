import type { NutritionTableRow, PublicDish, PublicMenu } from '@nutrimenu/core/contract';
import menuFixture from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};
import { describe, expect, test } from 'vitest';
import { filterWith } from './_lib/filterWith';
import { dishMatchesFilter } from './dishMatchesFilter';
import { DEFAULT_MENU_FILTER, type MenuFilter, type RangeNutrient } from './menuFilter';

const base = (menuFixture as PublicMenu).menu?.sections[0]?.dishes[0] as PublicDish;

const row = (status: 'known' | 'lowerBound', value: number, display = String(value)) =>
  ({ status, value, display, ri: null }) satisfies NutritionTableRow;
const known = (value: number) => row('known', value);
const atLeast = (value: number) => row('lowerBound', value);
const unknown: NutritionTableRow = { status: 'unknown', value: null, display: null, ri: null };

/**
 * A food dish with 200 kcal, 10 g fat, 20 g carbohydrate, 5 g protein, 1 g salt per 100 g,
 * containing milk, with a trace of nuts, allergens completely declared, changed by `changes`.
 */
function dish(
  changes: Partial<Pick<PublicDish, 'category' | 'traces'>> & {
    per100?: Partial<Record<RangeNutrient, NutritionTableRow>>;
    contains?: PublicDish['allergens']['contains'];
    complete?: boolean;
    noNutrition?: true;
  } = {},
): PublicDish {
  const nutrition = base.nutrition;
  if (nutrition === null) throw new Error('The fixture dish has nutrition');
  return {
    ...base,
    category: changes.category ?? 'food',
    traces: changes.traces ?? ['nuts'],
    allergens: { contains: changes.contains ?? ['milk'], complete: changes.complete ?? true },
    nutrition: changes.noNutrition
      ? null
      : {
          ...nutrition,
          per100: {
            ...nutrition.per100,
            energyKcal: known(200),
            fat: known(10),
            carbohydrate: known(20),
            protein: known(5),
            salt: known(1),
            ...changes.per100,
          },
        },
  };
}

describe('dishMatchesFilter', () => {
  test.each<{ label: string; dish: PublicDish; filter: MenuFilter; matches: boolean }>([
    {
      label: 'no filter shows every dish',
      dish: dish(),
      filter: DEFAULT_MENU_FILTER,
      matches: true,
    },
    {
      label: 'no filter shows a dish without nutrition or declared allergens',
      dish: dish({ noNutrition: true, complete: false }),
      filter: DEFAULT_MENU_FILTER,
      matches: true,
    },
    // Category
    {
      label: 'category: same',
      dish: dish(),
      filter: filterWith({ category: 'food' }),
      matches: true,
    },
    {
      label: 'category: a drink is not food',
      dish: dish({ category: 'drinks' }),
      filter: filterWith({ category: 'food' }),
      matches: false,
    },
    {
      label: 'category: "other" only matches other',
      dish: dish({ category: 'other' }),
      filter: filterWith({ category: 'other' }),
      matches: true,
    },
    // Ranges with known values, bounds inclusive
    {
      label: 'known value below the max',
      dish: dish(),
      filter: filterWith({ ranges: { energyKcal: { max: 600 } } }),
      matches: true,
    },
    {
      label: 'known value equal to the max',
      dish: dish(),
      filter: filterWith({ ranges: { energyKcal: { max: 200 } } }),
      matches: true,
    },
    {
      label: 'known value above the max',
      dish: dish(),
      filter: filterWith({ ranges: { energyKcal: { max: 199.99 } } }),
      matches: false,
    },
    {
      label: 'known value equal to the min',
      dish: dish(),
      filter: filterWith({ ranges: { protein: { min: 5 } } }),
      matches: true,
    },
    {
      label: 'known value below the min',
      dish: dish(),
      filter: filterWith({ ranges: { protein: { min: 5.01 } } }),
      matches: false,
    },
    {
      label: 'known value inside min and max',
      dish: dish(),
      filter: filterWith({ ranges: { salt: { min: 0.5, max: 1.5 } } }),
      matches: true,
    },
    {
      label: 'the unrounded value is compared, not the declared figure',
      dish: dish({ per100: { salt: row('known', 0.504, '0.5') } }),
      filter: filterWith({ ranges: { salt: { max: 0.5 } } }),
      matches: false,
    },
    {
      label: 'every active range must pass: fat fails although kcal passes',
      dish: dish(),
      filter: filterWith({ ranges: { energyKcal: { max: 600 }, fat: { max: 5 } } }),
      matches: false,
    },
    {
      label: 'carbohydrate max',
      dish: dish(),
      filter: filterWith({ ranges: { carbohydrate: { max: 19 } } }),
      matches: false,
    },
    // Lower bounds ("at least")
    {
      label: 'lower bound never proves a max, even below it',
      dish: dish({ per100: { energyKcal: atLeast(150) } }),
      filter: filterWith({ ranges: { energyKcal: { max: 600 } } }),
      matches: false,
    },
    {
      label: 'lower bound reaching the min proves it',
      dish: dish({ per100: { energyKcal: atLeast(150) } }),
      filter: filterWith({ ranges: { energyKcal: { min: 150 } } }),
      matches: true,
    },
    {
      label: 'lower bound below the min proves nothing',
      dish: dish({ per100: { energyKcal: atLeast(150) } }),
      filter: filterWith({ ranges: { energyKcal: { min: 151 } } }),
      matches: false,
    },
    {
      label: 'lower bound of an inactive nutrient does not matter',
      dish: dish({ per100: { fat: atLeast(1) } }),
      filter: filterWith({ ranges: { energyKcal: { max: 600 } } }),
      matches: true,
    },
    // Unknown values
    {
      label: 'unknown value fails an active max',
      dish: dish({ per100: { salt: unknown } }),
      filter: filterWith({ ranges: { salt: { max: 5 } } }),
      matches: false,
    },
    {
      label: 'unknown value fails an active min',
      dish: dish({ per100: { protein: unknown } }),
      filter: filterWith({ ranges: { protein: { min: 1 } } }),
      matches: false,
    },
    {
      label: 'unknown value of an inactive nutrient does not matter',
      dish: dish({ per100: { salt: unknown } }),
      filter: filterWith({ ranges: { fat: { max: 50 } } }),
      matches: true,
    },
    {
      label: 'a dish without nutrition fails an active range',
      dish: dish({ noNutrition: true }),
      filter: filterWith({ ranges: { energyKcal: { max: 900 } } }),
      matches: false,
    },
    {
      label: 'a dish without nutrition passes a category-only filter',
      dish: dish({ noNutrition: true }),
      filter: filterWith({ category: 'food' }),
      matches: true,
    },
    // Allergens
    {
      label: 'contains an excluded allergen',
      dish: dish(),
      filter: filterWith({ exclude: ['milk'] }),
      matches: false,
    },
    {
      label: 'contains one of several excluded allergens',
      dish: dish(),
      filter: filterWith({ exclude: ['gluten', 'milk'] }),
      matches: false,
    },
    {
      label: 'contains an excluded allergen even when traces are allowed',
      dish: dish(),
      filter: filterWith({ exclude: ['milk'], allowTraces: true }),
      matches: false,
    },
    {
      label: 'free of the excluded allergens',
      dish: dish({ traces: [] }),
      filter: filterWith({ exclude: ['gluten', 'eggs'] }),
      matches: true,
    },
    {
      label: 'a trace of an excluded allergen hides the dish by default',
      dish: dish(),
      filter: filterWith({ exclude: ['nuts'] }),
      matches: false,
    },
    {
      label: 'a trace of an excluded allergen is shown when traces are allowed',
      dish: dish(),
      filter: filterWith({ exclude: ['nuts'], allowTraces: true }),
      matches: true,
    },
    {
      label: 'a trace of another allergen does not matter',
      dish: dish(),
      filter: filterWith({ exclude: ['fish'] }),
      matches: true,
    },
    {
      label: 'incomplete allergens are never safe, whatever is excluded',
      dish: dish({ contains: [], traces: [], complete: false }),
      filter: filterWith({ exclude: ['fish'] }),
      matches: false,
    },
    {
      label: 'incomplete allergens are never safe, even with traces allowed',
      dish: dish({ contains: [], traces: [], complete: false }),
      filter: filterWith({ exclude: ['lupin'], allowTraces: true }),
      matches: false,
    },
    {
      label: 'allowing traces without excluding anything filters nothing',
      dish: dish({ complete: false }),
      filter: filterWith({ allowTraces: true }),
      matches: true,
    },
    // Everything at once
    {
      label: 'a drink passing category, ranges and allergens',
      dish: dish({
        category: 'drinks',
        contains: [],
        traces: [],
        per100: { energyKcal: known(27) },
      }),
      filter: filterWith({
        category: 'drinks',
        ranges: { energyKcal: { max: 50 }, salt: { max: 1 } },
        exclude: ['milk', 'gluten'],
      }),
      matches: true,
    },
  ])('$label', ({ dish, filter, matches }) => {
    expect(dishMatchesFilter(dish, filter)).toBe(matches);
  });
});
