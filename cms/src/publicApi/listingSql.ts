import { foldSearchText, searchWords } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import { type SQL, sql } from '@payloadcms/db-postgres/drizzle';

export interface ListingFilter {
  /** Names are sorted as this locale sorts them (its ICU collation). */
  locale: Locale;
  cities: readonly string[];
  /** Stored options ('fine_dining'), not the keys of the URL. */
  specifics: readonly string[];
  brand?: string | undefined;
  query: string;
  limit: number;
  offset: number;
}

// Lower-case letters with diacritics of the languages restaurants write in, and what each folds
// to, for PostgreSQL's `translate` (the database has no `unaccent` enabled). Only letters that
// fold to one letter. `translate` costs in proportion to this list: kept to what kitchens write.
const DIACRITICS = [...'ăâîșşțţáàäãéèêëíìïóòöőôúùüűûçñšž'].filter(
  (letter) => foldSearchText(letter).length === 1,
);
const FOLDED = DIACRITICS.map(foldSearchText).join('');

// `lower` under an ICU collation lower-cases every letter (the database's C locale only ASCII).
const fold = (text: SQL) =>
  sql`translate(lower((${text}) COLLATE "und-x-icu"), ${DIACRITICS.join('')}, ${FOLDED})`;

// The name and city as core's `foldSearchText` folds them, after a space, so each word of the
// search is looked for at the start of a word (' caf' in ' cafeneaua din cetate targu mures').
const FOLDED_TEXT = sql`(' ' || regexp_replace(${fold(sql`r.name || ' ' || r.city`)}, '[[:space:][:punct:]]+', ' ', 'g') || ' ')`;

// Slugs and options hold no comma (core's parseListFilter splits on it): one text parameter.
const anyOf = (values: readonly string[]) => sql`string_to_array(${values.join(',')}, ',')`;

const and = (conditions: readonly SQL[]) =>
  conditions.length === 0 ? sql`TRUE` : sql.join([...conditions], sql` AND `);

/**
 * The listing's SQL over the committed tables: the ids of one page of matching restaurants
 * (sorted by name as the locale sorts, then id, so pages never overlap) with the count of all
 * of them (the search's folding runs once a row for both), their count alone (for a page past
 * the last, which has no row to carry it), and each facet's counts with the other filter
 * applied. Only listable restaurants count: with a slug, a city slug and a brand with a key.
 * Facets leave the search out, as the facet links do.
 */
export function listingSql(
  filter: ListingFilter,
): Record<'pageIds' | 'total' | 'cityFacets' | 'specificFacets', SQL> {
  const listable: SQL[] = [
    sql`r.slug IS NOT NULL`,
    sql`r.city_slug IS NOT NULL AND r.city_slug <> ''`,
    sql`b.key IS NOT NULL`,
  ];
  if (filter.brand !== undefined) listable.push(sql`b.key = ${filter.brand}`);
  const inCity =
    filter.cities.length === 0 ? sql`TRUE` : sql`r.city_slug = ANY(${anyOf(filter.cities)})`;
  const hasSpecific =
    filter.specifics.length === 0
      ? sql`TRUE`
      : sql`EXISTS (SELECT 1 FROM restaurants_specifics s WHERE s.parent_id = r.id AND s.value::text = ANY(${anyOf(filter.specifics)}))`;
  const matches = searchWords(filter.query).map(
    (word) => sql`position(${` ${word}`} in ${FOLDED_TEXT}) > 0`,
  );
  const from = sql`FROM restaurants r JOIN brands b ON b.id = r.brand_id`;
  const where = and([...listable, inCity, hasSpecific, ...matches]);
  return {
    pageIds: sql`SELECT r.id, count(*) OVER () AS total ${from} WHERE ${where}
      ORDER BY r.name COLLATE ${sql.identifier(`${filter.locale}-x-icu`)}, r.id
      LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    total: sql`SELECT count(*) AS total ${from} WHERE ${where}`,
    cityFacets: sql`SELECT r.city_slug AS slug, min(r.city) AS name, count(*) FILTER (WHERE ${hasSpecific}) AS count
      ${from} WHERE ${and(listable)}
      GROUP BY r.city_slug
      HAVING count(*) FILTER (WHERE ${hasSpecific}) > 0 OR r.city_slug = ANY(${anyOf(filter.cities)})`,
    // A restaurant holding an option twice counts once: pairs made distinct first (a hash, not
    // the sort a count(DISTINCT) takes).
    specificFacets: sql`SELECT s.value::text AS option, count(*) FILTER (WHERE ${inCity}) AS count
      ${from} JOIN (SELECT DISTINCT parent_id, value FROM restaurants_specifics) s ON s.parent_id = r.id
      WHERE ${and(listable)}
      GROUP BY s.value
      HAVING count(*) FILTER (WHERE ${inCity}) > 0 OR s.value::text = ANY(${anyOf(filter.specifics)})`,
  };
}

/** One restaurant card's own fields, as `cardsSql` reads them. */
export type CardRow = {
  id: number;
  name: string;
  slug: string;
  city: string;
  city_slug: string;
  public_menu: boolean | null;
  default_locale: string;
  logo_id: number | null;
  cover_id: number | null;
  brand_key: string;
  /** Stored options, in their order. */
  specifics: string[];
};

/**
 * The card fields of the restaurants `ids` (none of them localized), in one statement: reading
 * them as Payload documents in every locale cost ten times as much for a page of 60.
 */
export function cardsSql(ids: readonly number[]): SQL {
  return sql`SELECT r.id, r.name, r.slug, r.city, r.city_slug, r.public_menu, r.default_locale,
      r.logo_id, r.cover_id, b.key AS brand_key,
      coalesce(
        (SELECT array_agg(s.value::text ORDER BY s."order") FROM restaurants_specifics s WHERE s.parent_id = r.id),
        '{}'
      ) AS specifics
    FROM restaurants r JOIN brands b ON b.id = r.brand_id
    WHERE r.id = ANY(${anyOf(ids.map(String))}::int[])`;
}
