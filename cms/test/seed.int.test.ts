import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PAGE_KINDS,
  publicBrandListSchema,
  publicMenuSchema,
  publicPageSchema,
} from '@nutrimenu/core/contract';
import { LOCALES } from '@nutrimenu/core/locale';
import { sql } from '@payloadcms/db-postgres/drizzle';
import { type CollectionSlug, createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CIQUAL_DATA_HASH_KEY, ciqualDataHash } from '../src/ciqual/ciqualDataHash';
import {
  CIQUAL_NAMES_CSV_PATH,
  type CiqualFoodNames,
  parseNamesCsv,
} from '../src/ciqual/ciqualNames';
import {
  CIQUAL_CSV_PATH,
  type CiqualRow,
  ciqualRowToNutrients,
  parseCsv,
} from '../src/ciqual/ciqualRow';
import { GLOBAL_CIQUAL_WHERE } from '../src/ciqual/globalCiqualWhere';
import { importCiqual } from '../src/ciqual/importCiqual';
import { approvalState } from '../src/collections/Recipes/technicalSheet/approvalState';
import { buildPublicBrands } from '../src/publicApi/buildPublicBrands';
import { buildPublicMenu } from '../src/publicApi/buildPublicMenu';
import { buildPublicPage } from '../src/publicApi/buildPublicPage';
import { subscribedRestaurantIds } from '../src/publicApi/subscribedRestaurantIds';
import { demoBistro, demoExpired, demoPrivate } from '../src/seed/demo/data';
import { DEMO_SHEETS } from '../src/seed/demo/data/technicalSheets';
import { PASSWORD_UNCHANGED } from '../src/seed/demo/seedAccounts';
import { runSeed } from '../src/seed/run';
import { executeSql } from '../src/utilities/executeSql';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

let payload: Payload;
let csvText: string;
let ciqual: Map<string, CiqualRow>;
let kitchenNames: Map<string, CiqualFoodNames>;

beforeAll(async () => {
  payload = await createTestPayload();
  csvText = await readFile(CIQUAL_CSV_PATH, 'utf8');
  kitchenNames = parseNamesCsv(await readFile(CIQUAL_NAMES_CSV_PATH, 'utf8'));
  const [header = [], ...rows] = parseCsv(csvText);
  ciqual = new Map(
    rows
      .filter((row) => row.length === header.length)
      .map((row) => [
        row[0] ?? '',
        Object.fromEntries(header.map((key, i) => [key, row[i] ?? ''])),
      ]),
  );
});

afterAll(async () => {
  await payload?.destroy();
});

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

async function libraryFood(code: string) {
  const { docs } = await payload.find({
    collection: 'ingredients',
    where: { and: [GLOBAL_CIQUAL_WHERE, { 'source.code': { equals: code } }] },
    locale: 'all',
    depth: 0,
    limit: 2,
  });
  expect(docs, `library food ${code}`).toHaveLength(1);
  return docs[0] as unknown as {
    id: number;
    name: Record<string, string>;
    nutrients: Record<string, number | null>;
    allergensDeclared: boolean | null;
    allergenSource?: string | null;
    restaurant: unknown;
    components?: unknown[];
    updatedAt: string;
  };
}

async function restaurantId(slug: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'restaurants',
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
  });
  const found = docs[0];
  if (!found) throw new Error(`no restaurant ${slug}`);
  return found.id;
}

/** Ids and update times of every document, and the version counts: what a no-op must keep. */
async function snapshot() {
  const collections: Exclude<CollectionSlug, 'payload-kv'>[] = [
    'brands',
    'brandPages',
    'restaurants',
    'subscriptions',
    'menus',
    'recipes',
    'additives',
    'media',
    'users',
  ];
  const docs: Record<string, string[]> = {};
  for (const collection of collections) {
    const found = await payload.find({ collection, depth: 0, pagination: false, sort: 'id' });
    docs[collection] = found.docs.map((doc) => `${doc.id}@${doc.updatedAt}`);
  }
  const ingredients = await payload.find({
    collection: 'ingredients',
    depth: 0,
    limit: 1,
    sort: '-updatedAt',
  });
  return {
    docs,
    ingredients: `${ingredients.totalDocs}@${ingredients.docs[0]?.updatedAt}`,
    recipeVersions: (await payload.countVersions({ collection: 'recipes' })).totalDocs,
    menuVersions: (await payload.countVersions({ collection: 'menus' })).totalDocs,
  };
}

describe('outside demo mode', () => {
  test('the first start imports CIQUAL and creates no account, restaurant or brand', async () => {
    const lines: string[] = [];
    const started = performance.now();
    const result = await runSeed({ payload, demo: false, log: (line) => lines.push(line) });
    console.log(`runSeed (not demo, CIQUAL import) took ${seconds(started)} s`);

    expect(result).toEqual({ accounts: [], importedIngredients: 3484, ciqualImported: true });
    for (const collection of ['users', 'restaurants', 'brands', 'recipes'] as const) {
      expect((await payload.count({ collection })).totalDocs, collection).toBe(0);
    }
    expect(lines.join('\n')).toMatch(/No account yet: open .*\/admin, create the first user/);
    // Progress reaches the end (lines every 10 % when not on a terminal).
    expect(lines).toContain('CIQUAL 100 % (3484/3484)');
  });
});

describe('importCiqual', () => {
  test('imports every food as a shared ingredient with the CSV values, allergens declared but for processed foods', async () => {
    const count = await payload.count({ collection: 'ingredients', where: GLOBAL_CIQUAL_WHERE });
    expect(count.totalDocs).toBe(3484);

    // White sugar; red wine (alcohol, organic acids); roasted mutton leg (protein and salt
    // unknown); a food whose English name had a line break in the Anses XML.
    for (const code of ['31016', '5214', '21007', '24230', '1000']) {
      const row = ciqual.get(code);
      if (!row) throw new Error(`CSV has no ${code}`);
      const food = await libraryFood(code);
      expect(food.name.fr, code).toBe(row.name_fr);
      expect(food.name.en, code).toBe(row.name_en);
      // Kitchen names from names.csv; Romanian shows the English name for a food it lacks.
      const names = kitchenNames.get(code)?.names;
      expect(food.name.ro, code).toBe(names?.ro ?? row.name_en);
      if (names) expect(food.name, code).toMatchObject(names);
      const expected = ciqualRowToNutrients(row);
      for (const key of [
        'fat',
        'saturates',
        'carbohydrate',
        'sugars',
        'fibre',
        'protein',
        'salt',
      ]) {
        expect(food.nutrients[key], `${code} ${key}`).toBe(expected[key as keyof typeof expected]);
      }
      for (const key of ['alcohol', 'polyols', 'organicAcids'] as const) {
        expect(food.nutrients[key], `${code} ${key}`).toBe(expected[key] ?? null);
      }
      // From cms/data/ciqual/allergens.csv (ciqualAllergens.int.test.ts checks the values); a
      // processed food (24230, a filled biscuit) is declared from the supplier's label instead
      // (supplier-label.csv), so not by the library.
      const processed = code === '24230';
      expect(food.allergensDeclared, code).toBe(!processed);
      expect(food.allergenSource, code).toBe(processed ? 'supplierLabel' : 'library');
      expect(food.restaurant ?? null, code).toBeNull();
    }
    expect((await libraryFood('21007')).nutrients.protein).toBeNull();
    expect((await libraryFood('5214')).nutrients.alcohol).toBe(10.8);
  });

  test('a second import writes nothing', async () => {
    const before = await libraryFood('31016');
    const progress: [number, number][] = [];
    const result = await importCiqual({
      payload,
      onProgress: (done, total) => progress.push([done, total]),
    });
    console.log(`second importCiqual took ${(result.ms / 1000).toFixed(1)} s`);
    expect(result).toMatchObject({ total: 3484, inserted: 0, updated: 0, unchanged: 3484 });
    expect(progress.at(-1)).toEqual([3484, 3484]);
    expect((await libraryFood('31016')).updatedAt).toBe(before.updatedAt);
  });
});

describe('a start after the shipped CIQUAL data changed', () => {
  test('imports again only when the data files differ from the last import', async () => {
    const quiet = await runSeed({ payload, demo: false, log: () => {} });
    expect(quiet.ciqualImported).toBe(false);

    // A database seeded before allergens.csv existed: the food undeclared, no hash stored.
    const flour = await libraryFood('9436');
    const req = await createLocalReq({}, payload);
    await executeSql(
      req,
      sql`UPDATE ingredients SET allergens_declared = false WHERE id = ${flour.id}`,
    );
    await executeSql(req, sql`DELETE FROM ingredients_allergens WHERE parent_id = ${flour.id}`);
    await payload.kv.delete(CIQUAL_DATA_HASH_KEY);
    expect(await libraryFood('9436')).toMatchObject({ allergensDeclared: false });

    const lines: string[] = [];
    const again = await runSeed({ payload, demo: false, log: (line) => lines.push(line) });
    expect(again).toMatchObject({ ciqualImported: true, importedIngredients: 0 });
    expect(lines).toContain(
      'The shipped CIQUAL data changed since the last import: importing it again…',
    );
    expect(await libraryFood('9436')).toMatchObject({ allergensDeclared: true });
    expect(((await libraryFood('9436')) as unknown as { allergens: string[] }).allergens).toEqual([
      'gluten',
    ]);
    expect(await payload.kv.get(CIQUAL_DATA_HASH_KEY)).toMatchObject({
      sha256: await ciqualDataHash(),
    });

    // A stored hash of other data (a file changed in an update) triggers it too.
    await payload.kv.set(CIQUAL_DATA_HASH_KEY, { sha256: 'older-data' });
    expect((await runSeed({ payload, demo: false, log: () => {} })).ciqualImported).toBe(true);
    expect((await runSeed({ payload, demo: false, log: () => {} })).ciqualImported).toBe(false);
  });
});

describe('runSeed in demo mode', () => {
  let firstPassword = '';

  test('creates the demo world', async () => {
    const lines: string[] = [];
    const started = performance.now();
    const result = await runSeed({
      payload,
      demo: true,
      demoPassword: undefined,
      log: (line) => lines.push(line),
    });
    console.log(`runSeed (demo, first) took ${seconds(started)} s`);

    expect(result.importedIngredients).toBe(0);
    expect(result.accounts.map(({ email, role }) => [email, role])).toEqual([
      ['admin@example.com', 'admin'],
      ['owner@example.com', 'owner'],
      ['staff@example.com', 'staff'],
    ]);
    firstPassword = result.accounts[0]?.password ?? '';
    expect(firstPassword).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(new Set(result.accounts.map((account) => account.password))).toEqual(
      new Set([firstPassword]),
    );
  }, 180_000); // The demo seed: 36 s at load 13, over 60 s at load 18 on 2 shared cores

  test('brands: two, the Romanian one the fallback, with hosts and generated icons', async () => {
    const brands = publicBrandListSchema.parse(await buildPublicBrands(payload));
    expect(brands.map((brand) => brand.key).sort()).toEqual(['nutrischeme', 'valorinutritionale']);
    const scheme = brands.find((brand) => brand.key === 'nutrischeme');
    const fallback = brands.find((brand) => brand.isFallback);
    expect(scheme?.hosts).toContain('menu.nutrischeme.localhost');
    expect(fallback?.key).toBe('valorinutritionale');
    expect(fallback?.hosts).toContain('menu.valorinutritionale.localhost');
    expect(fallback?.themeColor).toBe('#f3f3f3');
    for (const brand of brands) {
      expect(brand.icons.large512, brand.key).toMatch(/-icon-512\.png$/);
      expect(Object.values(brand.icons).every(Boolean), brand.key).toBe(true);
      expect(brand.shareImage, brand.key).toBeTruthy();
    }
    expect(brands.map((brand) => [brand.key, brand.contact.email]).sort()).toEqual([
      ['nutrischeme', 'contact@nutrischeme.com'],
      ['valorinutritionale', 'contact@valorinutritionale.ro'],
    ]);
  });

  test('brand pages: help, FAQ and terms for both brands, in all seven locales', async () => {
    for (const brandKey of ['nutrischeme', 'valorinutritionale']) {
      for (const kind of PAGE_KINDS) {
        const titles = new Set<string>();
        for (const locale of LOCALES) {
          const outcome = await buildPublicPage(payload, { brandKey, kind, locale });
          if (!('document' in outcome)) throw new Error(`no ${kind} page for ${brandKey}`);
          const page = publicPageSchema.parse(outcome.document);
          expect(page.fallbackLocale, `${brandKey} ${kind} ${locale}`).toBeNull();
          expect(page.html.length, `${brandKey} ${kind} ${locale}`).toBeGreaterThan(0);
          if (kind === 'faq') expect(page.items.length).toBeGreaterThanOrEqual(5);
          titles.add(page.title);
        }
        // Seven translations, not seven copies.
        expect(titles.size, `${brandKey} ${kind}`).toBe(LOCALES.length);
      }
    }
    const terms = await buildPublicPage(payload, {
      brandKey: 'nutrischeme',
      kind: 'terms',
      locale: 'en',
    });
    if (!('document' in terms)) throw new Error('no terms');
    expect(terms.document.html).toContain('NutriScheme SRL');
    expect(terms.document.html).toContain('<a href="mailto:contact@nutrischeme.com">');
  });

  test('restaurants in three cities, their subscriptions and public-menu states', async () => {
    const { docs } = await payload.find({
      collection: 'restaurants',
      depth: 0,
      pagination: false,
      sort: 'slug',
    });
    expect(docs.map((doc) => [doc.slug, doc.city, doc.currency])).toEqual([
      ['demo-bistro', 'Cluj-Napoca', 'RON'],
      ['demo-expired', 'Timișoara', 'RON'],
      ['demo-private', 'Iași', 'RON'],
    ]);
    for (const doc of docs) {
      expect(doc.logo, doc.slug ?? '').toBeTruthy();
      expect(doc.cover, doc.slug ?? '').toBeTruthy();
    }
    expect(docs[0]?.offeredLocales).toEqual(['ro', 'en', 'hu']);

    const subscribed = await subscribedRestaurantIds(payload, new Date());
    expect(subscribed.has(String(await restaurantId('demo-bistro')))).toBe(true);
    expect(subscribed.has(String(await restaurantId('demo-private')))).toBe(true);
    expect(subscribed.has(String(await restaurantId('demo-expired')))).toBe(false);

    const states: Record<string, string> = {};
    for (const slug of ['demo-bistro', 'demo-expired', 'demo-private']) {
      const outcome = await buildPublicMenu(payload, { restaurantSlug: slug, locale: 'en' });
      if (!('document' in outcome)) throw new Error(`no public menu for ${slug}`);
      states[slug] = publicMenuSchema.parse(outcome.document).state;
    }
    expect(states).toEqual({
      'demo-bistro': 'ok',
      'demo-expired': 'no-subscription',
      'demo-private': 'no-public-menu',
    });
  });

  test('demo-bistro: ≥ 40 published dishes in three categories, each computed', async () => {
    const bistro = await restaurantId('demo-bistro');
    const { docs } = await payload.find({
      collection: 'recipes',
      where: { restaurant: { equals: bistro } },
      depth: 0,
      pagination: false,
      locale: 'en',
    });
    expect(docs).toHaveLength(demoBistro.recipes.length);
    const dishes = docs.filter((doc) => doc.onMenu);
    expect(dishes.length).toBeGreaterThanOrEqual(40);
    expect(new Set(dishes.map((doc) => doc.category))).toEqual(
      new Set(['food', 'drinks', 'other']),
    );
    expect(docs.filter((doc) => !doc.onMenu).length).toBeGreaterThanOrEqual(5);
    for (const doc of docs) {
      expect(doc._status, doc.slug ?? '').toBe('published');
      expect(doc.computed?.error ?? null, doc.slug ?? '').toBeNull();
      expect(doc.computed?.result, doc.slug ?? '').toBeTruthy();
      const demo = demoBistro.recipes.find((recipe) => recipe.slug === doc.slug);
      expect(doc.name, doc.slug ?? '').toBe(demo?.names.en);
    }
    const fries = docs.find((doc) => doc.slug === 'cartofi-prajiti');
    expect((fries?.computed?.result as { frozen?: boolean } | undefined)?.frozen).toBe(true);
  });

  test('every demo recipe computed, named in ro and en, also in the admin (draft) view', async () => {
    const all = await payload.find({
      collection: 'recipes',
      depth: 0,
      pagination: false,
      locale: 'all',
    });
    expect(all.totalDocs).toBe(86);
    for (const doc of all.docs) {
      expect(doc.computed?.result, doc.slug ?? '').toBeTruthy();
      expect(doc.computed?.error ?? null, doc.slug ?? '').toBeNull();
    }
    const roEnHu = (names: Partial<Record<string, string>>) =>
      `${names.ro} | ${names.en} | ${names.hu}`;
    expect(
      all.docs.map((doc) => roEnHu(doc.name as unknown as Record<string, string>)).sort(),
    ).toEqual(
      [demoBistro, demoExpired, demoPrivate]
        .flatMap((restaurant) => restaurant.recipes.map((recipe) => roEnHu(recipe.names)))
        .sort(),
    );
    // The admin edits the latest version: it holds every locale too.
    const drafts = await payload.find({
      collection: 'recipes',
      draft: true,
      depth: 0,
      pagination: false,
      locale: 'de',
      fallbackLocale: false,
      where: { slug: { equals: 'salata-caesar' } },
    });
    expect(drafts.docs.map((doc) => doc.name)).toEqual(['Caesar Salad mit Hähnchen']);
  });

  test('demo-bistro: finished technical sheets in ro and en, approved, not approved, withdrawn', async () => {
    const bistro = await restaurantId('demo-bistro');
    const slugs = Object.keys(DEMO_SHEETS);
    const read = async (locale: 'ro' | 'en', draft: boolean) =>
      new Map(
        (
          await payload.find({
            collection: 'recipes',
            where: { and: [{ restaurant: { equals: bistro } }, { slug: { in: slugs } }] },
            depth: 0,
            pagination: false,
            locale,
            fallbackLocale: false,
            draft,
          })
        ).docs.map((doc) => [doc.slug ?? '', doc]),
      );
    const owner = (
      await payload.find({ collection: 'users', where: { email: { equals: 'owner@example.com' } } })
    ).docs[0];
    // Published, and as the admin's edit view (the latest version) shows it.
    for (const draft of [false, true]) {
      const ro = await read('ro', draft);
      const en = await read('en', draft);
      for (const [slug, sheet] of Object.entries(DEMO_SHEETS)) {
        const [inRo, inEn] = [ro.get(slug), en.get(slug)];
        const record = inRo?.technicalSheet;
        expect(
          record?.method?.map((step) => step.text),
          slug,
        ).toEqual(sheet.method.ro);
        expect(
          inEn?.technicalSheet?.method?.map((step) => step.text),
          slug,
        ).toEqual(sheet.method.en);
        expect(
          inEn?.technicalSheet?.criticalPoints?.map((point) => point.text),
          slug,
        ).toEqual(sheet.criticalPoints.map((point) => point.text.en));
        expect(
          record?.criticalPoints?.map((point) => point.text),
          slug,
        ).toEqual(sheet.criticalPoints.map((point) => point.text.ro));
        expect(inEn?.technicalSheet?.sensory?.taste ?? null, slug).toBe(
          sheet.sensory?.taste.en ?? null,
        );
        expect(record?.storage?.shelfLifeHours, slug).toBe(sheet.storage.shelfLifeHours);
        expect(typeof record?.number, slug).toBe('number');
        const state = approvalState(record?.approval, record?.version);
        expect(state.state, slug).toBe(sheet.approval);
        if (sheet.approval === 'none') continue;
        expect(record?.approval?.by, slug).toBe(owner?.id);
        expect(record?.approval?.byName, slug).toBe('Ioana Pop');
        expect(record?.version, slug).toBe(sheet.approval === 'withdrawn' ? 2 : 1);
        expect(record?.approval?.version, slug).toBe(1);
      }
    }
    // The withdrawn one was published again with its real lines; losses are on the lines.
    const burta = (await read('ro', false)).get('ciorba-de-burta');
    expect(burta?.lines?.map((line) => line.quantity)).toEqual(
      demoBistro.recipes
        .find((recipe) => recipe.slug === 'ciorba-de-burta')
        ?.lines.map((line) => line.quantity),
    );
    const sarmale = (await read('ro', false)).get('sarmale');
    expect(sarmale?.lines?.map((line) => line.coldLossPercent ?? 0)).toEqual(
      demoBistro.recipes
        .find((recipe) => recipe.slug === 'sarmale')
        ?.lines.map((line) => line.coldLossPercent ?? 0),
    );
  });

  test('the public menu shows computed dishes with traces, additives, sub-recipes, frozen', async () => {
    const outcome = await buildPublicMenu(payload, { restaurantSlug: 'demo-bistro', locale: 'hu' });
    if (!('document' in outcome)) throw new Error('no public menu');
    const document = publicMenuSchema.parse(outcome.document);
    expect(document.locale).toBe('hu');
    expect(document.menus.map((menu) => menu.slug)).toEqual(['meniu-principal', 'meniul-zilei']);
    const dishes = document.menu?.sections.flatMap((section) => section.dishes) ?? [];
    expect(dishes.length).toBeGreaterThanOrEqual(40);
    expect(document.menu?.sections[0]?.title).toBe('Levesek');
    expect(dishes.every((dish) => dish.nutrition !== null)).toBe(true);
    expect(dishes.every((dish) => dish.allergens.complete)).toBe(true);
    expect(dishes.some((dish) => dish.traces.length > 0)).toBe(true);
    expect(dishes.some((dish) => dish.additives.length > 0)).toBe(true);
    expect(dishes.some((dish) => dish.frozen)).toBe(true);
    // Names exist in Hungarian; descriptions only in Romanian and English, shown from Romanian,
    // and each text marked on its own.
    expect(
      dishes.every((dish) =>
        [dish.nameFallbackLocale, dish.descriptionFallbackLocale].every(
          (shownIn) => shownIn === null || shownIn === 'ro',
        ),
      ),
    ).toBe(true);
    expect(dishes.some((dish) => dish.descriptionFallbackLocale === 'ro')).toBe(true);
    // The demo's drawings, described in the page's language, with a square crop and srcset
    // widths; extras have none.
    const pictured = dishes.filter((dish) => dish.image);
    expect(pictured.length).toBeGreaterThanOrEqual(30);
    expect(pictured.length).toBeLessThan(dishes.length);
    for (const dish of pictured) {
      expect(dish.image).toMatchObject({ width: 768, height: 576 });
      expect(dish.image?.alt).toMatch(/^Rajz: \S/);
      expect(dish.image?.square).toMatchObject({ width: 320, height: 320 });
      expect(dish.image?.widths?.map((file) => file.width)).toEqual([800]);
      // In AVIF too: the card (the 800 px drawing has no 1600 px size) and the square crop.
      expect(dish.image?.avif?.widths.map((file) => file.url)).toEqual([
        expect.stringMatching(/-768x576\.avif$/),
      ]);
      expect(dish.image?.avif?.square).toMatchObject({ width: 320, height: 320 });
    }
  });

  test('papricaș, made only of library foods, shows gluten, eggs and milk on the public menu', async () => {
    const api = createApiClient(payload.config);
    const response = await api.rest('GET', 'public/menus/demo-bistro?locale=ro');
    expect(response.status).toBe(200);
    const document = publicMenuSchema.parse(response.body);
    const dish = document.menu?.sections
      .flatMap((section) => section.dishes)
      .find((found) => found.slug === 'papricas-de-pui-cu-galuste');
    expect(dish?.name).toBe('Papricaș de pui cu găluște');
    expect(dish?.allergens).toEqual({ contains: ['gluten', 'eggs', 'milk'], complete: true });
    expect(dish?.nutrition).not.toBeNull();
    // The library's kitchen names make the ingredient list; allergen names are emphasised.
    expect(dish?.ingredients.text).toMatch(/^Pulpă de pui cu piele, crudă/);
    expect(dish?.ingredients.text).toContain('Găluște');
    const { docs } = await payload.find({
      collection: 'recipes',
      where: {
        and: [
          { restaurant: { equals: await restaurantId('demo-bistro') } },
          { slug: { in: ['papricas-de-pui-cu-galuste', 'galuste'] } },
        ],
      },
      depth: 1,
      pagination: false,
    });
    expect(docs).toHaveLength(2);
    const lines = docs.flatMap((doc) => doc.lines ?? []);
    const ingredients = lines.flatMap((line) =>
      line.kind === 'ingredient' && typeof line.ingredient === 'object' && line.ingredient
        ? [line.ingredient]
        : [],
    );
    expect(ingredients.length).toBeGreaterThan(8);
    expect(ingredients.filter((food) => food.restaurant || food.source?.kind !== 'ciqual')).toEqual(
      [],
    );
  });

  test('accounts: roles and restaurants; the printed password signs in', async () => {
    const bistro = await restaurantId('demo-bistro');
    const { docs } = await payload.find({ collection: 'users', depth: 0, sort: 'email' });
    expect(
      docs.map((user) => [
        user.email,
        user.role,
        (user.tenants ?? []).map(({ tenant }) => (typeof tenant === 'object' ? tenant.id : tenant)),
      ]),
    ).toEqual([
      ['admin@example.com', 'admin', []],
      ['owner@example.com', 'owner', [bistro]],
      ['staff@example.com', 'staff', [bistro]],
    ]);
    const login = await payload.login({
      collection: 'users',
      data: { email: 'owner@example.com', password: firstPassword },
    });
    expect(login.user?.email).toBe('owner@example.com');
  });

  test('a second run changes nothing', async () => {
    const before = await snapshot();
    const started = performance.now();
    const result = await runSeed({ payload, demo: true, demoPassword: undefined, log: () => {} });
    console.log(`runSeed (demo, second) took ${seconds(started)} s`);
    expect(result.accounts.map((account) => account.password)).toEqual([
      PASSWORD_UNCHANGED,
      PASSWORD_UNCHANGED,
      PASSWORD_UNCHANGED,
    ]);
    expect(await snapshot()).toEqual(before);
  });

  test('a demo brand seeded before the 512 px icon gets it at the next run', async () => {
    const { docs } = await payload.find({ collection: 'brands', overrideAccess: true, depth: 0 });
    for (const brand of docs) {
      await payload.update({
        collection: 'brands',
        id: brand.id,
        data: { iconLarge: null },
        overrideAccess: true,
      });
    }
    await runSeed({ payload, demo: true, demoPassword: undefined, log: () => {} });
    const after = await payload.find({ collection: 'brands', overrideAccess: true, depth: 1 });
    for (const brand of after.docs) {
      const icon = brand.iconLarge;
      if (typeof icon !== 'object' || icon === null) throw new Error(`${brand.key}: no 512 icon`);
      expect([icon.width, icon.height, icon.mimeType], brand.key).toEqual([512, 512, 'image/png']);
    }
  });

  test('DEMO_PASSWORD sets the demo passwords, once', async () => {
    const demoPassword = 'correct-horse-battery-staple';
    const first = await runSeed({ payload, demo: true, demoPassword, log: () => {} });
    expect(first.accounts.map((account) => account.password)).toEqual([
      demoPassword,
      demoPassword,
      demoPassword,
    ]);
    const login = await payload.login({
      collection: 'users',
      data: { email: 'staff@example.com', password: demoPassword },
    });
    expect(login.user?.email).toBe('staff@example.com');

    const before = await snapshot();
    await runSeed({ payload, demo: true, demoPassword, log: () => {} });
    expect(await snapshot()).toEqual(before);
  });

  test('a start without demo mode afterwards warns that demo accounts are left', async () => {
    const lines: string[] = [];
    await runSeed({ payload, demo: false, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toMatch(/demo accounts .* still exist/);
    expect(lines.join('\n')).not.toMatch(/No account/);
  });
});

/** The CSV with some cells replaced, as a newer CIQUAL version might change them. */
function editedCsv(changes: Record<string, Record<string, string>>): string {
  const [header = [], ...rows] = parseCsv(csvText);
  const quote = (field: string) =>
    /[",\n\r]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
  const lines = [header, ...rows.filter((row) => row.length === header.length)].map((row) => {
    const change = changes[row[0] ?? ''];
    const fields = change ? row.map((field, index) => change[header[index] ?? ''] ?? field) : row;
    return fields.map(quote).join(',');
  });
  return `${lines.join('\n')}\n`;
}

describe('importCiqual after the CSV changed', () => {
  test('updates only the changed foods, keeps translations and components, recomputes', async () => {
    const sugar = await libraryFood('31016');
    // A translation and a component someone added in the admin must survive the update.
    await payload.update({
      collection: 'ingredients',
      id: sugar.id,
      locale: 'ro',
      data: { name: 'zahăr alb', components: [{ name: 'zaharoză', percent: 100 }] },
    });
    const recipe = await payload.create({
      collection: 'recipes',
      data: {
        restaurant: await restaurantId('demo-bistro'),
        name: 'Sirop de test',
        slug: 'sirop-de-test',
        category: 'other',
        onMenu: false,
        portions: 1,
        lines: [{ kind: 'ingredient', ingredient: sugar.id, quantity: 100, unit: 'g' }],
        _status: 'published',
      },
    });
    const fatOf = async () => {
      const doc = await payload.findByID({ collection: 'recipes', id: recipe.id, depth: 0 });
      const result = doc.computed?.result as { per100g: { fat: { value?: number } } };
      return result.per100g.fat.value;
    };
    expect(await fatOf()).toBe(0);

    const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-ciqual-'));
    const csvPath = path.join(dir, 'ciqual.csv');
    await writeFile(
      csvPath,
      editedCsv({
        '31016': { fat_g: '1', name_en: 'Sugar, white, refined' },
        '5214': { name_en: 'Red wine, still' },
      }),
    );
    const result = await importCiqual({ payload, csvPath });
    expect(result).toMatchObject({ inserted: 0, updated: 2, unchanged: 3482 });

    const updated = await libraryFood('31016');
    expect(updated.name).toMatchObject({
      ro: 'zahăr alb',
      en: 'Sugar, white, refined',
      fr: sugar.name.fr,
    });
    expect(updated.nutrients.fat).toBe(1);
    expect(updated.components).toHaveLength(1);
    // A kitchen name nobody edited stays names.csv's; an untranslated one follows the English.
    expect((await libraryFood('5214')).name).toMatchObject({
      ro: kitchenNames.get('5214')?.names.ro ?? 'Red wine, still',
      en: 'Red wine, still',
    });
    expect(await fatOf()).toBe(1);
  });
});
