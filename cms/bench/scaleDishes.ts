/**
 * The dishes of bench/scale.ts's restaurants (cms/bench/scaleData.ts calls it): each restaurant
 * gets its own sauce (a sub-recipe, not on the menu) and DISHES_PER_RESTAURANT published dishes
 * built from CIQUAL library foods, a tenth of them using the restaurant's sauce, shown in five
 * sections of its default menu.
 *
 * Payload saves four template recipes once, in a template restaurant that is not listed, and so
 * computes their nutrition, allergens and cost; every restaurant's recipes are SQL copies of those
 * rows (as cms/test/helpers/cloneRecipes.ts copies one recipe, here for many restaurants at once:
 * the restaurant, the slug and the sauce line changed), with their latest version row and their
 * first shown-history entry (the template's), so the stored results are the ones Payload would
 * have stored. Two library foods are used by a known
 * number of dishes only, spread over the restaurants, as targets for a change that reaches them:
 * NARROW_FOOD by NARROW_DISHES and WIDE_FOOD by the next WIDE_DISHES (fewer in a small run).
 */
import type { Payload } from 'payload';
import pg from 'pg';
import { GLOBAL_CIQUAL_WHERE } from '../src/ciqual/globalCiqualWhere';

export const DISHES_PER_RESTAURANT = 50;
const SECTIONS = 5;
/** Restaurants whose recipes one INSERT copies. */
const BATCH = 500;
/** CIQUAL codes: the changed foods and the others every dish uses. */
export const WIDE_FOOD = '20034'; // ceapă crudă
export const NARROW_FOOD = '20009'; // morcovi cruzi
export const WIDE_DISHES = 10_000;
export const NARROW_DISHES = 1_000;
const POTATO = '4003';
const BUTTER = '16414';
const OIL = '17440';
const FLOUR = '9437';
const CREAM = '19402';
// A dish with the sauce sits at the slots (1-based) where slot % 5 = 1: 10 of the 50.

async function libraryFoods(payload: Payload, codes: string[]): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'ingredients',
    where: { and: [GLOBAL_CIQUAL_WHERE, { 'source.code': { in: codes } }] },
    depth: 0,
    limit: codes.length * 2,
    pagination: false,
  });
  const ids = new Map(docs.map((doc) => [doc.source?.code ?? '', doc.id]));
  const missing = codes.filter((code) => !ids.has(code));
  if (missing.length > 0) throw new Error(`CIQUAL foods missing: ${missing.join(', ')}`);
  return ids;
}

interface Templates {
  sauce: number;
  withSauce: number;
  plain: number;
  wide: number;
  narrow: number;
}

/** The template recipes, saved (and so computed) by Payload. */
async function createTemplates(payload: Payload, restaurant: number): Promise<Templates> {
  const food = await libraryFoods(payload, [
    WIDE_FOOD,
    NARROW_FOOD,
    POTATO,
    BUTTER,
    OIL,
    FLOUR,
    CREAM,
  ]);
  const line = (code: string, quantity: number) => ({
    kind: 'ingredient' as const,
    ingredient: food.get(code) as number,
    quantity,
    unit: 'g' as const,
  });
  const recipe = async (
    name: string,
    slug: string,
    lines: Parameters<typeof payload.create<'recipes', never>>[0]['data']['lines'],
    extra: { onMenu?: boolean } = {},
  ) =>
    (
      await payload.create({
        collection: 'recipes',
        data: {
          restaurant,
          name,
          slug,
          description: 'Preparat al casei, cu ingrediente de sezon.',
          category: 'food',
          portions: 1,
          // A sub-recipe off the menu has no price.
          price: extra.onMenu === false ? undefined : 32,
          onMenu: extra.onMenu ?? true,
          lines,
          _status: 'published',
        },
      })
    ).id;
  const sauce = await recipe(
    'Sos alb',
    'sos-alb',
    [line(OIL, 20), line(FLOUR, 30), line(CREAM, 200)],
    { onMenu: false },
  );
  return {
    sauce,
    withSauce: await recipe('Cartofi cu sos alb', 'cartofi-cu-sos', [
      line(POTATO, 250),
      line(BUTTER, 10),
      { kind: 'recipe' as const, recipe: sauce, quantity: 60, unit: 'g' as const },
    ]),
    plain: await recipe('Cartofi la cuptor', 'cartofi-la-cuptor', [
      line(POTATO, 300),
      line(OIL, 15),
      line(CREAM, 40),
    ]),
    wide: await recipe('Cartofi cu ceapă', 'cartofi-cu-ceapa', [
      line(POTATO, 250),
      line(BUTTER, 15),
      line(WIDE_FOOD, 60),
    ]),
    narrow: await recipe('Cartofi cu morcovi', 'cartofi-cu-morcovi', [
      line(POTATO, 250),
      line(OIL, 15),
      line(NARROW_FOOD, 80),
    ]),
  };
}

/**
 * Fills the dishes and menu sections of `restaurants` (ids in `restaurantsSql`, a SELECT of ids)
 * whose default menus exist. Returns how many recipes it inserted.
 */
export async function fillDishes(
  payload: Payload,
  databaseUrl: string,
  { templateRestaurant, restaurantsSql }: { templateRestaurant: number; restaurantsSql: string },
): Promise<number> {
  const templates = await createTemplates(payload, templateRestaurant);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columnsOf = async (table: string) =>
      (
        await client.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
           WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
          [table],
        )
      ).rows.map((row) => row.column_name);

    // The plan: one row per recipe to insert, its id and its latest version's taken up front so
    // that children join on them. Slot 0 is the sauce; a dish's template by its slot and, for
    // the dishes without sauce, by its rank over all restaurants (slot first, so the changed
    // foods' dishes are spread over as many restaurants as can be).
    await client.query(`CREATE TEMP TABLE plan (
      restaurant_id int NOT NULL, slot int NOT NULL, template_id int NOT NULL, sauce_id int,
      recipe_id int NOT NULL, version_id int NOT NULL, batch int NOT NULL)`);
    await client.query(
      `INSERT INTO plan
       WITH ours AS (
         SELECT id, (row_number() OVER (ORDER BY id) - 1) / ${BATCH} AS batch
         FROM restaurants WHERE id IN (${restaurantsSql})
       ), slots AS (
         SELECT ours.id AS restaurant_id, ours.batch, s.slot,
           CASE WHEN s.slot = 0 OR s.slot % 5 = 1 THEN NULL
             ELSE row_number() OVER (PARTITION BY s.slot = 0 OR s.slot % 5 = 1 ORDER BY s.slot, ours.id) - 1
           END AS rank
         FROM ours CROSS JOIN generate_series(0, ${DISHES_PER_RESTAURANT}) AS s(slot)
       )
       SELECT restaurant_id, slot,
         CASE WHEN slot = 0 THEN $1::int
           WHEN slot % 5 = 1 THEN $2::int
           WHEN rank < ${NARROW_DISHES} THEN $5::int
           WHEN rank < ${NARROW_DISHES + WIDE_DISHES} THEN $4::int
           ELSE $3::int END,
         NULL, nextval('recipes_id_seq'), nextval('_recipes_v_id_seq'), batch
       FROM slots ORDER BY restaurant_id, slot`,
      [templates.sauce, templates.withSauce, templates.plain, templates.wide, templates.narrow],
    );
    await client.query(`UPDATE plan SET sauce_id = sauce.recipe_id
      FROM plan sauce WHERE sauce.restaurant_id = plan.restaurant_id AND sauce.slot = 0
        AND plan.slot % 5 = 1`);
    await client.query('CREATE INDEX ON plan (batch)');
    await client.query('ANALYZE plan');
    await client.query(`CREATE TEMP TABLE template_version AS
      SELECT DISTINCT ON (parent_id) parent_id AS template_id, id AS version_id
      FROM _recipes_v WHERE parent_id IN (SELECT DISTINCT template_id FROM plan) AND latest
      ORDER BY parent_id, id DESC`);
    // The public state recorded at a template's save (shown_history), copied as each copy's
    // first entry: recording half a million of them one by one takes a quarter of an hour.
    await client.query(`CREATE TEMP TABLE template_shown AS
      SELECT DISTINCT ON (subject_id) subject_id::int AS template_id, id AS shown_id
      FROM shown_history WHERE subject = 'recipe'
        AND subject_id IN (SELECT DISTINCT template_id FROM plan)
      ORDER BY subject_id, created_at DESC, id DESC`);

    const slugOverride = (column: string) => `source."${column}" || '-' || p.slot`;
    // A copy's column: the plan's value where it says, the template's otherwise.
    const select = (columns: string[], overrides: Record<string, string>) =>
      columns.map((name) => overrides[name] ?? `source."${name}"`).join(', ');
    const list = (columns: string[]) => columns.map((name) => `"${name}"`).join(', ');

    // Each statement: its table, its columns, and the FROM/JOIN giving `source` and `p`.
    const byRecipe = 'FROM plan p JOIN "%t" source ON source."%k" = p.template_id';
    const byVersion =
      'FROM plan p JOIN template_version tv ON tv.template_id = p.template_id JOIN "%t" source ON source."%k" = tv.version_id';
    const statements: {
      table: string;
      key: string;
      from: string;
      overrides: Record<string, string>;
    }[] = [
      {
        table: 'recipes',
        key: 'id',
        from: byRecipe,
        overrides: {
          id: 'p.recipe_id',
          restaurant_id: 'p.restaurant_id',
          slug: slugOverride('slug'),
          technical_sheet_number: 'NULL',
        },
      },
      {
        table: 'recipes_locales',
        key: '_parent_id',
        from: byRecipe,
        overrides: { _parent_id: 'p.recipe_id', name: `source."name" || ' ' || p.slot` },
      },
      {
        table: 'recipes_lines',
        key: '_parent_id',
        from: byRecipe,
        overrides: {
          _parent_id: 'p.recipe_id',
          id: `md5(source."id" || '-' || p.recipe_id)`,
          recipe_id: 'CASE WHEN source."recipe_id" IS NULL THEN NULL ELSE p.sauce_id END',
        },
      },
      {
        table: '_recipes_v',
        key: 'id',
        from: byVersion,
        overrides: {
          id: 'p.version_id',
          parent_id: 'p.recipe_id',
          version_restaurant_id: 'p.restaurant_id',
          version_slug: slugOverride('version_slug'),
          version_technical_sheet_number: 'NULL',
        },
      },
      {
        table: '_recipes_v_locales',
        key: '_parent_id',
        from: byVersion,
        overrides: {
          _parent_id: 'p.version_id',
          version_name: `source."version_name" || ' ' || p.slot`,
        },
      },
      {
        table: '_recipes_v_version_lines',
        key: '_parent_id',
        from: byVersion,
        overrides: {
          _parent_id: 'p.version_id',
          _uuid: `md5(source."id" || '-' || p.version_id)`,
          recipe_id: 'CASE WHEN source."recipe_id" IS NULL THEN NULL ELSE p.sauce_id END',
        },
      },
      {
        table: 'shown_history',
        key: 'id',
        from: 'FROM plan p JOIN template_shown ts ON ts.template_id = p.template_id JOIN "%t" source ON source."%k" = ts.shown_id',
        overrides: { restaurant_id: 'p.restaurant_id', subject_id: 'p.recipe_id' },
      },
    ];
    const prepared: string[] = [];
    for (const { table, key, from, overrides } of statements) {
      // A serial id the copy takes from its sequence, unless the plan gives it.
      const columns = (await columnsOf(table)).filter((name) => name !== 'id' || name in overrides);
      prepared.push(`INSERT INTO "${table}" (${list(columns)})
        SELECT ${select(columns, overrides)}
        ${from.replace('%t', table).replace('%k', key)} WHERE p.batch = $1`);
    }
    const batches = Number(
      (await client.query<{ n: number }>('SELECT max(batch) + 1 AS n FROM plan')).rows[0]?.n ?? 0,
    );
    for (let batch = 0; batch < batches; batch++) {
      await client.query('BEGIN');
      for (const statement of prepared) await client.query(statement, [batch]);
      await client.query('COMMIT');
    }

    // The menu sections: five of ten dishes each, in slot order.
    await client.query(`INSERT INTO menus_sections (_order, _parent_id, id)
      SELECT s, m.id, md5(m.id || '-section-' || s)
      FROM menus m JOIN (SELECT DISTINCT restaurant_id FROM plan) r ON r.restaurant_id = m.restaurant_id
      CROSS JOIN generate_series(1, ${SECTIONS}) AS s WHERE m.is_default`);
    await client.query(`INSERT INTO menus_sections_locales (title, _locale, _parent_id)
      SELECT 'Secțiunea ' || ms._order, 'ro'::_locales, ms.id FROM menus_sections ms
        JOIN menus m ON m.id = ms._parent_id JOIN (SELECT DISTINCT restaurant_id FROM plan) r ON r.restaurant_id = m.restaurant_id
      UNION ALL
      SELECT 'Section ' || ms._order, 'en'::_locales, ms.id FROM menus_sections ms
        JOIN menus m ON m.id = ms._parent_id JOIN (SELECT DISTINCT restaurant_id FROM plan) r ON r.restaurant_id = m.restaurant_id`);
    const perSection = DISHES_PER_RESTAURANT / SECTIONS;
    await client.query(`INSERT INTO menus_rels ("order", parent_id, path, recipes_id)
      SELECT (p.slot - 1) % ${perSection} + 1, m.id,
        'sections.' || ((p.slot - 1) / ${perSection}) || '.dishes', p.recipe_id
      FROM plan p JOIN menus m ON m.restaurant_id = p.restaurant_id AND m.is_default
      WHERE p.slot > 0 ORDER BY m.id, p.slot`);
    const inserted = Number(
      (await client.query<{ n: string }>('SELECT count(*) AS n FROM plan')).rows[0]?.n ?? 0,
    );
    await client.query('DROP TABLE plan, template_version, template_shown');
    return inserted;
  } finally {
    await client.end();
  }
}
