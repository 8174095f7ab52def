import type {
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload';
import type { Recipe } from '../../../payload-types';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';
import { publishedMenusListing } from '../menus/publishedMenusListing';

/**
 * How a request confirms it knows the dish is on published menus (the admin sends it once the
 * owner has seen their names): `?confirmPublishedMenus=true`, or, for GraphQL, which has no
 * query string of its own, the header `X-Confirm-Published-Menus: true`.
 */
export const CONFIRM_PUBLISHED_MENUS = 'confirmPublishedMenus';
const CONFIRM_HEADER = 'x-confirm-published-menus';

const confirmed = (req: PayloadRequest) =>
  String(req.query?.[CONFIRM_PUBLISHED_MENUS]) === 'true' ||
  req.headers?.get(CONFIRM_HEADER) === 'true';

/**
 * Only requests from outside (REST, GraphQL) are asked: server code deleting or unpublishing a
 * dish (seed, jobs, tests' set-up) already knows what it does, and the local API cannot tell an
 * unpublish from a draft save in a `beforeChange` hook.
 */
const fromOutside = (req: PayloadRequest) => req.payloadAPI !== 'local';

async function refuseUnlessConfirmed(
  req: PayloadRequest,
  id: number | string,
  name: unknown,
  action: 'delete' | 'unpublish',
) {
  if (!fromOutside(req) || confirmed(req)) return;
  const menus = await publishedMenusListing(req, id);
  if (menus.length === 0) return;
  const t = await adminTranslator(req);
  const values = {
    name: typeof name === 'string' && name !== '' ? name : String(id),
    menus: menus.map((menu) => menu.name).join(', '),
    count: menus.length,
  };
  const message = [
    t('admin.dishOnMenus.menus', values),
    t(
      action === 'delete'
        ? 'admin.dishOnMenus.refused.delete'
        : 'admin.dishOnMenus.refused.unpublish',
      values,
    ),
  ].join(' ');
  throw publicApiError(message, 409, {
    menus,
    confirmWith: { query: `${CONFIRM_PUBLISHED_MENUS}=true`, header: `${CONFIRM_HEADER}: true` },
  });
}

/**
 * Deleting a dish that a published menu lists takes it off the public menu at once (the menus'
 * links go with it): refused with a 409 naming the menus unless the request confirms.
 */
export const confirmDeleteFromPublishedMenus: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const dish = await req.payload.findByID({
    collection: 'recipes',
    id,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  });
  await refuseUnlessConfirmed(req, id, dish?.name, 'delete');
};

/**
 * Unpublishing such a dish (a published dish saved as draft, not as a draft version: Payload's
 * unpublish) hides it from those menus: refused likewise unless confirmed.
 */
export const confirmUnpublishFromPublishedMenus: CollectionBeforeChangeHook<Recipe> = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const unpublishing =
    operation === 'update' &&
    originalDoc?._status === 'published' &&
    data._status === 'draft' &&
    String(req.query?.draft) !== 'true';
  if (unpublishing && originalDoc) {
    await refuseUnlessConfirmed(req, originalDoc.id, originalDoc.name, 'unpublish');
  }
  return data;
};
