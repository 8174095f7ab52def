import { CostingError, checkPricePack, type PackUnit } from '@nutrimenu/core/costing';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { VALIDATION_MESSAGES as M } from '@nutrimenu/core/validation';
import { refuseWithoutPriceAccess } from '../../costing/refuseWithoutPriceAccess';
import type { Ingredient, IngredientPrice } from '../../payload-types';
import { idOf } from '../../utilities/idOf';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';
import { readCsvTable } from '../export/csvTable';
import { ingredientPriceHeader } from '../export/exportIngredientPrices';
import {
  ingredientPriceColumns,
  PRICE_ID_COLUMN,
  PRICE_INGREDIENT_COLUMN,
  PRICE_INGREDIENT_ID_COLUMN,
} from '../ingredientPriceColumns';
import type { RowIssue } from '../rowIssue';
import { loadCellContext } from './cellContext';
import { type ImportItem, type ImportSummary, refuseImport } from './importOutcome';
import { plannedAction, saveChanges } from './planAndSave';

type Food = Pick<Ingredient, 'id' | 'name' | 'density' | 'unitWeight'>;

interface PriceData {
  ingredient: number;
  price: number;
  packQuantity: number;
  packUnit: PackUnit;
  supplier: string | null;
  validFrom: string;
}

const sameMoment = (a: string, b: string) => Date.parse(a) === Date.parse(b);

function samePrice(stored: IngredientPrice, wanted: PriceData): boolean {
  return (
    idOf(stored.ingredient) === wanted.ingredient &&
    stored.price === wanted.price &&
    stored.packQuantity === wanted.packQuantity &&
    stored.packUnit === wanted.packUnit &&
    (stored.supplier || null) === wanted.supplier &&
    sameMoment(stored.validFrom, wanted.validFrom)
  );
}

/**
 * Imports a supplier's price list, or an edited export, into a restaurant's ingredient prices,
 * all or nothing: every row is checked first and any problem refuses the whole file (400, each
 * problem with its row and column), nothing saved. A row with `price_id` updates that price of
 * the restaurant; without one it adds a price (the history keeps the older ones), unless the
 * very same price is already stored, so importing a file twice changes nothing. The ingredient
 * is `ingredient_id`, or the one whose name in `locale` is exactly `ingredient` among the
 * library and the restaurant's own foods (two of that name: name the id). Owners, admins, and
 * staff where the owner lets them enter prices.
 */
export async function importIngredientPrices(
  req: SignedInRequest,
  t: Translate,
  restaurantId: number,
  locale: Locale,
  text: string,
  dryRun: boolean,
): Promise<ImportSummary> {
  await refuseWithoutPriceAccess(req, restaurantId, t);
  const columns = ingredientPriceColumns(t);
  const table = readCsvTable(
    text,
    ingredientPriceHeader(t),
    [[PRICE_INGREDIENT_ID_COLUMN, PRICE_INGREDIENT_COLUMN], 'price', 'valid_from'],
    t,
  );
  const present = columns.filter((column) => table.columns.has(column.name));
  const context = await loadCellContext(req, t);
  const asUser = {
    depth: 0,
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  } as const;
  const [{ docs: stored }, { docs: foods }] = [
    await req.payload.find({
      collection: 'ingredient-prices',
      where: { restaurant: { equals: restaurantId } },
      ...asUser,
    }),
    await req.payload.find({
      collection: 'ingredients',
      where: {
        or: [{ restaurant: { exists: false } }, { restaurant: { equals: restaurantId } }],
      },
      locale,
      select: { name: true, density: true, unitWeight: true },
      ...asUser,
    }),
  ];
  const priceById = new Map(stored.map((doc) => [String(doc.id), doc]));
  const foodById = new Map<string, Food>(foods.map((doc) => [String(doc.id), doc]));
  const foodsByName = new Map<string, Food[]>();
  for (const food of foods) {
    const name = String(food.name ?? '').trim();
    foodsByName.set(name, [...(foodsByName.get(name) ?? []), food]);
  }

  const issues: RowIssue[] = [];
  const planned: { item: ImportItem; data: PriceData }[] = [];
  const rowOfPrice = new Map<string, number>();
  const rowOfNew = new Map<string, number>();
  for (const { row, cell } of table.rows) {
    const rowIssues: RowIssue[] = [];
    const issue = (column: string, code: string, message: string) =>
      rowIssues.push({ row, column, code, message });
    const wanted = new Map<string, unknown>();
    for (const column of columns) {
      const result = column.read(cell(column.name) ?? '', context);
      if (result.ok) wanted.set(column.path, column.normalise(result.value));
      else issue(column.name, result.code, result.message);
    }

    const idText = cell(PRICE_INGREDIENT_ID_COLUMN) ?? '';
    const name = (cell(PRICE_INGREDIENT_COLUMN) ?? '').trim();
    let food: Food | null = null;
    if (idText !== '') {
      food = foodById.get(idText) ?? null;
      if (!food) {
        issue(
          PRICE_INGREDIENT_ID_COLUMN,
          'unknownId',
          t('admin.csv.error.unknownIngredientRef', { id: idText }),
        );
      }
    } else if (name !== '') {
      const namesakes = foodsByName.get(name) ?? [];
      if (namesakes.length === 0) {
        issue(
          PRICE_INGREDIENT_COLUMN,
          'unknownIngredient',
          t('admin.csv.error.unknownIngredient', { name }),
        );
      } else if (namesakes.length > 1) {
        issue(
          PRICE_INGREDIENT_COLUMN,
          'ambiguousName',
          t('admin.csv.error.ambiguousIngredient', {
            name,
            ids: namesakes.map((doc) => doc.id).join(', '),
            column: PRICE_INGREDIENT_ID_COLUMN,
          }),
        );
      } else food = namesakes[0] ?? null;
    } else {
      issue(PRICE_INGREDIENT_COLUMN, 'required', M.required);
    }

    const priceIdText = cell(PRICE_ID_COLUMN) ?? '';
    const target = priceIdText === '' ? null : (priceById.get(priceIdText) ?? null);
    if (priceIdText !== '' && !target) {
      issue(PRICE_ID_COLUMN, 'unknownId', t('admin.csv.error.unknownPriceId', { id: priceIdText }));
    }
    if (rowIssues.length > 0 || !food) {
      issues.push(...rowIssues);
      continue;
    }

    const data: PriceData = {
      ingredient: food.id,
      price: wanted.get('price') as number,
      packQuantity: (wanted.get('packQuantity') as number | null) ?? 1,
      packUnit: (wanted.get('packUnit') as PackUnit | null) ?? 'kg',
      // A file without the column leaves a stored price's supplier as it is.
      supplier: table.columns.has('supplier')
        ? (wanted.get('supplier') as string | null) || null
        : (target?.supplier ?? null),
      validFrom: wanted.get('validFrom') as string,
    };
    try {
      checkPricePack(data, {
        id: String(food.id),
        name: food.name,
        ...(food.density ? { density: food.density } : {}),
        ...(food.unitWeight ? { unitWeight: food.unitWeight } : {}),
      });
    } catch (error) {
      if (!(error instanceof CostingError)) throw error;
      issue(
        'pack_unit',
        error.code,
        t(`admin.costing.error.${error.code}`, { ingredient: String(food.name ?? food.id) }),
      );
    }

    // One row per price, and one new price per ingredient and moment: else which is in force?
    const key = `${food.id}|${Date.parse(data.validFrom)}`;
    const earlier = target ? rowOfPrice.get(String(target.id)) : rowOfNew.get(key);
    if (earlier !== undefined) {
      issue(
        target ? PRICE_ID_COLUMN : 'valid_from',
        'duplicateRow',
        t('admin.csv.error.duplicatePrice', { row: earlier }),
      );
    } else if (target) rowOfPrice.set(String(target.id), row);
    else rowOfNew.set(key, row);
    if (rowIssues.length > 0) {
      issues.push(...rowIssues);
      continue;
    }

    const same = target ? samePrice(target, data) : stored.some((doc) => samePrice(doc, data));
    planned.push({
      item: {
        row,
        key: `${food.name ?? food.id} ${data.validFrom.slice(0, 10)}`,
        id: target?.id ?? null,
        action: target
          ? plannedAction({ stored: true, changed: !same })
          : same
            ? 'unchanged'
            : 'create',
      },
      data,
    });
  }
  if (issues.length > 0) refuseImport(issues, t);

  return saveChanges(
    req,
    planned.map(({ item, data }) => ({
      item,
      data: () => ({ ...data }),
      createOnly: { restaurant: restaurantId },
    })),
    { collection: 'ingredient-prices', locale, dryRun, columns: present, t },
  );
}
