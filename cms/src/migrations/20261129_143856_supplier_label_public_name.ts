import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ingredients_allergen_source" AS ENUM('library', 'supplierLabel', 'own');
  ALTER TABLE "recipes_locales" ADD COLUMN "public_name" varchar;
  ALTER TABLE "_recipes_v_locales" ADD COLUMN "version_public_name" varchar;
  ALTER TABLE "ingredients" ADD COLUMN "allergen_source" "enum_ingredients_allergen_source" DEFAULT 'own';
  UPDATE "ingredients" SET "allergen_source" = 'library'
    WHERE "source_kind" = 'ciqual' AND "restaurant_id" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recipes_locales" DROP COLUMN "public_name";
  ALTER TABLE "_recipes_v_locales" DROP COLUMN "version_public_name";
  ALTER TABLE "ingredients" DROP COLUMN "allergen_source";
  DROP TYPE "public"."enum_ingredients_allergen_source";`)
}
