import type {
  PublicDish,
  PublicMenu,
  PublicMenuContent,
  PublicMenuSection,
} from '@nutrimenu/core/contract';
import { dishSearchTerms } from './filters/dishSearchTerms';
import { RANGE_NUTRIENTS, type RangeNutrient } from './filters/menuFilter';

type Per100 = NonNullable<PublicDish['nutrition']>['per100'];
type Portion = NonNullable<PublicDish['nutrition']>['portion'];

/** The rows of the per-portion table a card states: energy in both units. */
type PortionEnergy = Pick<Per100, 'energyKj' | 'energyKcal'>;

/**
 * A dish as the menu page uses it: what its card shows, and of its nutrition only the per-100
 * rows the filter's ranges read and the energy per portion the card states and the sort orders
 * by. The ingredient list, additives and the rest of the per-portion table are the dish page's;
 * leaving them out keeps them out of the menu page's inline data.
 */
export type MenuDish = Omit<PublicDish, 'ingredients' | 'additives' | 'nutrition'> & {
  /** `basis`: the card gives a drink's portion in ml, any other dish's in g. */
  nutrition: {
    basis: NonNullable<PublicDish['nutrition']>['basis'];
    per100: Pick<Per100, RangeNutrient>;
    portion: Portion;
    perPortion: PortionEnergy;
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
  const perPortion = {
    energyKj: nutrition.perPortion.energyKj,
    energyKcal: nutrition.perPortion.energyKcal,
  } satisfies PortionEnergy;
  return {
    ...card,
    nutrition: { basis: nutrition.basis, per100, portion: nutrition.portion, perPortion },
    ...searchTerms,
  };
}

/**
 * The menu page's data: the document without what only the dish page shows. It is what the page
 * renders and what is sent inline for hydration (about half the bytes of the whole document on
 * the demo menu), while the head's structured data is built from the whole document.
 *
 * @example
 * toMenuView(document).menu?.sections[0]?.dishes[0]?.nutrition // { basis: 'g', per100: { energyKcal, fat, … }, portion, perPortion: { energyKj, energyKcal } }
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
