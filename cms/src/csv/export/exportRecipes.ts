import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { idOf } from '../../utilities/idOf';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';
import { formatDecimal } from '../csvCells';
import { valueAt } from '../csvColumn';
import { loadCellContext } from '../import/cellContext';
import {
  LINE_COLUMNS,
  RECIPE_SLUG_COLUMN,
  RECIPE_STATUS_COLUMN,
  recipeColumns,
} from '../recipeColumns';
import { writeCsv } from '../writeCsv';

/** The recipes CSV's header: the recipe's key and status, its columns, then the line's. */
export const recipeHeader = (t: Translate) => [
  RECIPE_SLUG_COLUMN,
  RECIPE_STATUS_COLUMN,
  ...recipeColumns(t).map((column) => column.name),
  ...Object.values(LINE_COLUMNS),
];

/**
 * A restaurant's recipes as the CSV the import reads back: one row per recipe line (a recipe
 * without lines has one row with empty line cells), the recipe's own columns repeated on each,
 * so the file can be sorted and filtered in a spreadsheet. The latest version of each recipe
 * (what its edit view shows, draft or published) with its status; names in `locale`, the
 * default language filling untranslated ones; ingredients by name and id, sub-recipes by slug.
 */
export async function exportRecipes(
  req: SignedInRequest,
  t: Translate,
  restaurantId: number,
  locale: Locale,
): Promise<string> {
  const context = await loadCellContext(req, t);
  const columns = recipeColumns(t);
  const { docs } = await req.payload.find({
    collection: 'recipes',
    where: { restaurant: { equals: restaurantId } },
    draft: true,
    locale,
    depth: 0,
    sort: 'slug',
    pagination: false,
    user: req.user,
    overrideAccess: false,
    req,
  });
  const recipes = docs;
  const slugs = new Map(recipes.map((recipe) => [recipe.id, recipe.slug ?? '']));
  const ingredientIds = [
    ...new Set(
      recipes.flatMap((recipe) =>
        (recipe.lines ?? []).flatMap((line) => {
          const id = idOf(line.ingredient);
          return line.kind !== 'recipe' && typeof id === 'number' ? [id] : [];
        }),
      ),
    ),
  ];
  const ingredientNames = new Map<number, string>();
  if (ingredientIds.length > 0) {
    const found = await req.payload.find({
      collection: 'ingredients',
      where: { id: { in: ingredientIds } },
      select: { name: true },
      locale,
      depth: 0,
      pagination: false,
      user: req.user,
      overrideAccess: false,
      req,
    });
    for (const doc of found.docs) ingredientNames.set(doc.id, doc.name ?? '');
  }

  const rows: string[][] = [recipeHeader(t)];
  for (const recipe of recipes) {
    const own = [
      recipe.slug ?? '',
      recipe._status ?? '',
      ...columns.map((column) => column.format(valueAt(recipe, column.path), context)),
    ];
    const lines = recipe.lines ?? [];
    if (lines.length === 0) rows.push([...own, ...Object.values(LINE_COLUMNS).map(() => '')]);
    for (const line of lines) {
      const target = idOf(line.kind === 'recipe' ? line.recipe : line.ingredient);
      const id = typeof target === 'number' ? target : null;
      const quantity = formatDecimal(line.quantity);
      const unit = line.unit ?? '';
      const coldLoss = formatDecimal(line.coldLossPercent);
      rows.push(
        line.kind === 'recipe'
          ? [
              ...own,
              '',
              '',
              id === null ? '' : (slugs.get(id) ?? String(id)),
              quantity,
              unit,
              coldLoss,
            ]
          : [
              ...own,
              id === null ? '' : (ingredientNames.get(id) ?? ''),
              id === null ? '' : String(id),
              '',
              quantity,
              unit,
              coldLoss,
            ],
      );
    }
  }
  return writeCsv(rows);
}
