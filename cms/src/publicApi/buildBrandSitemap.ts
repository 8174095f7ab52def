import {
  BRAND_SITEMAP_PAGE_SIZE,
  type BrandSitemapPage,
  isSlug,
  type SitemapMenu,
  type SitemapRestaurant,
  sitemapRestaurantSchema,
} from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@nutrimenu/core/locale';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import type { PerLocale } from '../readModel/allLocales';
import { publicDishSlug } from '../readModel/publicDishSlug';
import { restaurantLocales } from '../readModel/restaurantLocales';
import { postgresAdapter } from '../utilities/postgresAdapter';
import {
  brandSitemapSql,
  type SitemapDishRow,
  type SitemapMenuRow,
  type SitemapRestaurantRow,
} from './brandSitemapSql';
import { reachableMenus } from './publishedMenus';

export interface BrandSitemapRequest {
  brandKey: string;
  /** From 1. */
  page: number;
  pageSize?: number;
  now?: Date;
}

const time = (value: Date | string) => new Date(value).getTime();

// Rows of one key, in the order read.
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

// Each menu's dishes in its order: its sections', then each section's.
const inMenuOrder = (a: SitemapDishRow, b: SitemapDishRow) =>
  a.menu_id - b.menu_id ||
  a.section - b.section ||
  (a.position ?? 0) - (b.position ?? 0) ||
  a.rel_id - b.rel_id;

const perLocale = (names: Record<string, string | null>): PerLocale<string> =>
  Object.fromEntries(Object.entries(names).filter(([locale]) => isLocale(locale)));

/**
 * One page of what a brand's sitemap lists (core's `brandSitemapPageSchema`), read in a few SQL
 * statements rather than one public menu per menu: each restaurant whose menu page shows its
 * menus, with its locales, its published menus (those the public menu offers, the default one
 * marked) and the slugs of the dishes each shows, dated as the public menu dates it (`updatedAt`:
 * the latest change of the restaurant, its published menus and that menu's dishes). The same
 * rules as the public menu: a draft, a dish of another restaurant or taken off the menu is never
 * listed. Null for an unknown brand.
 */
export async function buildBrandSitemap(
  payload: Payload,
  request: BrandSitemapRequest,
): Promise<BrandSitemapPage | null> {
  const db = postgresAdapter(payload).drizzle;
  const now = request.now ?? new Date();
  const pageSize = request.pageSize ?? BRAND_SITEMAP_PAGE_SIZE;
  const { brandKey, page } = request;
  const [brand, counted, restaurantRows] = await Promise.all([
    db.execute(sql`SELECT 1 FROM brands WHERE key = ${brandKey}`),
    db.execute<{ total: string }>(brandSitemapSql.count(brandKey, now)),
    db.execute<SitemapRestaurantRow>(
      brandSitemapSql.restaurants(brandKey, now, pageSize, (page - 1) * pageSize),
    ),
  ]);
  if (brand.rows.length === 0) return null;
  const total = Number(counted.rows[0]?.total ?? 0);
  // The listing leaves out of its cards what has no slug or city slug: so does the sitemap.
  const restaurants = restaurantRows.rows.filter(
    (row) => isSlug(row.slug) && isSlug(row.city_slug),
  );
  const menusOf = groupBy(
    restaurants.length === 0
      ? []
      : (await db.execute<SitemapMenuRow>(brandSitemapSql.menus(restaurants.map((r) => r.id))))
          .rows,
    (row) => row.restaurant_id,
  );
  const reachable = new Map(
    restaurants.map((restaurant) => [
      restaurant.id,
      reachableMenus(
        (menusOf.get(restaurant.id) ?? []).map((row) => ({ ...row, name: perLocale(row.name) })),
      ),
    ]),
  );
  const menuIds = [...reachable.values()].flat().map((menu) => menu.id);
  const dishRows =
    menuIds.length === 0
      ? []
      : (
          await db.execute<SitemapDishRow>(
            brandSitemapSql.dishes(
              menuIds,
              restaurants.map((r) => r.id),
            ),
          )
        ).rows.sort(inMenuOrder);
  const nameless = [...new Set(dishRows.filter((row) => !isSlug(row.slug)).map((row) => row.id))];
  const names = new Map(
    nameless.length === 0
      ? []
      : (
          await db.execute<{ id: number; name: Record<string, string | null> }>(
            brandSitemapSql.recipeNames(nameless),
          )
        ).rows.map((row) => [row.id, perLocale(row.name)]),
  );
  const dishesOf = groupBy(dishRows, (row) => row.menu_id);

  const listed: SitemapRestaurant[] = [];
  for (const restaurant of restaurants) {
    const menus = reachable.get(restaurant.id) ?? [];
    if (menus.length === 0) continue;
    const { defaultLocale, locales } = restaurantLocales({
      defaultLocale: isLocale(restaurant.default_locale) ? restaurant.default_locale : undefined,
      offeredLocales: restaurant.locales.filter(isLocale),
    });
    const defaultMenu = menus.find((menu) => menu.is_default) ?? menus[0];
    // What every menu's document shows of the restaurant and its menus.
    const shared = Math.max(time(restaurant.updated_at), ...menus.map((m) => time(m.updated_at)));
    const sitemapMenus = menus.map((menu): SitemapMenu => {
      const dishes = dishesOf.get(menu.id) ?? [];
      const lastmod = Math.max(shared, ...dishes.map((dish) => time(dish.updated_at)));
      return {
        slug: menu.slug,
        isDefault: menu === defaultMenu,
        lastmod: new Date(lastmod).toISOString(),
        dishes: [...new Set(dishes.map((dish) => dishSlug(dish, names, defaultLocale)))],
      };
    });
    const candidate = { slug: restaurant.slug, defaultLocale, locales, menus: sitemapMenus };
    // One restaurant that breaks the contract is left out, not the whole page.
    const parsed = sitemapRestaurantSchema.safeParse(candidate);
    if (parsed.success) listed.push(parsed.data);
    else {
      payload.logger.error(
        { restaurant: restaurant.slug, issues: parsed.error.issues },
        'A restaurant of the sitemap does not match its contract: left out',
      );
    }
  }
  return { brandKey, restaurants: listed, page, pageCount: Math.ceil(total / pageSize) };
}

// The public menu is read in the default locale for the sitemap: a dish without a slug is named
// from its name in it.
function dishSlug(
  dish: SitemapDishRow,
  names: ReadonlyMap<number, PerLocale<string>>,
  defaultLocale: Locale,
): string {
  return publicDishSlug(
    { id: dish.id, slug: dish.slug, name: names.get(dish.id) ?? {} },
    DEFAULT_LOCALE,
    defaultLocale,
  );
}
