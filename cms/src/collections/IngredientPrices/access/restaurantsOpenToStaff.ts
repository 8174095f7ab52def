import type { PayloadRequest } from 'payload';
import { tenantIdsOf } from '../../../access/roles';

/**
 * The signed-in member's restaurants whose owner lets staff enter ingredient prices
 * (`costing.staffMayEditPrices`). Read without access control: it is the user's own
 * restaurants' setting, and only ids come back.
 */
export async function restaurantsOpenToStaff(req: PayloadRequest): Promise<number[]> {
  const tenants = tenantIdsOf(req.user).map(Number).filter(Number.isSafeInteger);
  if (tenants.length === 0) return [];
  const { docs } = await req.payload.find({
    collection: 'restaurants',
    where: {
      and: [{ id: { in: tenants } }, { 'costing.staffMayEditPrices': { equals: true } }],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: {},
  });
  return docs.map((doc) => doc.id);
}
