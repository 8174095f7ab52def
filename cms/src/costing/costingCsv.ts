import { formatBoolean, formatDecimal } from '../csv/csvCells';
import { writeCsv } from '../csv/writeCsv';
import type { CostingReportRow } from './costingReport';
import { minorDecimal } from './minorDecimal';

/** The costing CSV's columns: fixed names, as every CSV of the product, whatever the language. */
export const COSTING_CSV_COLUMNS = [
  'recipe_id',
  'recipe',
  'portion_cost',
  'price',
  'vat_rate',
  'net_price',
  'food_cost_percent',
  'gross_margin',
  'suggested_price',
  'target',
  'over_target',
  'complete',
  'missing_prices',
  'problem',
  'currency',
] as const;

/**
 * The costing of a restaurant's dishes as CSV, one row per dish: amounts in the currency's major
 * unit written from whole minor units with exactly its decimals (`minorDecimal`, a decimal
 * comma like the other CSV files), percentages as core rounded them (one decimal), empty where
 * a figure cannot be given (incomplete cost, no price). `missing_prices` names the ingredients
 * without a price, comma-separated.
 *
 * @example
 * costingCsv(rows, 'RON', 28).split('\r\n')[1] // '12;Ciorbă de burtă;8,40;35,00;11;31,53;26,6;…'
 */
export function costingCsv(
  rows: readonly CostingReportRow[],
  currency: string,
  targetFoodCostPercent: number | null | undefined,
): string {
  const money = (minor: number | null) =>
    minor === null ? '' : minorDecimal(minor, currency, ',');
  return writeCsv([
    [...COSTING_CSV_COLUMNS],
    ...rows.map((row) => [
      row.recipeId,
      row.name,
      money(row.portionCostMinor),
      money(row.priceMinor),
      formatDecimal(row.vatRatePercent),
      money(row.netPriceMinor),
      formatDecimal(row.foodCostPercent),
      money(row.grossMarginMinor),
      money(row.suggestedPriceMinor),
      formatDecimal(targetFoodCostPercent ?? null),
      formatBoolean(row.overTarget),
      formatBoolean(row.complete),
      row.missingPrices.join(', '),
      row.problem ?? '',
      currency,
    ]),
  ]);
}
