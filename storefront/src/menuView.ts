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
type NutritionRow = Per100['energyKcal'];

/** The rows of the per-portion table a card states: energy in both units. */
type PortionEnergy = Pick<Per100, 'energyKj' | 'energyKcal'>;

/** A nutrition row as the filter and the sort read it: whether it is known, and its unrounded value. */
export type NutrientFigure =
  | Pick<Extract<NutritionRow, { status: 'known' | 'lowerBound' }>, 'status' | 'value'>
  | Pick<Extract<NutritionRow, { status: 'unknown' }>, 'status' | 'value'>;

/**
 * What the browser needs of a dish to filter, search and sort the menu once hydrated: its card
 * is the server's HTML (see DishIsland), so its name, description, price and image are not sent
 * again inline. `searchTerms`: the ingredient words the search finds it by and the card does
 * not show (`dishSearchTerms`), when there are any.
 */
export interface MenuDishFacts {
  id: string;
  category: PublicDish['category'];
  allergens: PublicDish['allergens'];
  traces: PublicDish['traces'];
  nutrition: {
    per100: Readonly<Record<RangeNutrient, NutrientFigure>>;
    perPortion: { energyKcal: NutrientFigure };
  } | null;
  searchTerms?: string;
}

/**
 * A dish as the menu page renders it on the server: what its card shows, and of its nutrition
 * only the per-100 rows the filter's ranges read and the energy per portion the card states and
 * the sort orders by. The ingredient list, additives and the rest of the per-portion table are
 * the dish page's.
 */
export type MenuDish = Omit<PublicDish, 'ingredients' | 'additives' | 'nutrition'> & {
  /** `basis`: the card gives a drink's portion in ml, any other dish's in g. */
  nutrition: {
    basis: NonNullable<PublicDish['nutrition']>['basis'];
    per100: Pick<Per100, RangeNutrient>;
    portion: Portion;
    perPortion: PortionEnergy;
  } | null;
  searchTerms?: string;
};

/** A dish of the menu page's data: whole on the server (and in stories), its facts in the browser. */
export type MenuListedDish = MenuDish | MenuDishFacts;

/** Whether the dish has its card's data (the server's view), not only the browser's facts. */
export function isMenuDish(dish: MenuListedDish): dish is MenuDish {
  return 'slug' in dish;
}

export type MenuSectionView<D extends MenuDishFacts = MenuDish> = Omit<
  PublicMenuSection,
  'dishes'
> & {
  dishes: D[];
};

/** The public menu document as the menu page renders it, on the server and in the browser. */
export type MenuView<D extends MenuDishFacts = MenuDish> = Omit<PublicMenu, 'menu'> & {
  menu: (Omit<PublicMenuContent, 'sections'> & { sections: MenuSectionView<D>[] }) | null;
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

const figure = (row: NutrientFigure): NutrientFigure =>
  row.status === 'unknown'
    ? { status: 'unknown', value: null }
    : { status: row.status, value: row.value };

function toDishFacts(dish: MenuDish): MenuDishFacts {
  const { id, category, allergens, traces, nutrition, searchTerms } = dish;
  return {
    id,
    category,
    allergens,
    traces,
    nutrition:
      nutrition === null
        ? null
        : {
            per100: Object.fromEntries(
              RANGE_NUTRIENTS.map((key) => [key, figure(nutrition.per100[key])]),
            ) as Record<RangeNutrient, NutrientFigure>,
            perPortion: { energyKcal: figure(nutrition.perPortion.energyKcal) },
          },
    ...(searchTerms === undefined ? {} : { searchTerms }),
  };
}

/**
 * What the menu page sends inline for hydration: the view with each dish reduced to its facts,
 * since the cards arrive as HTML the browser keeps (DishIsland). On a 200-dish menu this is
 * most of the page's data.
 *
 * @example
 * toInlineMenuView(toMenuView(document)).menu?.sections[0]?.dishes[0] // { id, category, allergens, traces, nutrition: { per100, perPortion: { energyKcal } }, searchTerms }
 */
export function toInlineMenuView(view: MenuView<MenuListedDish>): MenuView<MenuDishFacts> {
  const { menu } = view;
  if (menu === null) return { ...view, menu: null };
  return {
    ...view,
    menu: {
      ...menu,
      sections: menu.sections.map((section) => ({
        ...section,
        dishes: section.dishes.map((dish) => (isMenuDish(dish) ? toDishFacts(dish) : dish)),
      })),
    },
  };
}
