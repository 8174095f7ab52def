import type { Locale } from '@nutrimenu/core/locale';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';

export interface RankedDishQuery {
  /** Folded words (core's `searchWords`): each must start a word of the dish's name. */
  words: readonly string[];
  /** The locale whose name ranks first. */
  locale: Locale;
  restaurant: number;
  limit: number;
}

/**
 * The ids of one restaurant's dishes (not sub-recipes: `on_menu`) whose name, in any locale,
 * holds every word as a word prefix, accents and case ignored: the ingredient search's matching
 * (`nutrimenu_fold`, core's folding in SQL, migration `ingredient_search`), computed on the fly
 * since a restaurant has hundreds of dishes, not the library's thousands of ingredients. Best
 * first: matched in the asked locale, then a name starting with the first word, then shorter
 * names, then the id.
 *
 * @example
 * await rankedDishIds(req, { words: ['ciorba'], locale: 'ro', restaurant: 3, limit: 20 })
 */
export async function rankedDishIds(
  req: PayloadRequest,
  { words, locale, restaurant, limit }: RankedDishQuery,
): Promise<number[]> {
  if (words.length === 0) return [];
  // Words hold only letters and digits (searchWords), so they cannot break the tsquery syntax.
  const query = words.map((word) => `${word}:*`).join(' & ');
  const rows = await executeSql<{ id: number }>(
    req,
    sql`WITH hits AS (
          SELECT l._parent_id AS id,
                 bool_or(l._locale = ${locale}) AS by_locale,
                 bool_or(l._locale = ${locale} AND nutrimenu_fold(l.name) LIKE ${`${words[0]}%`}) AS starts,
                 min(length(l.name)) AS name_length
          FROM recipes_locales l
          JOIN recipes r ON r.id = l._parent_id
          WHERE r.restaurant_id = ${restaurant}
            AND coalesce(r.on_menu, true)
            AND to_tsvector('simple', nutrimenu_fold(coalesce(l.name, ''))) @@ to_tsquery('simple', ${query})
          GROUP BY l._parent_id
        )
        SELECT id FROM hits
        ORDER BY NOT by_locale, NOT starts, name_length, id
        LIMIT ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
