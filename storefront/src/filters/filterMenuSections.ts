import type { MenuSectionView } from '../menuView';
import { dishMatchesFilter } from './dishMatchesFilter';
import type { MenuFilter } from './menuFilter';

/**
 * The sections as the filtered menu shows them: each with only its matching dishes, in menu
 * order, and without the sections left empty; `count` is the number of dishes shown.
 *
 * @example
 * filterMenuSections(menu.sections, { ...DEFAULT_MENU_FILTER, category: 'drinks' })
 * // { sections: [{ id: 'sec_desserts-drinks', dishes: [lemonade], … }], count: 1 }
 */
export function filterMenuSections(
  sections: readonly MenuSectionView[],
  filter: MenuFilter,
): { sections: MenuSectionView[]; count: number } {
  let count = 0;
  const shown: MenuSectionView[] = [];
  for (const section of sections) {
    const dishes = section.dishes.filter((dish) => dishMatchesFilter(dish, filter));
    if (dishes.length === 0) continue;
    count += dishes.length;
    shown.push(dishes.length === section.dishes.length ? section : { ...section, dishes });
  }
  return { sections: shown, count };
}
