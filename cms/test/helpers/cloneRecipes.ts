import pg from 'pg';

// A sheet number names one recipe of its restaurant: copies get theirs at their next save.
const SHEET_NUMBER = 'technical_sheet_number';

/**
 * Copies a saved recipe `count` times with SQL, with its locales, lines, tags, allergens and its
 * latest version row (and that row's own children), as if each copy had been saved through
 * Payload: a thousand dishes take a second instead of the ~100 s of a thousand saves. Copies are
 * named "<name> <n>" with slug "<slug>-<n>". Columns are read from the database, so the copies
 * follow the committed migrations. Runs in a transaction of its own, before the test's work.
 *
 * @returns the new recipes' ids, in order.
 */
export async function cloneRecipes(
  databaseUrl: string,
  sourceId: number,
  count: number,
): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const columnsOf = async (table: string) =>
      (
        await client.query<{ column_name: string; column_default: string | null }>(
          `SELECT column_name, column_default FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        )
      ).rows;

    // Inserts a copy of `table`'s rows `where` for each new parent, with `parent` pointing at it;
    // `overrides` gives expressions over `source` (the row) and `copy` (id, n) for some columns.
    const copyRows = async (
      table: string,
      parent: string,
      sourceParent: number,
      parents: readonly number[],
      overrides: Record<string, string> = {},
    ): Promise<void> => {
      const columns = (await columnsOf(table)).filter(
        (column) => !(column.column_name === 'id' && column.column_default !== null),
      );
      const names = columns.map((column) => `"${column.column_name}"`).join(', ');
      const values = columns
        .map(({ column_name: name }) =>
          name === parent
            ? 'copy.id'
            : (overrides[name] ??
              (name === 'id' ? `md5(source."id"::text || '-' || copy.id)` : `source."${name}"`)),
        )
        .join(', ');
      await client.query(
        `INSERT INTO "${table}" (${names})
         SELECT ${values} FROM "${table}" source
           CROSS JOIN unnest($2::int[]) WITH ORDINALITY AS copy(id, n)
         WHERE source."${parent}" = $1 ORDER BY copy.n`,
        [sourceParent, `{${parents.join(',')}}`],
      );
    };

    // The documents: one row per copy, numbered 1..count.
    const recipeColumns = (await columnsOf('recipes'))
      .map((column) => column.column_name)
      .filter((name) => name !== 'id');
    const inserted = await client.query<{ id: number }>(
      `INSERT INTO "recipes" (${recipeColumns.map((name) => `"${name}"`).join(', ')})
       SELECT ${recipeColumns.map((name) => (name === 'slug' ? `source."slug" || '-' || n` : name === SHEET_NUMBER ? 'NULL' : `source."${name}"`)).join(', ')}
       FROM "recipes" source CROSS JOIN generate_series(1, $2::int) AS n
       WHERE source."id" = $1 ORDER BY n RETURNING "id"`,
      [sourceId, count],
    );
    const ids = inserted.rows.map((row) => Number(row.id));
    await copyRows('recipes_locales', '_parent_id', sourceId, ids, {
      name: `source."name" || ' ' || copy.n`,
    });
    await copyRows('recipes_lines', '_parent_id', sourceId, ids);
    for (const table of ['recipes_tags', 'recipes_extra_allergens', 'recipes_extra_traces']) {
      await copyRows(table, 'parent_id', sourceId, ids);
    }

    // The latest version row of each copy, and its children.
    const latest = await client.query<{ id: number }>(
      `SELECT "id" FROM "_recipes_v" WHERE "parent_id" = $1 AND "latest" = true
       ORDER BY "id" DESC LIMIT 1`,
      [sourceId],
    );
    const sourceVersion = latest.rows[0]?.id;
    if (sourceVersion === undefined) throw new Error(`Recipe ${sourceId} has no version`);
    const versionColumns = (await columnsOf('_recipes_v'))
      .map((column) => column.column_name)
      .filter((name) => name !== 'id');
    const versions = await client.query<{ id: number }>(
      `INSERT INTO "_recipes_v" (${versionColumns.map((name) => `"${name}"`).join(', ')})
       SELECT ${versionColumns
         .map((name) =>
           name === 'parent_id'
             ? 'copy.id'
             : name === 'version_slug'
               ? `source."version_slug" || '-' || copy.n`
               : name === `version_${SHEET_NUMBER}`
                 ? 'NULL'
                 : `source."${name}"`,
         )
         .join(', ')}
       FROM "_recipes_v" source CROSS JOIN unnest($2::int[]) WITH ORDINALITY AS copy(id, n)
       WHERE source."id" = $1 ORDER BY copy.n RETURNING "id"`,
      [sourceVersion, `{${ids.join(',')}}`],
    );
    const versionIds = versions.rows.map((row) => Number(row.id));
    await copyRows('_recipes_v_locales', '_parent_id', Number(sourceVersion), versionIds, {
      version_name: `source."version_name" || ' ' || copy.n`,
    });
    await copyRows('_recipes_v_version_lines', '_parent_id', Number(sourceVersion), versionIds, {
      _uuid: `md5(source."id"::text || '-' || copy.id)`,
    });
    for (const table of [
      '_recipes_v_version_tags',
      '_recipes_v_version_extra_allergens',
      '_recipes_v_version_extra_traces',
    ]) {
      await copyRows(table, 'parent_id', Number(sourceVersion), versionIds);
    }
    await client.query('COMMIT');
    return ids;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
