import type { PublicMenu } from '@nutrimenu/core/contract';
import menuFixture from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};
import { describe, expect, test } from 'vitest';
import { filterWith } from './_lib/filterWith';
import { filterMenuSections } from './filterMenuSections';
import { DEFAULT_MENU_FILTER, type MenuFilter } from './menuFilter';

// Section 1: ciorbă de burtă (59 kcal), mușchiuleț (130 kcal, gluten); section 2: papanași
// (at least 222 kcal, allergens incomplete, trace of soybeans), limonadă (27 kcal, a drink).
const sections = (menuFixture as PublicMenu).menu?.sections ?? [];

describe('filterMenuSections', () => {
  test.each<{ label: string; filter: MenuFilter; shown: string[][] }>([
    {
      label: 'no filter keeps every section and dish',
      filter: DEFAULT_MENU_FILTER,
      shown: [
        ['ciorba-de-burta', 'muschiulet-de-porc-cu-orez-legume'],
        ['papanasi-cu-smantana-si-dulceata-de-afine', 'limonada-cu-menta'],
      ],
    },
    {
      label: 'drinks: the first section is left out',
      filter: filterWith({ category: 'drinks' }),
      shown: [['limonada-cu-menta']],
    },
    {
      label: 'at most 100 kcal: the lower-bound dessert is hidden',
      filter: filterWith({ ranges: { energyKcal: { max: 100 } } }),
      shown: [['ciorba-de-burta'], ['limonada-cu-menta']],
    },
    {
      label: 'without gluten: the pork and the incomplete dessert are hidden',
      filter: filterWith({ exclude: ['gluten'] }),
      shown: [['ciorba-de-burta'], ['limonada-cu-menta']],
    },
    {
      label: 'nothing matches: no section',
      filter: filterWith({ category: 'other' }),
      shown: [],
    },
  ])('$label', ({ filter, shown }) => {
    const result = filterMenuSections(sections, filter);
    expect(result.sections.map((section) => section.dishes.map((dish) => dish.slug))).toEqual(
      shown,
    );
    expect(result.count).toBe(shown.flat().length);
  });

  test('an untouched section is passed through as is', () => {
    const result = filterMenuSections(sections, DEFAULT_MENU_FILTER);
    expect(result.sections[0]).toBe(sections[0]);
  });
});
