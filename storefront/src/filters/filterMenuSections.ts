import type { MenuDishFacts, MenuSectionView } from '../menuView';
import { dishMatchesFilter } from './dishMatchesFilter';
import type { MenuFilter } from './menuFilter';
import { sortDishesByEnergy } from './sortDishesByEnergy';

/**
 * The sections as the filtered menu shows them: each with only its matching dishes, in menu
 * order or the filter's sort, and without the sections left empty; `count` is the number of
 * dishes shown.
 *
 * @example
 * filterMenuSections(menu.sections, { ...DEFAULT_MENU_FILTER, category: 'drinks' })
 * // { sections: [{ id: 'sec_desserts-drinks', dishes: [lemonade], … }], count: 1 }
 */
export function filterMenuSections<D extends MenuDishFacts>(
  sections: readonly MenuSectionView<D>[],
  filter: MenuFilter,
): { sections: MenuSectionView<D>[]; count: number } {
  let count = 0;
  const shown: MenuSectionView<D>[] = [];
  for (const section of sections) {
    const matching = section.dishes.filter((dish) => dishMatchesFilter(dish, filter));
    if (matching.length === 0) continue;
    count += matching.length;
    const unchanged = filter.sort === 'menu' && matching.length === section.dishes.length;
    shown.push(
      unchanged ? section : { ...section, dishes: sortDishesByEnergy(matching, filter.sort) },
    );
  }
  return { sections: shown, count };
}
