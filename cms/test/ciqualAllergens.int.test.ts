import { publicMenuSchema } from '@nutrimenu/core/contract';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GLOBAL_CIQUAL_WHERE } from '../src/ciqual/globalCiqualWhere';
import { importCiqual } from '../src/ciqual/importCiqual';
import { createApiClient } from './helpers/apiClient';
import { libraryFood as libraryFoodOf } from './helpers/libraryFood';
import { createTestPayload } from './helpers/testPayload';

let payload: Payload;
let get: (path: string) => Promise<Response>;

beforeAll(async () => {
  // The demo world as `npm start` seeds it: the whole library and the demo dishes.
  payload = await createTestPayload({ seed: 'demo' });
  const api = createApiClient(payload.config);
  get = (path) => api.send(new Request(new URL(path, 'http://localhost:3000')));
}, 600_000);

afterAll(async () => {
  await payload?.destroy();
});

const libraryFood = (code: string) => libraryFoodOf(payload, code);

describe('importCiqual declares the library from allergens.csv', () => {
  test("every library food is declared but the supplier's-label ones; flour has gluten, sunflower oil nothing", async () => {
    const undeclared = await payload.count({
      collection: 'ingredients',
      where: { and: [GLOBAL_CIQUAL_WHERE, { allergensDeclared: { not_equals: true } }] },
    });
    const fromLabels = await payload.count({
      collection: 'ingredients',
      where: { and: [GLOBAL_CIQUAL_WHERE, { allergenSource: { equals: 'supplierLabel' } }] },
    });
    expect(fromLabels.totalDocs).toBeGreaterThan(1000);
    expect(undeclared.totalDocs).toBe(fromLabels.totalDocs);

    const flour = await libraryFood('9436');
    expect(flour).toMatchObject({ allergensDeclared: true, allergens: ['gluten'], traces: [] });
    expect(flour).toMatchObject({ vegan: true, vegetarian: true, meat: false });

    const oil = await libraryFood('17440');
    expect(oil).toMatchObject({ allergensDeclared: true, allergens: [], traces: [] });

    const oats = await libraryFood('32140');
    expect(oats.allergens).toEqual(['gluten']);
    expect(oats.traces).toEqual(['peanuts', 'soybeans', 'milk', 'nuts']);

    expect(await libraryFood('6100')).toMatchObject({ meat: true, redMeat: true, vegan: false });
    expect(await libraryFood('20055')).toMatchObject({
      fruitVegLegumes: true,
      allergens: ['celery'],
    });
  });

  test('a dish made only of library foods shows its allergens as complete on the public menu', async () => {
    const { docs: restaurants } = await payload.find({
      collection: 'restaurants',
      where: { slug: { equals: 'demo-bistro' } },
      depth: 0,
      limit: 1,
    });
    const restaurant = restaurants[0];
    if (!restaurant) throw new Error('no demo-bistro');
    const [flour, butter, oil] = await Promise.all(
      ['9436', '16400', '17440'].map((code) => libraryFood(code)),
    );
    const dish = await payload.create({
      collection: 'recipes',
      data: {
        restaurant: restaurant.id,
        name: 'Fursecuri din bibliotecă',
        slug: 'fursecuri-din-biblioteca',
        category: 'food',
        onMenu: true,
        portions: 4,
        lines: [
          { kind: 'ingredient', ingredient: flour?.id, quantity: 200, unit: 'g' },
          { kind: 'ingredient', ingredient: butter?.id, quantity: 100, unit: 'g' },
          { kind: 'ingredient', ingredient: oil?.id, quantity: 10, unit: 'g' },
        ],
        _status: 'published',
      } as never,
    });
    const { docs: menus } = await payload.find({
      collection: 'menus',
      where: { and: [{ restaurant: { equals: restaurant.id } }, { isDefault: { equals: true } }] },
      depth: 0,
      limit: 1,
    });
    const menu = menus[0];
    if (!menu) throw new Error('demo-bistro has no default menu');
    await payload.update({
      collection: 'menus',
      id: menu.id,
      data: {
        sections: [...(menu.sections ?? []), { title: 'Bibliotecă', dishes: [dish.id] }],
        _status: 'published',
      } as never,
    });

    const response = await get('/api/public/menus/demo-bistro?locale=ro');
    expect(response.status).toBe(200);
    const document = publicMenuSchema.parse(await response.json());
    const shown = document.menu?.sections
      .flatMap((section) => section.dishes)
      .find((d) => d.name === 'Fursecuri din bibliotecă');
    expect(shown?.allergens).toEqual({ contains: ['gluten', 'milk'], complete: true });
  });

  test('the foods that are additives are linked to them from additives.csv', async () => {
    const eNumbers = async (ids: unknown[]) => {
      const { docs } = await payload.find({
        collection: 'additives',
        where: {
          id: { in: ids.map((id) => (typeof id === 'object' ? (id as { id: number }).id : id)) },
        },
        depth: 0,
        pagination: false,
        sort: 'eNumber',
      });
      return docs.map((doc) => [doc.eNumber, doc.functionalClass]);
    };
    const bicarbonate = await libraryFood('11507');
    expect(await eNumbers([bicarbonate.isAdditive])).toEqual([['E500(ii)', 'raisingAgents']]);
    const lecithin = await libraryFood('42200');
    expect(await eNumbers([lecithin.isAdditive])).toEqual([['E322', 'emulsifiers']]);
    expect(lecithin.allergens).toEqual(['soybeans']);
    const bakingPowder = await libraryFood('11046');
    expect(bakingPowder.isAdditive ?? null).toBeNull();
    expect(await eNumbers(bakingPowder.additives ?? [])).toEqual([
      ['E450(i)', 'raisingAgents'],
      ['E500(ii)', 'raisingAgents'],
    ]);
    const { docs: named } = await payload.find({
      collection: 'additives',
      where: { eNumber: { equals: 'E322' } },
      locale: 'all',
      depth: 0,
    });
    expect((named[0]?.name as unknown as Record<string, string> | undefined)?.hu).toBe('lecitinek');
    // A food that is not an additive stays unlinked.
    const flour = await libraryFood('9436');
    expect([flour.isAdditive ?? null, flour.additives ?? []]).toEqual([null, []]);
  });

  test('a second import writes nothing and keeps what an admin declared', async () => {
    const oil = await libraryFood('17440');
    // An admin declares a product's mustard traces on the library food itself.
    await payload.update({
      collection: 'ingredients',
      id: oil.id,
      data: { traces: ['mustard'] },
    });
    // And clears the declaration of the wine, so the import declares it again.
    const wine = await libraryFood('5214');
    await payload.update({
      collection: 'ingredients',
      id: wine.id,
      data: { allergensDeclared: false, allergens: [] },
    });
    const flourBefore = await libraryFood('9436');

    const messages: string[] = [];
    const result = await importCiqual({ payload, log: (message) => messages.push(message) });
    expect(result).toMatchObject({ inserted: 0, updated: 0, unchanged: 3484 });
    // The 1 188 foods declared from the supplier's label (supplier-label.csv) are left alone.
    expect(messages).toContain('CIQUAL allergens: 1 declared, 2294 unchanged, 1 kept as edited');
    expect(messages).toContain(
      'CIQUAL supplier labels: 0 foods newly marked "declare from your supplier\'s label", 0 given back to the library\'s table',
    );
    expect(messages).toContain(
      'CIQUAL additives: 0 foods linked, 3 unchanged, 0 kept as edited, 0 additives created',
    );
    expect((await libraryFood('9436')).updatedAt).toBe(flourBefore.updatedAt);
    expect((await libraryFood('17440')).traces).toEqual(['mustard']);
    expect(await libraryFood('5214')).toMatchObject({
      allergensDeclared: true,
      allergens: ['sulphites'],
    });

    const again: string[] = [];
    await importCiqual({ payload, log: (message) => again.push(message) });
    expect(again).toContain('CIQUAL allergens: 0 declared, 2295 unchanged, 1 kept as edited');
  });
});
