import type {
  PublicDish,
  PublicMenu,
  PublicMenuContent,
  PublicMenuSection,
} from '@nutrimenu/core/contract';
import { dishSearchTerms } from './filters/dishSearchTerms';
import { RANGE_NUTRIENTS, type RangeNutrient } from './filters/menuFilter';

type Per100 = NonNullable<PublicDish['nutrition']>['per100'];

/**
 * A dish as the menu page uses it: what its card shows, and of its nutrition only the per-100
 * rows the filter's ranges read. The ingredient list, additives and the per-portion table are the
 * dish page's; leaving them out keeps them out of the menu page's inline data.
 */
export type MenuDish = Omit<PublicDish, 'ingredients' | 'additives' | 'nutrition'> & {
  /** `basis`: the card says whether its energy is per 100 g or per 100 ml (a drink). */
  nutrition: {
    basis: NonNullable<PublicDish['nutrition']>['basis'];
    per100: Pick<Per100, RangeNutrient>;
  } | null;
  /** The ingredient words the menu search finds the dish by (`dishSearchTerms`), when there are any. */
  searchTerms?: string;
};

export type MenuSectionView = Omit<PublicMenuSection, 'dishes'> & { dishes: MenuDish[] };

/** The public menu document as the menu page renders it, on the server and in the browser. */
export type MenuView = Omit<PublicMenu, 'menu'> & {
  menu: (Omit<PublicMenuContent, 'sections'> & { sections: MenuSectionView[] }) | null;
};

function toMenuDish({ ingredients, additives: _a, nutrition, ...card }: PublicDish): MenuDish {
  const terms = dishSearchTerms({ ...card, ingredients });
  const searchTerms = terms === '' ? {} : { searchTerms: terms };
  if (nutrition === null) return { ...card, nutrition: null, ...searchTerms };
  const per100 = Object.fromEntries(
    RANGE_NUTRIENTS.map((key) => [key, nutrition.per100[key]]),
  ) as Pick<Per100, RangeNutrient>;
  return { ...card, nutrition: { basis: nutrition.basis, per100 }, ...searchTerms };
}

/**
 * The menu page's data: the document without what only the dish page shows. It is what the page
 * renders and what is sent inline for hydration (about half the bytes of the whole document on
 * the demo menu), while the head's structured data is built from the whole document.
 *
 * @example
 * toMenuView(document).menu?.sections[0]?.dishes[0]?.nutrition // { basis: 'g', per100: { energyKcal, fat, … } }
 */
export function toMenuView(document: PublicMenu): MenuView {
  const { menu } = document;
  if (menu === null) return { ...document, menu: null };
  return {
    ...document,
    menu: {
      ...menu,
      sections: menu.sections.map((section) => ({
        ...section,
        dishes: section.dishes.map(toMenuDish),
      })),
    },
  };
}
