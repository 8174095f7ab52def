import { priceInForce } from '@nutrimenu/core/costing';
import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { refuseWithoutPriceAccess } from '../../costing/refuseWithoutPriceAccess';
import { idOf } from '../../utilities/idOf';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';
import { formatBoolean } from '../csvCells';
import { valueAt } from '../csvColumn';
import { loadCellContext } from '../import/cellContext';
import {
  ingredientPriceColumns,
  PRICE_ID_COLUMN,
  PRICE_IN_FORCE_COLUMN,
  PRICE_INGREDIENT_COLUMN,
  PRICE_INGREDIENT_ID_COLUMN,
} from '../ingredientPriceColumns';
import { writeCsv } from '../writeCsv';

/** The header of the prices CSV, export and import alike. */
export function ingredientPriceHeader(t: Translate): string[] {
  return [
    PRICE_ID_COLUMN,
    PRICE_INGREDIENT_ID_COLUMN,
    PRICE_INGREDIENT_COLUMN,
    ...ingredientPriceColumns(t).map((column) => column.name),
    PRICE_IN_FORCE_COLUMN,
  ];
}

/**
 * A restaurant's ingredient prices as the CSV the import reads back: every price, the one in
 * force now marked `in_force` 1 and its history after it, grouped by ingredient (by its name in
 * `locale`), newest first. Owners, admins, and staff where the owner lets them enter prices;
 * read as the user, so nobody exports another restaurant's prices.
 */
export async function exportIngredientPrices(
  req: SignedInRequest,
  t: Translate,
  restaurantId: number,
  locale: Locale,
): Promise<string> {
  await refuseWithoutPriceAccess(req, restaurantId, t);
  const context = await loadCellContext(req, t);
  const columns = ingredientPriceColumns(t);
  const { docs: prices } = await req.payload.find({
    collection: 'ingredient-prices',
    where: { restaurant: { equals: restaurantId } },
    depth: 0,
    sort: 'id',
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  });
  const ingredientIds = [...new Set(prices.map((price) => idOf(price.ingredient)))].filter(
    (id): id is number => id !== null,
  );
  const { docs: ingredients } =
    ingredientIds.length === 0
      ? { docs: [] }
      : await req.payload.find({
          collection: 'ingredients',
          where: { id: { in: ingredientIds } },
          locale,
          depth: 0,
          pagination: false,
          select: { name: true },
          user: req.user,
          overrideAccess: false,
          req,
        });
  const nameOf = new Map(ingredients.map((doc) => [doc.id, String(doc.name ?? '')]));
  const now = new Date();
  const byIngredient = new Map<number, typeof prices>();
  for (const price of prices) {
    const id = idOf(price.ingredient);
    if (id === null) continue;
    byIngredient.set(id, [...(byIngredient.get(id) ?? []), price]);
  }
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);
  const groups = [...byIngredient].sort(
    ([a], [b]) => collator.compare(nameOf.get(a) ?? '', nameOf.get(b) ?? '') || a - b,
  );
  const rows: string[][] = [];
  for (const [ingredientId, history] of groups) {
    const current = priceInForce(history, now);
    const newestFirst = [...history].sort(
      (a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom) || b.id - a.id,
    );
    for (const price of newestFirst) {
      rows.push([
        String(price.id),
        String(ingredientId),
        nameOf.get(ingredientId) ?? '',
        ...columns.map((column) => column.format(valueAt(price, column.path), context)),
        formatBoolean(price === current),
      ]);
    }
  }
  return writeCsv([ingredientPriceHeader(t), ...rows]);
}
