import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_recipes_costing_status" AS ENUM('complete', 'incomplete', 'invalid');
  CREATE TYPE "public"."enum_recipes_costing_over_target_cause" AS ENUM('price', 'recipe', 'settings');
  CREATE TYPE "public"."enum__recipes_v_version_costing_status" AS ENUM('complete', 'incomplete', 'invalid');
  CREATE TYPE "public"."enum__recipes_v_version_costing_over_target_cause" AS ENUM('price', 'recipe', 'settings');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recomputeCosts' BEFORE 'subscriptionWarnings';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recomputeCosts' BEFORE 'subscriptionWarnings';
  ALTER TABLE "restaurants" ADD COLUMN "costing_category_targets_food" numeric;
  ALTER TABLE "restaurants" ADD COLUMN "costing_category_targets_drinks" numeric;
  ALTER TABLE "restaurants" ADD COLUMN "costing_category_targets_other" numeric;
  ALTER TABLE "recipes" ADD COLUMN "costing_status" "enum_recipes_costing_status";
  ALTER TABLE "recipes" ADD COLUMN "costing_portion_cost_minor" numeric;
  ALTER TABLE "recipes" ADD COLUMN "costing_currency" varchar;
  ALTER TABLE "recipes" ADD COLUMN "costing_missing_prices" jsonb;
  ALTER TABLE "recipes" ADD COLUMN "costing_vat_rate_percent" numeric;
  ALTER TABLE "recipes" ADD COLUMN "costing_target_food_cost_percent" numeric;
  ALTER TABLE "recipes" ADD COLUMN "costing_food_cost_percent" numeric;
  ALTER TABLE "recipes" ADD COLUMN "costing_net_price_minor" numeric;
  ALTER TABLE "recipes" ADD COLUMN "costing_gross_margin_minor" numeric;
  ALTER TABLE "recipes" ADD COLUMN "costing_suggested_price_minor" numeric;
  ALTER TABLE "recipes" ADD COLUMN "costing_over_target_since" timestamp(3) with time zone;
  ALTER TABLE "recipes" ADD COLUMN "costing_over_target_cause" "enum_recipes_costing_over_target_cause";
  ALTER TABLE "recipes" ADD COLUMN "costing_computed_at" timestamp(3) with time zone;
  ALTER TABLE "recipes" ADD COLUMN "costing_stale" boolean DEFAULT false;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_status" "enum__recipes_v_version_costing_status";
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_portion_cost_minor" numeric;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_currency" varchar;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_missing_prices" jsonb;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_vat_rate_percent" numeric;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_target_food_cost_percent" numeric;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_food_cost_percent" numeric;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_net_price_minor" numeric;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_gross_margin_minor" numeric;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_suggested_price_minor" numeric;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_over_target_since" timestamp(3) with time zone;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_over_target_cause" "enum__recipes_v_version_costing_over_target_cause";
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_computed_at" timestamp(3) with time zone;
  ALTER TABLE "_recipes_v" ADD COLUMN "version_costing_stale" boolean DEFAULT false;
  CREATE INDEX "recipes_costing_costing_food_cost_percent_idx" ON "recipes" USING btree ("costing_food_cost_percent");
  CREATE INDEX "recipes_costing_costing_over_target_since_idx" ON "recipes" USING btree ("costing_over_target_since");
  CREATE INDEX "_recipes_v_version_costing_version_costing_food_cost_per_idx" ON "_recipes_v" USING btree ("version_costing_food_cost_percent");
  CREATE INDEX "_recipes_v_version_costing_version_costing_over_target_s_idx" ON "_recipes_v" USING btree ("version_costing_over_target_since");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'recomputeRecipes', 'subscriptionWarnings');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'recomputeRecipes', 'subscriptionWarnings');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "recipes_costing_costing_food_cost_percent_idx";
  DROP INDEX "recipes_costing_costing_over_target_since_idx";
  DROP INDEX "_recipes_v_version_costing_version_costing_food_cost_per_idx";
  DROP INDEX "_recipes_v_version_costing_version_costing_over_target_s_idx";
  ALTER TABLE "restaurants" DROP COLUMN "costing_category_targets_food";
  ALTER TABLE "restaurants" DROP COLUMN "costing_category_targets_drinks";
  ALTER TABLE "restaurants" DROP COLUMN "costing_category_targets_other";
  ALTER TABLE "recipes" DROP COLUMN "costing_status";
  ALTER TABLE "recipes" DROP COLUMN "costing_portion_cost_minor";
  ALTER TABLE "recipes" DROP COLUMN "costing_currency";
  ALTER TABLE "recipes" DROP COLUMN "costing_missing_prices";
  ALTER TABLE "recipes" DROP COLUMN "costing_vat_rate_percent";
  ALTER TABLE "recipes" DROP COLUMN "costing_target_food_cost_percent";
  ALTER TABLE "recipes" DROP COLUMN "costing_food_cost_percent";
  ALTER TABLE "recipes" DROP COLUMN "costing_net_price_minor";
  ALTER TABLE "recipes" DROP COLUMN "costing_gross_margin_minor";
  ALTER TABLE "recipes" DROP COLUMN "costing_suggested_price_minor";
  ALTER TABLE "recipes" DROP COLUMN "costing_over_target_since";
  ALTER TABLE "recipes" DROP COLUMN "costing_over_target_cause";
  ALTER TABLE "recipes" DROP COLUMN "costing_computed_at";
  ALTER TABLE "recipes" DROP COLUMN "costing_stale";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_status";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_portion_cost_minor";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_currency";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_missing_prices";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_vat_rate_percent";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_target_food_cost_percent";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_food_cost_percent";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_net_price_minor";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_gross_margin_minor";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_suggested_price_minor";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_over_target_since";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_over_target_cause";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_computed_at";
  ALTER TABLE "_recipes_v" DROP COLUMN "version_costing_stale";
  DROP TYPE "public"."enum_recipes_costing_status";
  DROP TYPE "public"."enum_recipes_costing_over_target_cause";
  DROP TYPE "public"."enum__recipes_v_version_costing_status";
  DROP TYPE "public"."enum__recipes_v_version_costing_over_target_cause";`)
}
