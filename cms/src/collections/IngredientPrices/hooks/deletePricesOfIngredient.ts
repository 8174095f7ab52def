import type { CollectionBeforeDeleteHook } from 'payload';

/**
 * An ingredient's prices go with it: a price of nothing means nothing, and the database would
 * otherwise refuse the delete (a price's ingredient cannot be empty). In the delete's
 * transaction, after the checks that may still refuse it; the caller may delete the ingredient,
 * and its prices belong to the same restaurant (or, for a library food, are about it alone).
 */
export const deletePricesOfIngredient: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'ingredient-prices',
    where: { ingredient: { equals: id } },
    overrideAccess: true,
    req,
  });
};
