import { DEFAULT_LOCALE } from '@nutrimenu/core/locale';
import { type SQL, sql } from '@payloadcms/db-postgres/drizzle';
import { addDays, startOfDay, utcDay } from '../collections/Subscriptions/days';

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The brand's restaurants whose menu page shows their menus at `now`: listable (a slug, a city
 * slug: the listing's rule), a subscription covering the day of `now` (coveringWhere's rule), the
 * public menu not switched off, a published menu.
 */
function eligible(brandKey: string, now: Date): SQL {
  const today = utcDay(now);
  return sql`FROM restaurants r JOIN brands b ON b.id = r.brand_id
    WHERE b.key = ${brandKey}
      AND r.slug IS NOT NULL AND r.city_slug IS NOT NULL AND r.city_slug <> ''
      AND r.public_menu IS DISTINCT FROM false
      AND EXISTS (SELECT 1 FROM subscriptions s WHERE s.restaurant_id = r.id
        AND s.status = 'active'
        AND s.starts_at < ${startOfDay(addDays(today, 1)).toISOString()}::timestamptz
        AND s.ends_at >= ${startOfDay(today).toISOString()}::timestamptz)
      AND EXISTS (SELECT 1 FROM menus m WHERE m.restaurant_id = r.id AND m._status = 'published')`;
}

/** One restaurant of a sitemap page, as `restaurantsSql` reads it. */
export type SitemapRestaurantRow = {
  id: number;
  slug: string;
  city_slug: string;
  default_locale: string | null;
  updated_at: Date | string;
  /** Its offered locales, in their order. */
  locales: string[];
};

/** One published menu, as `menusSql` reads it. */
export type SitemapMenuRow = {
  id: number;
  restaurant_id: number;
  slug: string | null;
  is_default: boolean | null;
  updated_at: Date | string;
  /** Its name in every locale it has one in (only needed when it has no slug). */
  name: Record<string, string | null>;
};

/** One dish on a menu, as `dishesSql` reads it. */
export type SitemapDishRow = {
  menu_id: number;
  section: number;
  position: number | null;
  rel_id: number;
  id: number;
  slug: string | null;
  updated_at: Date | string;
};

/**
 * The statements a brand's sitemap is read with, a page of restaurants at a time: they count and
 * page the restaurants (in the order of the listing in the default locale), then read the page's
 * published menus and the dishes each shows, as the public menu shows them.
 */
export const brandSitemapSql = {
  count: (brandKey: string, now: Date): SQL =>
    sql`SELECT count(*) AS total ${eligible(brandKey, now)}`,

  restaurants: (brandKey: string, now: Date, limit: number, offset: number): SQL =>
    sql`SELECT r.id, r.slug, r.city_slug, r.default_locale, r.updated_at,
        coalesce(
          (SELECT array_agg(l.value::text ORDER BY l."order") FROM restaurants_offered_locales l
            WHERE l.parent_id = r.id),
          '{}'
        ) AS locales
      ${eligible(brandKey, now)}
      ORDER BY r.name COLLATE ${sql.identifier(`${DEFAULT_LOCALE}-x-icu`)}, r.id
      LIMIT ${limit} OFFSET ${offset}`,

  /** Published menus only (`_status` of the main table is the published document's), in creation order. */
  menus: (restaurantIds: readonly number[]): SQL =>
    sql`SELECT m.id, m.restaurant_id, m.slug, m.is_default, m.updated_at,
        coalesce(
          (SELECT json_object_agg(l._locale, l.name ORDER BY l._locale) FROM menus_locales l
            WHERE l._parent_id = m.id),
          '{}'
        ) AS name
      FROM menus m
      WHERE m.restaurant_id = ANY(${intArray(restaurantIds)}) AND m._status = 'published'
      ORDER BY m.restaurant_id, m.created_at, m.id`,

  /**
   * The dishes on menus, with where each stands (its section's index, its place in the section):
   * published recipes of the menu's own restaurant that are on the menu, as buildPublicMenu loads
   * them. `restaurantIds` are the menus' restaurants: their recipes are found by index, not by
   * reading every recipe. Unsorted: sorting by a position made of the path costs more in SQL.
   */
  dishes: (menuIds: readonly number[], restaurantIds: readonly number[]): SQL =>
    sql`SELECT mr.parent_id AS menu_id, split_part(mr.path, '.', 2)::int AS section,
        mr."order" AS position, mr.id AS rel_id, rec.id, rec.slug, rec.updated_at
      FROM menus_rels mr
      JOIN menus m ON m.id = mr.parent_id
      JOIN recipes rec ON rec.id = mr.recipes_id
      WHERE mr.parent_id = ANY(${intArray(menuIds)}) AND mr.path LIKE 'sections.%.dishes'
        AND rec.restaurant_id = ANY(${intArray(restaurantIds)})
        AND rec.restaurant_id = m.restaurant_id AND rec._status = 'published'
        AND rec.on_menu IS DISTINCT FROM false`,

  /** The names of recipes in every locale (only for those without a slug). */
  recipeNames: (recipeIds: readonly number[]): SQL =>
    sql`SELECT l._parent_id AS id, json_object_agg(l._locale, l.name ORDER BY l._locale) AS name
      FROM recipes_locales l WHERE l._parent_id = ANY(${intArray(recipeIds)})
      GROUP BY l._parent_id`,
};
