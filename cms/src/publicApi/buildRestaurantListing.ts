import {
  isSlug,
  LISTING_PAGE_SIZE,
  type ListingCity,
  type ListingRestaurant,
  type ListingSpecific,
  type RestaurantListing,
} from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Payload } from 'payload';
import { restaurantLocales } from '../readModel/restaurantLocales';
import { toPublicImage } from '../readModel/toPublicImage';
import { findAllLocales } from '../utilities/findAllLocales';
import { idOf } from '../utilities/idOf';
import { postgresAdapter } from '../utilities/postgresAdapter';
import { type CardRow, cardsSql, listingSql } from './listingSql';
import { MEDIA_SELECT } from './publicSelects';
import { specificKey, specificName, specificRank } from './restaurantSpecifics';
import { subscribedRestaurantIds } from './subscribedRestaurantIds';

export interface RestaurantListingRequest {
  /** City slugs: a restaurant in any of them matches; none given, every city does. */
  cities: readonly string[];
  /** Specific keys: a restaurant with any of them matches; none given, every one does. */
  specifics: readonly string[];
  /** A brand key: only that brand's restaurants are listed and counted; none given, every brand's. */
  brand?: string | undefined;
  /** A diner's search: every word in the name or the city, ignoring case and diacritics. */
  query?: string | undefined;
  /** The page, from 1. */
  page?: number | undefined;
  pageSize?: number | undefined;
  locale?: Locale | undefined;
  now?: Date;
}

/**
 * One page of the restaurant listing: the restaurants matching both filters (any of the cities
 * and any of the specifics) and the search, sorted by name, and facets whose counts apply the
 * other filter, so each count says how many restaurants choosing that value would show. Facets
 * with no restaurant are left out unless they are selected (a selected value no restaurant has
 * is left out too: the storefront answers such a filter with its 404). Filtering, counting,
 * paging and the cards' own fields are SQL; only the page's images are read as documents. `hasPublicMenu` says
 * whether a restaurant's menu page shows the menu (subscription covering now, public menu on, a
 * published menu) or a notice.
 */
export async function buildRestaurantListing(
  payload: Payload,
  request: RestaurantListingRequest,
): Promise<RestaurantListing> {
  const locale = request.locale ?? DEFAULT_LOCALE;
  const now = request.now ?? new Date();
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? LISTING_PAGE_SIZE;
  const db = postgresAdapter(payload).drizzle;
  const queries = listingSql({
    locale,
    cities: request.cities,
    specifics: request.specifics.map((key) => key.replaceAll('-', '_')),
    brand: request.brand,
    query: request.query ?? '',
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const [ids, cityRows, specificRows] = await Promise.all([
    db.execute<{ id: number; total: string }>(queries.pageIds),
    db.execute<{ slug: string; name: string; count: string }>(queries.cityFacets),
    db.execute<{ option: string; count: string }>(queries.specificFacets),
  ]);
  const pageIds = ids.rows.map((row) => row.id);
  // Each row of the page carries the count; a page past the last has none to carry it.
  const total = Number(
    ids.rows[0]?.total ??
      (page > 1 ? (await db.execute<{ total: string }>(queries.total)).rows[0]?.total : 0) ??
      0,
  );
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);

  return {
    locale,
    cities: cityRows.rows
      .filter((row) => isSlug(row.slug))
      .map((row): ListingCity => ({ slug: row.slug, name: row.name, count: Number(row.count) }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    specifics: specificRows.rows
      .map((row) => ({
        key: specificKey(row.option),
        name: specificName(row.option, locale),
        count: Number(row.count),
        rank: specificRank(row.option),
      }))
      .sort((a, b) => a.rank - b.rank)
      .map(({ rank: _rank, ...specific }): ListingSpecific => specific),
    restaurants: await pageCards(payload, pageIds, locale, now),
    page,
    pageSize,
    total,
    pageCount: Math.ceil(total / pageSize),
  };
}

// The cards of the page's restaurants, in the page's order: only their images are read as
// documents (their alternative text is localized).
async function pageCards(
  payload: Payload,
  ids: readonly number[],
  locale: Locale,
  now: Date,
): Promise<ListingRestaurant[]> {
  if (ids.length === 0) return [];
  const db = postgresAdapter(payload).drizzle;
  const { rows } = await db.execute<CardRow>(cardsSql(ids));
  const mediaIds = rows.flatMap((row) => [row.logo_id, row.cover_id]).filter((id) => id !== null);
  const [media, subscribed, menus] = await Promise.all([
    mediaIds.length === 0
      ? { docs: [] }
      : findAllLocales(payload, {
          collection: 'media',
          where: { id: { in: mediaIds } },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          select: MEDIA_SELECT,
        }),
    subscribedRestaurantIds(payload, now, ids),
    payload.find({
      collection: 'menus',
      where: { and: [{ _status: { equals: 'published' } }, { restaurant: { in: [...ids] } }] },
      draft: false,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { restaurant: true },
    }),
  ]);
  const images = new Map(media.docs.map((doc) => [doc.id, doc]));
  const withMenu = new Set(menus.docs.map((menu) => String(idOf(menu.restaurant))));
  const cards = new Map<number, ListingRestaurant>();
  for (const row of rows) {
    // The SQL already left out what has no slug, city slug or brand; this keeps the types honest.
    if (!isSlug(row.slug) || !isSlug(row.city_slug) || !isSlug(row.brand_key)) continue;
    const id = String(row.id);
    const { defaultLocale } = restaurantLocales({
      defaultLocale: isLocale(row.default_locale) ? row.default_locale : undefined,
    });
    const imageOptions = { locale, fallbackLocales: [defaultLocale], defaultAlt: row.name };
    const card: ListingRestaurant = {
      slug: row.slug,
      name: row.name,
      city: row.city,
      citySlug: row.city_slug,
      specifics: [...new Set(row.specifics)].map(specificKey),
      hasPublicMenu: subscribed.has(id) && row.public_menu !== false && withMenu.has(id),
      brandKey: row.brand_key,
    };
    const logo = toPublicImage(row.logo_id === null ? null : images.get(row.logo_id), imageOptions);
    if (logo) card.logo = logo;
    const cover = toPublicImage(row.cover_id === null ? null : images.get(row.cover_id), {
      ...imageOptions,
      size: 'card',
    });
    if (cover) card.cover = cover;
    cards.set(row.id, card);
  }
  return ids.flatMap((id) => cards.get(id) ?? []);
}
