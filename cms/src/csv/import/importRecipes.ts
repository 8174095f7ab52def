import { slugify } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { VALIDATION_MESSAGES as M } from '@nutrimenu/core/validation';
import { runInTransaction } from '../../utilities/runInTransaction';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';
import { readChoice } from '../csvCells';
import { type CsvColumn, idOf, sameValue } from '../csvColumn';
import { type CsvRow, readCsvTable } from '../export/csvTable';
import { recipeHeader, type StoredRecipe } from '../export/exportRecipes';
import {
  LINE_COLUMNS,
  LINE_UNITS,
  type LineUnit,
  RECIPE_SLUG_COLUMN,
  RECIPE_STATUS_COLUMN,
  RECIPE_STATUSES,
  type RecipeStatus,
  readQuantity,
  readSlug,
  recipeColumns,
  UNIT_ALIASES,
} from '../recipeColumns';
import type { RowIssue } from '../rowIssue';
import { loadCellContext } from './cellContext';
import { changedData } from './changedData';
import {
  type ImportItem,
  type ImportSummary,
  importSummary,
  refuseImport,
  saveFailure,
} from './importOutcome';
import { orderByDependencies } from './orderByDependencies';
import { type IngredientRef, resolveIngredients } from './resolveIngredients';

/** A line as read from its row, before its ingredient or sub-recipe is found. */
interface LineDraft {
  row: number;
  ingredient: IngredientRef | null;
  subRecipe: string | null;
  quantity: number;
  unit: LineUnit;
}

/** A line ready to save; a sub-recipe of the same file is known by its group until saved. */
interface PlannedLine {
  row: number;
  kind: 'ingredient' | 'recipe';
  ingredient: number | null;
  recipe: number | RecipeGroup | null;
  quantity: number;
  unit: LineUnit;
}

/** A line's sub-recipe id: a recipe of the file is known once stored (or saved). */
const recipeIdOf = (line: PlannedLine): number | null =>
  typeof line.recipe === 'object' && line.recipe !== null ? line.recipe.item.id : line.recipe;

/** The rows of one recipe in the file. */
interface RecipeGroup {
  key: string;
  rows: CsvRow[];
  stored: StoredRecipe | null;
  status: RecipeStatus;
  wanted: Map<string, unknown>;
  drafts: LineDraft[];
  lines: PlannedLine[];
  item: ImportItem;
}

const hasLineCells = (row: CsvRow) =>
  Object.values(LINE_COLUMNS).some((column) => (row.cell(column) ?? '') !== '');

/**
 * Imports a restaurant's recipes from CSV (the export's format: one row per recipe line, rows
 * of a recipe grouped by slug; a row with neither slug nor name continues the recipe above).
 * Every row is checked first (core's rules; the recipe's own cells must agree across its rows;
 * ingredients and sub-recipes must be found among what the restaurant may use, sub-recipes
 * also among the file's recipes; no recipe may contain itself): any problem refuses the whole
 * file with a 400 listing each, and nothing is saved. A recipe updates the restaurant's recipe
 * of its slug or is created, sub-recipes before the dishes using them; only what differs is
 * saved, so re-importing an export changes nothing. Without line columns in the file the lines
 * are left as they are. One transaction for all the saves; a dry run saves and rolls back.
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
  const issues: RowIssue[] = [];
  const managesLines = Object.values(LINE_COLUMNS).some((column) => table.columns.has(column));
  if (managesLines) {
    const missing: string[] = [LINE_COLUMNS.quantity, LINE_COLUMNS.unit].filter(
      (column) => !table.columns.has(column),
    );
    if (
      ![LINE_COLUMNS.ingredient, LINE_COLUMNS.ingredientId, LINE_COLUMNS.subRecipe].some((c) =>
        table.columns.has(c),
      )
    ) {
      missing.push(LINE_COLUMNS.ingredient);
    }
    for (const column of missing) {
      issues.push({
        row: 1,
        column,
        code: 'missingColumn',
        message: t('admin.csv.error.missingColumn', { column }),
      });
    }
    if (issues.length > 0) refuseImport(issues, t);
  }
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
  const stored = docs as unknown as StoredRecipe[];
  const storedBySlug = new Map<string, StoredRecipe[]>();
  for (const recipe of stored) {
    const slug = recipe.slug ?? '';
    storedBySlug.set(slug, [...(storedBySlug.get(slug) ?? []), recipe]);
  }
  const storedById = new Map(stored.map((recipe) => [String(recipe.id), recipe]));

  // Rows into recipes.
  const groups = new Map<string, RecipeGroup>();
  let previous: RecipeGroup | null = null;
  for (const row of table.rows) {
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
      const namesakes = storedBySlug.get(key) ?? [];
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

  // Each recipe's own cells: read on every row, the same wherever given.
  for (const group of groups.values()) {
    const readColumn = (column: Pick<CsvColumn, 'name' | 'read' | 'normalise'>) => {
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
      if (value !== null) return { ok: true as const, value: value.value };
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
    };
    for (const column of present) {
      const result = readColumn(column);
      if (result.ok) group.wanted.set(column.path, column.normalise(result.value));
    }
    // Without a name column, rows can only update recipes that exist.
    if (!group.stored && !table.columns.has('name')) {
      issues.push({ row: group.item.row, column: 'name', code: 'required', message: M.required });
    }
    if (table.columns.has(RECIPE_STATUS_COLUMN)) {
      const status = readColumn({
        name: RECIPE_STATUS_COLUMN,
        read: (text) => readChoice(text, RECIPE_STATUSES, t),
        normalise: (value) => value,
      });
      if (status.ok && status.value) group.status = status.value as RecipeStatus;
      else group.status = (group.stored?._status as RecipeStatus | undefined) ?? 'draft';
    } else {
      group.status = (group.stored?._status as RecipeStatus | undefined) ?? 'draft';
    }

    if (!managesLines) continue;
    for (const row of group.rows) {
      if (!hasLineCells(row)) continue;
      const cell = (column: string) => row.cell(column) ?? '';
      const ingredient = {
        row: row.row,
        name: cell(LINE_COLUMNS.ingredient),
        id: cell(LINE_COLUMNS.ingredientId),
      };
      const subRecipe = cell(LINE_COLUMNS.subRecipe);
      const rowIssues: RowIssue[] = [];
      const hasIngredient = ingredient.name !== '' || ingredient.id !== '';
      if (hasIngredient === (subRecipe !== '')) {
        rowIssues.push({
          row: row.row,
          column: hasIngredient ? LINE_COLUMNS.subRecipe : LINE_COLUMNS.ingredient,
          code: 'lineTarget',
          message: t(
            hasIngredient ? 'admin.csv.error.lineTwoTargets' : 'admin.csv.error.lineNoTarget',
          ),
        });
      }
      const quantity = readQuantity(cell(LINE_COLUMNS.quantity));
      if (!quantity.ok) {
        rowIssues.push({
          row: row.row,
          column: LINE_COLUMNS.quantity,
          code: quantity.code,
          message: quantity.message,
        });
      }
      const unit = readChoice(cell(LINE_COLUMNS.unit), LINE_UNITS, t, UNIT_ALIASES);
      if (!unit.ok || unit.value === null) {
        rowIssues.push({
          row: row.row,
          column: LINE_COLUMNS.unit,
          code: unit.ok ? 'required' : unit.code,
          message: unit.ok
            ? t('admin.csv.error.unitRequired', { allowed: LINE_UNITS.join(', ') })
            : unit.message,
        });
      }
      if (
        rowIssues.length > 0 ||
        !quantity.ok ||
        quantity.value === null ||
        !unit.ok ||
        !unit.value
      ) {
        issues.push(...rowIssues);
        continue;
      }
      group.drafts.push({
        row: row.row,
        ingredient: hasIngredient ? ingredient : null,
        subRecipe: subRecipe === '' ? null : subRecipe,
        quantity: quantity.value,
        unit: unit.value,
      });
    }
  }

  // Ingredients and sub-recipes of the lines.
  const refs = [...groups.values()].flatMap((group) =>
    group.drafts.flatMap((draft) => (draft.ingredient ? [draft.ingredient] : [])),
  );
  const resolved = await resolveIngredients(req, t, restaurantId, locale, refs);
  issues.push(...resolved.issues);
  for (const group of groups.values()) {
    for (const draft of group.drafts) {
      if (draft.ingredient) {
        const id = resolved.ids.get(draft.ingredient);
        if (id !== undefined) {
          group.lines.push({ ...draft, kind: 'ingredient', ingredient: id, recipe: null });
        }
        continue;
      }
      const text = draft.subRecipe ?? '';
      const slug = slugify(text);
      const inFile = groups.get(slug);
      const namesakes = storedBySlug.get(slug) ?? [];
      const storedTarget =
        namesakes.length === 1
          ? namesakes[0]
          : /^\d{1,10}$/.test(text)
            ? storedById.get(text)
            : undefined;
      const target = inFile ?? storedTarget?.id;
      if (target === undefined) {
        issues.push({
          row: draft.row,
          column: LINE_COLUMNS.subRecipe,
          code: namesakes.length > 1 ? 'ambiguousSlug' : 'unknownRecipe',
          message:
            namesakes.length > 1
              ? t('admin.csv.error.ambiguousRecipe', {
                  slug,
                  ids: namesakes.map((r) => r.id).join(', '),
                })
              : t('admin.csv.error.unknownRecipe', { slug: text }),
        });
        continue;
      }
      group.lines.push({ ...draft, kind: 'recipe', ingredient: null, recipe: target });
    }
  }

  // No recipe may contain itself; sub-recipes of the file are saved before the dishes using them.
  const storedGroups = new Map(
    [...groups.values()].flatMap((group) => (group.stored ? [[group.stored.id, group]] : [])),
  );
  const { order, cycleEdges } = orderByDependencies(groups.values(), (group) =>
    group.lines.flatMap((line) => {
      const to =
        typeof line.recipe === 'object' && line.recipe !== null
          ? line.recipe
          : line.recipe === null
            ? undefined
            : storedGroups.get(line.recipe);
      return to ? [{ to, edge: line }] : [];
    }),
  );
  for (const line of cycleEdges) {
    issues.push({
      row: line.row,
      column: LINE_COLUMNS.subRecipe,
      code: 'cycle',
      message: t('admin.csv.error.cycle'),
    });
  }
  if (issues.length > 0) refuseImport(issues, t);

  // What changes.
  const plan = order.map((group) => {
    const data = changedData(present, group.wanted, group.stored);
    const storedLines = (group.stored?.lines ?? []).map((line) => ({
      kind: line.kind === 'recipe' ? 'recipe' : 'ingredient',
      ingredient: line.kind === 'recipe' ? null : (idOf(line.ingredient) ?? null),
      recipe: line.kind === 'recipe' ? (idOf(line.recipe) ?? null) : null,
      quantity: line.quantity ?? null,
      unit: line.unit ?? null,
    }));
    const linesChanged =
      managesLines &&
      (!group.stored ||
        storedLines.length !== group.lines.length ||
        group.lines.some((line, index) => {
          const before = storedLines[index];
          return (
            !before ||
            before.kind !== line.kind ||
            before.ingredient !== line.ingredient ||
            before.recipe !== recipeIdOf(line) ||
            before.quantity !== line.quantity ||
            before.unit !== line.unit
          );
        }));
    const statusChanged = group.stored !== null && group.stored._status !== group.status;
    group.item.action = !group.stored
      ? 'create'
      : Object.keys(data).length > 0 || linesChanged || statusChanged
        ? 'update'
        : 'unchanged';
    return { group, data, linesChanged };
  });

  await runInTransaction(
    req,
    async () => {
      for (const { group, data, linesChanged } of plan) {
        if (group.item.action === 'unchanged') continue;
        const lines = group.lines.map((line) => ({
          kind: line.kind,
          ingredient: line.ingredient,
          recipe: recipeIdOf(line),
          quantity: line.quantity,
          unit: line.unit,
        }));
        const payloadData = {
          ...data,
          ...(linesChanged ? { lines } : {}),
          _status: group.status,
        };
        try {
          if (group.item.action === 'create') {
            const doc = await req.payload.create({
              collection: 'recipes',
              data: { ...payloadData, slug: group.key, restaurant: restaurantId } as never,
              draft: group.status === 'draft',
              locale,
              depth: 0,
              user: req.user,
              overrideAccess: false,
              req,
            });
            group.item.id = doc.id;
          } else if (group.item.id !== null) {
            await req.payload.update({
              collection: 'recipes',
              id: group.item.id,
              data: payloadData as never,
              draft: group.status === 'draft',
              locale,
              depth: 0,
              user: req.user,
              overrideAccess: false,
              req,
            });
          }
        } catch (error) {
          throw saveFailure(error, group.item.row, present, t);
        }
      }
    },
    { rollBack: dryRun },
  );

  return importSummary(
    [...groups.values()]
      .map((group) => ({
        ...group.item,
        id: dryRun && group.item.action === 'create' ? null : group.item.id,
      }))
      .sort((a, b) => a.row - b.row),
    dryRun,
  );
}
