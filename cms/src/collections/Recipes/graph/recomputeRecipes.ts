import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';

type Id = number | string;

/** Above this many direct dependents, a save queues a background job instead of waiting. */
export const RECOMPUTE_INLINE_LIMIT = 50;

/**
 * Re-saves the recipes that use one of `ids` through the `field` of their lines (`ingredient`
 * or `recipe`). Each re-save recomputes the recipe (its beforeChange hook) and then, through its
 * own afterChange hook, the recipes that use it: the change travels up the whole graph inside
 * the caller's transaction. When too many recipes depend on the change, they are marked stale
 * in this transaction and recomputed by the `recomputeRecipes` job, so a save stays fast and
 * nothing shows old figures as current.
 */
export async function recomputeRecipesUsing(
  req: PayloadRequest,
  field: 'ingredient' | 'recipe',
  ids: Id[],
  { inline = false }: { inline?: boolean } = {},
): Promise<Id[]> {
  if (ids.length === 0) return [];
  const where = { [`lines.${field}`]: { in: ids } };
  const users = await req.payload.find({
    collection: 'recipes',
    where,
    depth: 0,
    limit: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: { slug: true },
  });
  if (!inline && users.docs.length > RECOMPUTE_INLINE_LIMIT) {
    // One statement, not a save per recipe: this runs inside the save that changed an
    // ingredient, which must stay fast however many recipes depend on it.
    const idList = sql.join(
      users.docs.map((doc) => sql`${doc.id}`),
      sql`, `,
    );
    await executeSql(
      req,
      sql`UPDATE "recipes" SET "computed_stale" = true WHERE "id" IN (${idList})`,
    );
    await executeSql(
      req,
      sql`UPDATE "_recipes_v" SET "version_computed_stale" = true WHERE "latest" = true AND "parent_id" IN (${idList})`,
    );
    await req.payload.jobs.queue({ task: 'recomputeRecipes', input: { field, ids }, req });
    return [];
  }
  const recomputed: Id[] = [];
  for (const doc of users.docs) {
    await req.payload.update({
      collection: 'recipes',
      id: doc.id,
      data: {},
      req,
      overrideAccess: true,
    });
    recomputed.push(doc.id);
  }
  return recomputed;
}
