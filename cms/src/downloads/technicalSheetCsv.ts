import { DEFAULT_LOCALE, type Locale, pickLocalized } from '@nutrimenu/core/locale';
import type { TechnicalSheet } from '@nutrimenu/core/technicalSheet';
import { minorDecimal } from '../costing/minorDecimal';
import type { SheetCosts } from '../costing/sheetCosts';
import { formatBoolean, formatDecimal } from '../csv/csvCells';
import { writeCsv } from '../csv/writeCsv';

/**
 * The columns of the technical sheet's CSV, fixed names as the other CSV files use, so a
 * spreadsheet or an accountant's import keeps working whatever the language of the names.
 */
export const TECHNICAL_SHEET_COLUMNS = [
  'line',
  'ingredient',
  'sub_recipe_id',
  'sub_recipe_sheet',
  'quantity',
  'unit',
  'gross_g',
  'net_g',
  'cold_loss_percent',
  'gross_g_1_portion',
  'net_g_1_portion',
  'gross_g_10_portions',
  'net_g_10_portions',
  'gross_g_100_portions',
  'net_g_100_portions',
  'portions',
  'cooked_g',
  'cooking_loss_percent',
  'portion_g',
  'cost',
  'no_price',
  'portion_cost',
] as const;

/** Where a sub-recipe's own sheet is downloaded, in the same locale. */
export const technicalSheetPath = (recipeId: string, locale: Locale) =>
  `/api/downloads/recipes/${recipeId}/technical-sheet.csv?locale=${locale}`;

/**
 * A technical sheet as a CSV: one row per recipe line (numbered from 1; a sub-recipe line
 * names the sub-recipe and where its own sheet is), then a `total` row with the batch's
 * totals, norms, portions, cooked weight, cooking loss and portion weight. Names in `locale`,
 * the restaurant's default language filling a gap; numbers with a decimal comma (`formatDecimal`).
 * With `costs` (the restaurant has prices), `cost` is each line's batch cost at the price in force
 * in the currency's major unit (empty and `no_price` 1 for a line without one), and the `total`
 * row has the batch's and the portion's cost (empty while a line lacks a price).
 *
 * @example
 * technicalSheetCsv(sheet, 'ro', 'ro').split('\r\n')[1] // '1;cartof;;;800;g;1000;800;20;…'
 */
export function technicalSheetCsv(
  sheet: TechnicalSheet,
  locale: Locale,
  defaultLocale: Locale,
  costs: SheetCosts | null = null,
): string {
  return writeCsv([
    [...TECHNICAL_SHEET_COLUMNS],
    ...technicalSheetRows(sheet, locale, defaultLocale, costs),
  ]);
}

/**
 * The rows of a technical sheet's CSV under its header (`TECHNICAL_SHEET_COLUMNS`): one per
 * recipe line, then the `total` row, as `technicalSheetCsv` writes them.
 */
export function technicalSheetRows(
  sheet: TechnicalSheet,
  locale: Locale,
  defaultLocale: Locale,
  costs: SheetCosts | null = null,
): string[][] {
  const money = (minor: number | null | undefined) =>
    costs && typeof minor === 'number' ? minorDecimal(minor, costs.currency, ',') : '';
  const lines = sheet.lines.map((line, index) => [
    String(index + 1),
    pickLocalized(line.name, locale, [defaultLocale, DEFAULT_LOCALE]).text,
    line.kind === 'recipe' ? line.id : '',
    line.kind === 'recipe' ? technicalSheetPath(line.id, locale) : '',
    formatDecimal(line.quantity),
    line.unit,
    formatDecimal(line.grossGrams),
    formatDecimal(line.netGrams),
    formatDecimal(line.coldLossPercent),
    formatDecimal(line.norm[1].grossGrams),
    formatDecimal(line.norm[1].netGrams),
    formatDecimal(line.norm[10].grossGrams),
    formatDecimal(line.norm[10].netGrams),
    formatDecimal(line.norm[100].grossGrams),
    formatDecimal(line.norm[100].netGrams),
    '',
    '',
    '',
    '',
    money(costs?.lines[index]),
    costs ? formatBoolean(costs.lines[index] === null) : '',
    '',
  ]);
  const total = [
    'total',
    '',
    '',
    '',
    '',
    'g',
    formatDecimal(sheet.totalGrossGrams),
    formatDecimal(sheet.totalNetGrams),
    '',
    formatDecimal(sheet.norm[1].grossGrams),
    formatDecimal(sheet.norm[1].netGrams),
    formatDecimal(sheet.norm[10].grossGrams),
    formatDecimal(sheet.norm[10].netGrams),
    formatDecimal(sheet.norm[100].grossGrams),
    formatDecimal(sheet.norm[100].netGrams),
    String(sheet.portions),
    formatDecimal(sheet.cookedGrams),
    formatDecimal(sheet.cookingLossPercent),
    formatDecimal(sheet.portionGrams),
    money(costs?.batchCostMinor),
    costs ? formatBoolean(costs.lines.some((cost) => cost === null)) : '',
    money(costs?.portionCostMinor),
  ];
  return [...lines, total];
}
