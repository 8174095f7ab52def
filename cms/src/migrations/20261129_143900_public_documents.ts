import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "public_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"restaurant_id" numeric,
  	"etag" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"valid_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE UNIQUE INDEX "public_documents_key_idx" ON "public_documents" USING btree ("key");
  CREATE INDEX "public_documents_restaurant_id_idx" ON "public_documents" USING btree ("restaurant_id");
  CREATE INDEX "public_documents_updated_at_idx" ON "public_documents" USING btree ("updated_at");
  CREATE INDEX "public_documents_created_at_idx" ON "public_documents" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "public_documents" CASCADE;`)
}
