import { isAdmin, tenantIdsOf } from '../../../access/roles';
import { EndpointError } from '../../../utilities/EndpointError';
import type { SignedInRequest } from '../../../utilities/signedInEndpoint';

/**
 * The restaurant `id` if the caller works there (admins: any existing restaurant); otherwise a
 * 403, the same whether the restaurant exists or not, so nothing leaks about other tenants.
 */
export async function restaurantOfCaller(
  req: SignedInRequest,
  id: number,
  refusal: string,
): Promise<number> {
  if (isAdmin(req)) {
    const found = await req.payload.count({
      collection: 'restaurants',
      where: { id: { equals: id } },
      overrideAccess: true,
      req,
    });
    if (found.totalDocs === 0) throw new EndpointError(403, refusal);
    return id;
  }
  if (!tenantIdsOf(req.user).map(String).includes(String(id))) {
    throw new EndpointError(403, refusal);
  }
  return id;
}
