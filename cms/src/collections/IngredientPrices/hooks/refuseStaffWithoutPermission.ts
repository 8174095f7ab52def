import { type CollectionBeforeChangeHook, Forbidden } from 'payload';
import { roleOf } from '../../../access/roles';
import type { IngredientPrice } from '../../../payload-types';
import { idOfUnknown } from '../../../utilities/idOf';
import { restaurantsOpenToStaff } from '../access/restaurantsOpenToStaff';

/**
 * A staff member's price lands only in a restaurant that lets staff enter prices: the
 * restaurant may come from the tenant selector's default after access was checked, or be
 * changed by an update to another of the member's restaurants.
 */
export const refuseStaffWithoutPermission: CollectionBeforeChangeHook<IngredientPrice> = async ({
  data,
  originalDoc,
  req,
}) => {
  if (roleOf(req) !== 'staff') return data;
  const restaurant = idOfUnknown(data.restaurant ?? originalDoc?.restaurant);
  const open = await restaurantsOpenToStaff(req);
  if (restaurant === null || !open.includes(Number(restaurant))) throw new Forbidden(req.t);
  return data;
};
