import type { AdditiveClassCode } from '@nutrimenu/core/additives';
import type { AllergenCode } from '@nutrimenu/core/allergens';
import type { Locale } from '@nutrimenu/core/locale';
import type { NutriScoreCategory } from '@nutrimenu/core/nutriscore';

/** A text in the seven locales; Romanian and English are always given. */
export type Names = Partial<Record<Locale, string>> & { ro: string; en: string };

/** A CIQUAL food used by the demo dishes, with what CIQUAL lacks. */
export interface DemoIngredient {
  ciqualCode: string;
  names: Names;
  allergens: AllergenCode[];
  traces?: AllergenCode[];
  additives?: { eNumber: string; functionalClass: AdditiveClassCode; name: Names }[];
  vegan?: boolean;
  vegetarian?: boolean;
  meat?: boolean;
  redMeat?: boolean;
  frozen?: boolean;
  fruitVegLegumes?: boolean;
  /** Grams per millilitre, for liquids used by ml. */
  density?: number;
  /** Grams per piece, for items used by pcs. */
  unitWeight?: number;
}

/**
 * One line of a recipe: a demo ingredient (the restaurant's own, by CIQUAL code), a food of
 * the shared library itself (by CIQUAL code), or a sub-recipe (by slug).
 */
export interface DemoLine {
  ingredient?: string;
  library?: string;
  subRecipe?: string;
  quantity: number;
  unit: 'g' | 'ml' | 'pcs';
}

export type DemoTag =
  | 'hot'
  | 'halal'
  | 'eco'
  | 'no_gluten'
  | 'no_sugar'
  | 'vegan'
  | 'vegetarian'
  | 'with_meat';

export interface DemoRecipe {
  slug: string;
  names: Names;
  descriptions?: Names;
  category: 'food' | 'drinks' | 'other';
  /** RON. */
  price?: number;
  portions: number;
  cookingYield?: { kind: 'ratio'; ratio: number } | { kind: 'servedWeight'; grams: number };
  /**
   * g/ml of the served drink, for a drink with lines not all in ml: drinks are declared per
   * 100 ml (Reg. 1169/2011 art. 32(2)); one measured in ml throughout needs none.
   */
  density?: number;
  lines: DemoLine[];
  tags?: DemoTag[];
  extraTraces?: AllergenCode[];
  frozen?: boolean;
  nutriScoreCategory?: NutriScoreCategory;
  /** False for sub-recipes used only inside other dishes (sauces, doughs, garnishes). */
  onMenu: boolean;
}

export interface DemoMenu {
  slug: string;
  names: Names;
  isDefault: boolean;
  /** Dishes are recipe slugs. */
  sections: { titles: Names; dishes: string[] }[];
}

export interface DemoRestaurantData {
  ingredients: DemoIngredient[];
  recipes: DemoRecipe[];
  menus: DemoMenu[];
}
