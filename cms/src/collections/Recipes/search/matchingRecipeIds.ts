import type { Locale } from '@nutrimenu/core/locale';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';

export interface RecipeSearchQuery {
  /** Folded words (core's `searchWords`): each must start a word of a name. */
  words: readonly string[];
  /** The locale whose names rank first. */
  locale: Locale;
  /** Restaurants whose recipes may be answered; `'all'` for provider admins. */
  restaurants: readonly number[] | 'all';
  /** A recipe never offered, e.g. the one being edited (it cannot contain itself). */
  excludeId: number | null;
  limit: number;
}

/**
 * The ids of the recipes with a name, in any locale, holding every word as a word prefix,
 * accents and case ignored by the same `nutrimenu_fold` the ingredient search uses (migration
 * `ingredient_search`); a name in `locale` first, then shorter names, then the id. A
 * restaurant's recipes are a few hundred at most, so the names are folded per query instead of
 * stored and indexed (which would be a schema change).
 *
 * @example
 * await matchingRecipeIds(req, { words: ['aluat'], locale: 'ro', restaurants: [3], excludeId: 12, limit: 20 })
 */
export async function matchingRecipeIds(
  req: PayloadRequest,
  { words, locale, restaurants, excludeId, limit }: RecipeSearchQuery,
): Promise<number[]> {
  if (words.length === 0 || (restaurants !== 'all' && restaurants.length > 1000)) return [];
  // ' ' before the folded name, so "% word" matches a prefix of any word, the first included.
  const everyWord = sql.join(
    words.map((word) => sql`(' ' || nutrimenu_fold(l.name)) LIKE ${`% ${word}%`}`),
    sql` AND `,
  );
  const scope =
    restaurants === 'all'
      ? sql`TRUE`
      : sql`r.restaurant_id = ANY(${`{${restaurants.join(',')}}`}::int[])`;
  const rows = await executeSql<{ id: number }>(
    req,
    sql`SELECT r.id
        FROM recipes r JOIN recipes_locales l ON l._parent_id = r.id
        WHERE ${scope} AND r.id <> ${excludeId ?? 0} AND ${everyWord}
        GROUP BY r.id
        ORDER BY NOT bool_or(l._locale = ${locale}),
                 min(CASE WHEN l._locale = ${locale} THEN length(l.name) END), r.id
        LIMIT ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}
