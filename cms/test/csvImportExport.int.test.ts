import { LOCALES } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { VALIDATION_MESSAGES } from '@nutrimenu/core/validation';
import { REST_POST } from '@payloadcms/next/routes';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCsv } from '../src/csv/parseCsv';
import { runSeed } from '../src/seed/run';
import { adminTranslator } from '../src/utilities/adminTranslator';
import { createUser, PASSWORD } from './helpers/accessWorld';
import { type ApiClient, type ApiResponse, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

type Kind = 'ingredients' | 'recipes';

let payload: Payload;
let api: ApiClient;
const tokens = { owner: '', staff: '', otherOwner: '', admin: '' };
const ids = { bistro: 0, expired: 0 };

beforeAll(async () => {
  payload = await createTestPayload();
  await runSeed({ payload, demo: true, demoPassword: PASSWORD, log: () => {} });
  api = createApiClient(payload.config);
  const idOf = async (slug: string) => {
    const { docs } = await payload.find({
      collection: 'restaurants',
      where: { slug: { equals: slug } },
      limit: 1,
    });
    if (!docs[0]) throw new Error(`no restaurant ${slug}`);
    return docs[0].id;
  };
  ids.bistro = await idOf('demo-bistro');
  ids.expired = await idOf('demo-expired');
  const other = await createUser(payload, 'owner', [ids.expired]);
  tokens.owner = await api.login('owner@example.com', PASSWORD);
  tokens.staff = await api.login('staff@example.com', PASSWORD);
  tokens.admin = await api.login('admin@example.com', PASSWORD);
  tokens.otherOwner = await api.login(other.email, PASSWORD);
}, 600_000);

afterAll(async () => {
  await payload?.destroy();
});

const path = (kind: Kind, restaurant: number, query = '') =>
  `csv/restaurants/${restaurant}/${kind}.csv${query}`;

async function exportText(kind: Kind, token: string, query = '?locale=ro'): Promise<string> {
  const response = await api.download(path(kind, ids.bistro, query), token);
  expect(response.status, response.bytes.toString('utf8')).toBe(200);
  return response.bytes.toString('utf8');
}

/** Posts a CSV as the admin's upload button does: a multipart form with the file in `file`. */
function importFile(
  kind: Kind,
  csv: string | Uint8Array<ArrayBuffer>,
  { token = tokens.owner, restaurant = ids.bistro, query = '?locale=ro' } = {},
): Promise<ApiResponse> {
  const form = new FormData();
  form.set('file', new Blob([csv], { type: 'text/csv' }), `${kind}.csv`);
  return api.rest('POST', path(kind, restaurant, query), { token, form });
}

/** Every row the import could write, counted straight from the database. */
async function databaseCounts() {
  const count = async (collection: 'ingredients' | 'recipes') =>
    (await payload.count({ collection, overrideAccess: true })).totalDocs;
  return {
    ingredients: await count('ingredients'),
    recipes: await count('recipes'),
    recipeVersions: (await payload.countVersions({ collection: 'recipes', overrideAccess: true }))
      .totalDocs,
  };
}

/** The file as rows of cells (header included), to edit it as a person would. */
function rowsOf(csv: string): string[][] {
  const { header, records } = parseCsv(csv);
  return [header, ...records.map((record) => record.cells)];
}

/** Back to CSV text, in the export's dialect. */
function csvOf(rows: string[][]): string {
  const cell = (value: string) =>
    /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  return `${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

function column(rows: string[][], name: string): number {
  const index = rows[0]?.indexOf(name) ?? -1;
  if (index < 0) throw new Error(`no column ${name}`);
  return index;
}

describe('export', () => {
  test('ingredients: the restaurant’s private ones, UTF-8 with BOM, “;”, CRLF, attachment', async () => {
    const response = await api.download(
      path('ingredients', ids.bistro, '?locale=ro'),
      tokens.owner,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="demo-bistro-ingredients-ro.csv"',
    );
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = response.bytes.toString('utf8');
    expect(text.startsWith('\uFEFFid;name;code;fat;')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const { docs } = await payload.find({
      collection: 'ingredients',
      where: { restaurant: { equals: ids.bistro } },
      pagination: false,
    });
    expect(docs.length).toBeGreaterThan(0);
    expect(
      rowsOf(text)
        .slice(1)
        .map((row) => Number(row[0]))
        .sort(),
    ).toEqual(docs.map((doc) => doc.id).sort());
  });

  test('recipes: one row per line, the recipe’s cells repeated, sub-recipes by slug', async () => {
    const rows = rowsOf(await exportText('recipes', tokens.staff));
    const [header] = rows;
    expect(header?.slice(0, 3)).toEqual(['slug', 'status', 'name']);
    expect(header?.slice(-6)).toEqual([
      'ingredient',
      'ingredient_id',
      'sub_recipe',
      'quantity',
      'unit',
      'cold_loss_percent',
    ]);
    const { docs } = await payload.find({
      collection: 'recipes',
      where: { restaurant: { equals: ids.bistro } },
      draft: true,
      pagination: false,
      depth: 0,
    });
    const lines = docs.reduce((sum, recipe) => sum + Math.max(1, recipe.lines?.length ?? 0), 0);
    expect(rows.length - 1).toBe(lines);
    const sub = column(rows, 'sub_recipe');
    const withSub = rows.find((row, index) => index > 0 && row[sub] !== '');
    expect(withSub, 'the demo has sub-recipes').toBeDefined();
    expect(docs.map((recipe) => recipe.slug)).toContain(withSub?.[sub]);
  });

  test('a formula-looking cell is exported as text, and imported back unchanged', async () => {
    const name = '=HYPERLINK("http://evil.example","click")';
    await payload.create({
      collection: 'ingredients',
      data: { name, restaurant: ids.bistro, allergensDeclared: true },
    });
    const text = await exportText('ingredients', tokens.owner);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).not.toMatch(/(^|;)=HYPERLINK/m);
    const response = await importFile('ingredients', text);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.created + response.body.updated).toBe(0);
  });

  test('the shared library for admins only', async () => {
    const response = await api.download('csv/library/ingredients.csv?locale=en', tokens.admin);
    expect(response.status).toBe(200);
    expect(rowsOf(response.bytes.toString('utf8')).length).toBeGreaterThan(3000);
    const refused = await api.download('csv/library/ingredients.csv', tokens.owner);
    expect(refused.status).toBe(403);
  });
});

describe('round trip', () => {
  test.each(['recipes', 'ingredients'] as const)(
    '%s: importing the export changes nothing, and exports the same file again',
    async (kind) => {
      for (const locale of ['ro', 'en']) {
        const before = await databaseCounts();
        const text = await exportText(kind, tokens.owner, `?locale=${locale}`);
        const response = await importFile(kind, text, { query: `?locale=${locale}` });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        expect(response.body).toMatchObject({ dryRun: false, created: 0, updated: 0 });
        // Every exported document (a recipe spans one row per line, all with its id).
        const exported = new Set(
          rowsOf(text)
            .slice(1)
            .map((row) => row[0]),
        ).size;
        expect(response.body.unchanged).toBe(exported);
        expect(await databaseCounts()).toEqual(before);
        expect(await exportText(kind, tokens.owner, `?locale=${locale}`)).toBe(text);
      }
    },
  );

  test('an edited export updates only what changed, by slug and id', async () => {
    const rows = rowsOf(await exportText('recipes', tokens.owner));
    const priceColumn = column(rows, 'price');
    const slugColumn = column(rows, 'slug');
    const target = rows.find((row, index) => index > 0 && row[priceColumn] !== '') as string[];
    const slug = target[slugColumn] as string;
    for (const row of rows.slice(1)) if (row[slugColumn] === slug) row[priceColumn] = '77,5';
    const response = await importFile('recipes', csvOf(rows));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ created: 0, updated: 1 });
    const { docs } = await payload.find({
      collection: 'recipes',
      where: { and: [{ slug: { equals: slug } }, { restaurant: { equals: ids.bistro } }] },
      draft: true,
    });
    expect(docs[0]?.price).toBe(77.5);
  });

  test('a file with some columns only changes those, and no lines without line columns', async () => {
    const rows = rowsOf(await exportText('recipes', tokens.owner));
    const slugColumn = column(rows, 'slug');
    const priceColumn = column(rows, 'price');
    const slug = rows[1]?.[slugColumn] as string;
    const response = await importFile('recipes', `slug;price\r\n${slug};12,34\r\n`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const expected = rows.map((row, index) =>
      index > 0 && row[slugColumn] === slug
        ? row.map((cell, at) => (at === priceColumn ? '12,34' : cell))
        : row,
    );
    expect(rowsOf(await exportText('recipes', tokens.owner))).toEqual(expected);
    const unknown = await importFile('recipes', 'slug;price\r\nnu-exista-csv;5\r\n');
    expect(unknown.body.errors).toMatchObject([{ row: 2, column: 'name', code: 'required' }]);
  });
});

describe('cleaning loss', () => {
  /** A published recipe of the demo with at least three lines, its losses set to 12.5, 20, 0… */
  async function recipeWithLosses() {
    const { docs } = await payload.find({
      collection: 'recipes',
      where: {
        and: [{ restaurant: { equals: ids.bistro } }, { _status: { equals: 'published' } }],
      },
      draft: true,
      depth: 0,
      pagination: false,
      sort: 'slug',
    });
    const recipe = docs.find((doc) => (doc.lines?.length ?? 0) >= 3);
    if (!recipe) throw new Error('the demo has no recipe with three lines');
    const losses = (recipe.lines ?? []).map((_, index) => [12.5, 20][index] ?? 0);
    await payload.update({
      collection: 'recipes',
      id: recipe.id,
      data: {
        lines: (recipe.lines ?? []).map((line, index) => ({
          ...line,
          coldLossPercent: losses[index],
        })),
      },
    });
    return { id: recipe.id, slug: recipe.slug as string, losses };
  }

  async function storedLines(id: number) {
    const recipe = await payload.findByID({ collection: 'recipes', id, draft: true, depth: 0 });
    return (recipe.lines ?? []).map((line) => ({
      quantity: line.quantity,
      coldLossPercent: line.coldLossPercent,
    }));
  }

  /** The file's rows of one recipe (indexes into `rows`). */
  const rowsFor = (rows: string[][], slug: string) =>
    rows.flatMap((row, index) => (index > 0 && row[column(rows, 'slug')] === slug ? [index] : []));

  test('exported, re-imported unchanged, and a changed loss saved', async () => {
    const { id, slug, losses } = await recipeWithLosses();
    const before = await storedLines(id);
    const text = await exportText('recipes', tokens.owner);
    const rows = rowsOf(text);
    const loss = column(rows, 'cold_loss_percent');
    const own = rowsFor(rows, slug);
    expect(own.map((index) => rows[index]?.[loss])).toEqual(
      losses.map((value) => String(value).replace('.', ',')),
    );

    const same = await importFile('recipes', text);
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toMatchObject({ created: 0, updated: 0 });
    expect(await storedLines(id)).toEqual(before);

    (rows[own[1] as number] as string[])[loss] = '7,5';
    const changed = await importFile('recipes', csvOf(rows));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      created: 0,
      updated: 1,
      items: expect.arrayContaining([expect.objectContaining({ id, action: 'update' })]),
    });
    expect((await storedLines(id)).map((line) => line.coldLossPercent)).toEqual(
      losses.map((value, index) => (index === 1 ? 7.5 : value)),
    );
  });

  test('a file without the loss column that changes a quantity keeps every line’s loss', async () => {
    const { id, slug, losses } = await recipeWithLosses();
    const before = await storedLines(id);
    const rows = rowsOf(await exportText('recipes', tokens.owner));
    const loss = column(rows, 'cold_loss_percent');
    const quantity = column(rows, 'quantity');
    const [first] = rowsFor(rows, slug);
    (rows[first as number] as string[])[quantity] = '321';
    const oldFormat = rows.map((row) => row.filter((_, at) => at !== loss));
    const response = await importFile('recipes', csvOf(oldFormat));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ created: 0, updated: 1 });
    expect(await storedLines(id)).toEqual(
      before.map((line, index) => ({
        quantity: index === 0 ? 321 : line.quantity,
        coldLossPercent: losses[index],
      })),
    );
  });

  test.each(['100', '-1', 'abc'])(
    'a loss of %s refuses the whole file, naming its row and column',
    async (bad) => {
      const { slug } = await recipeWithLosses();
      const before = await databaseCounts();
      const text = await exportText('recipes', tokens.owner);
      const rows = rowsOf(text);
      const [, second] = rowsFor(rows, slug);
      (rows[second as number] as string[])[column(rows, 'cold_loss_percent')] = bad;
      const form = new FormData();
      form.set('file', new Blob([csvOf(rows)], { type: 'text/csv' }), 'recipes.csv');
      const response = await api.rest('POST', path('recipes', ids.bistro, '?locale=ro'), {
        token: tokens.owner,
        form,
        headers: { 'Accept-Language': 'fr' },
      });
      expect(response.status).toBe(400);
      const t = await adminTranslator('fr');
      expect(response.body.errors).toEqual([
        {
          row: (second as number) + 1,
          column: 'cold_loss_percent',
          code: 'invalid',
          message: t('admin.recipe.line.coldLossPercent.invalid'),
        },
      ]);
      expect(await databaseCounts()).toEqual(before);
      expect(await exportText('recipes', tokens.owner)).toBe(text);
    },
  );
});

describe('import', () => {
  const ingredientHeader = 'name;fat;saturates;carbohydrate;allergens_declared;allergens';

  test('decimal comma, allergens by name, update-or-create by name: idempotent', async () => {
    const csv = `${ingredientHeader}\r\nSos de casă CSV;12,5;1.25;3;1;lapte, Gluten\r\n`;
    const first = await importFile('ingredients', csv);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    const id = first.body.items[0].id as number;
    const doc = await payload.findByID({ collection: 'ingredients', id, locale: 'ro' });
    expect(doc.nutrients?.fat).toBe(12.5);
    expect(doc.nutrients?.saturates).toBe(1.25);
    expect(doc.allergens).toEqual(['milk', 'gluten']);
    expect(doc.restaurant).toMatchObject({ id: ids.bistro });

    const again = await importFile('ingredients', csv);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    // Matched by name without case or diacritics: the new spelling renames the same ingredient.
    const renamed = await importFile(
      'ingredients',
      csv.replace('Sos de casă CSV', 'SOS DE CASA csv'),
    );
    expect(renamed.body).toMatchObject({ created: 0, updated: 1, items: [{ id }] });
    await importFile('ingredients', csv);
  });

  test('one bad row among good ones: 400 naming exactly that row, nothing saved', async () => {
    const before = await databaseCounts();
    const exported = await exportText('ingredients', tokens.owner);
    const csv = `${ingredientHeader}\r\nBun unu;1;0,5;2;1;\r\nRău de tot;abc;0;0;1;\r\nBun doi;3;1;4;0;\r\n`;
    const response = await importFile('ingredients', csv);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { row: 3, column: 'fat', code: 'invalid', message: VALIDATION_MESSAGES.notANumber },
    ]);
    expect(await databaseCounts()).toEqual(before);
    expect(await exportText('ingredients', tokens.owner)).toBe(exported);
  });

  test('a recipe file with one bad line among good recipes: 400 for that row only', async () => {
    const before = await databaseCounts();
    const rows = rowsOf(await exportText('recipes', tokens.owner));
    const unit = column(rows, 'unit');
    const quantity = column(rows, 'quantity');
    (rows[5] as string[])[unit] = 'kg';
    (rows[7] as string[])[quantity] = '-3';
    const response = await importFile('recipes', csvOf(rows));
    expect(response.status).toBe(400);
    expect(
      response.body.errors.map((error: { row: number; column: string }) => [
        error.row,
        error.column,
      ]),
    ).toEqual([
      [6, 'unit'],
      [8, 'quantity'],
    ]);
    expect(response.body.errors[1].message).toBe(VALIDATION_MESSAGES.positive);
    expect(await databaseCounts()).toEqual(before);
  });

  test('a save that fails midway rolls back the recipes saved before it', async () => {
    const before = await databaseCounts();
    const rows = rowsOf(await exportText('recipes', tokens.owner));
    const header = rows[0] as string[];
    const blank = () => header.map(() => '');
    const recipe = (slug: string, status: string, ingredient: string) => {
      const row = blank();
      row[column(rows, 'slug')] = slug;
      row[column(rows, 'status')] = status;
      row[column(rows, 'name')] = `Rețetă ${slug}`;
      row[column(rows, 'category')] = 'food';
      row[column(rows, 'portions')] = '1';
      if (ingredient) {
        row[column(rows, 'ingredient')] = ingredient;
        row[column(rows, 'quantity')] = '100';
        row[column(rows, 'unit')] = 'g';
      }
      return row;
    };
    const ingredient = 'Sos de casă CSV';
    // Both good recipes are saved before the third, which cannot be published without lines.
    const csv = csvOf([
      header,
      recipe('csv-bun-1', 'published', ingredient),
      recipe('csv-bun-2', 'draft', ingredient),
      recipe('csv-fara-linii', 'published', ''),
    ]);
    const dry = await importFile('recipes', csv, { query: '?locale=ro&dryRun=1' });
    expect(dry.status).toBe(400);
    const response = await importFile('recipes', csv);
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0]).toMatchObject({ row: 4, code: 'saveFailed' });
    expect(await databaseCounts()).toEqual(before);
    const { totalDocs } = await payload.count({
      collection: 'recipes',
      where: { slug: { in: ['csv-bun-1', 'csv-bun-2'] } },
    });
    expect(totalDocs).toBe(0);
  });

  test('sub-recipes of the same file are created first; a cycle is refused', async () => {
    const header = 'slug;name;status;portions;ingredient;sub_recipe;quantity;unit';
    const ok = [
      header,
      'csv-farfurie;Farfurie CSV;published;2;;csv-sos;150,5;g',
      ';;;;Sos de casă CSV;;200;g',
      'csv-sos;Sos CSV;published;1;Sos de casă CSV;;150;gr',
    ].join('\n');
    const response = await importFile('recipes', ok);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ created: 2, updated: 0 });
    const plate = await payload.find({
      collection: 'recipes',
      where: { slug: { equals: 'csv-farfurie' } },
      depth: 0,
    });
    const sauce = await payload.find({
      collection: 'recipes',
      where: { slug: { equals: 'csv-sos' } },
    });
    expect(plate.docs[0]?.lines).toMatchObject([
      { kind: 'recipe', recipe: sauce.docs[0]?.id, quantity: 150.5, unit: 'g' },
      { kind: 'ingredient', quantity: 200, unit: 'g' },
    ]);
    expect(plate.docs[0]?.computed?.error ?? null).toBeNull();
    expect((await importFile('recipes', ok)).body).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
    });

    const cycle = [
      header,
      'csv-a;Ciclu A;draft;1;;csv-b;1;pcs',
      'csv-b;Ciclu B;draft;1;;csv-a;1;pcs',
    ].join('\n');
    const refused = await importFile('recipes', cycle);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error: { code: string }) => error.code)).toContain('cycle');
  });

  test('a library food by its name, in any case and without diacritics', async () => {
    const { docs } = await payload.find({
      collection: 'ingredients',
      where: { and: [{ restaurant: { exists: false } }, { name: { like: 'linte' } }] },
      locale: 'ro',
      limit: 1,
      sort: 'name',
    });
    const food = docs[0];
    if (!food) throw new Error('no lentils in the library');
    const csv = [
      'slug;name;ingredient;quantity;unit',
      `csv-linte;Linte CSV;${food.name.toUpperCase()};100;g`,
      `csv-linte-2;Linte CSV doi;${food.name.replaceAll(' ', '-').toLowerCase()};100;g`,
      `csv-linte-3;Linte CSV trei;${food.name.normalize('NFD').replace(/\p{M}/gu, '')};100;g`,
    ].join('\n');
    const response = await importFile('recipes', csv, { query: '?locale=ro&dryRun=1' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ created: 3 });
  });

  test('unknown ingredients and sub-recipes are named with their row', async () => {
    const csv = [
      'slug;name;ingredient;sub_recipe;quantity;unit',
      'csv-x;Necunoscut;Ingredient inexistent xyz;;10;g',
      'csv-y;Necunoscut doi;;reteta-inexistenta;10;g',
    ].join('\n');
    const response = await importFile('recipes', csv);
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject([
      { row: 2, column: 'ingredient', code: 'unknownIngredient' },
      { row: 3, column: 'sub_recipe', code: 'unknownRecipe' },
    ]);
  });

  test('a dry run checks and reports without saving', async () => {
    const before = await databaseCounts();
    const response = await importFile('ingredients', `name;fat\r\nDoar verificat;5\r\n`, {
      query: '?locale=ro&dryRun=1',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ dryRun: true, created: 1 });
    expect(response.body.items[0].id).toBeNull();
    expect(await databaseCounts()).toEqual(before);
  });

  test('a text/csv body works as well as a form upload', async () => {
    const handler = REST_POST(payload.config);
    const url = new URL(
      `/api/${path('ingredients', ids.bistro, '?locale=ro')}`,
      'http://localhost:3000',
    );
    const request = new Request(url, {
      method: 'POST',
      headers: { Authorization: `JWT ${tokens.owner}`, 'Content-Type': 'text/csv; charset=utf-8' },
      body: 'name,fat\nTrimis ca text,"7,25"\n',
    });
    const response = await handler(request, {
      params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ created: 1 });
    const { docs } = await payload.find({
      collection: 'ingredients',
      where: { name: { equals: 'Trimis ca text' } },
    });
    expect(docs[0]?.nutrients?.fat).toBe(7.25);
  });

  test('a file over 2 MB is refused with 413 and the rule’s message', async () => {
    const before = await databaseCounts();
    const big = `name;fat\r\n${'Mult prea mare;1\r\n'.repeat(130_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(2 * 1024 * 1024);
    const response = await importFile('ingredients', big);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ errors: [{ message: VALIDATION_MESSAGES.maxFileSize }] });
    expect(await databaseCounts()).toEqual(before);
  });

  test('a file that is not UTF-8, unknown columns and an empty file get readable 400s', async () => {
    const latin1 = Uint8Array.from(
      [...'name;fat\r\nF'].map((c) => c.charCodeAt(0)).concat([0xe2, 0x6e, 0x61, 0x3b, 0x31]),
    );
    const encoding = await importFile('ingredients', latin1);
    expect(encoding.status).toBe(400);
    expect(encoding.body.errors[0].message).toContain('UTF-8');
    const unknown = await importFile('ingredients', 'name;grasimi\r\nUnt;80\r\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({
      row: 1,
      column: 'grasimi',
      code: 'unknownColumn',
    });
    const empty = await importFile('ingredients', '');
    expect(empty.status).toBe(400);
  });

  test.each([
    {
      language: 'fr',
      query: '?locale=pl',
      message: (t: Translate) =>
        t('admin.csv.error.choice', { value: 'pl', allowed: LOCALES.join(', ') }),
    },
    {
      language: 'ro',
      query: '?locale=ro&dryRun=maybe',
      message: (t: Translate) => t('admin.csv.error.boolean', { value: 'maybe' }),
    },
  ])(
    'a bad query is a 400 in the admin’s language ($language)',
    async ({ language, query, message }) => {
      const form = new FormData();
      form.set('file', new Blob(['name\r\nX\r\n'], { type: 'text/csv' }), 'ingredients.csv');
      const response = await api.rest('POST', path('ingredients', ids.bistro, query), {
        token: tokens.owner,
        form,
        headers: { 'Accept-Language': language },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        errors: [{ message: message(await adminTranslator(language)) }],
      });
    },
  );
});

describe('access', () => {
  test('an id beyond the database’s range is a 400, not a 500', async () => {
    const response = await api.download(path('ingredients', 9_999_999_999), tokens.owner);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.bytes.toString())).toEqual({
      errors: [{ message: 'No restaurant id “9999999999”: an id is a whole number such as 12.' }],
    });
  });

  test('anonymous requests get 401', async () => {
    for (const kind of ['ingredients', 'recipes'] as const) {
      expect((await api.download(path(kind, ids.bistro))).status).toBe(401);
      const response = await importFile(kind, 'name\r\nX\r\n', { token: '' });
      expect(response.status).toBe(401);
      // Payload's own message for a request without a session, in the admin's language.
      expect(response.body).toEqual({
        errors: [{ message: 'Unauthorized, you must be logged in to make this request.' }],
      });
    }
  });

  test('an owner can neither export nor import another restaurant’s data', async () => {
    const before = await databaseCounts();
    for (const kind of ['ingredients', 'recipes'] as const) {
      expect((await api.download(path(kind, ids.bistro), tokens.otherOwner)).status).toBe(404);
      const response = await importFile(kind, 'name\r\nIntrus CSV\r\n', {
        token: tokens.otherOwner,
      });
      expect(response.status).toBe(404);
    }
    expect(await databaseCounts()).toEqual(before);
    // Their own restaurant works.
    const own = await api.download(path('ingredients', ids.expired), tokens.otherOwner);
    expect(own.status).toBe(200);
  });

  test('an id of another restaurant’s ingredient does not reach it', async () => {
    const foreign = await payload.create({
      collection: 'ingredients',
      data: { name: 'Ingredient străin', restaurant: ids.expired, allergensDeclared: true },
    });
    const response = await importFile('ingredients', `id;name;fat\r\n${foreign.id};Furat;1\r\n`);
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ row: 2, column: 'id', code: 'unknownId' });
    const after = await payload.findByID({ collection: 'ingredients', id: foreign.id });
    expect(after.name).toBe('Ingredient străin');
  });
});
