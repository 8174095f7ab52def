import { type AllergenCode, sortAllergens } from '@nutrimenu/core/allergens';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { recomputeRecipesUsing } from '../../collections/Recipes/graph/recomputeRecipes';
import { executeSql } from '../../utilities/executeSql';
import { type AllergenRow, readAllergensCsv } from './allergensCsv';
import type { FoodAllergens } from './deriveAllergens';

export interface SyncCiqualAllergensResult {
  /** Library foods given the table's declaration by this run. */
  declared: number;
  /** Foods already declared as the table says. */
  unchanged: number;
  /** Foods already declared otherwise: an admin's edit, kept. */
  kept: number;
}

type Stored = Omit<FoodAllergens, 'isAdditive'> & { id: number; code: string; declared: boolean };
type Wanted = Omit<FoodAllergens, 'isAdditive'>;

const FLAGS = [
  ['vegan', 'vegan'],
  ['vegetarian', 'vegetarian'],
  ['meat', 'meat'],
  ['redMeat', 'red_meat'],
  ['fruitVegLegumes', 'fruit_veg_legumes'],
] as const;

function same(stored: Stored, wanted: Wanted): boolean {
  return (
    stored.allergens.join() === wanted.allergens.join() &&
    stored.traces.join() === wanted.traces.join() &&
    FLAGS.every(([key]) => stored[key] === wanted[key])
  );
}

async function readLibraryDeclarations(req: PayloadRequest): Promise<Stored[]> {
  const rows = await executeSql(
    req,
    sql`SELECT i.id, i.source_code AS code, i.allergens_declared AS declared,
          i.vegan, i.vegetarian, i.meat, i.red_meat, i.fruit_veg_legumes,
          COALESCE((SELECT array_agg(a.value::text) FROM ingredients_allergens a
                    WHERE a.parent_id = i.id), '{}') AS allergens,
          COALESCE((SELECT array_agg(t.value::text) FROM ingredients_traces t
                    WHERE t.parent_id = i.id), '{}') AS traces
        FROM ingredients i
        WHERE i.source_kind = 'ciqual' AND i.restaurant_id IS NULL`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    code: String(row.code),
    declared: row.declared === true,
    allergens: sortAllergens(row.allergens as AllergenCode[]),
    traces: sortAllergens(row.traces as AllergenCode[]),
    vegan: row.vegan === true,
    vegetarian: row.vegetarian === true,
    meat: row.meat === true,
    redMeat: row.red_meat === true,
    fruitVegLegumes: row.fruit_veg_legumes === true,
  }));
}

async function writeDeclarations(
  req: PayloadRequest,
  foods: (Wanted & { id: number })[],
): Promise<void> {
  const now = new Date().toISOString();
  const rows = foods.map(({ id, vegan, vegetarian, meat, redMeat, fruitVegLegumes }) => ({
    id,
    vegan,
    vegetarian,
    meat,
    red_meat: redMeat,
    fruit_veg_legumes: fruitVegLegumes,
  }));
  const ids = JSON.stringify(foods.map(({ id }) => id));
  await executeSql(
    req,
    sql`UPDATE ingredients i SET allergens_declared = true, vegan = f.vegan,
          vegetarian = f.vegetarian, meat = f.meat, red_meat = f.red_meat,
          fruit_veg_legumes = f.fruit_veg_legumes, updated_at = ${now}
        FROM json_to_recordset(${JSON.stringify(rows)}::json)
          AS f(id integer, vegan boolean, vegetarian boolean, meat boolean, red_meat boolean,
               fruit_veg_legumes boolean)
        WHERE i.id = f.id`,
  );
  // Payload stores a multi-select as rows numbered from 1 in the field's own table.
  const codes = (key: 'allergens' | 'traces') =>
    JSON.stringify(
      foods.flatMap((food) => food[key].map((value, i) => ({ id: food.id, order: i + 1, value }))),
    );
  await executeSql(
    req,
    sql`DELETE FROM ingredients_allergens WHERE parent_id IN
          (SELECT value::integer FROM json_array_elements_text(${ids}::json))`,
  );
  await executeSql(
    req,
    sql`INSERT INTO ingredients_allergens ("order", parent_id, value)
        SELECT a."order", a.id, a.value::enum_ingredients_allergens
        FROM json_to_recordset(${codes('allergens')}::json) AS a(id integer, "order" integer, value text)`,
  );
  await executeSql(
    req,
    sql`DELETE FROM ingredients_traces WHERE parent_id IN
          (SELECT value::integer FROM json_array_elements_text(${ids}::json))`,
  );
  await executeSql(
    req,
    sql`INSERT INTO ingredients_traces ("order", parent_id, value)
        SELECT t."order", t.id, t.value::enum_ingredients_traces
        FROM json_to_recordset(${codes('traces')}::json) AS t(id integer, "order" integer, value text)`,
  );
}

/**
 * Declares the allergens, traces and diet flags of the shared library's CIQUAL foods from
 * cms/data/ciqual/allergens.csv, in the request's transaction, and recomputes the recipes that
 * use a food it changed.
 *
 * A food not yet declared gets the table's values. A declared food that already matches is left
 * alone, so a second run writes nothing. A declared food that differs is kept as it is: the
 * store has no record of who declared it, and a declaration someone made in the admin (after
 * checking a product, say) must not be overwritten by the next start. The price: a correction
 * to the table reaches only foods nobody declared, unless an admin clears "allergens declared".
 *
 * A food declared from the supplier's label (supplier-label.csv) is skipped: it stays not
 * declared, whatever the table says.
 *
 * "Is itself an additive" is not set here: the table's `is_additive` column marks the foods, and
 * syncCiqualAdditives links them to their additives from additives.csv.
 */
export async function syncCiqualAllergens(
  req: PayloadRequest,
  {
    table,
    supplierLabel = new Set(),
    log = () => {},
  }: {
    table?: ReadonlyMap<string, AllergenRow>;
    /** Foods declared from the supplier's label (syncCiqualSupplierLabel): left undeclared. */
    supplierLabel?: ReadonlySet<string>;
    log?: (message: string) => void;
  } = {},
): Promise<SyncCiqualAllergensResult> {
  const declarations = table ?? (await readAllergensCsv());
  const changed: (Wanted & { id: number })[] = [];
  let unchanged = 0;
  let kept = 0;
  for (const stored of await readLibraryDeclarations(req)) {
    const row = declarations.get(stored.code);
    if (!row || supplierLabel.has(stored.code)) continue;
    const { allergens, traces, vegan, vegetarian, meat, redMeat, fruitVegLegumes } = row;
    const wanted: Wanted = { allergens, traces, vegan, vegetarian, meat, redMeat, fruitVegLegumes };
    if (!stored.declared) changed.push({ ...wanted, id: stored.id });
    else if (same(stored, wanted)) unchanged++;
    else kept++;
  }
  if (changed.length > 0) {
    await writeDeclarations(req, changed);
    await recomputeRecipesUsing(
      req,
      'ingredient',
      changed.map(({ id }) => id),
    );
  }
  log(
    `CIQUAL allergens: ${changed.length} declared, ${unchanged} unchanged, ` +
      `${kept} kept as edited`,
  );
  return { declared: changed.length, unchanged, kept };
}
