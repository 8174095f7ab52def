import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recomputeOutdatedResults' BEFORE 'subscriptionWarnings';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recomputeOutdatedResults' BEFORE 'subscriptionWarnings';
  ALTER TABLE "recipes" ADD COLUMN "costing_engine_version" numeric;
  ALTER TABLE "recipes" ADD COLUMN "computed_engine_version" numeric;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_engine_version" numeric;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_computed_engine_version" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'recomputeRecipes', 'recomputeCosts', 'subscriptionWarnings');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'recomputeRecipes', 'recomputeCosts', 'subscriptionWarnings');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "recipes" DROP COLUMN "costing_engine_version";
  ALTER TABLE "recipes" DROP COLUMN "computed_engine_version";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_engine_version";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_computed_engine_version";`)
}
