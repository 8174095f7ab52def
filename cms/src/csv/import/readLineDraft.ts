import type { Translate } from '@nutrimenu/core/messages';
import { readChoice } from '../csvCells';
import type { CsvRow } from '../export/csvTable';
import {
  LINE_COLUMNS,
  LINE_UNITS,
  readColdLossPercent,
  readQuantity,
  UNIT_ALIASES,
} from '../recipeColumns';
import type { RowIssue } from '../rowIssue';
import type { LineDraft } from './recipeGroups';

/**
 * One row's recipe line: its ingredient (by name and/or id) or its sub-recipe (exactly one of
 * them), its quantity, its unit and its cleaning loss (`null` when the file has no loss column);
 * or every problem of the row.
 */
export function readLineDraft(
  row: CsvRow,
  t: Translate,
): { ok: true; draft: LineDraft } | { ok: false; issues: RowIssue[] } {
  const cell = (column: string) => row.cell(column) ?? '';
  const ingredient = {
    row: row.row,
    name: cell(LINE_COLUMNS.ingredient),
    id: cell(LINE_COLUMNS.ingredientId),
  };
  const subRecipe = cell(LINE_COLUMNS.subRecipe);
  const issues: RowIssue[] = [];
  const hasIngredient = ingredient.name !== '' || ingredient.id !== '';
  if (hasIngredient === (subRecipe !== '')) {
    issues.push({
      row: row.row,
      column: hasIngredient ? LINE_COLUMNS.subRecipe : LINE_COLUMNS.ingredient,
      code: 'lineTarget',
      message: t(hasIngredient ? 'admin.csv.error.lineTwoTargets' : 'admin.csv.error.lineNoTarget'),
    });
  }
  const quantity = readQuantity(cell(LINE_COLUMNS.quantity));
  if (!quantity.ok) {
    issues.push({
      row: row.row,
      column: LINE_COLUMNS.quantity,
      code: quantity.code,
      message: quantity.message,
    });
  }
  const unit = readChoice(cell(LINE_COLUMNS.unit), LINE_UNITS, t, UNIT_ALIASES);
  if (!unit.ok || unit.value === null) {
    issues.push({
      row: row.row,
      column: LINE_COLUMNS.unit,
      code: unit.ok ? 'required' : unit.code,
      message: unit.ok
        ? t('admin.csv.error.unitRequired', { allowed: LINE_UNITS.join(', ') })
        : unit.message,
    });
  }
  const coldLoss = readColdLossPercent(row.cell(LINE_COLUMNS.coldLossPercent), t);
  if (!coldLoss.ok) {
    issues.push({
      row: row.row,
      column: LINE_COLUMNS.coldLossPercent,
      code: coldLoss.code,
      message: coldLoss.message,
    });
  }
  if (
    issues.length > 0 ||
    !quantity.ok ||
    quantity.value === null ||
    !unit.ok ||
    !unit.value ||
    !coldLoss.ok
  ) {
    return { ok: false, issues };
  }
  return {
    ok: true,
    draft: {
      row: row.row,
      ingredient: hasIngredient ? ingredient : null,
      subRecipe: subRecipe === '' ? null : subRecipe,
      quantity: quantity.value,
      unit: unit.value,
      coldLossPercent: coldLoss.value,
    },
  };
}
