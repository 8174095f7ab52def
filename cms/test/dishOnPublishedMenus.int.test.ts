import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * Deleting or unpublishing a dish that a published menu lists takes it off the public menu:
 * through the real REST handlers, the owner is answered 409 naming the menus, in the admin's
 * language, until the request confirms with ?confirmPublishedMenus=true.
 */

let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
let token: string;
let restaurant: number;

const ro = { 'Accept-Language': 'ro' };

async function dish(name: string) {
  return (
    await payload.create({
      collection: 'recipes',
      data: {
        restaurant,
        name,
        portions: 1,
        category: 'food',
        _status: 'published',
        lines: [
          { kind: 'ingredient', ingredient: world.ingredient.global, quantity: 100, unit: 'g' },
        ],
      } as never,
    })
  ).id;
}

async function menu(name: string, dishes: number[], status: 'published' | 'draft') {
  return (
    await payload.create({
      collection: 'menus',
      data: { restaurant, name, sections: [{ title: 'Feluri', dishes }], _status: status },
    })
  ).id;
}

const exists = async (id: number) =>
  (await payload.count({ collection: 'recipes', where: { id: { equals: id } } })).totalDocs === 1;

const statusOf = async (id: number) =>
  (await payload.findByID({ collection: 'recipes', id, depth: 0 }))._status;

beforeAll(async () => {
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  token = await api.login(world.users.ownerA.email, PASSWORD);
  restaurant = world.restaurant.A;
});

afterAll(async () => {
  await payload?.destroy();
});

describe('a dish on published menus', () => {
  test('is not deleted without confirmation: 409 naming the dish and the menus, in Romanian', async () => {
    const soup = await dish('Ciorbă de fasole');
    await menu('Meniul zilei', [soup], 'published');
    await menu('Meniu de seară', [soup], 'published');
    await menu('Meniu în lucru', [soup], 'draft');
    const refused = await api.rest('DELETE', `recipes/${soup}`, { token, headers: ro });
    expect(refused.status).toBe(409);
    const message: string = refused.body.errors[0].message;
    expect(message).toContain(
      '„Ciorbă de fasole” este pe meniurile publicate Meniul zilei, Meniu de seară.',
    );
    expect(message).not.toContain('Meniu în lucru');
    expect(message).toContain('Ștergeți, și din meniuri');
    expect(await exists(soup)).toBe(true);
  });

  test('is deleted with confirmation, and the menus, still published, no longer list it', async () => {
    const beans = await dish('Fasole bătută');
    const other = await dish('Zacuscă');
    const daily = await menu('Meniu aperitive', [beans, other], 'published');
    const deleted = await api.rest('DELETE', `recipes/${beans}?confirmPublishedMenus=true`, {
      token,
    });
    expect(deleted.status).toBe(200);
    expect(await exists(beans)).toBe(false);
    const after = await payload.findByID({ collection: 'menus', id: daily, depth: 0 });
    expect(after._status).toBe('published');
    expect(after.sections?.[0]?.dishes).toEqual([other]);
  });

  test('is not unpublished without confirmation; a draft save goes through; confirmed, it is', async () => {
    const salad = await dish('Salată de boeuf');
    await menu('Meniu de sărbători', [salad], 'published');
    const refused = await api.rest('PATCH', `recipes/${salad}?unpublishAllLocales=true`, {
      token,
      json: { _status: 'draft' },
      headers: ro,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toContain('meniul publicat Meniu de sărbători');
    expect(await statusOf(salad)).toBe('published');

    const draft = await api.rest('PATCH', `recipes/${salad}?draft=true`, {
      token,
      json: { _status: 'draft', price: 21 },
    });
    expect(draft.status).toBe(200);
    expect(await statusOf(salad)).toBe('published');

    const unpublished = await api.rest(
      'PATCH',
      `recipes/${salad}?unpublishAllLocales=true&confirmPublishedMenus=true`,
      { token, json: { _status: 'draft' } },
    );
    expect(unpublished.status).toBe(200);
    expect(await statusOf(salad)).toBe('draft');
  });

  test('on no published menu (a draft menu only) is deleted without being asked', async () => {
    const cake = await dish('Tort de ciocolată');
    await menu('Deserturi în lucru', [cake], 'draft');
    const deleted = await api.rest('DELETE', `recipes/${cake}`, { token });
    expect(deleted.status).toBe(200);
    expect(await exists(cake)).toBe(false);
  });

  test('over GraphQL, which has no query string, the header X-Confirm-Published-Menus confirms', async () => {
    const stew = await dish('Tocăniță de ciuperci');
    await menu('Meniu vegetarian', [stew], 'published');
    const mutation = 'mutation ($id: Int!) { deleteRecipe(id: $id) { id } }';
    const refused = await api.graphql(mutation, { id: stew }, token, ro);
    expect(refused.body.errors[0].message).toContain('meniul publicat Meniu vegetarian');
    expect(await exists(stew)).toBe(true);
    const deleted = await api.graphql(mutation, { id: stew }, token, {
      'X-Confirm-Published-Menus': 'true',
    });
    expect(deleted.body.errors).toBeUndefined();
    expect(await exists(stew)).toBe(false);
  });
});
