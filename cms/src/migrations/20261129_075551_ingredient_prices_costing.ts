import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ingredient_prices_pack_unit" AS ENUM('g', 'kg', 'ml', 'l', 'piece');
  CREATE TABLE "ingredient_prices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer,
  	"ingredient_id" integer NOT NULL,
  	"price" numeric NOT NULL,
  	"pack_quantity" numeric DEFAULT 1 NOT NULL,
  	"pack_unit" "enum_ingredient_prices_pack_unit" DEFAULT 'kg' NOT NULL,
  	"supplier" varchar,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "restaurants" ADD COLUMN "costing_food_vat_percent" numeric DEFAULT 11;
  ALTER TABLE "restaurants" ADD COLUMN "costing_drinks_vat_percent" numeric DEFAULT 21;
  ALTER TABLE "restaurants" ADD COLUMN "costing_target_food_cost_percent" numeric DEFAULT 30;
  ALTER TABLE "restaurants" ADD COLUMN "costing_staff_may_edit_prices" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ingredient_prices_id" integer;
  ALTER TABLE "ingredient_prices" ADD CONSTRAINT "ingredient_prices_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ingredient_prices" ADD CONSTRAINT "ingredient_prices_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ingredient_prices_restaurant_idx" ON "ingredient_prices" USING btree ("restaurant_id");
  CREATE INDEX "ingredient_prices_ingredient_idx" ON "ingredient_prices" USING btree ("ingredient_id");
  CREATE INDEX "ingredient_prices_valid_from_idx" ON "ingredient_prices" USING btree ("valid_from");
  CREATE INDEX "ingredient_prices_updated_at_idx" ON "ingredient_prices" USING btree ("updated_at");
  CREATE INDEX "ingredient_prices_created_at_idx" ON "ingredient_prices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ingredient_prices_fk" FOREIGN KEY ("ingredient_prices_id") REFERENCES "public"."ingredient_prices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ingredient_prices_id_idx" ON "payload_locked_documents_rels" USING btree ("ingredient_prices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ingredient_prices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ingredient_prices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ingredient_prices_fk";
  
  DROP INDEX "payload_locked_documents_rels_ingredient_prices_id_idx";
  ALTER TABLE "restaurants" DROP COLUMN "costing_food_vat_percent";
  ALTER TABLE "restaurants" DROP COLUMN "costing_drinks_vat_percent";
  ALTER TABLE "restaurants" DROP COLUMN "costing_target_food_cost_percent";
  ALTER TABLE "restaurants" DROP COLUMN "costing_staff_may_edit_prices";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ingredient_prices_id";
  DROP TYPE "public"."enum_ingredient_prices_pack_unit";`)
}
