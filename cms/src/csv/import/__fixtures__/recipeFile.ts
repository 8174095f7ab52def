import { createTranslator, en } from '@nutrimenu/core/messages';
import type { Recipe } from '../../../payload-types';
import type { CellContext } from '../../csvColumn';
import type { CsvRow } from '../../export/csvTable';
import { groupRecipeRows, indexStoredRecipes, type RecipeGroup } from '../recipeGroups';

/** Core's English messages, as the steps write them. */
export const t = createTranslator('en', en, en);

export const context: CellContext = { t, additiveIds: new Map(), eNumbers: new Map() };

/** Rows of a file as `readCsvTable` gives them: row 2 onward, cells by column. */
export function rowsOf(...cells: Record<string, string | undefined>[]): CsvRow[] {
  return cells.map((byColumn, index) => ({ row: index + 2, cell: (column) => byColumn[column] }));
}

/** A stored recipe of the restaurant. */
export function storedRecipe(id: number, slug: string, extra: Partial<Recipe> = {}) {
  return { id, slug, _status: 'published', lines: [], ...extra } as Recipe;
}

/** The file's recipes as grouped, failing when grouping found a problem. */
export function groupsOf(
  rows: CsvRow[],
  stored: Recipe[] = [],
): { groups: Map<string, RecipeGroup>; stored: ReturnType<typeof indexStoredRecipes> } {
  const index = indexStoredRecipes(stored);
  const { groups, issues } = groupRecipeRows(rows, index, t);
  if (issues.length > 0) throw new Error(`unexpected problems: ${JSON.stringify(issues)}`);
  return { groups, stored: index };
}
