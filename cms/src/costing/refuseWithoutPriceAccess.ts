import type { Translate } from '@nutrimenu/core/messages';
import { isAdmin, roleOf } from '../access/roles';
import { restaurantsOpenToStaff } from '../collections/IngredientPrices/access/restaurantsOpenToStaff';
import { EndpointError } from '../utilities/EndpointError';
import type { SignedInRequest } from '../utilities/signedInEndpoint';

/**
 * Refuses (403) a member who may not handle the restaurant's price files and costing reports:
 * owners and provider admins may; staff only where the owner lets staff enter prices
 * (`costing.staffMayEditPrices`). Whether the restaurant is the member's at all is checked by
 * loading it with their access first (another tenant's is a 404).
 */
export async function refuseWithoutPriceAccess(
  req: SignedInRequest,
  restaurantId: number,
  t: Translate,
): Promise<void> {
  if (isAdmin(req) || roleOf(req) === 'owner') return;
  if (roleOf(req) === 'staff' && (await restaurantsOpenToStaff(req)).includes(restaurantId)) {
    return;
  }
  throw new EndpointError(403, t('admin.costing.report.forbidden'));
}
