/**
 * Fills a migrated database with many restaurants for bench/scale.ts (`npm run bench:scale`),
 * in batched SQL over the committed migrations' tables rather than one Payload call a row: one
 * brand (the fallback, on the host `scale.localhost`), SCALE_RESTAURANTS restaurants (cities,
 * kinds of place, Romanian and English), each with a covering subscription, a published menu and
 * its dishes (cms/bench/scaleDishes.ts), SCALE_PRIVATE_INGREDIENTS private ingredients spread over
 * them, and two accounts with the password SCALE_PASSWORD: admin@scale.example and
 * owner@scale.example (the first restaurant's owner). Prints how long each part took. Run as a
 * child with cwd cms/, cms/tsconfig.json and NODE_ENV=production, after the migrations
 * (devstack's runDatabaseSetup).
 */
import { wholeNumberSetting } from '@nutrimenu/devstack/bench/benchFigures';
import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, getPayload } from 'payload';
import config from '../src/payload.config';
import { recordMissingShownStates } from '../src/shownHistory/recordMissingShownStates';
import { executeSql } from '../src/utilities/executeSql';
import { DISHES_PER_RESTAURANT, fillDishes } from './scaleDishes';

const RESTAURANTS = wholeNumberSetting('SCALE_RESTAURANTS', 10_000);
const PRIVATE_INGREDIENTS = wholeNumberSetting('SCALE_PRIVATE_INGREDIENTS', 10_000);
const BATCH = 2_000;
const PASSWORD = process.env.SCALE_PASSWORD ?? '';
const databaseUrl = process.env.DATABASE_URL ?? '';

const SCALE_CITIES = [
  'București',
  'Cluj-Napoca',
  'Timișoara',
  'Iași',
  'Constanța',
  'Craiova',
  'Brașov',
  'Galați',
  'Oradea',
  'Târgu Mureș',
  'Sibiu',
  'Baia Mare',
];
const SPECIFICS = ['traditional', 'international', 'pizza', 'fast_food', 'vegan_friendly'];
const WORDS = ['Bistro', 'Casa', 'La', 'Hanul', 'Grădina', 'Pizzeria', 'Cafeneaua', 'Someș'];

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function main() {
  if (PASSWORD.length < 12) throw new Error('SCALE_PASSWORD must be set (12 characters or more)');
  const payload = await getPayload({ config });
  const req = await createLocalReq({}, payload);
  const run = (query: ReturnType<typeof sql>) => executeSql(req, query);
  const started = performance.now();
  const now = Date.now();
  const specifics = `{${SPECIFICS.join(',')}}`;

  const [brand] = await executeSql<{ id: number }>(
    req,
    sql`INSERT INTO brands (name, key, company_name, home_url, is_fallback)
      VALUES ('Scale', 'scale', 'Scale SRL', 'https://scale.example', true) RETURNING id`,
  );
  if (!brand) throw new Error('The brand was not inserted');
  await run(sql`UPDATE brands SET is_fallback = false WHERE id <> ${brand.id}`);
  await run(sql`INSERT INTO brands_hosts (_order, _parent_id, id, host)
    VALUES (1, ${brand.id}, 'scale-host', 'scale.localhost')`);
  for (let start = 0; start < RESTAURANTS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, RESTAURANTS - start) }, (_, offset) => {
      const n = start + offset + 1;
      const city = SCALE_CITIES[n % SCALE_CITIES.length] as string;
      const name = `${WORDS[n % WORDS.length]} ${WORDS[(n * 7) % WORDS.length]} ${n}`;
      return { name, slug: slugOf(name), city, citySlug: slugOf(city) };
    });
    await run(sql`INSERT INTO restaurants (name, slug, brand_id, city, city_slug, default_locale, currency, public_menu)
      SELECT r->>'name', r->>'slug', ${brand.id}, r->>'city', r->>'citySlug', 'ro', 'RON', true
      FROM json_array_elements(${JSON.stringify(rows)}::json) AS r`);
  }
  const ours = sql`(SELECT id FROM restaurants WHERE brand_id = ${brand.id})`;
  const restaurantsSql = `SELECT id FROM restaurants WHERE brand_id = ${brand.id}`;
  // One or two kinds of place each.
  await run(sql`INSERT INTO restaurants_specifics ("order", parent_id, value)
    SELECT 1, id, (${specifics}::text[])[1 + id % ${SPECIFICS.length}]::enum_restaurants_specifics
    FROM restaurants WHERE id IN ${ours}
    UNION ALL
    SELECT 2, id, (${specifics}::text[])[1 + (id / 3 + 1) % ${SPECIFICS.length}]::enum_restaurants_specifics
    FROM restaurants WHERE id IN ${ours} AND id % 3 = 0`);
  await run(sql`INSERT INTO restaurants_offered_locales ("order", parent_id, value)
    SELECT 1, id, 'ro'::enum_restaurants_offered_locales FROM restaurants WHERE id IN ${ours}
    UNION ALL
    SELECT 2, id, 'en'::enum_restaurants_offered_locales FROM restaurants WHERE id IN ${ours}`);
  await run(sql`INSERT INTO subscriptions (restaurant_id, plan, status, starts_at, ends_at)
    SELECT id, 'standard', 'active', ${new Date(now - 86_400_000).toISOString()}::timestamptz,
      ${new Date(now + 365 * 86_400_000).toISOString()}::timestamptz
    FROM restaurants WHERE id IN ${ours}`);
  await run(sql`WITH inserted AS (
      INSERT INTO menus (restaurant_id, slug, is_default, _status)
      SELECT id, 'meniu', true, 'published' FROM restaurants WHERE id IN ${ours}
      RETURNING id
    )
    INSERT INTO menus_locales (name, _locale, _parent_id)
    SELECT 'Meniu', 'ro'::_locales, id FROM inserted
    UNION ALL SELECT 'Menu', 'en'::_locales, id FROM inserted`);
  await run(sql`WITH owners AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM restaurants WHERE id IN ${ours}
    ), inserted AS (
      INSERT INTO ingredients (restaurant_id, source_kind, allergens_declared, created_at, updated_at)
      SELECT owners.id, 'manual', false, now(), now()
      FROM generate_series(0, ${PRIVATE_INGREDIENTS - 1}) AS g(n)
      JOIN owners ON owners.n = g.n % ${RESTAURANTS}
      RETURNING id
    )
    INSERT INTO ingredients_locales (name, _locale, _parent_id)
    SELECT 'sos casa ' || id, 'ro'::_locales, id FROM inserted`);
  const filled = performance.now();
  console.log(
    `built ${RESTAURANTS} restaurants and ${PRIVATE_INGREDIENTS} private ingredients in ${((filled - started) / 1000).toFixed(1)} s`,
  );

  // The template dishes' restaurant, deleted once they are copied.
  const [template] = await executeSql<{ id: number }>(
    req,
    sql`INSERT INTO restaurants (name, slug, brand_id, city, city_slug, default_locale, currency, public_menu)
      VALUES ('Scale template', 'scale-template', ${brand.id}, 'Sibiu', 'sibiu', 'ro', 'RON', false)
      RETURNING id`,
  );
  if (!template) throw new Error('The template restaurant was not inserted');
  const recipes = await fillDishes(payload, databaseUrl, {
    templateRestaurant: template.id,
    restaurantsSql: `${restaurantsSql} AND id <> ${template.id}`,
  });
  // The templates are copied: their restaurant goes, so that no listing shows it.
  // The dishes before the sauce they use (newest first).
  const { docs: templates } = await payload.find({
    collection: 'recipes',
    where: { restaurant: { equals: template.id } },
    sort: '-id',
    depth: 0,
    pagination: false,
    select: {},
  });
  for (const { id } of templates) await payload.delete({ collection: 'recipes', id });
  await payload.delete({ collection: 'restaurants', id: template.id });
  await run(sql`ANALYZE`);
  const dishesDone = performance.now();
  console.log(
    `built ${recipes} recipes (${DISHES_PER_RESTAURANT} dishes and a sauce a restaurant) with their menu sections in ${((dishesDone - filled) / 1000).toFixed(1)} s`,
  );

  // What a save records, done here rather than by the CMS's start while the bench measures.
  await recordMissingShownStates(payload);
  const recorded = performance.now();
  console.log(
    `recorded the public state of every restaurant, menu and dish in ${((recorded - dishesDone) / 1000).toFixed(1)} s`,
  );

  // The accounts the bench signs in with: an admin (to change a library food) and the owner of
  // the first restaurant (to search ingredients as its kitchen does).
  const [first] = await executeSql<{ id: number }>(
    req,
    sql`SELECT id FROM restaurants WHERE brand_id = ${brand.id} ORDER BY id LIMIT 1`,
  );
  for (const [email, role, tenants] of [
    ['admin@scale.example', 'admin', []],
    ['owner@scale.example', 'owner', [first?.id]],
  ] as const) {
    await payload.create({
      collection: 'users',
      data: {
        email,
        password: PASSWORD,
        name: role,
        role,
        tenants: tenants.map((tenant) => ({ tenant: tenant as number })),
      },
    });
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`filled the database in ${seconds.toFixed(1)} s`);
  await payload.destroy();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
