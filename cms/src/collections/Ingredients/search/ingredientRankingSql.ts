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
 * The statement ranking the ingredients that match every word (see `rankedIngredientIds` for the
 * order), answering their ids best first. Apart so the benches can EXPLAIN what the search runs.
 */
export function ingredientRankingSql({
  words,
  locale,
  restaurants,
  limit,
}: RankedIngredientQuery): SQL {
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
  const scope =
    restaurants === 'all'
      ? sql`TRUE`
      : sql`(i.restaurant_id IS NULL OR i.restaurant_id = ANY(${`{${restaurants.join(',')}}`}::int[]))`;
  return sql`WITH hits AS (
          SELECT l._parent_id AS id,
                 bool_or(l._locale = ${locale} AND (
                   l.search_vector @@ to_tsquery('simple', ${mainName}) OR o.exact
                 )) AS by_name,
                 bool_or(l._locale = ${locale}) AS by_locale,
                 bool_or(l._locale = ${locale} AND (l.search_name = ${typed} OR o.exact)) AS exact,
                 bool_or(l.search_name = ${typed} OR o.exact) AS exact_anywhere,
                 bool_or(l._locale = ${locale} AND l.search_vector @@ to_tsquery('simple', ${wholeWords})) AS whole,
                 bool_or(l._locale = ${locale} AND l.search_name LIKE ${`${words[0]}%`}) AS starts,
                 max(CASE WHEN l._locale = ${locale} THEN length(l.name) END) AS name_length
          FROM ingredients_locales l
          -- Other restaurants' ingredients left out before their names are weighed: thousands
          -- of them may match the words.
          JOIN ingredients i ON i.id = l._parent_id AND ${scope}
          CROSS JOIN LATERAL (
            SELECT ${typed} IN (SELECT nutrimenu_fold(other)
                                FROM unnest(string_to_array(l.alternative_names, chr(10))) AS other) AS exact
          ) o
          WHERE l.search_vector @@ to_tsquery('simple', ${anyName})
          GROUP BY l._parent_id
        )
        SELECT i.id
        FROM hits h JOIN ingredients i ON i.id = h.id
        ORDER BY NOT (i.restaurant_id IS NOT NULL AND h.whole), NOT h.by_name, NOT h.by_locale,
                 NOT h.exact, NOT h.exact_anywhere,
                 coalesce(i.source_composite, false),
                 NOT h.whole, i.restaurant_id IS NULL, NOT h.starts, h.name_length, i.id
        LIMIT ${limit}`;
}
