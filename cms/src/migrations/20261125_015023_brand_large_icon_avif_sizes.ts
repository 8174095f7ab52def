import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Generated; this round's one migration (issue 17).
 * - A brand's 512×512 icon (Brands.iconLarge), listed in its web app manifest beside the 192 px
 *   one: phones show it on an installed menu's splash screen. Existing brands have none until it
 *   is uploaded (the demo seed adds it to the demo brands).
 * - The AVIF sizes of media (thumbnailAvif, cardAvif, largeAvif). Files uploaded before have none
 *   (their columns stay null) and are offered in WebP only until uploaded again.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "brands" ADD COLUMN "icon_large_id" integer;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_thumbnail_avif_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_avif_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_avif_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_avif_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_avif_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_avif_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_large_avif_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_large_avif_filename" varchar;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_icon_large_id_media_id_fk" FOREIGN KEY ("icon_large_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "brands_icon_large_idx" ON "brands" USING btree ("icon_large_id");
  CREATE INDEX "media_sizes_thumbnail_avif_sizes_thumbnail_avif_filename_idx" ON "media" USING btree ("sizes_thumbnail_avif_filename");
  CREATE INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx" ON "media" USING btree ("sizes_card_avif_filename");
  CREATE INDEX "media_sizes_large_avif_sizes_large_avif_filename_idx" ON "media" USING btree ("sizes_large_avif_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "brands" DROP CONSTRAINT "brands_icon_large_id_media_id_fk";
  
  DROP INDEX "brands_icon_large_idx";
  DROP INDEX "media_sizes_thumbnail_avif_sizes_thumbnail_avif_filename_idx";
  DROP INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx";
  DROP INDEX "media_sizes_large_avif_sizes_large_avif_filename_idx";
  ALTER TABLE "brands" DROP COLUMN "icon_large_id";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_thumbnail_avif_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_card_avif_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_large_avif_url";
  ALTER TABLE "media" DROP COLUMN "sizes_large_avif_width";
  ALTER TABLE "media" DROP COLUMN "sizes_large_avif_height";
  ALTER TABLE "media" DROP COLUMN "sizes_large_avif_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_large_avif_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_large_avif_filename";`)
}
