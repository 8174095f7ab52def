import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invitations_role" AS ENUM('owner', 'staff');
  CREATE TYPE "public"."enum_invitations_preferred_locale" AS ENUM('en', 'ro', 'fr', 'it', 'es', 'hu', 'de');
  CREATE TYPE "public"."enum_invitations_status" AS ENUM('pending', 'accepted', 'withdrawn');
  CREATE TABLE "invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"restaurant_id" integer NOT NULL,
  	"role" "enum_invitations_role" DEFAULT 'staff' NOT NULL,
  	"preferred_locale" "enum_invitations_preferred_locale" DEFAULT 'ro',
  	"status" "enum_invitations_status" DEFAULT 'pending',
  	"expires_at" timestamp(3) with time zone,
  	"invited_by_id" integer,
  	"accepted_at" timestamp(3) with time zone,
  	"withdrawn_at" timestamp(3) with time zone,
  	"token_hash" varchar,
  	"new_account" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invitations_id" integer;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invitations_restaurant_idx" ON "invitations" USING btree ("restaurant_id");
  CREATE INDEX "invitations_invited_by_idx" ON "invitations" USING btree ("invited_by_id");
  CREATE UNIQUE INDEX "invitations_token_hash_idx" ON "invitations" USING btree ("token_hash");
  CREATE INDEX "invitations_updated_at_idx" ON "invitations" USING btree ("updated_at");
  CREATE INDEX "invitations_created_at_idx" ON "invitations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invitations_fk" FOREIGN KEY ("invitations_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("invitations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invitations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invitations_fk";
  
  DROP INDEX "payload_locked_documents_rels_invitations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invitations_id";
  DROP TYPE "public"."enum_invitations_role";
  DROP TYPE "public"."enum_invitations_preferred_locale";
  DROP TYPE "public"."enum_invitations_status";`)
}
