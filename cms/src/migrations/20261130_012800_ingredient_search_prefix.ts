import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Written by hand, as the ingredient search's objects in `ingredient_search`: Payload does not
// know them, so generated migrations leave them alone.
// ingredients_locales_search_name_prefix_idx: the names in a locale starting with what was typed
// (`search_name LIKE 'p%'`), which a one-letter search ranks first (rankedIngredientIds). A
// pattern-ops index serves LIKE prefixes whatever the database's collation; the plain
// search_name index does not outside the C collation.
// fastupdate off: with it on, rows written since the last vacuum wait in the GIN index's pending
// list (up to 4 MB), which every search reads whole: after an import or a batch of new
// ingredients a one-letter search read 435 pages of it. Ingredients are written rarely and
// searched at every keystroke, so each write updates the index itself; the pending rows already
// there are moved into the index now.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "ingredients_locales_search_name_prefix_idx" ON "ingredients_locales" USING btree ("_locale", "search_name" text_pattern_ops);
  ALTER INDEX "ingredients_locales_search_vector_idx" SET (fastupdate = off);
  SELECT gin_clean_pending_list('ingredients_locales_search_vector_idx');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "ingredients_locales_search_name_prefix_idx";
  ALTER INDEX "ingredients_locales_search_vector_idx" SET (fastupdate = on);`)
}
