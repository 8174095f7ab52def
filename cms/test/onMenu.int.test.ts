import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * "On the menu" on a dish means on a menu: a ticked dish that is on none of its restaurant's
 * menus goes onto the default one, where the public menu (which lists menus' sections) shows it.
 * Dishes are saved through the real REST handlers, as the admin saves them.
 */

let payload: Payload;
let api: ApiClient;
let token: string;
let world: AccessWorld;
let restaurant: number;
let menu: number;
let soup: number;
let lemonade: number;

interface Section {
  id: string;
  title?: string | Record<string, string> | null;
  dishes: number[];
}

const dishData = (name: string, data: Record<string, unknown> = {}) => ({
  restaurant,
  name,
  portions: 1,
  category: 'food',
  _status: 'published',
  lines: [{ kind: 'ingredient', ingredient: world.ingredient.global, quantity: 100, unit: 'g' }],
  ...data,
});

async function recipe(name: string, data: Record<string, unknown> = {}): Promise<{ id: number }> {
  const created = await api.rest('POST', 'recipes', { token, json: dishData(name, data) });
  expect(created.status).toBe(201);
  return created.body.doc;
}

async function setOnMenu(id: number, onMenu: boolean) {
  const saved = await api.rest('PATCH', `recipes/${id}`, { token, json: { onMenu } });
  expect(saved.status).toBe(200);
}

async function sections(draft: boolean): Promise<Section[]> {
  const doc = await payload.findByID({ collection: 'menus', id: menu, depth: 0, draft });
  return (doc.sections ?? []) as unknown as Section[];
}

beforeAll(async () => {
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  token = await api.login(world.users.admin.email, PASSWORD);
  // A restaurant of its own: the access world's menus and dishes stay out of the way.
  restaurant = (
    await payload.create({
      collection: 'restaurants',
      data: {
        name: 'Bistro Meniu',
        brand: world.brand.A,
        city: 'Cluj-Napoca',
        defaultLocale: 'ro',
        offeredLocales: ['ro', 'en'],
        currency: 'RON',
      },
    })
  ).id;
  // Dishes made before any menu: nowhere to go.
  soup = (await recipe('Ciorbă de burtă')).id;
  lemonade = (await recipe('Limonadă', { category: 'drinks' })).id;
  await payload.create({
    collection: 'menus',
    data: { restaurant, name: 'Meniu de prânz', _status: 'published' },
  });
  menu = (
    await payload.create({
      collection: 'menus',
      locale: 'ro',
      data: {
        restaurant,
        name: 'Meniu principal',
        isDefault: true,
        sections: [
          { title: 'Ciorbe', dishes: [soup] },
          { title: 'Băuturi', dishes: [lemonade] },
        ],
        _status: 'published',
      },
    })
  ).id;
  const [soups, drinks] = await sections(false);
  await payload.update({
    collection: 'menus',
    id: menu,
    locale: 'en',
    data: {
      name: 'Main menu',
      sections: [
        { id: soups?.id, title: 'Soups', dishes: [soup] },
        { id: drinks?.id, title: 'Drinks', dishes: [lemonade] },
      ],
      _status: 'published',
    },
  });
});

afterAll(async () => {
  await payload?.destroy();
});

describe('a dish ticked "on the menu"', () => {
  test('goes onto the default menu, in the section of its category, the menu staying published', async () => {
    const dish = await recipe('Supă de pui');
    const drink = await recipe('Apă plată', { category: 'drinks' });
    const published = await sections(false);
    expect(published.map((section) => section.dishes)).toEqual([
      [soup, dish.id],
      [lemonade, drink.id],
    ]);
    // The other locale's section titles are kept.
    const en = await payload.findByID({ collection: 'menus', id: menu, locale: 'en', depth: 0 });
    expect(en.sections?.map((section) => section.title)).toEqual(['Soups', 'Drinks']);
    const menuDoc = await payload.findByID({ collection: 'menus', id: menu, depth: 0 });
    expect(menuDoc._status).toBe('published');
  });

  test('a sub-recipe stays off the menus until it is ticked', async () => {
    const base = await recipe('Bază de ciorbă', { onMenu: false });
    expect((await sections(false)).flatMap((section) => section.dishes)).not.toContain(base.id);
    await setOnMenu(base.id, true);
    expect((await sections(false))[0]?.dishes).toContain(base.id);
  });

  test('a dish already on a menu is not added twice', async () => {
    const dish = await recipe('Ciorbă de perișoare');
    await setOnMenu(dish.id, false);
    await setOnMenu(dish.id, true);
    const all = (await sections(false)).flatMap((section) => section.dishes);
    expect(all.filter((id) => id === dish.id)).toHaveLength(1);
  });

  test('a dish saved by server code (seed, set-up) is left where that code puts it', async () => {
    const local = await payload.create({
      collection: 'recipes',
      data: dishData('Ciorbă din seed') as never,
    });
    expect((await sections(false)).flatMap((section) => section.dishes)).not.toContain(local.id);
  });

  test('a menu with unpublished changes gets the dish in its draft, its published version unchanged', async () => {
    const current = await sections(true);
    await payload.update({
      collection: 'menus',
      id: menu,
      draft: true,
      data: {
        sections: [
          ...current.map(({ id, dishes }) => ({ id, dishes })),
          { title: 'Deserturi', dishes: [] },
        ],
      },
    });
    const before = await sections(false);
    const dish = await recipe('Papanași', { category: 'other' });
    expect(await sections(false)).toEqual(before);
    const draft = await sections(true);
    expect(draft.at(-1)?.title).toBe('Deserturi');
    expect(draft.at(-1)?.dishes).toEqual([dish.id]);
  });
});
