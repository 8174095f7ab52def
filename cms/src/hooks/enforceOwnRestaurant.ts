import { type CollectionBeforeValidateHook, ValidationError } from 'payload';
import { isAdmin, tenantIdsOf } from '../access/roles';
import type { Ingredient, Media } from '../payload-types';
import { idOfUnknown } from '../utilities/idOf';

// Ids compared as text: the user's tenants may hold them as strings. The data is as sent.
const idText = (value: unknown): string | null => {
  const id = idOfUnknown(value);
  return id === null ? null : String(id);
};

/**
 * For collections that mix a global library with restaurant-private documents (ingredients,
 * media): write access says which documents a user may touch, this says where they may put
 * them. A non-admin may set `restaurant` only to one of their restaurants, never to another
 * tenant's and never to none (which would publish a private document to the global library).
 * A `beforeValidate` hook, as the multi-tenant plugin's own check, so drafts are covered too.
 * A create without a restaurant goes to the member's only restaurant.
 */
export const enforceOwnRestaurant: CollectionBeforeValidateHook<Ingredient | Media> = ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  // Server code without a user (seed, import, jobs) is trusted, as the plugin does.
  if (!data || !req.user || isAdmin(req)) return data;
  if (operation === 'create' && idText(data.restaurant) === null) {
    // A member of one restaurant needs not pick it; with several they must say which.
    const tenants = tenantIdsOf(req.user);
    if (tenants.length === 1) return { ...data, restaurant: tenants[0] };
    throw new ValidationError(
      {
        collection: collection.slug,
        errors: [{ message: req.t('validation:required'), path: 'restaurant' }],
      },
      req.t,
    );
  }
  if (!('restaurant' in data)) return data;
  const requested = idText(data.restaurant);
  const previous = idText(originalDoc?.restaurant);
  if (requested === previous && originalDoc) return data;
  if (requested !== null && tenantIdsOf(req.user).map(String).includes(requested)) return data;
  throw new ValidationError(
    {
      collection: collection.slug,
      errors: [{ message: req.t('validation:invalidSelection'), path: 'restaurant' }],
    },
    req.t,
  );
};
