import { label } from '../recipe/_lib/label';
import { RecipeError } from '../recipe/RecipeError';
import type { Ingredient, Recipe, RecipeLine } from '../recipe/types';
import {
  add,
  div,
  type Exact,
  exactOf,
  integer,
  mul,
  roundHalfAwayFromZero,
  sub,
  toNumber,
  ZERO,
} from './_lib/exact';
import { packGrams } from './_lib/packGrams';
import { CostingError } from './CostingError';
import { exactMinorOf } from './currency';
import type { IngredientPrice, LineCost, MissingPrice, RecipeCost } from './types';

export interface CostOptions {
  /** The price in force of each ingredient, by ingredient id (see `priceInForce`). */
  prices: ReadonlyMap<string, IngredientPrice>;
  /** The restaurant's currency (ISO 4217), which every price is in. */
  currency: string;
}

interface ExactCost {
  /** `null` when an ingredient somewhere in it has no price. */
  batch: Exact | null;
  /** The served weight of the batch, g: a sub-recipe used by weight costs its share of it. */
  netBatch: Exact;
  portions: number;
  missing: MissingPrice[];
  lines: LineCost[];
}

interface Memo {
  recipes: Map<string, ExactCost>;
  /** Price in minor units per gram of each ingredient reached. */
  perGram: Map<string, Exact>;
}

const positive = (value: number | undefined | null): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

function quantityOf(line: RecipeLine, path: readonly string[]): Exact {
  if (!positive(line.quantity)) {
    throw new RecipeError(
      'invalidQuantity',
      `The quantity of ${label(line.item)} must be a positive number, got ${line.quantity}`,
      path,
    );
  }
  return exactOf(line.quantity);
}

/** A line's net grams, as `computeRecipe` converts them, exactly. */
function netGrams(line: RecipeLine, subNetPortion: Exact | null, path: readonly string[]): Exact {
  const quantity = quantityOf(line, path);
  const { item } = line;
  if (line.unit === 'g') return quantity;
  if (line.unit === 'ml') {
    if (!positive(item.density)) {
      throw new RecipeError(
        'missingDensity',
        `${label(item)} is measured in ml but has no density (g/ml)`,
        path,
      );
    }
    return mul(quantity, exactOf(item.density));
  }
  const unitWeight =
    item.kind === 'recipe'
      ? subNetPortion
      : positive(item.unitWeight)
        ? exactOf(item.unitWeight)
        : null;
  if (unitWeight === null) {
    throw new RecipeError(
      'missingUnitWeight',
      `${label(item)} is counted in pieces but has no unit weight (g per piece)`,
      path,
    );
  }
  return mul(quantity, unitWeight);
}

/** Net ÷ (1 − cold loss): what is bought and weighed out before cleaning. */
function grossOf(line: RecipeLine, net: Exact, path: readonly string[]): Exact {
  const loss = line.coldLossPercent ?? 0;
  if (!Number.isFinite(loss) || loss < 0 || loss >= 100) {
    throw new CostingError(
      'invalidColdLoss',
      `The cold loss of ${label(line.item)} must be at least 0 and below 100 %, got ${loss}`,
      line.item.id,
      path,
    );
  }
  const hundred = integer(100);
  return div(mul(net, hundred), sub(hundred, exactOf(loss)));
}

function perGramOf(
  ingredient: Ingredient,
  options: CostOptions,
  memo: Memo,
  path: readonly string[],
): Exact | null {
  const cached = memo.perGram.get(ingredient.id);
  if (cached) return cached;
  const pack = options.prices.get(ingredient.id);
  if (!pack) return null;
  if (!Number.isFinite(pack.price) || pack.price < 0) {
    throw new CostingError(
      'invalidPrice',
      `The price of ${label(ingredient)} must be a number ≥ 0, got ${pack.price}`,
      ingredient.id,
      path,
    );
  }
  const perGram = div(
    exactMinorOf(pack.price, options.currency),
    packGrams(pack, ingredient, path),
  );
  memo.perGram.set(ingredient.id, perGram);
  return perGram;
}

function mergeMissing(into: MissingPrice[], more: readonly MissingPrice[]) {
  for (const item of more) {
    if (!into.some((known) => known.ingredientId === item.ingredientId)) into.push(item);
  }
}

function costInner(
  recipe: Recipe,
  path: readonly string[],
  options: CostOptions,
  memo: Memo,
): ExactCost {
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

  let batch: Exact | null = ZERO;
  // What goes into the pot, sub-recipes as served: the cooking yield applies to this weight.
  let potBatch = ZERO;
  const missing: MissingPrice[] = [];
  const lines: LineCost[] = [];

  for (const line of recipe.lines) {
    const { item } = line;
    const itemPath = [...path, item.id];
    let lineCost: Exact | null;
    let gross: Exact;
    if (item.kind === 'recipe') {
      if (path.includes(item.id)) {
        throw new RecipeError(
          'cycle',
          `Recipe ${label(item)} uses itself through its sub-recipes`,
          itemPath,
        );
      }
      const subCost = costInner(item, itemPath, options, memo);
      const net = netGrams(line, div(subCost.netBatch, integer(subCost.portions)), itemPath);
      gross = grossOf(line, net, itemPath);
      potBatch = add(potBatch, net);
      // As for the nutrition, a sub-recipe counts by its share of its served (cooked) batch.
      lineCost = subCost.batch === null ? null : div(mul(subCost.batch, gross), subCost.netBatch);
      mergeMissing(
        missing,
        subCost.missing.map((entry) => ({ ...entry, via: [item.id, ...entry.via] })),
      );
    } else {
      const net = netGrams(line, null, itemPath);
      gross = grossOf(line, net, itemPath);
      potBatch = add(potBatch, net);
      const perGram = perGramOf(item, options, memo, itemPath);
      lineCost = perGram === null ? null : mul(gross, perGram);
      if (perGram === null) {
        mergeMissing(missing, [{ ingredientId: item.id, name: item.name, via: [] }]);
      }
    }
    batch = batch === null || lineCost === null ? null : add(batch, lineCost);
    lines.push({
      kind: item.kind,
      id: item.id,
      grossGrams: toNumber(gross),
      batchCostMinor: lineCost === null ? null : Number(roundHalfAwayFromZero(lineCost)),
    });
  }

  const cookingYield = recipe.cookingYield ?? { kind: 'ratio', ratio: 1 };
  const yieldValue = cookingYield.kind === 'ratio' ? cookingYield.ratio : cookingYield.grams;
  if (!positive(yieldValue)) {
    throw new RecipeError(
      'invalidYield',
      `The cooking yield of ${label(recipe)} must be a positive number, got ${yieldValue}`,
      path,
    );
  }
  const netBatch =
    cookingYield.kind === 'ratio' ? mul(potBatch, exactOf(yieldValue)) : exactOf(yieldValue);
  const result: ExactCost = {
    batch: missing.length > 0 ? null : batch,
    netBatch,
    portions: recipe.portions,
    missing,
    lines,
  };
  memo.recipes.set(recipe.id, result);
  return result;
}

function publicCost(recipe: Recipe, cost: ExactCost, currency: string): RecipeCost {
  if (cost.batch === null) {
    return { status: 'incomplete', currency, missingPrices: cost.missing, lines: cost.lines };
  }
  return {
    status: 'complete',
    currency,
    batchCostMinor: Number(roundHalfAwayFromZero(cost.batch)),
    portionCostMinor: Number(roundHalfAwayFromZero(div(cost.batch, integer(recipe.portions)))),
    lines: cost.lines,
  };
}

const newMemo = (): Memo => ({ recipes: new Map(), perGram: new Map() });

/**
 * What a recipe's batch and one portion cost, from the price in force of each ingredient.
 * Costs are on the gross quantity, what is bought: net ÷ (1 − cold loss). A sub-recipe costs
 * its share of its served (cooked) batch, as the nutrition counts it: 150 g of a sauce whose
 * ingredients cost 6 lei and which cooks down to 300 g cost 3 lei. Sub-recipes nest to any depth.
 *
 * Every figure is exact (prices, quantities, densities and yields are read as the decimals they
 * were typed) and rounded once, at the output, to the currency's minor unit, halves away from
 * zero: a line's, the batch's and the portion's rounding are each from the exact figure, so the
 * rounded lines may differ from the rounded batch by a few minor units.
 *
 * An ingredient without a price makes the cost `incomplete` and is named with every other one,
 * through sub-recipes (`via`); there is then no total, never a silently low one.
 *
 * @throws {RecipeError} for what makes `computeRecipe` refuse a recipe's weights (no lines,
 * bad portions, quantity or yield, ml or pieces without conversion, a cycle).
 * @throws {CostingError} for a price that cannot be converted to the grams used (a pack in
 * ml or l without density, in pieces without unit weight), a negative price, an empty pack, or
 * a cold loss outside 0 ≤ x < 100.
 *
 * @example
 * const cost = recipeCost(
 *   { kind: 'recipe', id: 'fries', name: 'Fries', portions: 4,
 *     lines: [{ item: potato, quantity: 800, unit: 'g', coldLossPercent: 20 }] },
 *   { currency: 'RON', prices: new Map([['potato', { price: 4.5, packQuantity: 1, packUnit: 'kg' }]]) },
 * );
 * // 1000 g gross × 4.50 lei/kg = 4.50 lei for 4 portions
 * cost.status === 'complete' && cost.portionCostMinor // 113 (1.125 lei, halves away from zero)
 */
export function recipeCost(recipe: Recipe, options: CostOptions): RecipeCost {
  return publicCost(recipe, costInner(recipe, [recipe.id], options, newMemo()), options.currency);
}

/**
 * The costs of many recipes with one shared memo, as `computeRecipes` does for the nutrition:
 * each sub-recipe is costed once. Each outcome is the cost or the error that refused it.
 *
 * @example
 * recipeCosts([soup, stew], options).get('soup') // RecipeCost | RecipeError | CostingError
 */
export function recipeCosts(
  recipes: readonly Recipe[],
  options: CostOptions,
): Map<string, RecipeCost | RecipeError | CostingError> {
  const memo = newMemo();
  const outcomes = new Map<string, RecipeCost | RecipeError | CostingError>();
  for (const recipe of recipes) {
    try {
      outcomes.set(
        recipe.id,
        publicCost(recipe, costInner(recipe, [recipe.id], options, memo), options.currency),
      );
    } catch (error) {
      if (!(error instanceof RecipeError) && !(error instanceof CostingError)) throw error;
      outcomes.set(recipe.id, error);
    }
  }
  return outcomes;
}
