import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "shown_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer,
  	"subject" varchar NOT NULL,
  	"subject_id" numeric NOT NULL,
  	"shown" jsonb,
  	"digest" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "shown_history" ADD CONSTRAINT "shown_history_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shown_history_restaurant_idx" ON "shown_history" USING btree ("restaurant_id");
  CREATE INDEX "shown_history_updated_at_idx" ON "shown_history" USING btree ("updated_at");
  CREATE INDEX "shown_history_created_at_idx" ON "shown_history" USING btree ("created_at");
  CREATE INDEX "restaurant_createdAt_idx" ON "shown_history" USING btree ("restaurant_id","created_at");
  CREATE INDEX "subject_subjectId_createdAt_idx" ON "shown_history" USING btree ("subject","subject_id","created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "shown_history" CASCADE;`)
}
