import type { Translate } from '@nutrimenu/core/messages';
import { VALIDATION_MESSAGES as M } from '@nutrimenu/core/validation';
import { readChoice } from '../csvCells';
import { type CellContext, type CsvColumn, sameValue } from '../csvColumn';
import { RECIPE_STATUS_COLUMN, RECIPE_STATUSES, type RecipeStatus } from '../recipeColumns';
import type { RowIssue } from '../rowIssue';
import { readLineDraft } from './readLineDraft';
import { hasLineCells, type RecipeGroup } from './recipeGroups';

export interface RecipeCellsOptions {
  /** The recipe columns the file has. */
  present: readonly CsvColumn[];
  /** Every column header of the file. */
  columns: ReadonlySet<string>;
  /** Whether the file has line columns (see `managesLines`). */
  managesLines: boolean;
  context: CellContext;
  t: Translate;
}

type Readable = Pick<CsvColumn, 'name' | 'read' | 'normalise'>;

/**
 * A column's value for the recipe, read on every row of it: given once is enough, given again
 * it must be the same (a conflict names the row that gave it first); never given, the empty
 * cell's value (a problem when the column requires one).
 */
function readRecipeColumn(
  group: RecipeGroup,
  column: Readable,
  context: CellContext,
  t: Translate,
  issues: RowIssue[],
): { ok: true; value: unknown } | { ok: false } {
  let value: { row: number; value: unknown } | null = null;
  for (const row of group.rows) {
    const text = row.cell(column.name) ?? '';
    if (text === '') continue;
    const result = column.read(text, context);
    if (!result.ok) {
      issues.push({
        row: row.row,
        column: column.name,
        code: result.code,
        message: result.message,
      });
    } else if (value === null) {
      value = { row: row.row, value: result.value };
    } else if (!sameValue(column.normalise(value.value), column.normalise(result.value))) {
      issues.push({
        row: row.row,
        column: column.name,
        code: 'conflict',
        message: t('admin.csv.error.conflict', { row: value.row }),
      });
    }
  }
  if (value !== null) return { ok: true, value: value.value };
  const empty = column.read('', context);
  if (!empty.ok) {
    issues.push({
      row: group.item.row,
      column: column.name,
      code: empty.code,
      message: empty.message,
    });
  }
  return empty;
}

/**
 * Reads one recipe of the file into `group`: its own cells (`wanted`, by document path), the
 * version it is saved as (`status`: the file's, else the stored one's, else draft) and, when
 * the file has line columns, its lines as drafts. Answers every problem found; a recipe the
 * file cannot create (no name column) is one.
 */
export function readRecipeCells(
  group: RecipeGroup,
  { present, columns, managesLines, context, t }: RecipeCellsOptions,
): RowIssue[] {
  const issues: RowIssue[] = [];
  for (const column of present) {
    const result = readRecipeColumn(group, column, context, t, issues);
    if (result.ok) group.wanted.set(column.path, column.normalise(result.value));
  }
  // Without a name column, rows can only update recipes that exist.
  if (!group.stored && !columns.has('name')) {
    issues.push({ row: group.item.row, column: 'name', code: 'required', message: M.required });
  }
  const storedStatus = (group.stored?._status as RecipeStatus | undefined) ?? 'draft';
  group.status = storedStatus;
  if (columns.has(RECIPE_STATUS_COLUMN)) {
    const status = readRecipeColumn(
      group,
      {
        name: RECIPE_STATUS_COLUMN,
        read: (text) => readChoice(text, RECIPE_STATUSES, t),
        normalise: (value) => value,
      },
      context,
      t,
      issues,
    );
    if (status.ok && status.value) group.status = status.value as RecipeStatus;
  }

  if (!managesLines) return issues;
  for (const row of group.rows) {
    if (!hasLineCells(row)) continue;
    const line = readLineDraft(row, t);
    if (line.ok) group.drafts.push(line.draft);
    else issues.push(...line.issues);
  }
  return issues;
}
