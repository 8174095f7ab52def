import { normalizeSearchText, searchWords } from '@nutrimenu/core/locale';
import {
  isMenuDish,
  type MenuDishFacts,
  type MenuListedDish,
  type MenuSectionView,
} from '../menuView';

/** Each dish's folded text (name, description, ingredient words) by dish id, for `searchMenuSections`. */
export type MenuSearchIndex = ReadonlyMap<string, string>;

/** The text a dish's card shows that the search reads: its name and description. */
export type CardText<D> = (dish: D) => string;

/** A whole dish's card text, from its data. */
const cardTextOfData: CardText<MenuListedDish> = (dish) =>
  isMenuDish(dish) ? `${dish.name} ${dish.description ?? ''}` : '';

/**
 * Folds every dish's searchable text once per menu, so a keystroke only compares strings: the
 * card's text (`cardText`: from the dish's data on the server; from the card's HTML in the
 * browser, which is not sent twice) and the ingredient words of `searchTerms`. Each text starts
 * with a space, so a word prefix is found as ' ' + prefix.
 *
 * @example
 * buildMenuSearchIndex(sections).get('rcp_01') // ' ciorba de burta ciorba traditionala … apa vita …'
 */
export function buildMenuSearchIndex<D extends MenuDishFacts>(
  sections: readonly MenuSectionView<D>[],
  cardText: CardText<D> = cardTextOfData as CardText<D>,
): MenuSearchIndex {
  const index = new Map<string, string>();
  for (const section of sections) {
    for (const dish of section.dishes) {
      const text = normalizeSearchText(cardText(dish));
      index.set(dish.id, ` ${text} ${dish.searchTerms ?? ''}`);
    }
  }
  return index;
}

function dishMatches(
  dish: MenuDishFacts,
  words: readonly string[],
  index: MenuSearchIndex,
): boolean {
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
export function searchMenuSections<D extends MenuDishFacts>(
  sections: readonly MenuSectionView<D>[],
  query: string,
  index: MenuSearchIndex,
): { sections: readonly MenuSectionView<D>[]; count: number } {
  const words = searchWords(query);
  if (words.length === 0) {
    return {
      sections,
      count: sections.reduce((total, section) => total + section.dishes.length, 0),
    };
  }
  let count = 0;
  const shown: MenuSectionView<D>[] = [];
  for (const section of sections) {
    const dishes = section.dishes.filter((dish) => dishMatches(dish, words, index));
    if (dishes.length === 0) continue;
    count += dishes.length;
    shown.push(dishes.length === section.dishes.length ? section : { ...section, dishes });
  }
  return { sections: shown, count };
}
