import type { AdditiveRef } from '../additives/formatAdditive';
import type { AllergenCode } from '../allergens/allergens';
import type { LocalizedText } from '../locale/localizedText';
import type { NutriScoreCategory, NutriScoreResult } from '../nutriscore/nutriScore';
import type { NutrientKey } from '../nutrition/nutrients';

export type QuantityUnit = 'g' | 'ml' | 'pcs';

/**
 * Composition per 100 g. A nutrient that is `undefined` or `null` is unknown, never zero.
 * `carbohydrate` and `fat` are the declared totals (Annex I): carbohydrate includes polyols and
 * erythritol, fat includes salatrims. `salt` or `sodium` is enough; each gives the other.
 * The energy-only components (`polyols` … `organicAcids`) are listed only when present, so an
 * absent one is zero: composition tables such as CIQUAL leave them out for most foods.
 */
export interface IngredientNutrients {
  fat?: number | null;
  saturates?: number | null;
  carbohydrate?: number | null;
  sugars?: number | null;
  fibre?: number | null;
  protein?: number | null;
  salt?: number | null;
  sodium?: number | null;
  polyols?: number;
  erythritol?: number;
  salatrims?: number;
  alcohol?: number;
  organicAcids?: number;
}

/** One entry of a composite ingredient's own list (e.g. the ingredients of a bought mayonnaise). */
export interface CompositeComponent {
  name: LocalizedText | string;
  /** Share of the composite ingredient in %, when the supplier states it. */
  percent?: number;
  allergens?: readonly AllergenCode[];
  /** The component is an additive, listed as "class: E-number". */
  additive?: AdditiveRef;
  components?: readonly CompositeComponent[];
}

export interface Ingredient {
  kind: 'ingredient';
  id: string;
  name: LocalizedText | string;
  nutrients: IngredientNutrients;
  /** The Annex II allergens it contains; `null` while nobody has declared them (unknown). */
  allergens: readonly AllergenCode[] | null;
  /** "May contain traces of". */
  traces?: readonly AllergenCode[];
  /** Additives it contains. */
  additives?: readonly AdditiveRef[];
  /** The ingredient is itself an additive (e.g. monosodium glutamate): listed as "class: E621". */
  additive?: AdditiveRef;
  vegan?: boolean;
  vegetarian?: boolean;
  meat?: boolean;
  /** Beef, veal, pork, lamb, game…: caps Nutri-Score protein points. */
  redMeat?: boolean;
  frozen?: boolean;
  /** Counts towards the fruit, vegetables and legumes share of the Nutri-Score. */
  fruitVegLegumes?: boolean;
  /** Grams per millilitre, needed to use it by ml. */
  density?: number;
  /**
   * Plain drinking water. Added to a recipe, it is listed by the water left in the finished
   * product (Reg. 1169/2011 Annex VII Part A point 1), not by the quantity poured in.
   */
  water?: boolean;
  /** Grams per piece, needed to use it by pieces. */
  unitWeight?: number;
  /** A composite ingredient's own ingredient list, in descending order of weight. */
  components?: readonly CompositeComponent[];
}

/** How much the batch weighs as served: a ratio of the raw weight, or a measured weight. */
export type CookingYield =
  | { kind: 'ratio'; ratio: number }
  | { kind: 'servedWeight'; grams: number };

export interface Recipe {
  kind: 'recipe';
  id: string;
  /** The kitchen's name: the technical sheet, costing and errors use it. */
  name: LocalizedText | string;
  /**
   * The name a sub-recipe has in the ingredient list of the dishes using it (menu, label, ANPC
   * text) when it differs from the kitchen's; absent: `name`.
   */
  publicName?: LocalizedText | string;
  lines: readonly RecipeLine[];
  /** Portions the batch gives, a whole number ≥ 1. */
  portions: number;
  /** Defaults to `{ kind: 'ratio', ratio: 1 }` (nothing lost or gained in cooking). */
  cookingYield?: CookingYield;
  /**
   * Grams per millilitre of the served product, needed to use it by ml in another recipe and
   * to declare a drink per 100 ml.
   */
  density?: number;
  /** A drink: declared per 100 ml (Reg. 1169/2011 art. 32(2)) when its density is known. */
  drink?: boolean;
  extraAllergens?: readonly AllergenCode[];
  extraTraces?: readonly AllergenCode[];
  /** A frozen product is used even if no ingredient says so. */
  frozen?: boolean;
  nutriScoreCategory?: NutriScoreCategory;
  /** Overrides the red-meat flag derived from the ingredients. */
  redMeat?: boolean;
}

/**
 * A quantity of an ingredient, or of a sub-recipe as served.
 * Pieces of a sub-recipe are its portions.
 */
export interface RecipeLine {
  item: Ingredient | Recipe;
  /** The net quantity: what goes into the dish, after cleaning; nutrition is computed on it. */
  quantity: number;
  unit: QuantityUnit;
  /**
   * What cleaning, peeling, trimming or boning removes from the raw product, in % of its raw
   * weight (0 ≤ x < 100, absent = 0). Only the technical sheet reads it, to give the gross
   * quantity; the nutrition does not depend on it.
   */
  coldLossPercent?: number;
}

/** A figure that may be unknown: `lowerBound` when some line's value is unknown. */
export type NutrientAmount =
  | { status: 'known'; value: number }
  | { status: 'lowerBound'; value: number }
  | { status: 'unknown' };

export type NutritionFacts = Record<NutrientKey, NutrientAmount>;

export type DerivedTag = 'vegan' | 'vegetarian' | 'with_meat';

export interface IngredientListEntry {
  /** The ingredient's or sub-recipe's id; `null` for composite components. */
  id: string | null;
  source: 'ingredient' | 'recipe' | 'component';
  name: LocalizedText | string;
  /** Grams in one portion, as used (raw); `null` when not known (component without a share). */
  grams: number | null;
  /** Millilitres in one portion when the recipe measures it by volume. */
  millilitres: number | null;
  /** Allergens this entry itself is or contains, emphasised in the list. */
  allergens: AllergenCode[];
  /** Set when the entry is an additive: listed as "class: E-number". */
  additive: AdditiveRef | null;
  /** A composite's own list: a sub-recipe's ingredients, components, contained additives. */
  children: IngredientListEntry[];
}

/**
 * Where an allergen or trace of a dish comes from: an ingredient, reached through `via`
 * sub-recipes (ids, from the dish's own line inwards), or, with `ingredientId` null, declared by
 * hand on the recipe itself (`extraAllergens`/`extraTraces`): the dish when `via` is empty,
 * else the last sub-recipe of `via`.
 */
export interface AllergenSource {
  ingredientId: string | null;
  via: string[];
}

/** One allergen of a dish and every source that brings it in, in the order of the lines. */
export interface AllergenProvenance {
  code: AllergenCode;
  sources: AllergenSource[];
}

export interface MissingData {
  ingredientId: string;
  nutrients: NutrientKey[];
  allergens: boolean;
}

export interface DrinkDeclaration {
  /** Grams per millilitre of the served drink. */
  density: number;
  per100ml: NutritionFacts;
  /** One served portion in ml. */
  netPortionMl: number;
}

export interface RecipeResult {
  weights: {
    /** Raw weight of all ingredients of the batch, sub-recipes by their raw ingredients, g. */
    grossBatch: number;
    /** Served weight of the batch, g. */
    netBatch: number;
    grossPortion: number;
    netPortion: number;
  };
  batch: NutritionFacts;
  per100g: NutritionFacts;
  perPortion: NutritionFacts;
  /**
   * Set for a drink whose density is known (given, or read from lines all measured in ml):
   * it is declared per 100 ml (Reg. 1169/2011 art. 32(2)); `null` for a food, declared per 100 g.
   */
  drink: DrinkDeclaration | null;
  allergens: {
    contains: AllergenCode[];
    /** `false` while an ingredient's allergens are undeclared: never show the dish as safe. */
    complete: boolean;
    /** Which ingredients (through which sub-recipes) bring in each of `contains`. */
    sources: AllergenProvenance[];
  };
  traces: AllergenCode[];
  /** Which ingredients bring in each of `traces` (a trace also contained is not listed). */
  traceSources: AllergenProvenance[];
  additives: AdditiveRef[];
  tags: DerivedTag[];
  frozen: boolean;
  /** Raw-weight share of fruit, vegetables and legumes, %. */
  fruitVegLegumesPercent: number;
  redMeat: boolean;
  nutriScore: NutriScoreResult | null;
  ingredients: IngredientListEntry[];
  /** What is unknown and where it comes from, so the owner can complete it. */
  missing: MissingData[];
}
