import { isSlug } from '@nutrimenu/core/contract';
import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import { restaurantLocales } from '../../readModel/restaurantLocales';
import { executeSql } from '../../utilities/executeSql';
import { loadPublicMenuSource } from '../buildPublicMenu';
import { findRestaurantToRebuild } from './findRestaurantToRebuild';
import { localeOfMenuKey, menuDocumentKey, restaurantMarkerKey } from './publicDocumentKeys';
import { buildMenuRows } from './rebuildRestaurantDocuments';
import { storeDocuments } from './storedDocumentRows';

/**
 * Builds again, in the request's transaction, the stored documents of some published menus of one
 * restaurant (`menuIds`; the others are left alone): each in the locales it is stored in, under
 * each address it answers (the default menu's too, when it is the default). A menu of which no
 * address is stored is not built: a read builds it. The restaurant's marker row is rewritten
 * first, as a full rebuild does, so a build on a read that overlapped this one is not stored.
 *
 * For a change that can alter only these menus' own content (a dish, a menu's sections): what
 * every menu of the restaurant shows (its name, the list of menus) goes through
 * rebuildRestaurantDocuments.
 */
export async function rebuildMenuDocuments(
  req: PayloadRequest,
  restaurantId: number,
  menuIds: ReadonlySet<number>,
  now: Date,
): Promise<void> {
  const marker = restaurantMarkerKey(restaurantId);
  await storeDocuments(req, [{ key: marker, restaurantId, etag: '', body: '', validUntil: null }]);
  const restaurant = await findRestaurantToRebuild(req, restaurantId);
  if (!restaurant || !isSlug(restaurant.slug)) return;
  const slug = restaurant.slug;
  const source = await loadPublicMenuSource(req.payload, { restaurantSlug: slug, now, req });
  if (!source) return;
  const defaultMenu = source.menus.find((menu) => menu.isDefault) ?? source.menus[0];
  const targets = source.menus.filter((menu) => menuIds.has(Number(menu.id)));
  if (targets.length === 0) return;
  const prefixes = targets.flatMap((menu) => {
    const own = menuDocumentKey(slug, menu.slug, undefined);
    return menu === defaultMenu ? [own, menuDocumentKey(slug, undefined, undefined)] : [own];
  });
  // Deleted first, so that a build that fails leaves them to be built on the next read.
  const deleted = await executeSql<{ key: string }>(
    req,
    sql`DELETE FROM public_documents
        WHERE restaurant_id = ${restaurantId}
          AND key ^@ ANY(${`{${prefixes.map((prefix) => JSON.stringify(prefix)).join(',')}}`}::text[])
        RETURNING key`,
  );
  if (deleted.length === 0) return;
  const { defaultLocale } = restaurantLocales(restaurant);
  // A key without a locale is the restaurant's default locale's.
  const locales = new Set(deleted.map((row) => localeOfMenuKey(row.key) ?? defaultLocale));
  const rows = await buildMenuRows(req, source, {
    restaurantId,
    menuSlugs: targets.map((menu) => menu.slug),
    locales: [...locales],
  });
  await storeDocuments(req, rows);
}
