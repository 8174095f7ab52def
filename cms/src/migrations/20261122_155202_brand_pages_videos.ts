import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_brand_pages_kind" AS ENUM('help', 'faq', 'terms');
  CREATE TYPE "public"."enum_brand_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brand_pages_v_version_kind" AS ENUM('help', 'faq', 'terms');
  CREATE TYPE "public"."enum__brand_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__brand_pages_v_published_locale" AS ENUM('en', 'ro', 'fr', 'it', 'es', 'hu', 'de');
  CREATE TABLE "brand_pages_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "brand_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_id" integer,
  	"kind" "enum_brand_pages_kind",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_brand_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "brand_pages_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_brand_pages_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_brand_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_brand_id" integer,
  	"version_kind" "enum__brand_pages_v_version_kind",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__brand_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__brand_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_brand_pages_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"poster_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "brands" ADD COLUMN "promo_video_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "brand_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "brand_pages_items" ADD CONSTRAINT "brand_pages_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brand_pages" ADD CONSTRAINT "brand_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brand_pages_locales" ADD CONSTRAINT "brand_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brand_pages_v_version_items" ADD CONSTRAINT "_brand_pages_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_brand_pages_v" ADD CONSTRAINT "_brand_pages_v_parent_id_brand_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."brand_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brand_pages_v" ADD CONSTRAINT "_brand_pages_v_version_brand_id_brands_id_fk" FOREIGN KEY ("version_brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_brand_pages_v_locales" ADD CONSTRAINT "_brand_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_brand_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "brand_pages_items_order_idx" ON "brand_pages_items" USING btree ("_order");
  CREATE INDEX "brand_pages_items_parent_id_idx" ON "brand_pages_items" USING btree ("_parent_id");
  CREATE INDEX "brand_pages_items_locale_idx" ON "brand_pages_items" USING btree ("_locale");
  CREATE INDEX "brand_pages_brand_idx" ON "brand_pages" USING btree ("brand_id");
  CREATE INDEX "brand_pages_updated_at_idx" ON "brand_pages" USING btree ("updated_at");
  CREATE INDEX "brand_pages_created_at_idx" ON "brand_pages" USING btree ("created_at");
  CREATE INDEX "brand_pages__status_idx" ON "brand_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "brand_kind_idx" ON "brand_pages" USING btree ("brand_id","kind");
  CREATE UNIQUE INDEX "brand_pages_locales_locale_parent_id_unique" ON "brand_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_brand_pages_v_version_items_order_idx" ON "_brand_pages_v_version_items" USING btree ("_order");
  CREATE INDEX "_brand_pages_v_version_items_parent_id_idx" ON "_brand_pages_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_brand_pages_v_version_items_locale_idx" ON "_brand_pages_v_version_items" USING btree ("_locale");
  CREATE INDEX "_brand_pages_v_parent_idx" ON "_brand_pages_v" USING btree ("parent_id");
  CREATE INDEX "_brand_pages_v_version_version_brand_idx" ON "_brand_pages_v" USING btree ("version_brand_id");
  CREATE INDEX "_brand_pages_v_version_version_updated_at_idx" ON "_brand_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_brand_pages_v_version_version_created_at_idx" ON "_brand_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_brand_pages_v_version_version__status_idx" ON "_brand_pages_v" USING btree ("version__status");
  CREATE INDEX "_brand_pages_v_created_at_idx" ON "_brand_pages_v" USING btree ("created_at");
  CREATE INDEX "_brand_pages_v_updated_at_idx" ON "_brand_pages_v" USING btree ("updated_at");
  CREATE INDEX "_brand_pages_v_snapshot_idx" ON "_brand_pages_v" USING btree ("snapshot");
  CREATE INDEX "_brand_pages_v_published_locale_idx" ON "_brand_pages_v" USING btree ("published_locale");
  CREATE INDEX "_brand_pages_v_latest_idx" ON "_brand_pages_v" USING btree ("latest");
  CREATE INDEX "version_brand_version_kind_idx" ON "_brand_pages_v" USING btree ("version_brand_id","version_kind");
  CREATE UNIQUE INDEX "_brand_pages_v_locales_locale_parent_id_unique" ON "_brand_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "videos_poster_idx" ON "videos" USING btree ("poster_id");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "videos_filename_idx" ON "videos" USING btree ("filename");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "brands" ADD CONSTRAINT "brands_promo_video_id_videos_id_fk" FOREIGN KEY ("promo_video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brand_pages_fk" FOREIGN KEY ("brand_pages_id") REFERENCES "public"."brand_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "brands_promo_video_idx" ON "brands" USING btree ("promo_video_id");
  CREATE INDEX "payload_locked_documents_rels_brand_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("brand_pages_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  ALTER TABLE "brands" DROP COLUMN "promo_video_url";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "brand_pages_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brand_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "brand_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brand_pages_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brand_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_brand_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "brand_pages_items" CASCADE;
  DROP TABLE "brand_pages" CASCADE;
  DROP TABLE "brand_pages_locales" CASCADE;
  DROP TABLE "_brand_pages_v_version_items" CASCADE;
  DROP TABLE "_brand_pages_v" CASCADE;
  DROP TABLE "_brand_pages_v_locales" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  ALTER TABLE "brands" DROP CONSTRAINT "brands_promo_video_id_videos_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_brand_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  DROP INDEX "brands_promo_video_idx";
  DROP INDEX "payload_locked_documents_rels_brand_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  ALTER TABLE "brands" ADD COLUMN "promo_video_url" varchar;
  ALTER TABLE "brands" DROP COLUMN "promo_video_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "brand_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  DROP TYPE "public"."enum_brand_pages_kind";
  DROP TYPE "public"."enum_brand_pages_status";
  DROP TYPE "public"."enum__brand_pages_v_version_kind";
  DROP TYPE "public"."enum__brand_pages_v_version_status";
  DROP TYPE "public"."enum__brand_pages_v_published_locale";`)
}
