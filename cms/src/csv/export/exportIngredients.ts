import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { Where } from 'payload';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';
import { valueAt } from '../csvColumn';
import { loadCellContext } from '../import/cellContext';
import { INGREDIENT_ID_COLUMN, ingredientColumns } from '../ingredientColumns';
import { writeCsv } from '../writeCsv';

/**
 * The ingredients of one restaurant (its private ones), or the shared library (`null`), as the
 * CSV the import reads back: one row per ingredient, names in `locale` (the restaurant's default
 * language filling untranslated ones), sorted by name. Read as the user (`overrideAccess:
 * false`), so nobody exports what they may not see.
 */
export async function exportIngredients(
  req: SignedInRequest,
  t: Translate,
  restaurantId: number | null,
  locale: Locale,
): Promise<string> {
  const context = await loadCellContext(req, t);
  const columns = ingredientColumns(t);
  const where: Where =
    restaurantId === null
      ? { restaurant: { exists: false } }
      : { restaurant: { equals: restaurantId } };
  const { docs } = await req.payload.find({
    collection: 'ingredients',
    where,
    locale,
    depth: 0,
    sort: 'name',
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  });
  return writeCsv([
    [INGREDIENT_ID_COLUMN, ...columns.map((column) => column.name)],
    ...docs.map((doc) => [
      String(doc.id),
      ...columns.map((column) => column.format(valueAt(doc, column.path), context)),
    ]),
  ]);
}
