import type { PayloadRequest } from 'payload';

type Id = number | string;

/**
 * Re-saves the published recipes that use one of `ids` through the `field` of their lines
 * (`ingredient` or `recipe`). Each re-save recomputes the recipe (its beforeChange hook) and
 * then, through its own afterChange hook, the recipes that use it: the change travels up the
 * whole graph inside the caller's transaction, so no stored figure is ever stale.
 */
export async function recomputeRecipesUsing(
  req: PayloadRequest,
  field: 'ingredient' | 'recipe',
  ids: Id[],
): Promise<Id[]> {
  if (ids.length === 0) return [];
  const users = await req.payload.find({
    collection: 'recipes',
    where: { [`lines.${field}`]: { in: ids } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: { slug: true },
  });
  const recomputed: Id[] = [];
  for (const doc of users.docs) {
    await req.payload.update({
      collection: 'recipes',
      id: doc.id,
      data: {},
      req,
      overrideAccess: true,
      context: { recomputeFrom: field },
    });
    recomputed.push(doc.id);
  }
  return recomputed;
}
