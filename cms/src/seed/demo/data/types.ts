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
  /**
   * Cleaning loss ("pierderi la curățare"), % of the gross weight, where the kitchen's differs
   * from none: set on the lines of the dishes with a demo technical sheet.
   */
  coldLossPercent?: number;
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
  /** Finished technical sheets, by recipe slug. */
  sheets?: Record<string, DemoSheet>;
}

/** A text of a technical sheet, in Romanian and English; other locales fall back to Romanian. */
export type SheetText = { ro: string; en: string };

/** Where a demo sheet's approval stands, as the owner sees it. */
export type DemoApproval = 'approved' | 'none' | 'withdrawn';

/** A demo recipe's technical sheet (see technicalSheets.ts). */
export interface DemoSheet {
  approval: DemoApproval;
  /**
   * For a withdrawn approval: the quantities (by CIQUAL code) the lines had when the owner
   * approved version 1; the recipe is then published with its real lines as version 2.
   */
  firstLines?: Record<string, number>;
  method: { ro: string[]; en: string[] };
  criticalPoints: { text: SheetText; temperatureC?: number; minutes?: number }[];
  holding: { temperatureC: number; maxMinutes: number; conditions?: SheetText };
  storage: { temperatureC: number; shelfLifeHours: number; conditions?: SheetText };
  sensory?: Record<'appearance' | 'colour' | 'smell' | 'taste' | 'texture', SheetText>;
}
