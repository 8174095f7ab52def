import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { refreshPublicDocuments } from '../../publicApi/storedDocuments/refreshPublicDocuments';
import { recordShown } from '../../shownHistory/recordShown';
import { executeSql } from '../../utilities/executeSql';
import type { Names } from './data/types';

/**
 * Writes a just-created recipe's name and description in every locale at once, into the
 * document and into its versions (the admin edits the latest version), keeping its other data.
 *
 * In SQL on the locale tables of the committed migrations. The local API writes one locale per
 * call, and each call validates every line against its filter (a query per line), saves a
 * version and runs the hooks: six more saves per recipe, most of the demo's seeding time, for
 * texts that change no computed value. `payload.db.updateOne` would empty the recipe's lines
 * (it rewrites the arrays it is not given). The seed test reads the texts back through the
 * local API, published and as the admin's draft view.
 */
export async function writeRecipeTexts(
  req: PayloadRequest,
  id: number,
  texts: { name: Names; description?: Names | undefined },
): Promise<void> {
  const locales = [
    ...new Set([...Object.keys(texts.name), ...Object.keys(texts.description ?? {})]),
  ];
  const rows = JSON.stringify(
    locales.map((locale) => ({
      locale,
      name: texts.name[locale as keyof Names] ?? null,
      description: texts.description?.[locale as keyof Names] ?? null,
    })),
  );
  const input = sql`json_to_recordset(${rows}::json) AS t(locale text, name varchar, description varchar)`;
  await executeSql(
    req,
    sql`INSERT INTO recipes_locales (name, description, _locale, _parent_id)
        SELECT t.name, t.description, t.locale::_locales, ${id} FROM ${input}
        ON CONFLICT (_locale, _parent_id)
        DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description`,
  );
  await executeSql(
    req,
    sql`INSERT INTO _recipes_v_locales (version_name, version_description, _locale, _parent_id)
        SELECT t.name, t.description, t.locale::_locales, v.id
        FROM ${input} CROSS JOIN _recipes_v v WHERE v.parent_id = ${id}
        ON CONFLICT (_locale, _parent_id)
        DO UPDATE SET version_name = EXCLUDED.version_name,
                      version_description = EXCLUDED.version_description`,
  );
  // Past the hooks: what the public menu shows of the recipe now has its texts in every locale.
  await recordShown(req, 'recipe', [id]);
  await refreshPublicDocuments(req, { recipes: [id] });
}
