import { slugify } from '@nutrimenu/core/contract';
import type { Translate } from '@nutrimenu/core/messages';
import type { Recipe } from '../../payload-types';
import type { CsvRow } from '../export/csvTable';
import {
  LINE_COLUMNS,
  type LineUnit,
  RECIPE_SLUG_COLUMN,
  type RecipeStatus,
  readSlug,
} from '../recipeColumns';
import type { RowIssue } from '../rowIssue';
import type { ImportItem } from './importOutcome';
import type { IngredientRef } from './resolveIngredients';

/** A line as read from its row, before its ingredient or sub-recipe is found. */
export interface LineDraft {
  row: number;
  ingredient: IngredientRef | null;
  subRecipe: string | null;
  quantity: number;
  unit: LineUnit;
  /** The cleaning loss in %; `null` when the file has no loss column (the stored one is kept). */
  coldLossPercent: number | null;
}

/** A line ready to save; a sub-recipe of the same file is known by its group until saved. */
export interface PlannedLine {
  row: number;
  kind: 'ingredient' | 'recipe';
  ingredient: number | null;
  recipe: number | RecipeGroup | null;
  quantity: number;
  unit: LineUnit;
  /** As the draft's until `keepColdLosses` gives a line without one the stored loss. */
  coldLossPercent: number | null;
}

/** The rows of one recipe in the file, and what each step learns about it. */
export interface RecipeGroup {
  key: string;
  rows: CsvRow[];
  stored: Recipe | null;
  status: RecipeStatus;
  /** The recipe's own cells, by document path. */
  wanted: Map<string, unknown>;
  drafts: LineDraft[];
  lines: PlannedLine[];
  item: ImportItem;
}

/** The restaurant's recipes as the import finds them: by slug (namesakes kept) and by id. */
export interface StoredRecipes {
  bySlug: Map<string, Recipe[]>;
  byId: Map<string, Recipe>;
}

export function indexStoredRecipes(stored: readonly Recipe[]): StoredRecipes {
  const bySlug = new Map<string, Recipe[]>();
  for (const recipe of stored) {
    const slug = recipe.slug ?? '';
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), recipe]);
  }
  return { bySlug, byId: new Map(stored.map((recipe) => [String(recipe.id), recipe])) };
}

/** A line's sub-recipe id: a recipe of the file is known once stored (or saved). */
export const recipeIdOf = (line: PlannedLine): number | null =>
  typeof line.recipe === 'object' && line.recipe !== null ? line.recipe.item.id : line.recipe;

export const hasLineCells = (row: CsvRow) =>
  Object.values(LINE_COLUMNS).some((column) => (row.cell(column) ?? '') !== '');

/**
 * The file's rows as recipes, by slug (typed, or made from the name): a row with neither slug
 * nor name but with line cells continues the recipe above. Each recipe is matched with the
 * stored recipe of its slug; a slug two stored recipes share is a problem, as is a row naming
 * no recipe.
 */
export function groupRecipeRows(
  rows: readonly CsvRow[],
  stored: StoredRecipes,
  t: Translate,
): { groups: Map<string, RecipeGroup>; issues: RowIssue[] } {
  const groups = new Map<string, RecipeGroup>();
  const issues: RowIssue[] = [];
  let previous: RecipeGroup | null = null;
  for (const row of rows) {
    const slugCell = row.cell(RECIPE_SLUG_COLUMN) ?? '';
    const slug = readSlug(slugCell);
    if (!slug.ok) {
      issues.push({
        row: row.row,
        column: RECIPE_SLUG_COLUMN,
        code: slug.code,
        message: slug.message,
      });
      previous = null;
      continue;
    }
    const key = slug.value ?? slugify(row.cell('name') ?? '');
    if (key === '') {
      if (previous && hasLineCells(row) && slugCell === '') {
        previous.rows.push(row);
        continue;
      }
      issues.push({
        row: row.row,
        column: RECIPE_SLUG_COLUMN,
        code: 'noRecipe',
        message: t('admin.csv.error.noRecipe'),
      });
      previous = null;
      continue;
    }
    let group = groups.get(key);
    if (!group) {
      const namesakes = stored.bySlug.get(key) ?? [];
      if (namesakes.length > 1) {
        issues.push({
          row: row.row,
          column: RECIPE_SLUG_COLUMN,
          code: 'ambiguousSlug',
          message: t('admin.csv.error.ambiguousRecipe', {
            slug: key,
            ids: namesakes.map((recipe) => recipe.id).join(', '),
          }),
        });
      }
      const storedRecipe = namesakes.length === 1 ? (namesakes[0] ?? null) : null;
      group = {
        key,
        rows: [],
        stored: storedRecipe,
        status: 'draft',
        wanted: new Map(),
        drafts: [],
        lines: [],
        item: { row: row.row, key, action: 'create', id: storedRecipe?.id ?? null },
      };
      groups.set(key, group);
    }
    group.rows.push(row);
    previous = group;
  }
  return { groups, issues };
}
