import type { PayloadRequest } from 'payload';

export interface UsingRecipe {
  id: number;
  name: string;
}

/**
 * The recipes of `restaurant` whose lines use ingredient `ingredientId`, in their published
 * version or their latest draft, as the caller may read them (the collection's access decides),
 * named in the request's locale and sorted by name.
 */
export async function restaurantRecipesUsing(
  req: PayloadRequest,
  restaurant: number,
  ingredientId: number,
): Promise<UsingRecipe[]> {
  const found = new Map<number, string>();
  for (const draft of [false, true]) {
    const { docs } = await req.payload.find({
      collection: 'recipes',
      where: {
        and: [
          { restaurant: { equals: restaurant } },
          { 'lines.ingredient': { equals: ingredientId } },
        ],
      },
      draft,
      depth: 0,
      pagination: false,
      req,
      overrideAccess: false,
      user: req.user,
      select: { name: true },
    });
    for (const doc of docs) found.set(Number(doc.id), String(doc.name ?? doc.id));
  }
  return [...found]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
