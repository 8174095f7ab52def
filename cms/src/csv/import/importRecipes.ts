import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';
import { readCsvTable } from '../export/csvTable';
import { recipeHeader } from '../export/exportRecipes';
import { RECIPE_SLUG_COLUMN, recipeColumns } from '../recipeColumns';
import { loadCellContext } from './cellContext';
import { type ImportSummary, refuseImport } from './importOutcome';
import { managesLines, missingLineColumns } from './missingLineColumns';
import { orderRecipes } from './orderRecipes';
import { saveChanges } from './planAndSave';
import { linesToSave, planRecipeChange } from './planRecipeChange';
import { readRecipeCells } from './readRecipeCells';
import { groupRecipeRows, indexStoredRecipes } from './recipeGroups';
import { resolveIngredients } from './resolveIngredients';
import { resolveRecipeLines } from './resolveRecipeLines';

/**
 * Imports a restaurant's recipes from CSV (the export's format: one row per recipe line, rows
 * of a recipe grouped by slug; a row with neither slug nor name continues the recipe above).
 * Every row is checked first (core's rules; the recipe's own cells must agree across its rows;
 * ingredients and sub-recipes must be found among what the restaurant may use, sub-recipes
 * also among the file's recipes; no recipe may contain itself): any problem refuses the whole
 * file with a 400 listing each, and nothing is saved. A recipe updates the restaurant's recipe
 * of its slug or is created, sub-recipes before the dishes using them; only what differs is
 * saved, so re-importing an export changes nothing. Without line columns in the file the lines
 * are left as they are; without the loss column, lines keep the stored losses. Saved as `saveChanges` saves: one transaction, a dry run rolled back.
 */
export async function importRecipes(
  req: SignedInRequest,
  t: Translate,
  restaurantId: number,
  locale: Locale,
  text: string,
  dryRun: boolean,
): Promise<ImportSummary> {
  const columns = recipeColumns(t);
  const table = readCsvTable(text, recipeHeader(t), [[RECIPE_SLUG_COLUMN, 'name']], t);
  const present = columns.filter((column) => table.columns.has(column.name));
  const withLines = managesLines(table.columns);
  const missing = missingLineColumns(table.columns, t);
  if (missing.length > 0) refuseImport(missing, t);

  const context = await loadCellContext(req, t);
  const { docs } = await req.payload.find({
    collection: 'recipes',
    where: { restaurant: { equals: restaurantId } },
    draft: true,
    locale,
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  });
  const stored = indexStoredRecipes(docs);

  const { groups, issues } = groupRecipeRows(table.rows, stored, t);
  for (const group of groups.values()) {
    issues.push(
      ...readRecipeCells(group, {
        present,
        columns: table.columns,
        managesLines: withLines,
        context,
        t,
      }),
    );
  }
  const refs = [...groups.values()].flatMap((group) =>
    group.drafts.flatMap((draft) => (draft.ingredient ? [draft.ingredient] : [])),
  );
  const ingredients = await resolveIngredients(req, t, restaurantId, locale, refs);
  issues.push(...ingredients.issues);
  issues.push(...resolveRecipeLines(groups, ingredients.ids, stored, t));
  const { order, issues: cycles } = orderRecipes(groups.values(), t);
  issues.push(...cycles);
  if (issues.length > 0) refuseImport(issues, t);

  const planned = order.map((group) => {
    const { data, linesChanged } = planRecipeChange(group, present, withLines);
    return {
      item: group.item,
      data: () => ({
        ...data,
        ...(linesChanged ? { lines: linesToSave(group.lines) } : {}),
        _status: group.status,
      }),
      createOnly: { slug: group.key, restaurant: restaurantId },
      draft: group.status === 'draft',
    };
  });
  return saveChanges(req, planned, {
    collection: 'recipes',
    locale,
    dryRun,
    columns: present,
    t,
  });
}
