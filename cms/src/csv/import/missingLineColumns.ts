import type { Translate } from '@nutrimenu/core/messages';
import { LINE_COLUMNS } from '../recipeColumns';
import type { RowIssue } from '../rowIssue';

/** Whether the file has line columns: without any, the recipes' lines are left as they are. */
export const managesLines = (columns: ReadonlySet<string>): boolean =>
  Object.values(LINE_COLUMNS).some((column) => columns.has(column));

/**
 * The line columns a file with lines lacks: quantity, unit, and something to name the line's
 * target (an ingredient, its id or a sub-recipe), each a problem of the header row. The cleaning
 * loss column is optional: without it, lines keep their stored losses.
 *
 * @example
 * missingLineColumns(new Set(['slug', 'ingredient', 'quantity']), t)
 * // [{ row: 1, column: 'unit', code: 'missingColumn', message: 'The column “unit” is missing.' }]
 */
export function missingLineColumns(columns: ReadonlySet<string>, t: Translate): RowIssue[] {
  if (!managesLines(columns)) return [];
  const missing: string[] = [LINE_COLUMNS.quantity, LINE_COLUMNS.unit].filter(
    (column) => !columns.has(column),
  );
  const targets = [LINE_COLUMNS.ingredient, LINE_COLUMNS.ingredientId, LINE_COLUMNS.subRecipe];
  if (!targets.some((column) => columns.has(column))) missing.push(LINE_COLUMNS.ingredient);
  return missing.map((column) => ({
    row: 1,
    column,
    code: 'missingColumn',
    message: t('admin.csv.error.missingColumn', { column }),
  }));
}
