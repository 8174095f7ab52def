import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ingredients" ADD COLUMN "source_composite" boolean;
  ALTER TABLE "ingredients" ADD COLUMN "source_imported" jsonb;
  ALTER TABLE "ingredients_locales" ADD COLUMN "alternative_names" varchar;`)

  // The ingredient search (Ingredients/endpoints/search.ts), written by hand: Payload does not
  // know these objects, so later generated migrations leave them alone.
  // nutrimenu_fold: core's normalizeSearchText folding (SEARCH_FOLDED_LETTERS), upper and lower
  // case, then anything but letters and digits to one space (so '12-25%' is the words 12 and 25
  // for the text search parser, not 12 and -25), as an IMMUTABLE function so a generated column can use it (unaccent() is only STABLE,
  // and its rules are not core's). test/ingredientSearch.int.test.ts checks they agree.
  // search_vector: each name plus its alternative names (weight A: the name, B: the others),
  // word-prefix searchable with to_tsquery('simple', 'word:*'); the 'simple' configuration does
  // no stemming, so it works the same for the 7 locales. search_name: the folded name alone, for
  // ranking names that start with the query (folding at query time would redo it on every hit)
  // and for the CSV import's exact name matches (resolveIngredients). A generated column keeps it right
  // whatever writes the row (Payload, the CIQUAL import's SQL).
  await db.execute(sql`
  CREATE FUNCTION nutrimenu_fold(text_ text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN btrim(regexp_replace(replace(replace(replace(replace(replace(translate(lower(text_), 'ăâîșşțţáéíóöőúüűäàçèêëïôùûÿñìòĂÂÎȘŞȚŢÁÉÍÓÖŐÚÜŰÄÀÇÈÊËÏÔÙÛŸÑÌÒ', 'aaissttaeiooouuuaaceeeiouuynioaaissttaeiooouuuaaceeeiouuynio'), 'ß', 'ss'), 'œ', 'oe'), 'Œ', 'oe'), 'æ', 'ae'), 'Æ', 'ae'), '[^[:alnum:]]+', ' ', 'g'));
  ALTER TABLE "ingredients_locales" ADD COLUMN "search_vector" tsvector
    GENERATED ALWAYS AS (
      setweight(to_tsvector('simple'::regconfig, nutrimenu_fold(coalesce("name", ''))), 'A') ||
      setweight(to_tsvector('simple'::regconfig, nutrimenu_fold(coalesce("alternative_names", ''))), 'B')
    ) STORED;
  ALTER TABLE "ingredients_locales" ADD COLUMN "search_name" varchar
    GENERATED ALWAYS AS (nutrimenu_fold("name")) STORED;
  CREATE INDEX "ingredients_locales_search_vector_idx" ON "ingredients_locales" USING gin ("search_vector");
  CREATE INDEX "ingredients_locales_search_name_idx" ON "ingredients_locales" ("search_name", "_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "ingredients_locales_search_vector_idx";
  DROP INDEX "ingredients_locales_search_name_idx";
  ALTER TABLE "ingredients_locales" DROP COLUMN "search_vector";
  ALTER TABLE "ingredients_locales" DROP COLUMN "search_name";
  DROP FUNCTION nutrimenu_fold(text);
   ALTER TABLE "ingredients" DROP COLUMN "source_composite";
  ALTER TABLE "ingredients" DROP COLUMN "source_imported";
  ALTER TABLE "ingredients_locales" DROP COLUMN "alternative_names";`)
}
