import { CostingError, toMinorUnits } from '@nutrimenu/core/costing';
import { DEFAULT_LOCALE, type Locale, pickLocalized } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { Recipe } from '@nutrimenu/core/recipe';
import { graphItems } from '../collections/Recipes/nutritionView/graphItems';
import type { DishCostingEntry } from './restaurantCostings';

/** One dish of a costing report, its amounts in minor units of the restaurant's currency. */
export interface CostingReportRow {
  recipeId: string;
  name: string;
  /** `null` while a price is missing or the recipe cannot be costed. */
  portionCostMinor: number | null;
  /** The menu price, VAT included; `null` without one. */
  priceMinor: number | null;
  vatRatePercent: number | null;
  foodCostPercent: number | null;
  grossMarginMinor: number | null;
  suggestedPriceMinor: number | null;
  complete: boolean;
  /** The ingredients without a price in force, named in the report's locale. */
  missingPrices: string[];
  /** Why the dish cannot be costed at all (a pack that needs a density…), in the locale. */
  problem: string | null;
  overTarget: boolean;
  netPriceMinor: number | null;
}

const nameIn = (graph: Recipe, locale: Locale, defaultLocale: Locale) => {
  const { ingredients } = graphItems(graph);
  return (id: string) => {
    const ingredient = ingredients.get(id);
    return (
      (ingredient &&
        pickLocalized(ingredient.name, locale, [defaultLocale, DEFAULT_LOCALE]).text) ||
      id
    );
  };
};

/**
 * The rows of the costing reports (CSV and PDF) from `restaurantCostings`: per dish its cost per
 * portion, menu price, VAT rate, food cost %, gross margin, the price meeting the target, whether
 * the cost is complete and, when not, which ingredients lack a price. Core computed every
 * figure; this only picks them and words what is missing in `t`'s language.
 */
export function costingReportRows(
  entries: readonly DishCostingEntry[],
  currency: string,
  targetFoodCostPercent: number | null | undefined,
  locale: Locale,
  defaultLocale: Locale,
  t: Translate,
): CostingReportRow[] {
  return entries.map(({ recipe, dish, graph, costing }) => {
    const priceMinor =
      typeof recipe.price === 'number' ? toMinorUnits(recipe.price, currency) : null;
    const row: CostingReportRow = {
      recipeId: String(recipe.id),
      name: dish.name,
      portionCostMinor: null,
      priceMinor,
      vatRatePercent: null,
      foodCostPercent: null,
      grossMarginMinor: null,
      suggestedPriceMinor: null,
      complete: false,
      missingPrices: [],
      problem: null,
      overTarget: false,
      netPriceMinor: null,
    };
    if (!costing || !graph) return { ...row, problem: t('admin.reference.unavailable') };
    const nameOf = nameIn(graph, locale, defaultLocale);
    if (costing.status === 'invalid') {
      const { error } = costing;
      return {
        ...row,
        problem:
          error instanceof CostingError
            ? t(`admin.costing.error.${error.code}`, { ingredient: nameOf(error.ingredientId) })
            : t('costing.report.notComputable'),
      };
    }
    const { cost, economics, vatRatePercent } = costing;
    if (cost.status === 'incomplete') {
      return {
        ...row,
        vatRatePercent,
        missingPrices: cost.missingPrices.map((item) => nameOf(item.ingredientId)),
      };
    }
    const target = targetFoodCostPercent ?? null;
    return {
      ...row,
      vatRatePercent,
      complete: true,
      portionCostMinor: cost.portionCostMinor,
      foodCostPercent: economics?.foodCostPercent ?? null,
      grossMarginMinor: economics?.grossMarginMinor ?? null,
      suggestedPriceMinor: economics?.suggestedPriceMinor ?? null,
      netPriceMinor: economics?.netPriceMinor ?? null,
      overTarget:
        target !== null &&
        economics?.foodCostPercent !== null &&
        economics?.foodCostPercent !== undefined &&
        economics.foodCostPercent > target,
    };
  });
}

/** A section's totals over its dishes whose cost is complete and that have a price. */
export interface CostingTotals {
  counted: number;
  dishes: number;
  costMinor: number;
  /** The menu prices, VAT included. */
  priceMinor: number;
  netPriceMinor: number;
  marginMinor: number;
  /** Σ cost ÷ Σ net price × 100, to one decimal, halves away from zero; `null` when nothing counted. */
  foodCostPercent: number | null;
}

/**
 * The totals of a group of rows: the sums of cost, net price and margin of the dishes fully
 * costed and priced, and their food cost % as a whole (weighted by price, not an average of
 * percentages), in whole numbers so nothing drifts.
 *
 * @example
 * costingTotals(rows).foodCostPercent // 27.4
 */
export function costingTotals(rows: readonly CostingReportRow[]): CostingTotals {
  let counted = 0;
  let cost = 0;
  let net = 0;
  let price = 0;
  let margin = 0;
  for (const row of rows) {
    if (row.portionCostMinor === null || row.netPriceMinor === null) continue;
    if (row.grossMarginMinor === null || row.priceMinor === null) continue;
    counted += 1;
    cost += row.portionCostMinor;
    net += row.netPriceMinor;
    price += row.priceMinor;
    margin += row.grossMarginMinor;
  }
  let foodCostPercent: number | null = null;
  if (net > 0) {
    // Tenths of a percent, rounded half away from zero in integers: cost × 1000 ÷ net.
    const numerator = BigInt(cost) * 1000n;
    const denominator = BigInt(net);
    const tenths = (numerator * 2n + denominator) / (denominator * 2n);
    foodCostPercent = Number(tenths) / 10;
  }
  return {
    counted,
    dishes: rows.length,
    costMinor: cost,
    priceMinor: price,
    netPriceMinor: net,
    marginMinor: margin,
    foodCostPercent,
  };
}
