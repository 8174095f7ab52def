import type { PayloadRequest } from 'payload';
import { DEMO_PRICES, DEMO_PRICES_VALID_FROM, DEMO_SUPPLIER } from './data/ingredientPrices';
import type { DemoRecipe } from './data/types';

/**
 * The demo prices (data/ingredientPrices.ts) of every ingredient a restaurant's demo dishes use,
 * its own ingredients and the library's foods alike, so its costing reports and technical
 * sheets show costs from the first start. An ingredient that already has a price in the
 * restaurant is left alone, so a second run writes nothing and an owner's prices stay.
 * Answers how many prices were created.
 */
export async function seedPrices(
  req: PayloadRequest,
  restaurant: number,
  recipes: readonly DemoRecipe[],
  ingredientIds: ReadonlyMap<string, number>,
  libraryIds: ReadonlyMap<string, number>,
): Promise<number> {
  const wanted = new Map<number, string>();
  for (const line of recipes.flatMap((recipe) => recipe.lines)) {
    const id = line.ingredient
      ? ingredientIds.get(line.ingredient)
      : line.library
        ? libraryIds.get(line.library)
        : undefined;
    const code = line.ingredient ?? line.library;
    if (id !== undefined && code) wanted.set(id, code);
  }
  if (wanted.size === 0) return 0;
  const { docs } = await req.payload.find({
    collection: 'ingredient-prices',
    where: { restaurant: { equals: restaurant } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
    select: { ingredient: true },
  });
  const priced = new Set(
    docs.map((doc) => (typeof doc.ingredient === 'object' ? doc.ingredient.id : doc.ingredient)),
  );
  let created = 0;
  for (const [ingredient, code] of wanted) {
    if (priced.has(ingredient)) continue;
    const price = DEMO_PRICES[code];
    if (!price) throw new Error(`The demo has no price for CIQUAL ${code}`);
    await req.payload.create({
      collection: 'ingredient-prices',
      data: {
        restaurant,
        ingredient,
        price: price.price,
        packQuantity: price.packQuantity,
        packUnit: price.packUnit,
        supplier: DEMO_SUPPLIER,
        validFrom: DEMO_PRICES_VALID_FROM,
      },
      req,
      overrideAccess: true,
    });
    created += 1;
  }
  return created;
}
