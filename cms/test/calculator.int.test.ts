import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recomputeRecipesUsing } from '../src/collections/Recipes/graph/recomputeRecipes';
import { runInTransaction } from '../src/utilities/runInTransaction';
import { createTestPayload } from './helpers/testPayload';

let payload: Payload;
let restaurant: number;

interface Computed {
  result: {
    per100g: Record<string, { status: string; value?: number }>;
    allergens: { contains: string[]; complete: boolean };
    weights: { netPortion: number };
  } | null;
  error: { code: string } | null;
}

async function computedOf(id: number | string): Promise<Computed> {
  const doc = await payload.findByID({ collection: 'recipes', id, depth: 0 });
  return (doc as unknown as { computed: Computed }).computed;
}

beforeAll(async () => {
  payload = await createTestPayload();
  const brand = await payload.create({
    collection: 'brands',
    data: {
      name: 'Valori nutriționale',
      key: 'vn',
      companyName: 'VN SRL',
      homeUrl: 'https://valorinutritionale.ro',
      isFallback: true,
    },
  });
  restaurant = (
    await payload.create({
      collection: 'restaurants',
      data: {
        name: 'Test Bistro',
        brand: brand.id,
        city: 'Cluj-Napoca',
        defaultLocale: 'ro',
        offeredLocales: ['ro', 'en'],
        currency: 'RON',
      },
    })
  ).id;
});

afterAll(async () => {
  await payload?.destroy();
});

async function ingredient(
  name: string,
  nutrients: Record<string, number | null>,
  extra: Record<string, unknown> = {},
) {
  return payload.create({
    collection: 'ingredients',
    data: { name, nutrients, allergensDeclared: true, allergens: [], ...extra },
  });
}

describe('the calculator at save time', () => {
  test('computes a recipe when it is saved, and again when an ingredient changes, transitively', async () => {
    const flour = await ingredient(
      'făină',
      { fat: 1, saturates: 0.2, carbohydrate: 70, sugars: 2, fibre: 3, protein: 10, salt: 0 },
      { allergens: ['gluten'] },
    );
    const butter = await ingredient(
      'unt',
      { fat: 80, saturates: 50, carbohydrate: 1, sugars: 1, fibre: 0, protein: 1, salt: 1 },
      { allergens: ['milk'] },
    );

    const dough = await payload.create({
      collection: 'recipes',
      data: {
        restaurant,
        name: 'aluat',
        category: 'other',
        onMenu: false,
        portions: 1,
        lines: [
          { kind: 'ingredient', ingredient: flour.id, quantity: 100, unit: 'g' },
          { kind: 'ingredient', ingredient: butter.id, quantity: 100, unit: 'g' },
        ],
        _status: 'published',
      },
    });
    const pie = await payload.create({
      collection: 'recipes',
      data: {
        restaurant,
        name: 'plăcintă',
        category: 'food',
        portions: 2,
        lines: [{ kind: 'recipe', recipe: dough.id, quantity: 200, unit: 'g' }],
        _status: 'published',
      },
    });

    const before = await computedOf(pie.id);
    expect(before.result?.per100g.fat).toEqual({ status: 'known', value: 40.5 });
    // Each allergen names the ingredient bringing it in, through the sub-recipe.
    expect(before.result?.allergens).toEqual({
      contains: ['gluten', 'milk'],
      complete: true,
      sources: [
        { code: 'gluten', sources: [{ ingredientId: String(flour.id), via: [String(dough.id)] }] },
        { code: 'milk', sources: [{ ingredientId: String(butter.id), via: [String(dough.id)] }] },
      ],
    });
    expect(before.result?.weights.netPortion).toBe(100);

    await payload.update({
      collection: 'ingredients',
      id: butter.id,
      data: { nutrients: { fat: 60 } },
    });

    expect((await computedOf(dough.id)).result?.per100g.fat).toEqual({
      status: 'known',
      value: 30.5,
    });
    expect((await computedOf(pie.id)).result?.per100g.fat).toEqual({
      status: 'known',
      value: 30.5,
    });
  });

  test('keeps unknown values unknown', async () => {
    const mystery = await payload.create({
      collection: 'ingredients',
      data: { name: 'condiment', nutrients: {} },
    });
    const dish = await payload.create({
      collection: 'recipes',
      data: {
        restaurant,
        name: 'misterios',
        category: 'food',
        portions: 1,
        lines: [{ kind: 'ingredient', ingredient: mystery.id, quantity: 10, unit: 'g' }],
        _status: 'published',
      },
    });
    const computed = await computedOf(dish.id);
    expect(computed.result?.per100g.sugars).toEqual({ status: 'unknown' });
    expect(computed.result?.allergens.complete).toBe(false);
  });

  test('refuses to publish a recipe that cannot be computed, naming the reason', async () => {
    const water = await ingredient('apă', {
      fat: 0,
      saturates: 0,
      carbohydrate: 0,
      sugars: 0,
      fibre: 0,
      protein: 0,
      salt: 0,
    });
    await expect(
      payload.create({
        collection: 'recipes',
        data: {
          restaurant,
          name: 'supă',
          category: 'food',
          portions: 1,
          lines: [{ kind: 'ingredient', ingredient: water.id, quantity: 100, unit: 'ml' }],
          _status: 'published',
        },
      }),
    ).rejects.toMatchObject({
      // Payload's sentence names the row and what to do, not the field's key ("lines").
      message:
        'The following field is invalid: Row 1: apă is measured in ml, but its density ' +
        '(g per ml) is not known. Enter the density (g per ml) on apă, or give this row in g. ' +
        'Where: supă → apă',
      data: {
        errors: [
          {
            path: 'lines',
            message: expect.stringMatching(
              /measured in ml, but its density \(g per ml\) is not known/,
            ),
          },
        ],
      },
    });
  });

  test('recomputes many dependents in a background job, marking them stale meanwhile', async () => {
    const salt = await ingredient('sare', {
      fat: 0,
      saturates: 0,
      carbohydrate: 0,
      sugars: 0,
      fibre: 0,
      protein: 0,
      salt: 100,
    });
    const ids: number[] = [];
    // Three dependents against a limit of two (the RECOMPUTE_INLINE_LIMIT setting is 20,000 by default).
    for (let index = 0; index < 3; index++) {
      const dish = await payload.create({
        collection: 'recipes',
        data: {
          restaurant,
          name: `fel ${index + 1}`,
          category: 'food',
          portions: 1,
          lines: [{ kind: 'ingredient', ingredient: salt.id, quantity: 1, unit: 'g' }],
          _status: 'published',
        },
      });
      ids.push(dish.id);
    }
    const req = await createLocalReq({ context: { skipRecompute: true } }, payload);
    await runInTransaction(req, async () => {
      await payload.update({
        collection: 'ingredients',
        id: salt.id,
        data: { nutrients: { salt: 50 } },
        req,
      });
      await recomputeRecipesUsing(req, 'ingredient', [salt.id], { deferAbove: 2 });
    });

    const first = ids[0] as number;
    const stale = (await payload.findByID({ collection: 'recipes', id: first })) as unknown as {
      computed: Computed & { stale: boolean };
    };
    expect(stale.computed.stale).toBe(true);
    expect(stale.computed.result?.per100g.salt).toEqual({ status: 'known', value: 100 });

    await payload.jobs.run({ queue: 'default' });

    for (const id of [first, ids.at(-1) as number]) {
      const fresh = (await payload.findByID({ collection: 'recipes', id })) as unknown as {
        computed: Computed & { stale: boolean };
      };
      expect(fresh.computed.stale).toBe(false);
      expect(fresh.computed.result?.per100g.salt).toEqual({ status: 'known', value: 50 });
    }
  });

  test('stores the error of an incomplete draft instead of refusing it', async () => {
    const draft = await payload.create({
      collection: 'recipes',
      draft: true,
      data: {
        restaurant,
        name: 'ciornă',
        category: 'food',
        portions: 1,
        lines: [],
        _status: 'draft',
      },
    });
    const doc = await payload.findByID({ collection: 'recipes', id: draft.id, draft: true });
    expect((doc as unknown as { computed: Computed }).computed.error?.code).toBe('emptyRecipe');
  });
});
