import { foldSearchText, searchWords } from '@nutrimenu/core/contract';
import { type SQL, sql } from '@payloadcms/db-postgres/drizzle';

export interface ListingFilter {
  cities: readonly string[];
  /** Stored options ('fine_dining'), not the keys of the URL. */
  specifics: readonly string[];
  brand?: string | undefined;
  query: string;
  limit: number;
  offset: number;
}

// Letters with diacritics of the languages restaurants write in, and what each folds to, for
// PostgreSQL's `translate`: the database has no `unaccent`, and its `lower` (C locale) leaves
// them alone, so the capitals are folded here too. Only letters that fold to one letter.
const DIACRITICS = [
  ...'ăâîșşțţáàäåãéèêëíìïóòöőôõúùüűûýÿçčćñňšśžźżďťľĺřŕ',
  ...'ĂÂÎȘŞȚŢÁÀÄÅÃÉÈÊËÍÌÏÓÒÖŐÔÕÚÙÜŰÛÝŸÇČĆÑŇŠŚŽŹŻĎŤĽĹŘŔ',
].filter((letter) => foldSearchText(letter).length === 1);
const FOLDED = DIACRITICS.map(foldSearchText).join('');

// The name and city as core's `foldSearchText` folds them, after a space, so each word of the
// search is looked for at the start of a word (' caf' in ' cafeneaua din cetate targu mures').
const fold = (text: SQL) => sql`lower(translate(${text}, ${DIACRITICS.join('')}, ${FOLDED}))`;
const FOLDED_TEXT = sql`(' ' || regexp_replace(${fold(sql`r.name || ' ' || r.city`)}, '[[:space:][:punct:]]+', ' ', 'g') || ' ')`;

// Slugs and options hold no comma (core's parseListFilter splits on it): one text parameter.
const anyOf = (values: readonly string[]) => sql`string_to_array(${values.join(',')}, ',')`;

const and = (conditions: readonly SQL[]) =>
  conditions.length === 0 ? sql`TRUE` : sql.join([...conditions], sql` AND `);

/**
 * The listing's SQL over the committed tables: the ids of one page of matching restaurants
 * (sorted by the folded name, as a diner reads it, then id, so pages never overlap), their count, and each facet's counts with
 * the other filter applied. Only listable restaurants count: with a slug, a city slug and a
 * brand with a key. Facets leave the search out, as the facet links do.
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
    pageIds: sql`SELECT r.id ${from} WHERE ${where} ORDER BY ${fold(sql`r.name`)}, r.name, r.id LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    total: sql`SELECT count(*) AS total ${from} WHERE ${where}`,
    cityFacets: sql`SELECT r.city_slug AS slug, min(r.city) AS name, count(*) FILTER (WHERE ${hasSpecific}) AS count
      ${from} WHERE ${and(listable)}
      GROUP BY r.city_slug
      HAVING count(*) FILTER (WHERE ${hasSpecific}) > 0 OR r.city_slug = ANY(${anyOf(filter.cities)})`,
    specificFacets: sql`SELECT s.value::text AS option, count(DISTINCT r.id) FILTER (WHERE ${inCity}) AS count
      ${from} JOIN restaurants_specifics s ON s.parent_id = r.id
      WHERE ${and(listable)}
      GROUP BY s.value
      HAVING count(DISTINCT r.id) FILTER (WHERE ${inCity}) > 0 OR s.value::text = ANY(${anyOf(filter.specifics)})`,
  };
}
