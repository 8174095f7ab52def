import type { CollectionBeforeDeleteHook } from 'payload';

/**
 * A restaurant's invitations go with it: the multi-tenant plugin cleans up only the collections
 * it manages, and an invitation must name its restaurant (the column is NOT NULL).
 */
export const removeRestaurantInvitations: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'invitations',
    where: { restaurant: { equals: id } },
    overrideAccess: true,
    req,
  });
};
