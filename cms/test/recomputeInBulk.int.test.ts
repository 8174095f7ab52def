import { type PublicDish, publicMenuSchema } from '@nutrimenu/core/contract';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadRecipeRows, RECIPE_ROW_SELECT } from '../src/collections/Recipes/graph/loadRecipeRows';
import { recomputeRecipesUsing } from '../src/collections/Recipes/graph/recomputeRecipes';
import { runInTransaction } from '../src/utilities/runInTransaction';
import { createUser, PASSWORD } from './helpers/accessWorld';
import { type ApiResponse, createApiClient } from './helpers/apiClient';
import { cloneRecipes } from './helpers/cloneRecipes';
import { createTestPayload } from './helpers/testPayload';

const ORIGIN = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;
const DEPENDENTS = 1000;

let payload: Payload;
let api: ReturnType<typeof createApiClient>;
let ownerToken: string;
let restaurant: number;
let restaurantSlug: string;

const nutrients = (sugars = 1) => ({
  fat: 1,
  saturates: 0.2,
  carbohydrate: 20,
  sugars,
  fibre: 2,
  protein: 5,
  salt: 0.5,
});

async function ingredient(name: string, data: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'ingredients',
    data: {
      name,
      restaurant,
      nutrients: nutrients(),
      allergensDeclared: true,
      allergens: [],
      vegan: true,
      vegetarian: true,
      ...data,
    } as never,
  });
}

type Line = { kind: 'ingredient' | 'recipe'; id: number; quantity: number; unit?: 'g' | 'ml' };
async function dish(name: string, lines: Line[], data: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'recipes',
    data: {
      restaurant,
      name,
      category: 'food',
      portions: 1,
      lines: lines.map((line) => ({
        kind: line.kind,
        [line.kind]: line.id,
        quantity: line.quantity,
        unit: line.unit ?? 'g',
      })),
      _status: 'published',
      ...data,
    } as never,
  });
}

async function publicMenu(slug: string): Promise<PublicDish[]> {
  const response = await api.send(
    new Request(new URL(`/api/public/menus/${restaurantSlug}?menu=${slug}&locale=ro`, ORIGIN)),
  );
  expect(response.status).toBe(200);
  const menu = publicMenuSchema.parse(await response.json());
  return (menu.menu?.sections ?? []).flatMap((section) => section.dishes);
}

async function menuOf(slug: string, dishes: number[]) {
  await payload.create({
    collection: 'menus',
    data: {
      restaurant,
      name: slug,
      slug,
      isDefault: false,
      sections: [{ title: 'Feluri', dishes }],
      _status: 'published',
    } as never,
  });
}

async function versionCount(id: number): Promise<number> {
  return (await payload.countVersions({ collection: 'recipes', where: { parent: { equals: id } } }))
    .totalDocs;
}

beforeAll(async () => {
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  const brand = await payload.create({
    collection: 'brands',
    data: {
      name: 'Brand',
      key: 'brand',
      companyName: 'Brand SRL',
      homeUrl: 'https://example.com',
      isFallback: true,
    },
  });
  restaurantSlug = 'bistro-proaspat';
  restaurant = (
    await payload.create({
      collection: 'restaurants',
      data: {
        brand: brand.id,
        name: 'Bistro Proaspăt',
        slug: restaurantSlug,
        city: 'Cluj-Napoca',
        defaultLocale: 'ro',
        offeredLocales: ['ro', 'en'],
        currency: 'RON',
      } as never,
    })
  ).id;
  await payload.create({
    collection: 'subscriptions',
    data: {
      restaurant,
      plan: 'standard',
      status: 'active',
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    },
  });
  const owner = await createUser(payload, 'owner', [restaurant]);
  ownerToken = await api.login(owner.email, PASSWORD);
}, 120_000);

afterAll(async () => {
  await payload?.destroy();
});

describe('an ingredient change recomputes its dependents in the same transaction', () => {
  test(`1,000 published dishes: no read shows a dish as complete without the new allergen`, async () => {
    // A sauce (sub-recipe) with the ingredient, and a dish using both: cloned 1,000 times.
    const flourish = await ingredient('pudră de condimente');
    const plain = await ingredient('orez');
    const sauce = await dish('sos de bază', [
      { kind: 'ingredient', id: flourish.id, quantity: 20 },
    ]);
    const template = await dish('fel', [
      { kind: 'recipe', id: sauce.id, quantity: 30 },
      { kind: 'ingredient', id: flourish.id, quantity: 10 },
      { kind: 'ingredient', id: plain.id, quantity: 150 },
    ]);
    const copies = await cloneRecipes(
      process.env.DATABASE_URL as string,
      template.id,
      DEPENDENTS - 1,
    );
    const dishes = [template.id, ...copies];
    await menuOf('mare', dishes);
    const before = await publicMenu('mare');
    expect(before).toHaveLength(DEPENDENTS);
    for (const shown of before) expect(shown.allergens).toEqual({ contains: [], complete: true });
    const versionsBefore = await versionCount(template.id);

    // The owner adds gluten while diners (three at once) read the menu, until the save returns.
    let saved = false;
    const reads: { dishes: PublicDish[]; startedAfterSave: boolean; diner: number }[] = [];
    const readers = [0, 1, 2].map(async (diner) => {
      while (!saved) {
        reads.push({ dishes: await publicMenu('mare'), startedAfterSave: false, diner });
      }
    });
    const started = performance.now();
    const response: ApiResponse = await api.rest('PATCH', `ingredients/${flourish.id}`, {
      token: ownerToken,
      json: { allergens: ['gluten'] },
    });
    const saveMs = performance.now() - started;
    saved = true;
    await Promise.all(readers);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    for (let index = 0; index < 3; index++) {
      reads.push({ dishes: await publicMenu('mare'), startedAfterSave: true, diner: index });
    }

    // Each read is one snapshot: before the commit no dish has changed (the ingredient has not
    // either), after it every dish has. None mixes, none shows a complete list without gluten
    // once the change exists, and every read after the save shows gluten on every dish.
    let changedReads = 0;
    const dinersWhoSawTheChange = new Set<number>();
    for (const read of reads) {
      expect(read.dishes).toHaveLength(DEPENDENTS);
      const withGluten = read.dishes.filter((shown) =>
        shown.allergens.contains.includes('gluten'),
      ).length;
      expect([0, DEPENDENTS]).toContain(withGluten);
      if (read.startedAfterSave) expect(withGluten).toBe(DEPENDENTS);
      // A diner who has seen gluten never sees the dishes without it again.
      if (!read.startedAfterSave && dinersWhoSawTheChange.has(read.diner)) {
        expect(withGluten).toBe(DEPENDENTS);
      }
      if (withGluten > 0) {
        changedReads += 1;
        dinersWhoSawTheChange.add(read.diner);
      }
      for (const shown of read.dishes) expect(shown.allergens.complete).toBe(true);
    }
    console.log(
      `PATCH of an ingredient used by ${DEPENDENTS} dishes: ${(saveMs / 1000).toFixed(2)} s; ` +
        `${reads.length} reads, ${changedReads} showing the change`,
    );
    expect(reads.filter((read) => !read.startedAfterSave).length).toBeGreaterThan(0);

    // Derived data: the owner's history gains no version, the latest version row is updated.
    expect(await versionCount(template.id)).toBe(versionsBefore);
    const latest = (await payload.findByID({
      collection: 'recipes',
      id: copies.at(-1) as number,
      draft: true,
    })) as unknown as { computed: { result: { allergens: { contains: string[] } } } };
    expect(latest.computed.result.allergens.contains).toEqual(['gluten']);
    const sub = (await payload.findByID({ collection: 'recipes', id: sauce.id })) as unknown as {
      computed: { result: { allergens: { contains: string[] } } };
    };
    expect(sub.computed.result.allergens.contains).toEqual(['gluten']);
  }, 300_000);

  test('a published sub-recipe change reaches the dishes using it before the save returns', async () => {
    const oil = await ingredient('ulei de floarea-soarelui');
    const yolk = await ingredient('gălbenuș', { allergens: ['eggs'], vegan: false });
    const sauce = await dish('maioneză', [{ kind: 'ingredient', id: oil.id, quantity: 50 }], {
      onMenu: false,
    });
    const burger = await dish('burger vegetal', [
      { kind: 'recipe', id: sauce.id, quantity: 20 },
      { kind: 'ingredient', id: oil.id, quantity: 5 },
    ]);
    await menuOf('burgeri', [burger.id]);
    const versionsBefore = await versionCount(burger.id);
    const withYolk = {
      lines: [
        { kind: 'ingredient', ingredient: oil.id, quantity: 50, unit: 'g' },
        { kind: 'ingredient', ingredient: yolk.id, quantity: 10, unit: 'g' },
      ],
    };

    // A draft of the sauce does not feed the burger yet.
    await payload.update({
      collection: 'recipes',
      id: sauce.id,
      draft: true,
      data: { ...withYolk, _status: 'draft' } as never,
    });
    expect((await publicMenu('burgeri'))[0]?.allergens).toEqual({ contains: [], complete: true });

    // Published, it does, in the same save.
    const response = await api.rest('PATCH', `recipes/${sauce.id}`, {
      token: ownerToken,
      json: { ...withYolk, _status: 'published' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const shown = (await publicMenu('burgeri'))[0];
    expect(shown?.allergens).toEqual({ contains: ['eggs'], complete: true });
    expect(shown?.tags).not.toContain('vegan');
    expect(await versionCount(burger.id)).toBe(versionsBefore);
  });

  test("recomputes an owner's newer draft from its own lines and leaves its history alone", async () => {
    const nut = await ingredient('nucă');
    const rice = await ingredient('orez alb');
    const published = await dish('salată', [{ kind: 'ingredient', id: rice.id, quantity: 100 }]);
    // The draft adds the nut; the published dish does not use it.
    await payload.update({
      collection: 'recipes',
      id: published.id,
      draft: true,
      data: {
        lines: [
          { kind: 'ingredient', ingredient: rice.id, quantity: 100, unit: 'g' },
          { kind: 'ingredient', ingredient: nut.id, quantity: 10, unit: 'g' },
        ],
        _status: 'draft',
      } as never,
    });
    const versionsBefore = await versionCount(published.id);
    await payload.update({ collection: 'ingredients', id: nut.id, data: { allergens: ['nuts'] } });

    const draft = (await payload.findByID({
      collection: 'recipes',
      id: published.id,
      draft: true,
    })) as unknown as {
      _status: string;
      computed: { result: { allergens: { contains: string[] } } };
    };
    expect(draft._status).toBe('draft');
    expect(draft.computed.result.allergens.contains).toEqual(['nuts']);
    const live = (await payload.findByID({
      collection: 'recipes',
      id: published.id,
    })) as unknown as {
      computed: { result: { allergens: { contains: string[] } } };
    };
    expect(live.computed.result.allergens.contains).toEqual([]);
    expect(await versionCount(published.id)).toBe(versionsBefore);
  });

  test('refuses an ingredient change that makes a published dish impossible to compute', async () => {
    const syrup = await ingredient('sirop', { density: 1.3 });
    const lemonade = await dish('limonadă', [
      { kind: 'ingredient', id: syrup.id, quantity: 50, unit: 'ml' },
    ]);
    // Without its density, the syrup measured in ml can no longer be weighed.
    const response = await api.rest('PATCH', `ingredients/${syrup.id}`, {
      token: ownerToken,
      json: { density: null },
      headers: { 'Accept-Language': 'ro' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].data.errors[0].message).toMatch(/sirop.*limonadă → sirop/s);
    const unchanged = await payload.findByID({ collection: 'ingredients', id: syrup.id });
    expect(unchanged.density).toBe(1.3);
    expect(
      (
        (await payload.findByID({ collection: 'recipes', id: lemonade.id })) as unknown as {
          computed: { error: unknown };
        }
      ).computed.error,
    ).toBeNull();
  });
});

describe('a recompute deferred beyond the size limit', () => {
  test('shows allergens as incomplete and no nutrition until the job has run', async () => {
    const spice = await ingredient('boia');
    const dishes = [];
    for (const name of ['tocană', 'ciorbă', 'gulaș']) {
      dishes.push(
        (
          await dish(name, [{ kind: 'ingredient', id: spice.id, quantity: 5 }], {
            tags: ['no_gluten', 'hot'],
          })
        ).id,
      );
    }
    await menuOf('amanat', dishes);
    for (const shown of await publicMenu('amanat')) {
      expect(shown.allergens).toEqual({ contains: [], complete: true });
      expect(shown.nutrition).not.toBeNull();
      expect(shown.tags).toEqual(['hot', 'no_gluten', 'vegan', 'vegetarian']);
    }

    // The save, with a limit of two recipes: three are marked stale and left to the job.
    const req = await createLocalReq({ context: { skipRecompute: true } }, payload);
    await runInTransaction(req, async () => {
      await payload.update({
        collection: 'ingredients',
        id: spice.id,
        data: { allergens: ['celery'] },
        req,
      });
      expect(await recomputeRecipesUsing(req, 'ingredient', [spice.id], { deferAbove: 2 })).toEqual(
        [],
      );
    });
    for (const shown of await publicMenu('amanat')) {
      expect(shown.allergens).toEqual({ contains: [], complete: false });
      expect(shown.nutrition).toBeNull();
      expect(shown.nutriScore).toBeNull();
      expect(shown.updating).toBe(true);
      // Nothing the change could contradict is shown as established meanwhile.
      expect(shown.tags).toEqual(['hot']);
    }

    await payload.jobs.run({ queue: 'default' });
    for (const shown of await publicMenu('amanat')) {
      expect(shown.allergens).toEqual({ contains: ['celery'], complete: true });
      expect(shown.nutrition).not.toBeNull();
      expect(shown.updating).toBeUndefined();
      expect(shown.tags).toEqual(['hot', 'no_gluten', 'vegan', 'vegetarian']);
    }
  });
});

describe('tags that contradict the recipe', () => {
  test('are refused at save, in the admin language, naming the ingredient', async () => {
    const flour = await ingredient('făină de grâu', { allergens: ['gluten'] });
    const response = await api.rest('POST', 'recipes', {
      token: ownerToken,
      headers: { 'Accept-Language': 'ro' },
      json: {
        restaurant,
        name: 'clătite',
        category: 'food',
        portions: 1,
        tags: ['no_gluten'],
        lines: [{ kind: 'ingredient', ingredient: flour.id, quantity: 100, unit: 'g' }],
        _status: 'published',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].data.errors).toEqual([
      {
        path: 'tags',
        message:
          'Eticheta „Fără gluten” contrazice rețeta din cauza: făină de grâu (alergen: Cereale care conțin gluten).',
      },
    ]);
  });

  test('a recompute that creates one hides the tag from the public menu and tells why', async () => {
    const cream = await ingredient('smântână vegetală');
    const dessert = await dish('desert', [{ kind: 'ingredient', id: cream.id, quantity: 80 }], {
      tags: ['vegan', 'no_sugar'],
    });
    await menuOf('deserturi', [dessert.id]);
    expect((await publicMenu('deserturi'))[0]?.tags).toEqual(['no_sugar', 'vegan', 'vegetarian']);

    // The supplier's "vegetable" cream turns out to contain milk and much sugar.
    await payload.update({
      collection: 'ingredients',
      id: cream.id,
      data: { allergens: ['milk'], vegan: false, nutrients: nutrients(45) },
    });
    const shown = (await publicMenu('deserturi'))[0];
    expect(shown?.allergens.contains).toEqual(['milk']);
    expect(shown?.tags).toEqual(['vegetarian']);
    const stored = (await payload.findByID({
      collection: 'recipes',
      id: dessert.id,
    })) as unknown as {
      tags: string[];
      computed: { result: { tagConflicts: unknown[] } };
    };
    // The owner's tags stay as set; the conflicts say why they are not shown.
    expect(stored.tags).toEqual(['vegan', 'no_sugar']);
    expect(stored.computed.result.tagConflicts).toEqual([
      {
        tag: 'vegan',
        cause: 'milk',
        ingredients: [expect.objectContaining({ ro: 'smântână vegetală' })],
      },
      {
        tag: 'no_sugar',
        cause: 'sugars',
        ingredients: [expect.objectContaining({ ro: 'smântână vegetală' })],
      },
    ]);
  });
});

describe('loadRecipeRows', () => {
  test("reads the stored documents as Payload's find does", async () => {
    const egg = await ingredient('ou', { allergens: ['eggs'] });
    const milk = await ingredient('lapte', { allergens: ['milk'], density: 1.03 });
    const base = await dish('bază', [{ kind: 'ingredient', id: egg.id, quantity: 30 }]);
    const full = await dish(
      'omletă',
      [
        { kind: 'recipe', id: base.id, quantity: 60 },
        { kind: 'ingredient', id: milk.id, quantity: 20.5, unit: 'ml' },
        { kind: 'ingredient', id: egg.id, quantity: 50 },
      ],
      {
        portions: 2,
        yieldKind: 'ratio',
        yieldRatio: 0.85,
        density: 0.9,
        extraAllergens: ['mustard', 'celery'],
        extraTraces: ['nuts'],
        tags: ['hot', 'eco'],
        frozen: true,
        nutriScoreCategory: 'general',
        redMeat: false,
      },
    );
    await payload.update({
      collection: 'recipes',
      id: full.id,
      locale: 'en',
      data: { name: 'omelette' },
    });
    const req = await createLocalReq({}, payload);
    const ids = [full.id, base.id];
    const rows = await loadRecipeRows(req, ids);
    const found = await payload.find({
      collection: 'recipes',
      where: { id: { in: ids } },
      draft: false,
      depth: 0,
      locale: 'all',
      pagination: false,
      sort: 'id',
      select: RECIPE_ROW_SELECT,
    });
    // Payload adds the array rows' ids and leaves unset fields out; the rest must match.
    const comparable = (doc: Record<string, unknown>) => ({
      ...Object.fromEntries(Object.keys(RECIPE_ROW_SELECT).map((key) => [key, doc[key] ?? null])),
      id: doc.id,
      lines: (doc.lines as Record<string, unknown>[]).map(({ id: _id, ...line }) => ({
        ...line,
        ingredient: line.ingredient ?? null,
        recipe: line.recipe ?? null,
      })),
      name: Object.fromEntries(
        Object.entries(doc.name as Record<string, unknown>).filter(([, value]) => value),
      ),
    });
    expect(rows.map((row) => comparable(row as never))).toEqual(
      found.docs.map((doc) => comparable(doc as never)),
    );
    expect(rows[1]?.name).toEqual({ ro: 'omletă', en: 'omelette' });
  });
});
