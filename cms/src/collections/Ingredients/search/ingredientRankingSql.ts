import type { Locale } from '@nutrimenu/core/locale';
import { type SQL, sql } from '@payloadcms/db-postgres/drizzle';
import { requiredWords, wordForms } from './queryWordForms';

export interface RankedIngredientQuery {
  /** Folded words (core's `searchWords`): each must start a word of a name or other name. */
  words: readonly string[];
  /** The locale whose names and other names rank first. */
  locale: Locale;
  /** Restaurants whose private ingredients may be answered; `'all'` for provider admins. */
  restaurants: readonly number[] | 'all';
  limit: number;
}

/**
 * Which matching ingredients a ranking weighs: `'every'` one, or only the `'leading'` ones, those
 * that may rank ahead of the others: the restaurants' own, those with a typed word as a whole
 * word of a name or other name (in any locale), and those whose name in the asked locale starts
 * with the first word. Every other is a library food that is not named exactly, holds no typed
 * word whole and does not start with the first word in the asked locale: its rank flags (the
 * ORDER BY's booleans) are at best the row compared with in `ahead`. When the last row a
 * `'leading'` ranking answers is strictly ahead of that, no left-out food could have been
 * answered, and the answer is the same as weighing every one: a one-letter query then ranks a few
 * hundred foods instead of thousands. Only for a restaurant scope: an admin's scope holds every
 * restaurant's ingredients, whose flags rank ahead of the library's ('leading' then weighs
 * every one).
 */
export type RankingWeighs = 'every' | 'leading';

/**
 * The statement ranking the ingredients that match every word (see `rankedIngredientIds` for the
 * order): their ids best first, each with `ahead`, whether its rank flags are ahead of every
 * ingredient a `'leading'` ranking leaves out. Apart so the benches can EXPLAIN what the search
 * runs.
 */
export function ingredientRankingSql(
  { words, locale, restaurants, limit }: RankedIngredientQuery,
  weighs: RankingWeighs = 'every',
): SQL {
  // Words hold only letters and digits (searchWords), so they cannot break the tsquery syntax.
  // Connector words are not required and a plural also finds its singular (queryWordForms).
  const required = requiredWords(words);
  const eachWord = (suffix: string) =>
    required
      .map(
        (word) =>
          `(${wordForms(word)
            .map((form) => `${form}${suffix}`)
            .join(' | ')})`,
      )
      .join(' & ');
  const anyName = eachWord(':*');
  const mainName = eachWord(':*A');
  const wholeWords = eachWord('');
  const typed = words.join(' ');
  const startsWithFirst = `${words[0]}%`;
  const ownRestaurants = restaurants === 'all' ? null : `{${restaurants.join(',')}}`;
  const scope =
    ownRestaurants === null
      ? sql`TRUE`
      : sql`(i.restaurant_id IS NULL OR i.restaurant_id = ANY(${ownRestaurants}::int[]))`;
  const leading = weighs === 'leading' && ownRestaurants !== null;
  // The name rows that decide a leading ingredient's rank flags, each read from an index: its
  // row in the asked locale (starting with the first word: btree search_name_prefix; naming a
  // typed word whole: GIN search_vector, then the unique (locale, parent)), its rows naming a
  // typed word whole (the only other-locale rows the flags read: exact names), and every row of
  // the restaurants' own ingredients.
  const leadingRows = leading
    ? sql`whole_ingredients AS MATERIALIZED (
            SELECT DISTINCT _parent_id AS id FROM ingredients_locales
            WHERE search_vector @@ to_tsquery('simple', ${wholeWords})
          ), leading_rows AS MATERIALIZED (
            SELECT id FROM ingredients_locales
            WHERE _locale = ${locale} AND search_name LIKE ${startsWithFirst}
            UNION
            SELECT id FROM ingredients_locales
            WHERE search_vector @@ to_tsquery('simple', ${wholeWords})
            UNION
            SELECT l.id FROM ingredients_locales l JOIN whole_ingredients w ON w.id = l._parent_id
            WHERE l._locale = ${locale}
            UNION
            SELECT l.id FROM ingredients_locales l JOIN ingredients i ON i.id = l._parent_id
            WHERE i.restaurant_id = ANY(${ownRestaurants}::int[])
          ),`
    : sql``;
  const onlyLeading = leading ? sql`AND l.id IN (SELECT id FROM leading_rows)` : sql``;
  return sql`WITH ${leadingRows} hits AS (
          SELECT l._parent_id AS id,
                 bool_or(l._locale = ${locale} AND (
                   l.search_vector @@ to_tsquery('simple', ${mainName}) OR o.exact
                 )) AS by_name,
                 bool_or(l._locale = ${locale}) AS by_locale,
                 bool_or(l._locale = ${locale} AND (l.search_name = ${typed} OR o.exact)) AS exact,
                 bool_or(l.search_name = ${typed} OR o.exact) AS exact_anywhere,
                 bool_or(l._locale = ${locale} AND l.search_vector @@ to_tsquery('simple', ${wholeWords})) AS whole,
                 bool_or(l._locale = ${locale} AND l.search_name LIKE ${startsWithFirst}) AS starts,
                 max(CASE WHEN l._locale = ${locale} THEN length(l.name) END) AS name_length
          FROM ingredients_locales l
          -- Other restaurants' ingredients left out before their names are weighed: thousands
          -- of them may match the words.
          JOIN ingredients i ON i.id = l._parent_id AND ${scope}
          -- An other name can only be what was typed where the typed words are whole words of
          -- the row: the cheap test on the vector spares folding every other name of thousands
          -- of rows for a one-letter query.
          CROSS JOIN LATERAL (
            SELECT CASE WHEN l.alternative_names IS NOT NULL
                          AND l.search_vector @@ to_tsquery('simple', ${wholeWords})
                        THEN ${typed} IN (SELECT nutrimenu_fold(other)
                                          FROM unnest(string_to_array(l.alternative_names, chr(10))) AS other)
                        ELSE false END AS exact
          ) o
          WHERE l.search_vector @@ to_tsquery('simple', ${anyName}) ${onlyLeading}
          GROUP BY l._parent_id
        ), ranked AS (
          SELECT i.id,
                 NOT (i.restaurant_id IS NOT NULL AND h.whole) AS not_own_whole,
                 NOT h.by_name AS not_by_name,
                 NOT h.by_locale AS not_by_locale,
                 NOT h.exact AS not_exact,
                 NOT h.exact_anywhere AS not_exact_anywhere,
                 coalesce(i.source_composite, false) AS composite,
                 NOT h.whole AS not_whole,
                 i.restaurant_id IS NULL AS library,
                 NOT h.starts AS not_starts,
                 h.name_length
          FROM hits h JOIN ingredients i ON i.id = h.id
        )
        SELECT id,
               (not_own_whole, not_by_name, not_by_locale, not_exact, not_exact_anywhere,
                composite, not_whole, library, not_starts)
                 < (true, false, false, true, true, false, true, true, true) AS ahead
        FROM ranked
        ORDER BY not_own_whole, not_by_name, not_by_locale, not_exact, not_exact_anywhere,
                 composite, not_whole, library, not_starts, name_length, id
        LIMIT ${limit}`;
}
