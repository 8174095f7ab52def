import { APIError, type CollectionBeforeDeleteHook } from 'payload';

/** An ingredient that recipes still use cannot be deleted; the answer lists those recipes. */
export const refuseDeleteWhileUsed: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const users = await req.payload.find({
    collection: 'recipes',
    where: { 'lines.ingredient': { equals: id } },
    depth: 0,
    limit: 20,
    req,
    overrideAccess: true,
    select: { name: true },
  });
  if (users.totalDocs > 0) {
    const names = users.docs.map((doc) => String((doc as { name?: unknown }).name ?? doc.id));
    throw new APIError(
      `This ingredient is used by ${users.totalDocs} recipe(s): ${names.join(', ')}. Remove it from them first.`,
      409,
      { recipes: users.docs.map((doc) => doc.id) },
      true,
    );
  }
};
