import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../utilities/executeSql';
import type { ImportedNames, LocaleNames } from './ciqualNamesOf';

/*
 * Bulk reads and writes of the shared library's CIQUAL foods, in SQL on the tables of the
 * committed migrations (which pin their names), inside the request's transaction.
 *
 * Why not the local API: `payload.find` shapes every food as a document in every locale and
 * `payload.create` runs the whole operation per food, and even Drizzle's query builder works
 * row by row; one statement fed with JSON writes the whole file at once.
 * Why not `payload.db.updateOne`: it rewrites the whole document, and a partial update empties
 * the arrays it is not given (an ingredient's `components`). These statements touch only the
 * columns and locale rows the import owns.
 */

/** The nutrients the CIQUAL import owns, and their columns in the `ingredients` table. */
export const CIQUAL_NUTRIENT_COLUMNS = {
  fat: 'nutrients_fat',
  saturates: 'nutrients_saturates',
  carbohydrate: 'nutrients_carbohydrate',
  sugars: 'nutrients_sugars',
  fibre: 'nutrients_fibre',
  protein: 'nutrients_protein',
  salt: 'nutrients_salt',
  alcohol: 'nutrients_alcohol',
  polyols: 'nutrients_polyols',
  organicAcids: 'nutrients_organic_acids',
} as const;

export type CiqualNutrientKey = keyof typeof CIQUAL_NUTRIENT_COLUMNS;
export type CiqualNutrients = Record<CiqualNutrientKey, number | null>;

export interface LibraryFood {
  code: string;
  name: LocaleNames;
  /** Alternative names per locale, one per line. */
  alternativeNames: LocaleNames;
  nutrients: CiqualNutrients;
  /** `source.composite`: a composite dish or product (see isCompositeCiqualFood). */
  composite: boolean;
  /** `source.imported`: the names the import wrote last (null: imported before it was kept). */
  imported: ImportedNames | null;
}

const KEYS = Object.keys(CIQUAL_NUTRIENT_COLUMNS) as CiqualNutrientKey[];
const columnList = sql.raw(KEYS.map((key) => CIQUAL_NUTRIENT_COLUMNS[key]).join(', '));
const IS_LIBRARY_FOOD = sql.raw(`i.source_kind = 'ciqual' AND i.restaurant_id IS NULL`);
/** The nutrients' part of a `json_to_recordset` row type. */
const NUTRIENT_RECORD = sql.raw(KEYS.map((key) => `"${key}" numeric`).join(', '));

/** The library's CIQUAL foods by code, with their names in every locale and their ids. */
export async function readCiqualLibrary(
  req: PayloadRequest,
): Promise<Map<string, LibraryFood & { id: number }>> {
  const foods = await executeSql(
    req,
    sql`SELECT i.id, i.source_code AS code, ${columnList},
          i.source_composite AS composite, i.source_imported AS imported,
          COALESCE(json_object_agg(l._locale, l.name) FILTER (WHERE l._locale IS NOT NULL),
                   '{}'::json) AS names,
          COALESCE(json_object_agg(l._locale, l.alternative_names)
                     FILTER (WHERE l._locale IS NOT NULL), '{}'::json) AS alternative_names
        FROM ingredients i LEFT JOIN ingredients_locales l ON l._parent_id = i.id
        WHERE ${IS_LIBRARY_FOOD}
        GROUP BY i.id`,
  );
  const byCode = new Map<string, LibraryFood & { id: number }>();
  for (const row of foods) {
    if (typeof row.code !== 'string') continue;
    const nutrients = {} as CiqualNutrients;
    for (const key of KEYS) {
      const value = row[CIQUAL_NUTRIENT_COLUMNS[key]];
      // PostgreSQL `numeric` arrives as text.
      nutrients[key] = value === null || value === undefined ? null : Number(value);
    }
    byCode.set(row.code, {
      id: Number(row.id),
      code: row.code,
      name: row.names as LocaleNames,
      alternativeNames: row.alternative_names as LocaleNames,
      nutrients,
      composite: row.composite === true,
      imported: (row.imported as ImportedNames | null) ?? null,
    });
  }
  return byCode;
}

/** A food's locale rows: the locales that have a name, with their alternative names. */
function localeRows<K extends 'id' | 'code'>(key: K, value: unknown, food: LibraryFood) {
  return Object.entries(food.name).flatMap(([locale, text]) =>
    text ? [{ [key]: value, locale, name: text, alt: food.alternativeNames[locale] ?? null }] : [],
  );
}

/** Updates the values and names (the locales given; others are kept) of library foods. */
export async function updateCiqualFoods(
  req: PayloadRequest,
  foods: (LibraryFood & { id: number })[],
): Promise<void> {
  if (foods.length === 0) return;
  const now = new Date().toISOString();
  const rows = foods.map(({ id, nutrients, composite, imported }) => ({
    id,
    ...nutrients,
    composite,
    imported,
  }));
  const names = foods.flatMap((food) => localeRows('id', food.id, food));
  const assignments = sql.raw(
    KEYS.map((key) => `${CIQUAL_NUTRIENT_COLUMNS[key]} = f."${key}"`).join(', '),
  );
  await executeSql(
    req,
    sql`UPDATE ingredients i SET ${assignments}, source_composite = f.composite,
          source_imported = f.imported, updated_at = ${now}
        FROM json_to_recordset(${JSON.stringify(rows)}::json)
          AS f(id integer, ${NUTRIENT_RECORD}, composite boolean, imported jsonb)
        WHERE i.id = f.id`,
  );
  await executeSql(
    req,
    sql`INSERT INTO ingredients_locales (name, alternative_names, _locale, _parent_id)
        SELECT n.name, n.alt, n.locale::_locales, n.id
        FROM json_to_recordset(${JSON.stringify(names)}::json)
          AS n(id integer, locale text, name varchar, alt varchar)
        ON CONFLICT (_locale, _parent_id)
          DO UPDATE SET name = EXCLUDED.name, alternative_names = EXCLUDED.alternative_names`,
  );
}

/** Inserts foods into the shared library (no restaurant, allergens not declared). */
export async function insertCiqualFoods(req: PayloadRequest, foods: LibraryFood[]): Promise<void> {
  if (foods.length === 0) return;
  const now = new Date().toISOString();
  const rows = foods.map(({ code, nutrients, composite, imported }) => ({
    code,
    ...nutrients,
    composite,
    imported,
  }));
  const names = foods.flatMap((food) => localeRows('code', food.code, food));
  const selectList = sql.raw(KEYS.map((key) => `f."${key}"`).join(', '));
  await executeSql(
    req,
    sql`WITH food AS (
          SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json)
            AS f(code varchar, ${NUTRIENT_RECORD}, composite boolean, imported jsonb)
        ), inserted AS (
          INSERT INTO ingredients (source_kind, source_code, ${columnList}, source_composite,
                                   source_imported, allergens_declared, created_at, updated_at)
          SELECT 'ciqual', f.code, ${selectList}, f.composite, f.imported, false, ${now}, ${now}
          FROM food f
          RETURNING id, source_code
        )
        INSERT INTO ingredients_locales (name, alternative_names, _locale, _parent_id)
        SELECT n.name, n.alt, n.locale::_locales, i.id
        FROM json_to_recordset(${JSON.stringify(names)}::json)
          AS n(code varchar, locale text, name varchar, alt varchar)
        JOIN inserted i ON i.source_code = n.code`,
  );
}
