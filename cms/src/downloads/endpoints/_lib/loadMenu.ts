import type { MenuAllLocales } from '../../../readModel/documents';
import { EndpointError } from '../../../utilities/EndpointError';
import { findByIdAllLocales } from '../../../utilities/findAllLocales';
import { idOf } from '../../../utilities/idOf';
import type { SignedInRequest } from '../../../utilities/signedInEndpoint';

/**
 * A menu as the signed-in user may read it (local API, `overrideAccess: false`), in every locale,
 * its published version: what diners see. Another tenant's menu is a 404, exactly like one that
 * does not exist.
 */
export async function loadMenu(
  req: SignedInRequest,
  id: number,
): Promise<{ menu: MenuAllLocales; restaurantId: number | string }> {
  const menu = await findByIdAllLocales(req.payload, {
    collection: 'menus',
    id,
    draft: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
  });
  const restaurantId = idOf(menu?.restaurant ?? null);
  if (!menu || restaurantId === null) {
    throw new EndpointError(404, req.t('error:documentNotFound', { id: String(id) }));
  }
  return { menu, restaurantId };
}
