import type { DishTag } from '@nutrimenu/core/contract';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';
import type { RecipeData, RecipeLineData } from './recipeGraphFromDocs';

/** A stored recipe as a recompute needs it: its graph, its tags and where it is shown. */
export interface RecipeRow extends RecipeData {
  id: number;
  restaurant: number | null;
  slug: string | null;
  _status: 'draft' | 'published' | null;
  tags: DishTag[];
}

/**
 * The same fields in Payload's `select`, to read drafts (version rows) through the local API: a
 * recompute never reads the stored results, the largest part of a recipe, which it replaces.
 */
export const RECIPE_ROW_SELECT = {
  name: true,
  publicName: true,
  slug: true,
  restaurant: true,
  lines: true,
  portions: true,
  yieldKind: true,
  yieldRatio: true,
  servedWeight: true,
  density: true,
  // Drinks are declared per 100 ml: without it a bulk recompute would declare them per 100 g.
  category: true,
  extraAllergens: true,
  extraTraces: true,
  frozen: true,
  nutriScoreCategory: true,
  redMeat: true,
  tags: true,
  _status: true,
} as const;

// PostgreSQL's numeric arrives as a string; an empty column stays empty (unknown), not 0.
const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/**
 * Reads the stored documents (`recipes`, as `draft: false` reads them) of `ids` in four queries
 * whatever their number: the columns, the names in every locale, the lines in order, and the
 * tags and hand-added allergens and traces. Payload's own find reads the same in about a second
 * per thousand recipes, most of a bulk recompute; recomputeInBulk.int.test.ts checks that both
 * give the same data, so a schema change that this misses fails there.
 */
export async function loadRecipeRows(
  req: PayloadRequest,
  ids: readonly number[],
): Promise<RecipeRow[]> {
  if (ids.length === 0) return [];
  const idArray = `{${ids.join(',')}}`;
  const recipes = await executeSql<Record<string, unknown>>(
    req,
    sql`SELECT "id", "restaurant_id", "slug", "portions", "yield_kind", "yield_ratio",
        "served_weight", "density", "category", "frozen", "nutri_score_category", "red_meat", "_status"
      FROM "recipes" WHERE "id" = ANY(${idArray}::int[]) ORDER BY "id"`,
  );
  const names = await executeSql<{
    parent: number;
    locale: string;
    name: string | null;
    public_name: string | null;
  }>(
    req,
    sql`SELECT "_parent_id" AS "parent", "_locale" AS "locale", "name", "public_name"
      FROM "recipes_locales" WHERE "_parent_id" = ANY(${idArray}::int[])`,
  );
  const lines = await executeSql<Record<string, unknown>>(
    req,
    sql`SELECT "_parent_id" AS "parent", "kind", "ingredient_id", "recipe_id", "quantity", "unit",
        "cold_loss_percent"
      FROM "recipes_lines" WHERE "_parent_id" = ANY(${idArray}::int[])
      ORDER BY "_parent_id", "_order"`,
  );
  const lists = await executeSql<{ parent: number; list: string; value: string }>(
    req,
    sql`SELECT "parent_id" AS "parent", 'tags' AS "list", "value"::text, "order"
        FROM "recipes_tags" WHERE "parent_id" = ANY(${idArray}::int[])
      UNION ALL SELECT "parent_id", 'extraAllergens', "value"::text, "order"
        FROM "recipes_extra_allergens" WHERE "parent_id" = ANY(${idArray}::int[])
      UNION ALL SELECT "parent_id", 'extraTraces', "value"::text, "order"
        FROM "recipes_extra_traces" WHERE "parent_id" = ANY(${idArray}::int[])
      ORDER BY "parent", "list", "order"`,
  );

  const byId = new Map<number, RecipeRow>();
  for (const row of recipes) {
    const id = Number(row.id);
    byId.set(id, {
      id,
      name: {},
      publicName: {},
      restaurant: numberOrNull(row.restaurant_id),
      slug: (row.slug as string | null) ?? null,
      lines: [],
      portions: numberOrNull(row.portions),
      yieldKind: (row.yield_kind as RecipeData['yieldKind']) ?? null,
      yieldRatio: numberOrNull(row.yield_ratio),
      servedWeight: numberOrNull(row.served_weight),
      density: numberOrNull(row.density),
      category: (row.category as string | null) ?? null,
      extraAllergens: [],
      extraTraces: [],
      frozen: (row.frozen as boolean | null) ?? null,
      nutriScoreCategory: (row.nutri_score_category as RecipeData['nutriScoreCategory']) ?? null,
      redMeat: (row.red_meat as boolean | null) ?? null,
      tags: [],
      _status: (row._status as RecipeRow['_status']) ?? null,
    });
  }
  for (const { parent, locale, name, public_name } of names) {
    const recipe = byId.get(Number(parent));
    if (!recipe) continue;
    (recipe.name as Record<string, string | null>)[locale] = name;
    (recipe.publicName as Record<string, string | null>)[locale] = public_name;
  }
  for (const row of lines) {
    const line: RecipeLineData = {
      kind: row.kind as RecipeLineData['kind'],
      ingredient: numberOrNull(row.ingredient_id),
      recipe: numberOrNull(row.recipe_id),
      quantity: numberOrNull(row.quantity),
      unit: row.unit as RecipeLineData['unit'],
      coldLossPercent: numberOrNull(row.cold_loss_percent),
    };
    byId.get(Number(row.parent))?.lines?.push(line);
  }
  for (const { parent, list, value } of lists) {
    const recipe = byId.get(Number(parent));
    if (!recipe) continue;
    if (list === 'tags') recipe.tags.push(value as DishTag);
    else (recipe[list as 'extraAllergens' | 'extraTraces'] as string[]).push(value);
  }
  return [...byId.values()];
}
