import { isSlug, publicMenuSchema } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Payload, PayloadRequest } from 'payload';
import { addDays, startOfDay, utcDay } from '../../collections/Subscriptions/days';
import { restaurantLocales } from '../../readModel/restaurantLocales';
import { loadPublicMenuSource, type PublicMenuSource, renderPublicMenu } from '../buildPublicMenu';
import { findRestaurantToRebuild } from './findRestaurantToRebuild';
import { localeOfMenuKey, menuDocumentKey, restaurantMarkerKey } from './publicDocumentKeys';
import type { StoredDocument } from './storedDocument';
import {
  deleteAllRestaurantDocuments,
  deleteRestaurantDocuments,
  type StoredDocumentRow,
  storeDocuments,
} from './storedDocumentRows';

/**
 * Until when a menu built at `now` may be sent: the next UTC midnight. Subscriptions start and
 * end on whole UTC days (collections/Subscriptions/days.ts), so a menu never outlives the
 * subscription it was built under, nor hides one that has just begun.
 */
export function menuValidUntil(now: Date): Date {
  return startOfDay(addDays(utcDay(now), 1));
}

/**
 * A built menu as stored, checked against its contract as the endpoint would send it; null
 * (logged) when it does not match, a bug the endpoint answers with a 500.
 */
export function storedMenu(
  payload: Payload,
  outcome: { document: unknown; version: string },
  now: Date,
): StoredDocument | null {
  const parsed = publicMenuSchema.safeParse(outcome.document);
  if (!parsed.success) {
    payload.logger.error(
      { issues: parsed.error.issues },
      'A public menu does not match its contract: not stored',
    );
    return null;
  }
  return {
    etag: `"${outcome.version}"`,
    body: JSON.stringify(parsed.data),
    validUntil: menuValidUntil(now),
  };
}

/**
 * The addresses one built menu answers: it is also the default menu's (no menu named) when it
 * is the default, and the restaurant's default locale's (no locale named) when in it.
 */
function addressesOf(
  slug: string,
  menuSlug: string | undefined,
  isDefaultMenu: boolean,
  locale: Locale,
  defaultLocale: Locale,
): string[] {
  const menus = isDefaultMenu && menuSlug !== undefined ? [menuSlug, undefined] : [menuSlug];
  const locales = locale === defaultLocale ? [locale, undefined] : [locale];
  return menus.flatMap((menu) => locales.map((each) => menuDocumentKey(slug, menu, each)));
}

/** What buildMenuRows builds: some menus of one restaurant, in some locales. */
export interface MenuRowsRequest {
  restaurantId: number;
  /** The menus' slugs; undefined for the default menu of a restaurant without menus. */
  menuSlugs: readonly (string | undefined)[];
  locales: readonly Locale[];
}

/**
 * The rows of some menus in some locales, from one loaded source: each menu rendered once per
 * locale and stored under every address it answers. A menu that cannot be built (gone, or
 * breaking its contract) gives no row.
 */
export async function buildMenuRows(
  req: PayloadRequest,
  source: PublicMenuSource,
  request: MenuRowsRequest,
): Promise<StoredDocumentRow[]> {
  const { restaurantId } = request;
  const { slug } = source.restaurant;
  const { defaultLocale } = restaurantLocales(source.restaurant);
  const defaultMenu = source.menus.find((menu) => menu.isDefault) ?? source.menus[0];
  const rows: StoredDocumentRow[] = [];
  for (const locale of request.locales) {
    for (const menuSlug of request.menuSlugs) {
      const outcome = await renderPublicMenu(source, menuSlug, locale);
      if ('error' in outcome) continue;
      const stored = storedMenu(req.payload, outcome, source.now);
      if (!stored) continue;
      const isDefault = menuSlug === undefined || menuSlug === defaultMenu?.slug;
      for (const key of addressesOf(slug, menuSlug, isDefault, locale, defaultLocale)) {
        rows.push({ key, restaurantId, ...stored });
      }
    }
  }
  return rows;
}

/**
 * Builds again, in the request's transaction, every stored public menu of one restaurant: each
 * published menu in each offered locale and in any other locale a diner asked for, under each
 * address it answers; the rows of addresses that no longer exist (a menu unpublished, a slug
 * changed) are dropped. The restaurant gone, all its rows go. Its marker row is rewritten, so a
 * build on a read that overlapped this one is not stored (storeOnRead).
 */
export async function rebuildRestaurantDocuments(
  req: PayloadRequest,
  restaurantId: number,
  now: Date,
): Promise<void> {
  const marker = restaurantMarkerKey(restaurantId);
  const markerRow = { key: marker, restaurantId, etag: '', body: '', validUntil: null };
  // First, to hold its lock: two saves rebuilding one restaurant at once take turns, the second
  // building once the first has committed, so it reads what both changed.
  await storeDocuments(req, [markerRow]);
  const deleted = await deleteRestaurantDocuments(req, restaurantId, marker);
  const restaurant = await findRestaurantToRebuild(req, restaurantId);
  if (!restaurant) {
    await deleteAllRestaurantDocuments(req, restaurantId);
    return;
  }
  const slug = restaurant.slug;
  if (!isSlug(slug)) return;
  // Read once for every menu and locale: each menu's dishes are read in all locales at once.
  const source = await loadPublicMenuSource(req.payload, { restaurantSlug: slug, now, req });
  if (!source) return;
  const { locales } = restaurantLocales(restaurant);
  const asked = deleted.map(localeOfMenuKey).filter((locale) => locale !== undefined);
  const menus = source.menus;
  const rows = await buildMenuRows(req, source, {
    restaurantId,
    menuSlugs: menus.length > 0 ? menus.map((menu) => menu.slug) : [undefined],
    locales: [...new Set([...locales, ...asked])],
  });
  await storeDocuments(req, rows);
}
