import { describe, expect, test } from 'vitest';
import { filterWith } from './_lib/filterWith';
import { countActiveFilters } from './countActiveFilters';
import { DEFAULT_MENU_FILTER, type MenuFilter } from './menuFilter';

describe('countActiveFilters', () => {
  test.each<{ label: string; filter: MenuFilter; count: number }>([
    { label: 'none', filter: DEFAULT_MENU_FILTER, count: 0 },
    {
      label: 'a category, shown by its tabs',
      filter: filterWith({ category: 'drinks' }),
      count: 0,
    },
    {
      label: 'a range with both bounds counts once',
      filter: filterWith({ ranges: { fat: { min: 1, max: 10 } } }),
      count: 1,
    },
    {
      label: 'two ranges',
      filter: filterWith({ ranges: { fat: { max: 10 }, salt: { min: 0.1 } } }),
      count: 2,
    },
    {
      label: 'each excluded allergen',
      filter: filterWith({ exclude: ['gluten', 'milk', 'nuts'] }),
      count: 3,
    },
    { label: 'allowing traces alone', filter: filterWith({ allowTraces: true }), count: 0 },
    { label: 'a sort by energy', filter: filterWith({ sort: 'energy-asc' }), count: 1 },
    {
      label: 'everything',
      filter: filterWith({
        category: 'food',
        ranges: { energyKcal: { max: 600 } },
        exclude: ['milk'],
        allowTraces: true,
        sort: 'energy-desc',
      }),
      count: 3,
    },
  ])('$label', ({ filter, count }) => {
    expect(countActiveFilters(filter)).toBe(count);
  });
});
