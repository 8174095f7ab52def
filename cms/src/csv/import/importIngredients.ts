import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { VALIDATION_MESSAGES as M } from '@nutrimenu/core/validation';
import type { Ingredient } from '../../payload-types';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';
import { readCsvTable } from '../export/csvTable';
import { INGREDIENT_ID_COLUMN, ingredientColumns } from '../ingredientColumns';
import { nameKey } from '../nameKey';
import type { RowIssue } from '../rowIssue';
import { loadCellContext } from './cellContext';
import { changedData } from './changedData';
import { type ImportItem, type ImportSummary, refuseImport } from './importOutcome';
import { plannedAction, saveChanges } from './planAndSave';

interface PlannedIngredient extends ImportItem {
  data: Record<string, unknown>;
}

/**
 * Imports a restaurant's private ingredients from CSV (the export's format). Every row is
 * checked first, against core's rules and the restaurant's ingredients as the user sees them;
 * any problem refuses the whole file (400, each problem with its row and column) and saves
 * nothing. A row updates the ingredient of its `id`, else the restaurant's ingredient of the
 * same name (compared without case or diacritics), else creates one; only what differs is
 * saved, so re-importing an export changes nothing. Columns left out of the file are left as
 * they are. Saved as `saveChanges` saves: one transaction, a dry run rolled back.
 */
export async function importIngredients(
  req: SignedInRequest,
  t: Translate,
  restaurantId: number,
  locale: Locale,
  text: string,
  dryRun: boolean,
): Promise<ImportSummary> {
  const columns = ingredientColumns(t);
  const table = readCsvTable(
    text,
    [INGREDIENT_ID_COLUMN, ...columns.map((column) => column.name)],
    [['name', INGREDIENT_ID_COLUMN]],
    t,
  );
  const present = columns.filter((column) => table.columns.has(column.name));
  const context = await loadCellContext(req, t);
  const { docs } = await req.payload.find({
    collection: 'ingredients',
    where: { restaurant: { equals: restaurantId } },
    locale,
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  });
  const stored = docs;
  const byId = new Map(stored.map((doc) => [String(doc.id), doc]));
  const byName = new Map<string, Ingredient[]>();
  for (const doc of stored) {
    const key = nameKey(String(doc.name ?? ''));
    byName.set(key, [...(byName.get(key) ?? []), doc]);
  }

  const issues: RowIssue[] = [];
  const planned: PlannedIngredient[] = [];
  const rowOfStored = new Map<number, number>();
  const rowOfNew = new Map<string, number>();
  for (const { row, cell } of table.rows) {
    const rowIssues: RowIssue[] = [];
    const wanted = new Map<string, unknown>();
    for (const column of present) {
      const result = column.read(cell(column.name) ?? '', context);
      if (result.ok) wanted.set(column.path, column.normalise(result.value));
      else rowIssues.push({ row, column: column.name, code: result.code, message: result.message });
    }

    const idText = cell(INGREDIENT_ID_COLUMN) ?? '';
    const name = typeof wanted.get('name') === 'string' ? (wanted.get('name') as string) : null;
    let target: Ingredient | null = null;
    if (idText !== '') {
      target = byId.get(idText) ?? null;
      if (!target) {
        rowIssues.push({
          row,
          column: INGREDIENT_ID_COLUMN,
          code: 'unknownId',
          message: t('admin.csv.error.unknownIngredientId', { id: idText }),
        });
      }
    } else if (name !== null) {
      const namesakes = byName.get(nameKey(name)) ?? [];
      if (namesakes.length > 1) {
        rowIssues.push({
          row,
          column: 'name',
          code: 'ambiguousName',
          message: t('admin.csv.error.ambiguousIngredient', {
            name,
            ids: namesakes.map((doc) => doc.id).join(', '),
            column: INGREDIENT_ID_COLUMN,
          }),
        });
      }
      target = namesakes.length === 1 ? (namesakes[0] ?? null) : null;
    }

    // One row per ingredient: a second row for the same one would silently win over the first.
    const earlier = target
      ? rowOfStored.get(target.id)
      : name
        ? rowOfNew.get(nameKey(name))
        : undefined;
    if (earlier !== undefined) {
      rowIssues.push({
        row,
        column: target && idText !== '' ? INGREDIENT_ID_COLUMN : 'name',
        code: 'duplicateRow',
        message: t('admin.csv.error.duplicateIngredient', { row: earlier }),
      });
    } else if (target) rowOfStored.set(target.id, row);
    else if (name) rowOfNew.set(nameKey(name), row);

    // Without a name column, rows can only update ingredients named by their id.
    if (!target && !table.columns.has('name') && idText === '') {
      rowIssues.push({ row, column: 'name', code: 'required', message: M.required });
    }
    if (rowIssues.length > 0) {
      issues.push(...rowIssues);
      continue;
    }
    const data = changedData(present, wanted, target);
    planned.push({
      row,
      key: name ?? String(target?.id ?? ''),
      id: target?.id ?? null,
      action: plannedAction({ stored: target !== null, changed: Object.keys(data).length > 0 }),
      data,
    });
  }
  if (issues.length > 0) refuseImport(issues, t);

  return saveChanges(
    req,
    planned.map(({ data, ...item }) => ({
      item,
      data: () => data,
      createOnly: { restaurant: restaurantId },
    })),
    { collection: 'ingredients', locale, dryRun, columns: present, t },
  );
}
