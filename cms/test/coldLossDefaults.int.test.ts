import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CIQUAL_CSV_PATH } from '../src/ciqual/ciqualRow';
import { GLOBAL_CIQUAL_WHERE } from '../src/ciqual/globalCiqualWhere';
import { importCiqual } from '../src/ciqual/importCiqual';
import { syncCiqualRefuse } from '../src/ciqual/syncCiqualRefuse';
import { parseCsv } from '../src/csv/parseCsv';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
let dir: string;
const tokens = { ownerA: '', ownerB: '' };
/** Library foods by CIQUAL code: onion 10 %, garlic 13 %, wheat flour (none). */
const food = { onion: 0, garlic: 0, flour: 0 };
let ownCarrot = 0;
let subRecipe = 0;

async function libraryFood(code: string) {
  const { docs } = await payload.find({
    collection: 'ingredients',
    where: { and: [GLOBAL_CIQUAL_WHERE, { 'source.code': { equals: code } }] },
    depth: 0,
    limit: 2,
  });
  const [found] = docs;
  if (!found || docs.length !== 1) throw new Error(`no library food ${code}`);
  return found;
}

beforeAll(async () => {
  payload = await createTestPayload();
  payload.logger.level = 'fatal';
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);

  // The real import over a few foods of the shipped CSV: onion, garlic and flour.
  dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-refuse-'));
  const lines = (await readFile(CIQUAL_CSV_PATH, 'utf8')).split('\n');
  const wanted = lines.filter((line) => /^(20034|11000|9436),/.test(line));
  const csvPath = path.join(dir, 'ciqual.csv');
  await writeFile(csvPath, `${[lines[0], ...wanted].join('\n')}\n`);
  await importCiqual({ payload, csvPath });
  food.onion = (await libraryFood('20034')).id;
  food.garlic = (await libraryFood('11000')).id;
  food.flour = (await libraryFood('9436')).id;

  const nutrients = { fat: 0.2, saturates: 0, carbohydrate: 8, sugars: 5, protein: 1, salt: 0 };
  ownCarrot = (
    await payload.create({
      collection: 'ingredients',
      data: {
        name: 'Morcovi bio',
        restaurant: world.restaurant.A,
        allergensDeclared: true,
        nutrients,
        defaultColdLossPercent: 20,
      },
    })
  ).id;
  subRecipe = (
    await payload.create({
      collection: 'recipes',
      data: {
        restaurant: world.restaurant.A,
        name: 'Ceapă călită',
        _status: 'published',
        category: 'food',
        portions: 1,
        lines: [{ kind: 'ingredient', ingredient: food.onion, quantity: 100, unit: 'g' }],
      },
    })
  ).id;
}, 600_000);

afterAll(async () => {
  await payload?.destroy();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the CIQUAL import gives library foods their refuse from refuse.csv', () => {
  test('onion 10 %, garlic 13 %, flour none', async () => {
    expect((await libraryFood('20034')).defaultColdLossPercent).toBe(10);
    expect((await libraryFood('11000')).defaultColdLossPercent).toBe(13);
    expect((await libraryFood('9436')).defaultColdLossPercent ?? null).toBeNull();
  });

  test('a second run writes nothing, and keeps a provider’s edit', async () => {
    await payload.update({
      collection: 'ingredients',
      id: food.garlic,
      data: { defaultColdLossPercent: 15 },
    });
    const result = await syncCiqualRefuse(await createLocalReq({}, payload));
    expect(result).toEqual({ filled: 0, unchanged: 1, kept: 1 });
    expect((await libraryFood('11000')).defaultColdLossPercent).toBe(15);
    await payload.update({
      collection: 'ingredients',
      id: food.garlic,
      data: { defaultColdLossPercent: 13 },
    });
  });
});

describe('who may set an ingredient’s default cleaning loss', () => {
  test('an owner may not change a library food’s, and may change their own ingredient’s', async () => {
    const library = await api.rest('PATCH', `ingredients/${food.onion}`, {
      token: tokens.ownerA,
      json: { defaultColdLossPercent: 50 },
    });
    expect(library.status).toBe(403);
    expect((await libraryFood('20034')).defaultColdLossPercent).toBe(10);

    const own = await api.rest('PATCH', `ingredients/${ownCarrot}`, {
      token: tokens.ownerA,
      json: { defaultColdLossPercent: 18 },
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.doc.defaultColdLossPercent).toBe(18);
  });

  test('a default of 100 % or more is refused, naming the field', async () => {
    const response = await api.rest('PATCH', `ingredients/${ownCarrot}`, {
      token: tokens.ownerA,
      json: { defaultColdLossPercent: 100 },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('defaultColdLossPercent');
  });
});

describe('a recipe line sent without a cleaning loss takes its ingredient’s default', () => {
  async function createRecipe(lines: Record<string, unknown>[]) {
    const response = await api.rest('POST', 'recipes?depth=0', {
      token: tokens.ownerA,
      json: {
        restaurant: world.restaurant.A,
        name: 'Salată de ceapă',
        portions: 2,
        category: 'food',
        lines,
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const stored = await payload.findByID({
      collection: 'recipes',
      id: response.body.doc.id,
      draft: true,
      depth: 0,
    });
    return stored;
  }

  test('onion without a loss gets 10 %; with an explicit 0 keeps 0', async () => {
    const recipe = await createRecipe([
      { kind: 'ingredient', ingredient: food.onion, quantity: 90, unit: 'g' },
      { kind: 'ingredient', ingredient: food.onion, quantity: 90, unit: 'g', coldLossPercent: 0 },
      { kind: 'ingredient', ingredient: food.garlic, quantity: 10, unit: 'g', coldLossPercent: 5 },
      { kind: 'ingredient', ingredient: food.flour, quantity: 50, unit: 'g' },
      { kind: 'ingredient', ingredient: ownCarrot, quantity: 50, unit: 'g', coldLossPercent: null },
      { kind: 'recipe', recipe: subRecipe, quantity: 1, unit: 'pcs' },
    ]);
    expect(recipe.lines?.map((line) => line.coldLossPercent)).toEqual([10, 0, 5, 0, 18, 0]);
  });

  test('a save that leaves the loss out keeps each stored line’s; a new line takes its default', async () => {
    const recipe = await createRecipe([
      { kind: 'ingredient', ingredient: food.onion, quantity: 90, unit: 'g', coldLossPercent: 3 },
      { kind: 'ingredient', ingredient: food.onion, quantity: 90, unit: 'g', coldLossPercent: 0 },
    ]);
    const lines = (recipe.lines ?? []).map(({ id, kind, ingredient, unit }) => ({
      id,
      kind,
      ingredient,
      quantity: 120,
      unit,
    }));
    const response = await api.rest('PATCH', `recipes/${recipe.id}?depth=0&draft=true`, {
      token: tokens.ownerA,
      json: {
        lines: [...lines, { kind: 'ingredient', ingredient: food.garlic, quantity: 10, unit: 'g' }],
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const stored = await payload.findByID({
      collection: 'recipes',
      id: recipe.id,
      draft: true,
      depth: 0,
    });
    expect(stored.lines?.map((line) => [line.quantity, line.coldLossPercent])).toEqual([
      [120, 3],
      [120, 0],
      [10, 13],
    ]);
  });

  test('another restaurant’s ingredient gives no default (and the save is refused)', async () => {
    const response = await api.rest('POST', 'recipes', {
      token: tokens.ownerB,
      json: {
        restaurant: world.restaurant.B,
        name: 'Morcovi furați',
        portions: 1,
        category: 'food',
        lines: [{ kind: 'ingredient', ingredient: ownCarrot, quantity: 50, unit: 'g' }],
      },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('the recipe CSV import', () => {
  test('a new line of a file without the loss column takes its default; stored lines keep theirs', async () => {
    const created = await api.rest('POST', 'recipes?depth=0', {
      token: tokens.ownerA,
      json: {
        restaurant: world.restaurant.A,
        name: 'Ciorbă de ceapă',
        portions: 4,
        category: 'food',
        _status: 'published',
        lines: [
          {
            kind: 'ingredient',
            ingredient: food.onion,
            quantity: 400,
            unit: 'g',
            coldLossPercent: 4,
          },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.doc.id as number;
    const slug = created.body.doc.slug as string;
    const exported = await api.download(
      `csv/restaurants/${world.restaurant.A}/recipes.csv?locale=ro`,
      tokens.ownerA,
    );
    expect(exported.status).toBe(200);
    const { header, records } = parseCsv(exported.bytes.toString('utf8'));
    const rows = records.map((record) => record.cells).filter((row) => row.includes(slug));
    const [row] = rows;
    if (!row) throw new Error('the export has no row of the recipe');
    const at = (name: string) => header.indexOf(name);
    const garlicRow = [...row];
    garlicRow[at('ingredient')] = '';
    garlicRow[at('ingredient_id')] = String(food.garlic);
    garlicRow[at('quantity')] = '20';
    const withoutLoss = [header, row, garlicRow].map((cells) =>
      cells.filter((_, index) => index !== at('cold_loss_percent')),
    );
    const csv = `${withoutLoss.map((cells) => cells.map((cell) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(';')).join('\r\n')}\r\n`;
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'recipes.csv');
    const response = await api.rest(
      'POST',
      `csv/restaurants/${world.restaurant.A}/recipes.csv?locale=ro`,
      { token: tokens.ownerA, form },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const stored = await payload.findByID({ collection: 'recipes', id, draft: true, depth: 0 });
    expect(stored.lines?.map((line) => [line.quantity, line.coldLossPercent])).toEqual([
      [400, 4],
      [20, 13],
    ]);
  });
});
