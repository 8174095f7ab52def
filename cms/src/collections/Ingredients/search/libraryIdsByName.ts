import type { Locale } from '@nutrimenu/core/locale';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';

/**
 * The shared library's ingredients whose name in `locale` is one of `names` once folded (core's
 * `normalizeSearchText`, the same folding as the search: "faina de grau" names "Făină de grâu"),
 * by folded name, in one statement on the locale rows' generated `search_name`.
 *
 * @example
 * await libraryIdsByName(req, 'ro', ['faina alba de grau tip 650']) // Map { 'faina alba…' => [812] }
 */
export async function libraryIdsByName(
  req: PayloadRequest,
  locale: Locale,
  names: readonly string[],
): Promise<Map<string, number[]>> {
  const wanted = [...new Set(names)].filter(Boolean);
  if (wanted.length === 0) return new Map();
  const rows = await executeSql<{ name: string; ids: number[] }>(
    req,
    sql`SELECT l.search_name AS name, array_agg(i.id ORDER BY i.id) AS ids
        FROM ingredients_locales l JOIN ingredients i ON i.id = l._parent_id
        WHERE i.restaurant_id IS NULL AND l._locale = ${locale}
          AND l.search_name IN (SELECT json_array_elements_text(${JSON.stringify(wanted)}::json))
        GROUP BY l.search_name`,
  );
  return new Map(rows.map((row) => [row.name, row.ids.map(Number)]));
}
