import { type PublicDish, publicMenuSchema } from '@nutrimenu/core/contract';
import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importCiqual } from '../src/ciqual/importCiqual';
import { checkLine } from '../src/collections/Recipes/components/RecipeLinesTable/lineCheck';
import { pdfText } from '../src/downloads/__fixtures__/pdfText';
import { executeSql } from '../src/utilities/executeSql';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { libraryFood as libraryFoodOf } from './helpers/libraryFood';
import { DEMO_PASSWORD } from './helpers/startCms';
import { createTestPayload } from './helpers/testPayload';

/*
 * Processed library foods declared from the supplier's label (supplier-label.csv), from the
 * import to the public menu and the owner's own version; and a sub-recipe's public name on the
 * public ingredient list and the label.
 */

let payload: Payload;
let api: ApiClient;
let owner = '';
let restaurant = 0;
let menu = 0;

beforeAll(async () => {
  // The demo world as `npm start` seeds it: the whole library and the demo dishes.
  payload = await createTestPayload({ seed: 'demo' });
  api = createApiClient(payload.config);
  owner = await api.login('owner@example.com', DEMO_PASSWORD);
  const { docs } = await payload.find({
    collection: 'restaurants',
    where: { slug: { equals: 'demo-bistro' } },
    limit: 1,
  });
  restaurant = docs[0]?.id ?? 0;
  const menus = await payload.find({
    collection: 'menus',
    where: { and: [{ restaurant: { equals: restaurant } }, { isDefault: { equals: true } }] },
    limit: 1,
  });
  menu = menus.docs[0]?.id ?? 0;
}, 600_000);

afterAll(async () => {
  await payload?.destroy();
});

const libraryFood = (code: string) => libraryFoodOf(payload, code);

/** Publishes `dish` on the bistro's default menu, in a section of its own. */
async function putOnMenu(dish: number, title: string) {
  const current = await payload.findByID({ collection: 'menus', id: menu, depth: 0 });
  await payload.update({
    collection: 'menus',
    id: menu,
    data: {
      sections: [...(current.sections ?? []), { title, dishes: [dish] }],
      _status: 'published',
    } as never,
  });
}

async function publicDish(name: string): Promise<PublicDish | undefined> {
  const response = await api.rest('GET', 'public/menus/demo-bistro?locale=ro');
  expect(response.status).toBe(200);
  const document = publicMenuSchema.parse(response.body);
  return document.menu?.sections.flatMap((section) => section.dishes).find((d) => d.name === name);
}

describe("processed library foods: declare from your supplier's label", () => {
  test('a smoked sausage and a salami are imported with their allergens not declared', async () => {
    for (const code of ['30102', '30350']) {
      expect(await libraryFood(code)).toMatchObject({
        allergenSource: 'supplierLabel',
        allergensDeclared: false,
      });
    }
    // Flour stays the library's, declared.
    expect(await libraryFood('9436')).toMatchObject({
      allergenSource: 'library',
      allergensDeclared: true,
      allergens: ['gluten'],
    });
  });

  test('an installation imported before the rules gets them at its next import', async () => {
    const sausage = await libraryFood('30102');
    const req = await createLocalReq({}, payload);
    // As the library was: "checked, no allergens".
    await executeSql(
      req,
      sql`UPDATE ingredients SET allergen_source = 'library', allergens_declared = true
          WHERE id = ${sausage.id}`,
    );
    expect(await libraryFood('30102')).toMatchObject({ allergensDeclared: true });
    await importCiqual({ payload });
    expect(await libraryFood('30102')).toMatchObject({
      allergenSource: 'supplierLabel',
      allergensDeclared: false,
    });
  }, 300_000);

  test("a dish using it shows allergens not declared until the owner's version copies the label", async () => {
    const [sausage, flour] = await Promise.all([libraryFood('30102'), libraryFood('9436')]);
    const dish = await payload.create({
      collection: 'recipes',
      data: {
        restaurant,
        name: 'Cârnați cu turte',
        slug: 'carnati-cu-turte',
        category: 'food',
        onMenu: true,
        portions: 2,
        lines: [
          { kind: 'ingredient', ingredient: sausage.id, quantity: 300, unit: 'g' },
          { kind: 'ingredient', ingredient: flour.id, quantity: 100, unit: 'g' },
        ],
        _status: 'published',
      } as never,
    });
    await putOnMenu(dish.id, 'Afumături');
    expect((await publicDish('Cârnați cu turte'))?.allergens).toEqual({
      contains: ['gluten'],
      complete: false,
    });

    // The recipe line says why, as the lines table reads the food.
    const facts = await api.rest(
      'GET',
      `ingredients/${sausage.id}?depth=0&select[allergensDeclared]=true&select[allergenSource]=true`,
      { token: owner },
    );
    expect(facts.body).toMatchObject({ allergenSource: 'supplierLabel', allergensDeclared: false });
    const line = checkLine(300, 'g', {
      kind: 'ingredient',
      id: sausage.id,
      name: 'Cârnați afumați',
      density: null,
      unitWeight: null,
      allergensDeclared: facts.body.allergensDeclared === true,
      fromSupplierLabel: facts.body.allergenSource === 'supplierLabel',
      defaultColdLossPercent: null,
    });
    expect(line.lacks).toEqual(['supplierLabel']);

    // "Use my own version", the dish switched to it: still to declare from the label.
    const copied = await api.rest('POST', `ingredients/${sausage.id}/own-version`, {
      token: owner,
      json: { restaurant, switchRecipes: true },
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const own = await payload.findByID({ collection: 'ingredients', id: copied.body.id });
    expect(own).toMatchObject({ allergenSource: 'supplierLabel', allergensDeclared: false });
    expect((await publicDish('Cârnați cu turte'))?.allergens.complete).toBe(false);

    // The owner copies the label: mustard, may contain soy.
    const saved = await api.rest('PATCH', `ingredients/${own.id}?locale=ro`, {
      token: owner,
      json: { allergensDeclared: true, allergens: ['mustard'], traces: ['soybeans'] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const shown = await publicDish('Cârnați cu turte');
    expect(shown?.allergens).toEqual({ contains: ['gluten', 'mustard'], complete: true });
  });
});

describe("a sub-recipe's public name", () => {
  let dish = 0;
  let side = 0;

  beforeAll(async () => {
    const cornmeal = await libraryFood('9545');
    const water = await libraryFood('18066');
    const salt = await libraryFood('11017');
    const created = await payload.create({
      collection: 'recipes',
      data: {
        restaurant,
        name: 'OW-RO Mamaliga',
        publicName: 'Mămăligă',
        slug: 'ow-ro-mamaliga',
        category: 'food',
        onMenu: false,
        portions: 4,
        lines: [
          { kind: 'ingredient', ingredient: cornmeal.id, quantity: 250, unit: 'g' },
          { kind: 'ingredient', ingredient: water.id, quantity: 1000, unit: 'g' },
          { kind: 'ingredient', ingredient: salt.id, quantity: 5, unit: 'g' },
        ],
        _status: 'published',
      } as never,
    });
    side = created.id;
    const flour = await libraryFood('9436');
    const main = await payload.create({
      collection: 'recipes',
      data: {
        restaurant,
        name: 'Mămăligă cu făină',
        slug: 'mamaliga-cu-faina',
        category: 'food',
        onMenu: true,
        portions: 2,
        lines: [
          { kind: 'recipe', recipe: side, quantity: 2, unit: 'pcs' },
          { kind: 'ingredient', ingredient: flour.id, quantity: 20, unit: 'g' },
        ],
        _status: 'published',
      } as never,
    });
    dish = main.id;
    await putOnMenu(dish, 'Garnituri');
  }, 120_000);

  async function labelText(): Promise<string> {
    const response = await api.download(`downloads/recipes/${dish}/label.pdf?locale=ro`, owner);
    expect(response.status).toBe(200);
    return (await pdfText(response.bytes)).replace(/\s+/g, ' ');
  }

  test('names it on the public ingredient list and the label; the admin keeps its name', async () => {
    const shown = await publicDish('Mămăligă cu făină');
    expect(shown?.ingredients.text).toMatch(/Mămăligă – \d+ g \[/);
    expect(shown?.ingredients.text).not.toContain('OW-RO');
    const label = await labelText();
    expect(label).toContain('Mămăligă –');
    expect(label).not.toContain('OW-RO');
    const stored = await payload.findByID({ collection: 'recipes', id: side, locale: 'ro' });
    expect(stored.name).toBe('OW-RO Mamaliga');
  });

  test('without one, the name', async () => {
    await payload.update({
      collection: 'recipes',
      id: side,
      locale: 'ro',
      data: { publicName: null, _status: 'published' } as never,
    });
    expect((await publicDish('Mămăligă cu făină'))?.ingredients.text).toMatch(
      /OW-RO Mamaliga – \d+ g \[/,
    );
    expect(await labelText()).toContain('OW-RO Mamaliga –');
  });
});
