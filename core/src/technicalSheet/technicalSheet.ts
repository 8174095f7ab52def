import type { LocalizedText } from '../locale/localizedText';
import { lineGrams } from '../recipe/_lib/lineGrams';
import { computeRecipes } from '../recipe/computeRecipe';
import { RecipeError } from '../recipe/RecipeError';
import type { QuantityUnit, Recipe, RecipeResult } from '../recipe/types';
import { grossGrams } from './grossGrams';
import { roundForSheet } from './roundForSheet';
import { TechnicalSheetError } from './TechnicalSheetError';

/** The portion counts a consumption norm is given for. */
export const NORM_PORTIONS = [1, 10, 100] as const;

export type NormPortions = (typeof NORM_PORTIONS)[number];

/** Gross and net grams for 1, 10 and 100 portions. */
export type ConsumptionNorm = Record<NormPortions, { grossGrams: number; netGrams: number }>;

export interface TechnicalSheetLine {
  /** An ingredient, or a sub-recipe, which has a technical sheet of its own. */
  kind: 'ingredient' | 'recipe';
  id: string;
  name: LocalizedText | string;
  /** The quantity as entered, in its unit. */
  quantity: number;
  unit: QuantityUnit;
  /** What goes into the dish, g: the quantity, ml and pieces converted as for the nutrition. */
  netGrams: number;
  /** What to take from stock, g: net ÷ (1 − cold loss). */
  grossGrams: number;
  coldLossPercent: number;
  norm: ConsumptionNorm;
}

export interface TechnicalSheet {
  recipeId: string;
  portions: number;
  lines: TechnicalSheetLine[];
  /** Sum over the lines, g. */
  totalNetGrams: number;
  totalGrossGrams: number;
  /** The batch as served, after cooking (the recipe's yield), g. */
  cookedGrams: number;
  /**
   * Weight lost in cooking, % of the net weight that went in: negative when the dish gains
   * weight (rice or pasta taking up water); 0 without a yield.
   */
  cookingLossPercent: number;
  /** The served weight of one portion (gramaj), g. */
  portionGrams: number;
  /** The whole recipe's gross and net for 1, 10 and 100 portions. */
  norm: ConsumptionNorm;
}

function normOf(net: number, gross: number, portions: number): ConsumptionNorm {
  const norm = {} as ConsumptionNorm;
  for (const count of NORM_PORTIONS) {
    norm[count] = {
      grossGrams: roundForSheet((gross * count) / portions),
      netGrams: roundForSheet((net * count) / portions),
    };
  }
  return norm;
}

function coldLossOf(value: number | undefined, lineIndex: number): number {
  const loss = value ?? 0;
  if (!Number.isFinite(loss) || loss < 0 || loss >= 100) {
    throw new TechnicalSheetError(lineIndex, loss);
  }
  return loss;
}

function resultOf(outcomes: Map<string, RecipeResult | RecipeError>, id: string): RecipeResult {
  const outcome = outcomes.get(id);
  if (outcome instanceof RecipeError) throw outcome;
  if (!outcome) throw new Error(`Recipe ${id} was not computed`);
  return outcome;
}

/**
 * The kitchen's technical sheet of a recipe: per line the net quantity (what goes into the dish,
 * as the nutrition counts it), the gross one to take from stock (net ÷ (1 − cold loss)) and the
 * cold loss; the batch's totals, its cooked weight and cooking loss (from the yield), the
 * portion weight and the consumption norms per 1, 10 and 100 portions.
 *
 * Every weight is rounded to 0.1 g and every percentage to 0.1 (`roundForSheet`) here, at the
 * output, each from unrounded figures: a norm for 100 portions is not 100 × the rounded norm for
 * one, and the rounded lines may differ from the rounded total by a few tenths.
 *
 * A sub-recipe line counts by the sub-recipe as served (its own sheet gives its raw quantities);
 * its pieces are its portions, as in `computeRecipe`.
 *
 * @throws {RecipeError} when the recipe cannot be computed (see `computeRecipe`).
 * @throws {TechnicalSheetError} when a line's cold loss is not 0 ≤ x < 100.
 *
 * @example
 * const sheet = technicalSheet({
 *   kind: 'recipe', id: 'fries', name: { en: 'Fries' }, portions: 4,
 *   lines: [{ item: potato, quantity: 800, unit: 'g', coldLossPercent: 20 }],
 * });
 * sheet.lines[0].grossGrams // 1000
 * sheet.lines[0].norm[10] // { grossGrams: 2500, netGrams: 2000 }
 */
export function technicalSheet(recipe: Recipe): TechnicalSheet {
  const subRecipes = recipe.lines.flatMap((line) =>
    line.item.kind === 'recipe' ? [line.item] : [],
  );
  // One shared computation validates the recipe and gives each sub-recipe's served portion.
  const outcomes = computeRecipes([recipe, ...subRecipes]);
  const result = resultOf(outcomes, recipe.id);
  const { portions } = recipe;

  let totalNet = 0;
  let totalGross = 0;
  const lines = recipe.lines.map((line, index): TechnicalSheetLine => {
    const { item } = line;
    const subNetPortion =
      item.kind === 'recipe' ? resultOf(outcomes, item.id).weights.netPortion : null;
    const netGrams = lineGrams(line, subNetPortion, [recipe.id, item.id]);
    const coldLossPercent = coldLossOf(line.coldLossPercent, index);
    const gross = grossGrams(netGrams, coldLossPercent);
    totalNet += netGrams;
    totalGross += gross;
    return {
      kind: item.kind,
      id: item.id,
      name: item.name,
      quantity: line.quantity,
      unit: line.unit,
      netGrams: roundForSheet(netGrams),
      grossGrams: roundForSheet(gross),
      coldLossPercent: roundForSheet(coldLossPercent),
      norm: normOf(netGrams, gross, portions),
    };
  });

  const cooked = result.weights.netBatch;
  return {
    recipeId: recipe.id,
    portions,
    lines,
    totalNetGrams: roundForSheet(totalNet),
    totalGrossGrams: roundForSheet(totalGross),
    cookedGrams: roundForSheet(cooked),
    cookingLossPercent: roundForSheet((1 - cooked / totalNet) * 100),
    portionGrams: roundForSheet(result.weights.netPortion),
    norm: normOf(totalNet, totalGross, portions),
  };
}
