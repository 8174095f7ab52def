import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'ro', 'fr', 'it', 'es', 'hu', 'de');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'owner', 'staff');
  CREATE TYPE "public"."enum_users_preferred_locale" AS ENUM('en', 'ro', 'fr', 'it', 'es', 'hu', 'de');
  CREATE TYPE "public"."enum_restaurants_specifics" AS ENUM('traditional', 'international', 'vegan_friendly', 'pizza', 'fast_food', 'fine_dining', 'cafe', 'pub', 'terrace', 'delivery');
  CREATE TYPE "public"."enum_restaurants_offered_locales" AS ENUM('en', 'ro', 'fr', 'it', 'es', 'hu', 'de');
  CREATE TYPE "public"."enum_restaurants_default_locale" AS ENUM('en', 'ro', 'fr', 'it', 'es', 'hu', 'de');
  CREATE TYPE "public"."enum_subscriptions_plan" AS ENUM('trial', 'standard', 'premium');
  CREATE TYPE "public"."enum_subscriptions_status" AS ENUM('active', 'cancelled');
  CREATE TYPE "public"."enum_menus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_published_locale" AS ENUM('en', 'ro', 'fr', 'it', 'es', 'hu', 'de');
  CREATE TYPE "public"."enum_recipes_lines_kind" AS ENUM('ingredient', 'recipe');
  CREATE TYPE "public"."enum_recipes_lines_unit" AS ENUM('g', 'ml', 'pcs');
  CREATE TYPE "public"."enum_recipes_extra_allergens" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum_recipes_extra_traces" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum_recipes_tags" AS ENUM('hot', 'halal', 'eco', 'no_gluten', 'no_sugar', 'vegan', 'vegetarian', 'with_meat');
  CREATE TYPE "public"."enum_recipes_category" AS ENUM('food', 'drinks', 'other');
  CREATE TYPE "public"."enum_recipes_yield_kind" AS ENUM('none', 'ratio', 'servedWeight');
  CREATE TYPE "public"."enum_recipes_nutri_score_category" AS ENUM('general', 'beverage', 'fatOilNutSeed', 'cheese', 'water');
  CREATE TYPE "public"."enum_recipes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recipes_v_version_lines_kind" AS ENUM('ingredient', 'recipe');
  CREATE TYPE "public"."enum__recipes_v_version_lines_unit" AS ENUM('g', 'ml', 'pcs');
  CREATE TYPE "public"."enum__recipes_v_version_extra_allergens" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum__recipes_v_version_extra_traces" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum__recipes_v_version_tags" AS ENUM('hot', 'halal', 'eco', 'no_gluten', 'no_sugar', 'vegan', 'vegetarian', 'with_meat');
  CREATE TYPE "public"."enum__recipes_v_version_category" AS ENUM('food', 'drinks', 'other');
  CREATE TYPE "public"."enum__recipes_v_version_yield_kind" AS ENUM('none', 'ratio', 'servedWeight');
  CREATE TYPE "public"."enum__recipes_v_version_nutri_score_category" AS ENUM('general', 'beverage', 'fatOilNutSeed', 'cheese', 'water');
  CREATE TYPE "public"."enum__recipes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__recipes_v_published_locale" AS ENUM('en', 'ro', 'fr', 'it', 'es', 'hu', 'de');
  CREATE TYPE "public"."enum_ingredients_allergens" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum_ingredients_traces" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum_ingredients_components_allergens" AS ENUM('gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs');
  CREATE TYPE "public"."enum_ingredients_source_kind" AS ENUM('ciqual', 'manual');
  CREATE TYPE "public"."enum_additives_functional_class" AS ENUM('sweeteners', 'colours', 'preservatives', 'antioxidants', 'carriers', 'acids', 'acidityRegulators', 'antiCakingAgents', 'antiFoamingAgents', 'bulkingAgents', 'emulsifiers', 'emulsifyingSalts', 'firmingAgents', 'flavourEnhancers', 'foamingAgents', 'gellingAgents', 'glazingAgents', 'humectants', 'modifiedStarches', 'packagingGases', 'propellants', 'raisingAgents', 'sequestrants', 'stabilisers', 'thickeners', 'flourTreatmentAgents', 'contrastEnhancers');
  CREATE TABLE "users_tenants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'staff' NOT NULL,
  	"preferred_locale" "enum_users_preferred_locale" DEFAULT 'ro',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "brands_hosts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"host" varchar NOT NULL
  );
  
  CREATE TABLE "brands" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"company_name" varchar NOT NULL,
  	"home_url" varchar NOT NULL,
  	"theme_color" varchar DEFAULT '#f3f3f3',
  	"is_fallback" boolean DEFAULT false,
  	"icon_small_id" integer,
  	"icon_big_id" integer,
  	"apple_icon_id" integer,
  	"ms_icon_id" integer,
  	"share_image_id" integer,
  	"promo_video_url" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"contact_address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "restaurants_specifics" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_restaurants_specifics",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "restaurants_offered_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_restaurants_offered_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "restaurants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"brand_id" integer NOT NULL,
  	"city" varchar NOT NULL,
  	"city_slug" varchar,
  	"address" varchar,
  	"phone" varchar,
  	"links_facebook" varchar,
  	"links_instagram" varchar,
  	"links_map" varchar,
  	"links_review" varchar,
  	"links_website" varchar,
  	"links_reservation" varchar,
  	"logo_id" integer,
  	"cover_id" integer,
  	"public_menu" boolean DEFAULT true,
  	"default_locale" "enum_restaurants_default_locale" DEFAULT 'ro' NOT NULL,
  	"currency" varchar DEFAULT 'RON' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer NOT NULL,
  	"plan" "enum_subscriptions_plan" DEFAULT 'standard' NOT NULL,
  	"status" "enum_subscriptions_status" DEFAULT 'active' NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menus_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "menus_sections_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer,
  	"slug" varchar,
  	"is_default" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_menus_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "menus_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "menus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"recipes_id" integer
  );
  
  CREATE TABLE "_menus_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_sections_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_restaurant_id" integer,
  	"version_slug" varchar,
  	"version_is_default" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__menus_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__menus_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_menus_v_locales" (
  	"version_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_menus_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"recipes_id" integer
  );
  
  CREATE TABLE "recipes_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_recipes_lines_kind" DEFAULT 'ingredient',
  	"ingredient_id" integer,
  	"recipe_id" integer,
  	"quantity" numeric,
  	"unit" "enum_recipes_lines_unit" DEFAULT 'g'
  );
  
  CREATE TABLE "recipes_extra_allergens" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recipes_extra_allergens",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipes_extra_traces" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recipes_extra_traces",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipes_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_recipes_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "recipes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer,
  	"slug" varchar,
  	"category" "enum_recipes_category" DEFAULT 'food',
  	"price" numeric,
  	"on_menu" boolean DEFAULT true,
  	"image_id" integer,
  	"portions" numeric DEFAULT 1,
  	"yield_kind" "enum_recipes_yield_kind" DEFAULT 'none',
  	"yield_ratio" numeric,
  	"served_weight" numeric,
  	"density" numeric,
  	"frozen" boolean,
  	"nutri_score_category" "enum_recipes_nutri_score_category",
  	"red_meat" boolean,
  	"computed_result" jsonb,
  	"computed_error" jsonb,
  	"computed_computed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_recipes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "recipes_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_recipes_v_version_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__recipes_v_version_lines_kind" DEFAULT 'ingredient',
  	"ingredient_id" integer,
  	"recipe_id" integer,
  	"quantity" numeric,
  	"unit" "enum__recipes_v_version_lines_unit" DEFAULT 'g',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_recipes_v_version_extra_allergens" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__recipes_v_version_extra_allergens",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_recipes_v_version_extra_traces" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__recipes_v_version_extra_traces",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_recipes_v_version_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__recipes_v_version_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_recipes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_restaurant_id" integer,
  	"version_slug" varchar,
  	"version_category" "enum__recipes_v_version_category" DEFAULT 'food',
  	"version_price" numeric,
  	"version_on_menu" boolean DEFAULT true,
  	"version_image_id" integer,
  	"version_portions" numeric DEFAULT 1,
  	"version_yield_kind" "enum__recipes_v_version_yield_kind" DEFAULT 'none',
  	"version_yield_ratio" numeric,
  	"version_served_weight" numeric,
  	"version_density" numeric,
  	"version_frozen" boolean,
  	"version_nutri_score_category" "enum__recipes_v_version_nutri_score_category",
  	"version_red_meat" boolean,
  	"version_computed_result" jsonb,
  	"version_computed_error" jsonb,
  	"version_computed_computed_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__recipes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__recipes_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_recipes_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "ingredients_allergens" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_ingredients_allergens",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ingredients_traces" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_ingredients_traces",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ingredients_components_allergens" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_ingredients_components_allergens",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ingredients_components" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"percent" numeric,
  	"additive_id" integer
  );
  
  CREATE TABLE "ingredients_components_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ingredients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer,
  	"source_kind" "enum_ingredients_source_kind" DEFAULT 'manual',
  	"source_code" varchar,
  	"nutrients_fat" numeric,
  	"nutrients_saturates" numeric,
  	"nutrients_carbohydrate" numeric,
  	"nutrients_sugars" numeric,
  	"nutrients_fibre" numeric,
  	"nutrients_protein" numeric,
  	"nutrients_salt" numeric,
  	"nutrients_sodium" numeric,
  	"nutrients_polyols" numeric,
  	"nutrients_erythritol" numeric,
  	"nutrients_salatrims" numeric,
  	"nutrients_alcohol" numeric,
  	"nutrients_organic_acids" numeric,
  	"allergens_declared" boolean DEFAULT false,
  	"is_additive_id" integer,
  	"vegan" boolean,
  	"vegetarian" boolean,
  	"meat" boolean,
  	"red_meat" boolean,
  	"frozen" boolean,
  	"fruit_veg_legumes" boolean,
  	"density" numeric,
  	"unit_weight" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ingredients_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "ingredients_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"additives_id" integer
  );
  
  CREATE TABLE "additives" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"e_number" varchar NOT NULL,
  	"functional_class" "enum_additives_functional_class" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "additives_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"brands_id" integer,
  	"restaurants_id" integer,
  	"subscriptions_id" integer,
  	"menus_id" integer,
  	"recipes_id" integer,
  	"ingredients_id" integer,
  	"additives_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_tenant_id_restaurants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands_hosts" ADD CONSTRAINT "brands_hosts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_icon_small_id_media_id_fk" FOREIGN KEY ("icon_small_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_icon_big_id_media_id_fk" FOREIGN KEY ("icon_big_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_apple_icon_id_media_id_fk" FOREIGN KEY ("apple_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_ms_icon_id_media_id_fk" FOREIGN KEY ("ms_icon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "brands" ADD CONSTRAINT "brands_share_image_id_media_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants_specifics" ADD CONSTRAINT "restaurants_specifics_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants_offered_locales" ADD CONSTRAINT "restaurants_offered_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_sections" ADD CONSTRAINT "menus_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_sections_locales" ADD CONSTRAINT "menus_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus" ADD CONSTRAINT "menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_locales" ADD CONSTRAINT "menus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_sections" ADD CONSTRAINT "_menus_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_sections_locales" ADD CONSTRAINT "_menus_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_version_restaurant_id_restaurants_id_fk" FOREIGN KEY ("version_restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v_locales" ADD CONSTRAINT "_menus_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_lines" ADD CONSTRAINT "recipes_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes_lines" ADD CONSTRAINT "recipes_lines_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes_lines" ADD CONSTRAINT "recipes_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_extra_allergens" ADD CONSTRAINT "recipes_extra_allergens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_extra_traces" ADD CONSTRAINT "recipes_extra_traces_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes_tags" ADD CONSTRAINT "recipes_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "recipes" ADD CONSTRAINT "recipes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes" ADD CONSTRAINT "recipes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recipes_locales" ADD CONSTRAINT "recipes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_lines" ADD CONSTRAINT "_recipes_v_version_lines_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."ingredients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_lines" ADD CONSTRAINT "_recipes_v_version_lines_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_lines" ADD CONSTRAINT "_recipes_v_version_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_extra_allergens" ADD CONSTRAINT "_recipes_v_version_extra_allergens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_extra_traces" ADD CONSTRAINT "_recipes_v_version_extra_traces_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v_version_tags" ADD CONSTRAINT "_recipes_v_version_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_parent_id_recipes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."recipes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_version_restaurant_id_restaurants_id_fk" FOREIGN KEY ("version_restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v" ADD CONSTRAINT "_recipes_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_recipes_v_locales" ADD CONSTRAINT "_recipes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_recipes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ingredients_allergens" ADD CONSTRAINT "ingredients_allergens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ingredients_traces" ADD CONSTRAINT "ingredients_traces_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ingredients_components_allergens" ADD CONSTRAINT "ingredients_components_allergens_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ingredients_components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ingredients_components" ADD CONSTRAINT "ingredients_components_additive_id_additives_id_fk" FOREIGN KEY ("additive_id") REFERENCES "public"."additives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ingredients_components" ADD CONSTRAINT "ingredients_components_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ingredients_components_locales" ADD CONSTRAINT "ingredients_components_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ingredients_components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_is_additive_id_additives_id_fk" FOREIGN KEY ("is_additive_id") REFERENCES "public"."additives"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ingredients_locales" ADD CONSTRAINT "ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ingredients_rels" ADD CONSTRAINT "ingredients_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ingredients_rels" ADD CONSTRAINT "ingredients_rels_additives_fk" FOREIGN KEY ("additives_id") REFERENCES "public"."additives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "additives_locales" ADD CONSTRAINT "additives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."additives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_brands_fk" FOREIGN KEY ("brands_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscriptions_fk" FOREIGN KEY ("subscriptions_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recipes_fk" FOREIGN KEY ("recipes_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ingredients_fk" FOREIGN KEY ("ingredients_id") REFERENCES "public"."ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_additives_fk" FOREIGN KEY ("additives_id") REFERENCES "public"."additives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_tenants_order_idx" ON "users_tenants" USING btree ("_order");
  CREATE INDEX "users_tenants_parent_id_idx" ON "users_tenants" USING btree ("_parent_id");
  CREATE INDEX "users_tenants_tenant_idx" ON "users_tenants" USING btree ("tenant_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "brands_hosts_order_idx" ON "brands_hosts" USING btree ("_order");
  CREATE INDEX "brands_hosts_parent_id_idx" ON "brands_hosts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "brands_key_idx" ON "brands" USING btree ("key");
  CREATE INDEX "brands_icon_small_idx" ON "brands" USING btree ("icon_small_id");
  CREATE INDEX "brands_icon_big_idx" ON "brands" USING btree ("icon_big_id");
  CREATE INDEX "brands_apple_icon_idx" ON "brands" USING btree ("apple_icon_id");
  CREATE INDEX "brands_ms_icon_idx" ON "brands" USING btree ("ms_icon_id");
  CREATE INDEX "brands_share_image_idx" ON "brands" USING btree ("share_image_id");
  CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at");
  CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");
  CREATE INDEX "restaurants_specifics_order_idx" ON "restaurants_specifics" USING btree ("order");
  CREATE INDEX "restaurants_specifics_parent_idx" ON "restaurants_specifics" USING btree ("parent_id");
  CREATE INDEX "restaurants_offered_locales_order_idx" ON "restaurants_offered_locales" USING btree ("order");
  CREATE INDEX "restaurants_offered_locales_parent_idx" ON "restaurants_offered_locales" USING btree ("parent_id");
  CREATE UNIQUE INDEX "restaurants_slug_idx" ON "restaurants" USING btree ("slug");
  CREATE INDEX "restaurants_brand_idx" ON "restaurants" USING btree ("brand_id");
  CREATE INDEX "restaurants_city_slug_idx" ON "restaurants" USING btree ("city_slug");
  CREATE INDEX "restaurants_logo_idx" ON "restaurants" USING btree ("logo_id");
  CREATE INDEX "restaurants_cover_idx" ON "restaurants" USING btree ("cover_id");
  CREATE INDEX "restaurants_updated_at_idx" ON "restaurants" USING btree ("updated_at");
  CREATE INDEX "restaurants_created_at_idx" ON "restaurants" USING btree ("created_at");
  CREATE INDEX "subscriptions_restaurant_idx" ON "subscriptions" USING btree ("restaurant_id");
  CREATE INDEX "subscriptions_updated_at_idx" ON "subscriptions" USING btree ("updated_at");
  CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");
  CREATE INDEX "menus_sections_order_idx" ON "menus_sections" USING btree ("_order");
  CREATE INDEX "menus_sections_parent_id_idx" ON "menus_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "menus_sections_locales_locale_parent_id_unique" ON "menus_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_restaurant_idx" ON "menus" USING btree ("restaurant_id");
  CREATE INDEX "menus_slug_idx" ON "menus" USING btree ("slug");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE INDEX "menus__status_idx" ON "menus" USING btree ("_status");
  CREATE UNIQUE INDEX "menus_locales_locale_parent_id_unique" ON "menus_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menus_rels_order_idx" ON "menus_rels" USING btree ("order");
  CREATE INDEX "menus_rels_parent_idx" ON "menus_rels" USING btree ("parent_id");
  CREATE INDEX "menus_rels_path_idx" ON "menus_rels" USING btree ("path");
  CREATE INDEX "menus_rels_recipes_id_idx" ON "menus_rels" USING btree ("recipes_id");
  CREATE INDEX "_menus_v_version_sections_order_idx" ON "_menus_v_version_sections" USING btree ("_order");
  CREATE INDEX "_menus_v_version_sections_parent_id_idx" ON "_menus_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_menus_v_version_sections_locales_locale_parent_id_unique" ON "_menus_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menus_v_parent_idx" ON "_menus_v" USING btree ("parent_id");
  CREATE INDEX "_menus_v_version_version_restaurant_idx" ON "_menus_v" USING btree ("version_restaurant_id");
  CREATE INDEX "_menus_v_version_version_slug_idx" ON "_menus_v" USING btree ("version_slug");
  CREATE INDEX "_menus_v_version_version_updated_at_idx" ON "_menus_v" USING btree ("version_updated_at");
  CREATE INDEX "_menus_v_version_version_created_at_idx" ON "_menus_v" USING btree ("version_created_at");
  CREATE INDEX "_menus_v_version_version__status_idx" ON "_menus_v" USING btree ("version__status");
  CREATE INDEX "_menus_v_created_at_idx" ON "_menus_v" USING btree ("created_at");
  CREATE INDEX "_menus_v_updated_at_idx" ON "_menus_v" USING btree ("updated_at");
  CREATE INDEX "_menus_v_snapshot_idx" ON "_menus_v" USING btree ("snapshot");
  CREATE INDEX "_menus_v_published_locale_idx" ON "_menus_v" USING btree ("published_locale");
  CREATE INDEX "_menus_v_latest_idx" ON "_menus_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_menus_v_locales_locale_parent_id_unique" ON "_menus_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_menus_v_rels_order_idx" ON "_menus_v_rels" USING btree ("order");
  CREATE INDEX "_menus_v_rels_parent_idx" ON "_menus_v_rels" USING btree ("parent_id");
  CREATE INDEX "_menus_v_rels_path_idx" ON "_menus_v_rels" USING btree ("path");
  CREATE INDEX "_menus_v_rels_recipes_id_idx" ON "_menus_v_rels" USING btree ("recipes_id");
  CREATE INDEX "recipes_lines_order_idx" ON "recipes_lines" USING btree ("_order");
  CREATE INDEX "recipes_lines_parent_id_idx" ON "recipes_lines" USING btree ("_parent_id");
  CREATE INDEX "recipes_lines_ingredient_idx" ON "recipes_lines" USING btree ("ingredient_id");
  CREATE INDEX "recipes_lines_recipe_idx" ON "recipes_lines" USING btree ("recipe_id");
  CREATE INDEX "recipes_extra_allergens_order_idx" ON "recipes_extra_allergens" USING btree ("order");
  CREATE INDEX "recipes_extra_allergens_parent_idx" ON "recipes_extra_allergens" USING btree ("parent_id");
  CREATE INDEX "recipes_extra_traces_order_idx" ON "recipes_extra_traces" USING btree ("order");
  CREATE INDEX "recipes_extra_traces_parent_idx" ON "recipes_extra_traces" USING btree ("parent_id");
  CREATE INDEX "recipes_tags_order_idx" ON "recipes_tags" USING btree ("order");
  CREATE INDEX "recipes_tags_parent_idx" ON "recipes_tags" USING btree ("parent_id");
  CREATE INDEX "recipes_restaurant_idx" ON "recipes" USING btree ("restaurant_id");
  CREATE INDEX "recipes_slug_idx" ON "recipes" USING btree ("slug");
  CREATE INDEX "recipes_image_idx" ON "recipes" USING btree ("image_id");
  CREATE INDEX "recipes_updated_at_idx" ON "recipes" USING btree ("updated_at");
  CREATE INDEX "recipes_created_at_idx" ON "recipes" USING btree ("created_at");
  CREATE INDEX "recipes__status_idx" ON "recipes" USING btree ("_status");
  CREATE UNIQUE INDEX "recipes_locales_locale_parent_id_unique" ON "recipes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_recipes_v_version_lines_order_idx" ON "_recipes_v_version_lines" USING btree ("_order");
  CREATE INDEX "_recipes_v_version_lines_parent_id_idx" ON "_recipes_v_version_lines" USING btree ("_parent_id");
  CREATE INDEX "_recipes_v_version_lines_ingredient_idx" ON "_recipes_v_version_lines" USING btree ("ingredient_id");
  CREATE INDEX "_recipes_v_version_lines_recipe_idx" ON "_recipes_v_version_lines" USING btree ("recipe_id");
  CREATE INDEX "_recipes_v_version_extra_allergens_order_idx" ON "_recipes_v_version_extra_allergens" USING btree ("order");
  CREATE INDEX "_recipes_v_version_extra_allergens_parent_idx" ON "_recipes_v_version_extra_allergens" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_version_extra_traces_order_idx" ON "_recipes_v_version_extra_traces" USING btree ("order");
  CREATE INDEX "_recipes_v_version_extra_traces_parent_idx" ON "_recipes_v_version_extra_traces" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_version_tags_order_idx" ON "_recipes_v_version_tags" USING btree ("order");
  CREATE INDEX "_recipes_v_version_tags_parent_idx" ON "_recipes_v_version_tags" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_parent_idx" ON "_recipes_v" USING btree ("parent_id");
  CREATE INDEX "_recipes_v_version_version_restaurant_idx" ON "_recipes_v" USING btree ("version_restaurant_id");
  CREATE INDEX "_recipes_v_version_version_slug_idx" ON "_recipes_v" USING btree ("version_slug");
  CREATE INDEX "_recipes_v_version_version_image_idx" ON "_recipes_v" USING btree ("version_image_id");
  CREATE INDEX "_recipes_v_version_version_updated_at_idx" ON "_recipes_v" USING btree ("version_updated_at");
  CREATE INDEX "_recipes_v_version_version_created_at_idx" ON "_recipes_v" USING btree ("version_created_at");
  CREATE INDEX "_recipes_v_version_version__status_idx" ON "_recipes_v" USING btree ("version__status");
  CREATE INDEX "_recipes_v_created_at_idx" ON "_recipes_v" USING btree ("created_at");
  CREATE INDEX "_recipes_v_updated_at_idx" ON "_recipes_v" USING btree ("updated_at");
  CREATE INDEX "_recipes_v_snapshot_idx" ON "_recipes_v" USING btree ("snapshot");
  CREATE INDEX "_recipes_v_published_locale_idx" ON "_recipes_v" USING btree ("published_locale");
  CREATE INDEX "_recipes_v_latest_idx" ON "_recipes_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_recipes_v_locales_locale_parent_id_unique" ON "_recipes_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ingredients_allergens_order_idx" ON "ingredients_allergens" USING btree ("order");
  CREATE INDEX "ingredients_allergens_parent_idx" ON "ingredients_allergens" USING btree ("parent_id");
  CREATE INDEX "ingredients_traces_order_idx" ON "ingredients_traces" USING btree ("order");
  CREATE INDEX "ingredients_traces_parent_idx" ON "ingredients_traces" USING btree ("parent_id");
  CREATE INDEX "ingredients_components_allergens_order_idx" ON "ingredients_components_allergens" USING btree ("order");
  CREATE INDEX "ingredients_components_allergens_parent_idx" ON "ingredients_components_allergens" USING btree ("parent_id");
  CREATE INDEX "ingredients_components_order_idx" ON "ingredients_components" USING btree ("_order");
  CREATE INDEX "ingredients_components_parent_id_idx" ON "ingredients_components" USING btree ("_parent_id");
  CREATE INDEX "ingredients_components_additive_idx" ON "ingredients_components" USING btree ("additive_id");
  CREATE UNIQUE INDEX "ingredients_components_locales_locale_parent_id_unique" ON "ingredients_components_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ingredients_restaurant_idx" ON "ingredients" USING btree ("restaurant_id");
  CREATE INDEX "ingredients_source_source_code_idx" ON "ingredients" USING btree ("source_code");
  CREATE INDEX "ingredients_is_additive_idx" ON "ingredients" USING btree ("is_additive_id");
  CREATE INDEX "ingredients_updated_at_idx" ON "ingredients" USING btree ("updated_at");
  CREATE INDEX "ingredients_created_at_idx" ON "ingredients" USING btree ("created_at");
  CREATE INDEX "ingredients_name_idx" ON "ingredients_locales" USING btree ("name","_locale");
  CREATE UNIQUE INDEX "ingredients_locales_locale_parent_id_unique" ON "ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ingredients_rels_order_idx" ON "ingredients_rels" USING btree ("order");
  CREATE INDEX "ingredients_rels_parent_idx" ON "ingredients_rels" USING btree ("parent_id");
  CREATE INDEX "ingredients_rels_path_idx" ON "ingredients_rels" USING btree ("path");
  CREATE INDEX "ingredients_rels_additives_id_idx" ON "ingredients_rels" USING btree ("additives_id");
  CREATE UNIQUE INDEX "additives_e_number_idx" ON "additives" USING btree ("e_number");
  CREATE INDEX "additives_updated_at_idx" ON "additives" USING btree ("updated_at");
  CREATE INDEX "additives_created_at_idx" ON "additives" USING btree ("created_at");
  CREATE UNIQUE INDEX "additives_locales_locale_parent_id_unique" ON "additives_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_restaurant_idx" ON "media" USING btree ("restaurant_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_brands_id_idx" ON "payload_locked_documents_rels" USING btree ("brands_id");
  CREATE INDEX "payload_locked_documents_rels_restaurants_id_idx" ON "payload_locked_documents_rels" USING btree ("restaurants_id");
  CREATE INDEX "payload_locked_documents_rels_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "payload_locked_documents_rels_recipes_id_idx" ON "payload_locked_documents_rels" USING btree ("recipes_id");
  CREATE INDEX "payload_locked_documents_rels_ingredients_id_idx" ON "payload_locked_documents_rels" USING btree ("ingredients_id");
  CREATE INDEX "payload_locked_documents_rels_additives_id_idx" ON "payload_locked_documents_rels" USING btree ("additives_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_tenants" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "brands_hosts" CASCADE;
  DROP TABLE "brands" CASCADE;
  DROP TABLE "restaurants_specifics" CASCADE;
  DROP TABLE "restaurants_offered_locales" CASCADE;
  DROP TABLE "restaurants" CASCADE;
  DROP TABLE "subscriptions" CASCADE;
  DROP TABLE "menus_sections" CASCADE;
  DROP TABLE "menus_sections_locales" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "menus_locales" CASCADE;
  DROP TABLE "menus_rels" CASCADE;
  DROP TABLE "_menus_v_version_sections" CASCADE;
  DROP TABLE "_menus_v_version_sections_locales" CASCADE;
  DROP TABLE "_menus_v" CASCADE;
  DROP TABLE "_menus_v_locales" CASCADE;
  DROP TABLE "_menus_v_rels" CASCADE;
  DROP TABLE "recipes_lines" CASCADE;
  DROP TABLE "recipes_extra_allergens" CASCADE;
  DROP TABLE "recipes_extra_traces" CASCADE;
  DROP TABLE "recipes_tags" CASCADE;
  DROP TABLE "recipes" CASCADE;
  DROP TABLE "recipes_locales" CASCADE;
  DROP TABLE "_recipes_v_version_lines" CASCADE;
  DROP TABLE "_recipes_v_version_extra_allergens" CASCADE;
  DROP TABLE "_recipes_v_version_extra_traces" CASCADE;
  DROP TABLE "_recipes_v_version_tags" CASCADE;
  DROP TABLE "_recipes_v" CASCADE;
  DROP TABLE "_recipes_v_locales" CASCADE;
  DROP TABLE "ingredients_allergens" CASCADE;
  DROP TABLE "ingredients_traces" CASCADE;
  DROP TABLE "ingredients_components_allergens" CASCADE;
  DROP TABLE "ingredients_components" CASCADE;
  DROP TABLE "ingredients_components_locales" CASCADE;
  DROP TABLE "ingredients" CASCADE;
  DROP TABLE "ingredients_locales" CASCADE;
  DROP TABLE "ingredients_rels" CASCADE;
  DROP TABLE "additives" CASCADE;
  DROP TABLE "additives_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_preferred_locale";
  DROP TYPE "public"."enum_restaurants_specifics";
  DROP TYPE "public"."enum_restaurants_offered_locales";
  DROP TYPE "public"."enum_restaurants_default_locale";
  DROP TYPE "public"."enum_subscriptions_plan";
  DROP TYPE "public"."enum_subscriptions_status";
  DROP TYPE "public"."enum_menus_status";
  DROP TYPE "public"."enum__menus_v_version_status";
  DROP TYPE "public"."enum__menus_v_published_locale";
  DROP TYPE "public"."enum_recipes_lines_kind";
  DROP TYPE "public"."enum_recipes_lines_unit";
  DROP TYPE "public"."enum_recipes_extra_allergens";
  DROP TYPE "public"."enum_recipes_extra_traces";
  DROP TYPE "public"."enum_recipes_tags";
  DROP TYPE "public"."enum_recipes_category";
  DROP TYPE "public"."enum_recipes_yield_kind";
  DROP TYPE "public"."enum_recipes_nutri_score_category";
  DROP TYPE "public"."enum_recipes_status";
  DROP TYPE "public"."enum__recipes_v_version_lines_kind";
  DROP TYPE "public"."enum__recipes_v_version_lines_unit";
  DROP TYPE "public"."enum__recipes_v_version_extra_allergens";
  DROP TYPE "public"."enum__recipes_v_version_extra_traces";
  DROP TYPE "public"."enum__recipes_v_version_tags";
  DROP TYPE "public"."enum__recipes_v_version_category";
  DROP TYPE "public"."enum__recipes_v_version_yield_kind";
  DROP TYPE "public"."enum__recipes_v_version_nutri_score_category";
  DROP TYPE "public"."enum__recipes_v_version_status";
  DROP TYPE "public"."enum__recipes_v_published_locale";
  DROP TYPE "public"."enum_ingredients_allergens";
  DROP TYPE "public"."enum_ingredients_traces";
  DROP TYPE "public"."enum_ingredients_components_allergens";
  DROP TYPE "public"."enum_ingredients_source_kind";
  DROP TYPE "public"."enum_additives_functional_class";`)
}
