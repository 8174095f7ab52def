import { normalizeSearchText, searchWords } from '@nutrimenu/core/locale';
import type { MenuDish, MenuSectionView } from '../menuView';

/** Each dish's folded text (name, description, ingredient words) by dish id, for `searchMenuSections`. */
export type MenuSearchIndex = ReadonlyMap<string, string>;

/**
 * Folds every dish's searchable text once per menu, so a keystroke only compares strings. Each
 * text starts with a space, so a word prefix is found as ' ' + prefix.
 *
 * @example
 * buildMenuSearchIndex(sections).get('rcp_01') // ' ciorba de burta ciorba traditionala … apa vita …'
 */
export function buildMenuSearchIndex(sections: readonly MenuSectionView[]): MenuSearchIndex {
  const index = new Map<string, string>();
  for (const section of sections) {
    for (const dish of section.dishes) {
      const text = normalizeSearchText(`${dish.name} ${dish.description ?? ''}`);
      index.set(dish.id, ` ${text} ${dish.searchTerms ?? ''}`);
    }
  }
  return index;
}

function dishMatches(dish: MenuDish, words: readonly string[], index: MenuSearchIndex): boolean {
  const text = index.get(dish.id) ?? '';
  return words.every((word) => text.includes(` ${word}`));
}

/**
 * The sections as the search shows them: the dishes whose name, description or ingredients
 * contain every word of `query` as the start of a word, in any order, accents and case ignored
 * ('ciorba' finds "Ciorbă", 'vit burt' finds "burtă de vită"); sections left empty are dropped.
 * A blank query keeps everything as it is (the same arrays).
 *
 * @example
 * searchMenuSections(sections, 'CIORBA', buildMenuSearchIndex(sections)).count // 1
 */
export function searchMenuSections(
  sections: readonly MenuSectionView[],
  query: string,
  index: MenuSearchIndex,
): { sections: readonly MenuSectionView[]; count: number } {
  const words = searchWords(query);
  if (words.length === 0) {
    return {
      sections,
      count: sections.reduce((total, section) => total + section.dishes.length, 0),
    };
  }
  let count = 0;
  const shown: MenuSectionView[] = [];
  for (const section of sections) {
    const dishes = section.dishes.filter((dish) => dishMatches(dish, words, index));
    if (dishes.length === 0) continue;
    count += dishes.length;
    shown.push(dishes.length === section.dishes.length ? section : { ...section, dishes });
  }
  return { sections: shown, count };
}
