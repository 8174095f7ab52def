import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_impersonation_events_action" AS ENUM('enter', 'exit');
  CREATE TABLE "impersonation_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_impersonation_events_action" NOT NULL,
  	"admin_id" integer,
  	"admin_email" varchar NOT NULL,
  	"user_id" integer,
  	"user_email" varchar NOT NULL,
  	"session" varchar NOT NULL,
  	"ip" varchar NOT NULL,
  	"user_agent" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "impersonation_events" ADD CONSTRAINT "impersonation_events_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "impersonation_events" ADD CONSTRAINT "impersonation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "impersonation_events_action_idx" ON "impersonation_events" USING btree ("action");
  CREATE INDEX "impersonation_events_admin_idx" ON "impersonation_events" USING btree ("admin_id");
  CREATE INDEX "impersonation_events_user_idx" ON "impersonation_events" USING btree ("user_id");
  CREATE INDEX "impersonation_events_session_idx" ON "impersonation_events" USING btree ("session");
  CREATE INDEX "impersonation_events_updated_at_idx" ON "impersonation_events" USING btree ("updated_at");
  CREATE INDEX "impersonation_events_created_at_idx" ON "impersonation_events" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "impersonation_events" CASCADE;
  DROP TYPE "public"."enum_impersonation_events_action";`)
}
