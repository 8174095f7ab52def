import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Generated. A brand's 512×512 icon (Brands.iconLarge), listed in its web app manifest beside the
 * 192 px one: phones show it on the installed menu's splash screen. Existing brands have none
 * until it is uploaded (the demo seed adds it to the demo brands).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "brands" ADD COLUMN "icon_large_id" integer;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_icon_large_id_media_id_fk" FOREIGN KEY ("icon_large_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "brands_icon_large_idx" ON "brands" USING btree ("icon_large_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "brands" DROP CONSTRAINT "brands_icon_large_id_media_id_fk";
  
  DROP INDEX "brands_icon_large_idx";
  ALTER TABLE "brands" DROP COLUMN "icon_large_id";`)
}
