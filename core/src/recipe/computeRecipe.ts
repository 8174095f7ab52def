import { compareENumbers, normalizeENumber } from '../additives/eNumber';
import type { AdditiveRef } from '../additives/formatAdditive';
import { type AllergenCode, sortAllergens } from '../allergens/allergens';
import { type NutriScoreResult, nutriScore } from '../nutriscore/nutriScore';
import type { NutrientKey } from '../nutrition/nutrients';
import { roundNutrient } from '../nutrition/roundNutrient';
import { withAddedWaterAsFinished } from './_lib/addedWater';
import {
  addSources,
  ingredientSources,
  mergeSources,
  provenanceOf,
  type SourceMap,
  throughSubRecipe,
} from './_lib/allergenSources';
import { drinkDeclaration } from './_lib/drinkDeclaration';
import { ingredientEntry, mergeAndSort, scaleEntry } from './_lib/ingredientEntry';
import { ingredientFacts } from './_lib/ingredientFacts';
import { label } from './_lib/label';
import { lineGrams } from './_lib/lineGrams';
import { NON_NUTRITIVE_SWEETENERS } from './_lib/nonNutritiveSweeteners';
import { addFacts, scaleFacts } from './_lib/nutrientAmount';
import { RecipeError } from './RecipeError';
import type {
  DerivedTag,
  Ingredient,
  IngredientListEntry,
  MissingData,
  NutritionFacts,
  Recipe,
  RecipeResult,
} from './types';

interface LineFacts {
  vegan: boolean;
  vegetarian: boolean;
  meat: boolean;
  frozen: boolean;
  redMeat: boolean;
  allergens: readonly AllergenCode[];
  allergensComplete: boolean;
  traces: readonly AllergenCode[];
  additives: readonly AdditiveRef[];
  allergenSources: SourceMap;
  traceSources: SourceMap;
}

function ingredientLineFacts(ingredient: Ingredient): LineFacts {
  const additives = [...(ingredient.additives ?? [])];
  if (ingredient.additive) additives.push(ingredient.additive);
  const allergens = new Set(ingredient.allergens ?? []);
  const walk = (components: Ingredient['components']) => {
    for (const component of components ?? []) {
      for (const code of component.allergens ?? []) allergens.add(code);
      if (component.additive) additives.push(component.additive);
      walk(component.components);
    }
  };
  walk(ingredient.components);
  const sources = ingredientSources(ingredient);
  return {
    vegan: ingredient.vegan === true,
    vegetarian: ingredient.vegetarian === true || ingredient.vegan === true,
    meat: ingredient.meat === true || ingredient.redMeat === true,
    frozen: ingredient.frozen === true,
    redMeat: ingredient.redMeat === true,
    allergens: [...allergens],
    allergensComplete: ingredient.allergens !== null,
    traces: ingredient.traces ?? [],
    additives,
    allergenSources: sources.contains,
    traceSources: sources.traces,
  };
}

function recipeLineFacts(id: string, result: RecipeResult): LineFacts {
  return {
    vegan: result.tags.includes('vegan'),
    vegetarian: result.tags.includes('vegetarian'),
    meat: result.tags.includes('with_meat'),
    frozen: result.frozen,
    redMeat: result.redMeat,
    allergens: result.allergens.contains,
    allergensComplete: result.allergens.complete,
    traces: result.traces,
    additives: result.additives,
    allergenSources: throughSubRecipe(id, result.allergens.sources),
    traceSources: throughSubRecipe(id, result.traceSources),
  };
}

function uniqueAdditives(additives: readonly AdditiveRef[]): AdditiveRef[] {
  const byNumber = new Map<string, AdditiveRef>();
  for (const additive of additives) {
    const eNumber = normalizeENumber(additive.eNumber) ?? additive.eNumber;
    if (!byNumber.has(eNumber)) byNumber.set(eNumber, { ...additive, eNumber });
  }
  return [...byNumber.values()].sort((a, b) => compareENumbers(a.eNumber, b.eNumber));
}

function mergeMissing(into: Map<string, MissingData>, missing: readonly MissingData[]) {
  for (const item of missing) {
    if (!into.has(item.ingredientId)) into.set(item.ingredientId, item);
  }
}

/** The figure a label declares, which the Nutri-Score scores (2022 FAQ: EU rounding). */
function declared(key: NutrientKey, value: number): number {
  const rounded = roundNutrient(key, value);
  return rounded.kind === 'value' ? rounded.value : value;
}

function scoreOf(
  recipe: Recipe,
  per100g: NutritionFacts,
  fvl: number,
  redMeat: boolean,
  additives: readonly AdditiveRef[],
): NutriScoreResult | null {
  if (!recipe.nutriScoreCategory) return null;
  // Plain water is A by its category (Nutri-Score 2023 beverages): unknown figures do not matter.
  if (recipe.nutriScoreCategory === 'water') return nutriScore({ category: 'water' });
  const keys = ['energyKj', 'sugars', 'saturates', 'fat', 'salt', 'fibre', 'protein'] as const;
  const values = {} as Record<(typeof keys)[number], number>;
  for (const key of keys) {
    const amount = per100g[key];
    if (amount.status !== 'known') return null;
    values[key] = declared(key, amount.value);
  }
  return nutriScore({
    category: recipe.nutriScoreCategory,
    redMeat,
    ...values,
    fruitVegLegumesPercent: Math.min(100, fvl),
    nonNutritiveSweeteners: additives.some((additive) =>
      NON_NUTRITIVE_SWEETENERS.has(additive.eNumber),
    ),
  });
}

// Starts from the first line rather than from zero, so a dish of unknowns stays unknown.
function addLine(sum: NutritionFacts | null, line: NutritionFacts): NutritionFacts {
  return sum === null ? line : addFacts(sum, line);
}

interface Memo {
  recipes: Map<string, RecipeResult>;
  ingredients: Map<string, ReturnType<typeof ingredientFacts>>;
}

function computeInner(recipe: Recipe, path: readonly string[], memo: Memo): RecipeResult {
  const cached = memo.recipes.get(recipe.id);
  if (cached) return cached;

  if (recipe.lines.length === 0) {
    throw new RecipeError('emptyRecipe', `Recipe ${label(recipe)} has no lines`, path);
  }
  if (!Number.isInteger(recipe.portions) || recipe.portions < 1) {
    throw new RecipeError(
      'invalidPortions',
      `Recipe ${label(recipe)} must give a whole number of portions ≥ 1, got ${recipe.portions}`,
      path,
    );
  }
  const { portions } = recipe;

  let batch: NutritionFacts | null = null;
  // What goes into the pot (a sub-recipe as served): the cooking yield applies to this weight.
  let potBatch = 0;
  // The raw weight of every ingredient, through the sub-recipes: the gross weight.
  let grossBatch = 0;
  let fvlGrams = 0;
  let addedWater = 0;
  const waterIds = new Set<string>();
  const entries: IngredientListEntry[] = [];
  const lineFacts: LineFacts[] = [];
  const missing = new Map<string, MissingData>();

  for (const line of recipe.lines) {
    const { item } = line;
    const itemPath = [...path, item.id];
    if (item.kind === 'recipe') {
      if (path.includes(item.id)) {
        throw new RecipeError(
          'cycle',
          `Recipe ${label(item)} uses itself through its sub-recipes`,
          itemPath,
        );
      }
      const sub = computeInner(item, itemPath, memo);
      const grams = lineGrams(line, sub.weights.netPortion, itemPath);
      // A cooked sub-recipe weighs less (or more) than its raw ingredients did: the gross
      // portion shown next to the net one (ANPC Order 201/2022, Reg. 1169/2011 art. 9(1)(e))
      // is the raw weight, so the sub-recipe counts by the raw weight of its share.
      const rawGrams = (grams * sub.weights.grossBatch) / sub.weights.netBatch;
      potBatch += grams;
      grossBatch += rawGrams;
      batch = addLine(batch, scaleFacts(sub.per100g, grams / 100));
      fvlGrams += (rawGrams * sub.fruitVegLegumesPercent) / 100;
      const perPortion = grams / portions;
      entries.push({
        id: item.id,
        source: 'recipe',
        name: item.publicName ?? item.name,
        grams: perPortion,
        millilitres: line.unit === 'ml' ? line.quantity / portions : null,
        allergens: [],
        additive: null,
        children: sub.ingredients.map((child) =>
          scaleEntry(child, perPortion / sub.weights.netPortion),
        ),
      });
      lineFacts.push(recipeLineFacts(item.id, sub));
      mergeMissing(missing, sub.missing);
    } else {
      const grams = lineGrams(line, null, itemPath);
      let composition = memo.ingredients.get(item.id);
      if (!composition) {
        composition = ingredientFacts(item, itemPath);
        memo.ingredients.set(item.id, composition);
      }
      const { facts, unknown } = composition;
      potBatch += grams;
      grossBatch += grams;
      if (item.water === true) {
        addedWater += grams;
        waterIds.add(item.id);
      }
      batch = addLine(batch, scaleFacts(facts, grams / 100));
      if (item.fruitVegLegumes) fvlGrams += grams;
      entries.push(
        ingredientEntry(
          item,
          grams / portions,
          line.unit === 'ml' ? line.quantity / portions : null,
        ),
      );
      lineFacts.push(ingredientLineFacts(item));
      if (unknown.length > 0 || item.allergens === null) {
        mergeMissing(missing, [
          { ingredientId: item.id, nutrients: unknown, allergens: item.allergens === null },
        ]);
      }
    }
  }

  if (batch === null)
    throw new RecipeError('emptyRecipe', `Recipe ${label(recipe)} has no lines`, path);
  const batchFacts = batch;
  const cookingYield = recipe.cookingYield ?? { kind: 'ratio', ratio: 1 };
  const yieldValue = cookingYield.kind === 'ratio' ? cookingYield.ratio : cookingYield.grams;
  if (!Number.isFinite(yieldValue) || yieldValue <= 0) {
    throw new RecipeError(
      'invalidYield',
      `The cooking yield of ${label(recipe)} must be a positive number, got ${yieldValue}`,
      path,
    );
  }
  const netBatch =
    cookingYield.kind === 'ratio' ? potBatch * cookingYield.ratio : cookingYield.grams;

  const allergens = sortAllergens([
    ...lineFacts.flatMap((facts) => facts.allergens),
    ...(recipe.extraAllergens ?? []),
  ]);
  const contained = new Set(allergens);
  const traces = sortAllergens(
    [...lineFacts.flatMap((facts) => facts.traces), ...(recipe.extraTraces ?? [])].filter(
      (code) => !contained.has(code),
    ),
  );
  const additives = uniqueAdditives(lineFacts.flatMap((facts) => facts.additives));
  // The recipe's own declarations come last, after what its lines bring in.
  const declaredHere = { ingredientId: null, via: [] };
  const allergenSources = mergeSources(lineFacts.map((facts) => facts.allergenSources));
  addSources(allergenSources, recipe.extraAllergens ?? [], declaredHere);
  const traceSources = mergeSources(lineFacts.map((facts) => facts.traceSources));
  addSources(traceSources, recipe.extraTraces ?? [], declaredHere);

  const tags: DerivedTag[] = [];
  if (lineFacts.every((facts) => facts.vegan)) tags.push('vegan');
  if (lineFacts.every((facts) => facts.vegetarian)) tags.push('vegetarian');
  if (lineFacts.some((facts) => facts.meat)) tags.push('with_meat');

  const redMeat = recipe.redMeat ?? lineFacts.some((facts) => facts.redMeat);
  const fruitVegLegumesPercent = (fvlGrams / grossBatch) * 100;
  const per100g = scaleFacts(batchFacts, 100 / netBatch);

  const result: RecipeResult = {
    weights: {
      grossBatch,
      netBatch,
      grossPortion: grossBatch / portions,
      netPortion: netBatch / portions,
    },
    batch: batchFacts,
    per100g,
    perPortion: scaleFacts(batchFacts, 1 / portions),
    drink: drinkDeclaration(recipe, per100g, { potBatch, netPortion: netBatch / portions }),
    allergens: {
      contains: allergens,
      complete: lineFacts.every((facts) => facts.allergensComplete),
      sources: provenanceOf(allergens, allergenSources),
    },
    traces,
    traceSources: provenanceOf(traces, traceSources),
    additives,
    tags,
    frozen: recipe.frozen === true || lineFacts.some((facts) => facts.frozen),
    fruitVegLegumesPercent,
    redMeat,
    nutriScore: scoreOf(recipe, per100g, fruitVegLegumesPercent, redMeat, additives),
    ingredients: mergeAndSort(
      withAddedWaterAsFinished(entries, waterIds, {
        addedWater,
        usedInPot: potBatch,
        finished: netBatch,
      }),
    ),
    missing: [...missing.values()],
  };
  memo.recipes.set(recipe.id, result);
  return result;
}

/**
 * Computes a dish from its recipe: raw and served weights, nutrition per 100 g served and per
 * portion (energy from the Annex XIV components, unrounded: round with `formatNutrient`),
 * allergens, traces, additives, derived tags, the frozen marker, the Nutri-Score and the
 * ingredient list in descending order of weight. Sub-recipes nest to any depth; unknown values
 * stay unknown (or a marked lower bound), never zero.
 *
 * @throws {RecipeError} for an empty recipe, a portion count that is not a whole number ≥ 1,
 * a non-positive quantity or yield, ml without density, pieces without unit weight,
 * nutrient values outside 0–100 g, and a recipe that contains itself.
 *
 * @example
 * const result = computeRecipe({
 *   kind: 'recipe', id: 'toast', name: { en: 'Toast' }, portions: 2,
 *   lines: [{ item: bread, quantity: 2, unit: 'pcs' }, { item: butter, quantity: 20, unit: 'g' }],
 * });
 * formatNutrient('energyKcal', result.perPortion.energyKcal.value) // '215'
 */
export function computeRecipe(recipe: Recipe): RecipeResult {
  return computeInner(recipe, [recipe.id], { recipes: new Map(), ingredients: new Map() });
}

/**
 * Computes many recipes with one shared memo: a sub-recipe that several of them use is computed
 * once, before the first recipe that needs it (dependency order comes from the recursion). Each
 * recipe's outcome is its result or the `RecipeError` that refused it, so one faulty dish does not
 * hide the others. Recipes are keyed by `id`, which must be unique among everything reached.
 *
 * @example
 * const outcomes = computeRecipes([soup, stew]);
 * outcomes.get('soup') // RecipeResult | RecipeError
 */
export function computeRecipes(
  recipes: readonly Recipe[],
): Map<string, RecipeResult | RecipeError> {
  const memo: Memo = { recipes: new Map(), ingredients: new Map() };
  const outcomes = new Map<string, RecipeResult | RecipeError>();
  for (const recipe of recipes) {
    try {
      outcomes.set(recipe.id, computeInner(recipe, [recipe.id], memo));
    } catch (error) {
      if (!(error instanceof RecipeError)) throw error;
      outcomes.set(recipe.id, error);
    }
  }
  return outcomes;
}
