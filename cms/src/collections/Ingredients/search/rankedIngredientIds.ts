import type { Locale } from '@nutrimenu/core/locale';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';
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
 * The ids of the ingredients matching every word, best first, in one statement on the locale
 * rows' generated `search_vector` (migration `ingredient_search`: names folded by
 * `nutrimenu_fold`, GIN-indexed). Other names hold names.csv's synonyms and aliases.csv's kitchen
 * words ("ochiuri", "trappista", "liszt"), so an alias is found and ranked like a name. The
 * ranking, in this order:
 * A name must hold every typed word but connector words ("de", "of") as the start of a word, a
 * plural typed also finding its singular (queryWordForms.ts).
 * 1. the restaurant's own ingredients named by every typed word as a whole word (their own
 *    version of a food) before everything else; an own ingredient where a typed word only starts
 *    a longer word ranks with the library's by the rules below, just after an equal library
 *    food (a German cook typing "Salz" wants salt, not their own "Kuhmilch-Salzlakenkäse");
 * 2. matched by the name in the asked locale, or by an other name in that locale that is exactly
 *    what was typed (Hungarian and German compounds hide the word a cook types: "liszt" is not a
 *    word of "Búzaliszt BL 55", so the flour's other name "liszt" must outrank breads "(… liszt)");
 *    then by an other name in that locale; then by names in other locales;
 * 3. a name or other name that is exactly what was typed: in the asked locale, then in any
 *    locale (a Romanian cook typing the Hungarian "trappista" wants the cheese, not an Italian
 *    "birra trappista");
 * 4. plain foods before composite dishes and brand products (`source.composite`, set by the
 *    CIQUAL import from the food's group);
 * 5. a name in the asked locale holding every typed word as a whole word, before one where a
 *    typed word only starts a longer word (Hungarian "so" is the salt "Só", not "sonka");
 * 6. a name that starts with the first word, then shorter names (the plain "Ceapă, crudă" before
 *    "Ceapă roșie, călită în ulei"), then the id, so the order is stable.
 *
 * @example
 * await rankedIngredientIds(req, { words: ['piept', 'pui'], locale: 'ro', restaurants: [3], limit: 20 })
 */
export async function rankedIngredientIds(
  req: PayloadRequest,
  { words, locale, restaurants, limit }: RankedIngredientQuery,
): Promise<number[]> {
  if (words.length === 0 || (restaurants !== 'all' && restaurants.length > 1000)) return [];
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
  const rows = await executeSql<{ id: number }>(
    req,
    sql`WITH hits AS (
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
        LIMIT ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
