import { LOCALES } from '@nutrimenu/core/locale';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCsv } from '../src/csv/parseCsv';
import { catalogLabel } from '../src/i18n/catalogLabel';
import { adminTranslator } from '../src/utilities/adminTranslator';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createMashWithSauce } from './helpers/mashWithSauce';
import { createTestPayload } from './helpers/testPayload';

let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { ownerA: '', staffA: '', ownerB: '', staffB: '' };
const ids = { dish: 0, sauce: 0, potato: 0, milk: 0, egg: 0 };

beforeAll(async () => {
  payload = await createTestPayload();
  // The refusals below would otherwise print stack traces: the assertions say what matters.
  payload.logger.level = 'fatal';
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);
  tokens.staffB = await api.login(world.users.staffB.email, PASSWORD);

  Object.assign(ids, await createMashWithSauce(payload, world.restaurant.A));
}, 300_000);

afterAll(async () => {
  await payload?.destroy();
});

/** The CSV's rows as cells keyed by the header, read as a spreadsheet reads them. */
function rowsOf(bytes: Buffer): Record<string, string>[] {
  const { header, records } = parseCsv(bytes.toString('utf8'));
  return records.map(({ cells }) =>
    Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])),
  );
}

const sheetPath = (id: number | string, locale = 'ro') =>
  `downloads/recipes/${id}/technical-sheet.csv?locale=${locale}`;

describe('technical sheet CSV', () => {
  test('gives gross, net, loss and norms equal to a computation by hand', async () => {
    const response = await api.download(sheetPath(ids.dish), tokens.ownerA);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = rowsOf(response.bytes);
    const pick = (row: Record<string, string> | undefined, keys: string[]) =>
      Object.fromEntries(keys.map((key) => [key, row?.[key]]));
    const keys = [
      'ingredient',
      'gross_g',
      'net_g',
      'cold_loss_percent',
      'gross_g_10_portions',
      'net_g_10_portions',
      'gross_g_100_portions',
      'net_g_100_portions',
    ];
    // Potato: 800 g net, 20 % peel: 800 / 0.8 = 1000 g gross; ÷ 4 portions × 10 and × 100.
    // Milk: 200 ml × 1.03 g/ml = 206 g. Eggs: 2 × 50 g = 100 g net, 100 / 0.875 = 114.29 g
    // gross. Sauce: 1 portion of 150 g / 2 = 75 g.
    expect(rows.map((row) => pick(row, keys))).toEqual([
      {
        ingredient: 'cartofi',
        gross_g: '1000',
        net_g: '800',
        cold_loss_percent: '20',
        gross_g_10_portions: '2500',
        net_g_10_portions: '2000',
        gross_g_100_portions: '25000',
        net_g_100_portions: '20000',
      },
      {
        ingredient: 'lapte',
        gross_g: '206',
        net_g: '206',
        cold_loss_percent: '0',
        gross_g_10_portions: '515',
        net_g_10_portions: '515',
        gross_g_100_portions: '5150',
        net_g_100_portions: '5150',
      },
      {
        ingredient: 'ouă',
        gross_g: '114,3',
        net_g: '100',
        cold_loss_percent: '12,5',
        gross_g_10_portions: '285,7',
        net_g_10_portions: '250',
        gross_g_100_portions: '2857,1',
        net_g_100_portions: '2500',
      },
      {
        ingredient: 'Sos alb',
        gross_g: '75',
        net_g: '75',
        cold_loss_percent: '0',
        gross_g_10_portions: '187,5',
        net_g_10_portions: '187,5',
        gross_g_100_portions: '1875',
        net_g_100_portions: '1875',
      },
      {
        ingredient: '',
        // 1000 + 206 + 114.2857 + 75 = 1395.2857 g gross; 1181 g net.
        gross_g: '1395,3',
        net_g: '1181',
        cold_loss_percent: '',
        gross_g_10_portions: '3488,2',
        net_g_10_portions: '2952,5',
        gross_g_100_portions: '34882,1',
        net_g_100_portions: '29525',
      },
    ]);
    // 1181 g × 0.9 = 1062.9 g served, 10 % lost in cooking, 265.7 g a portion.
    expect(
      pick(rows.at(-1), ['line', 'portions', 'cooked_g', 'cooking_loss_percent', 'portion_g']),
    ).toEqual({
      line: 'total',
      portions: '4',
      cooked_g: '1062,9',
      cooking_loss_percent: '10',
      portion_g: '265,7',
    });
  });

  test('a sub-recipe line names the sub-recipe and where its own sheet is', async () => {
    const response = await api.download(sheetPath(ids.dish, 'en'), tokens.staffA);
    const sauceRow = rowsOf(response.bytes)[3];
    expect(sauceRow?.sub_recipe_id).toBe(String(ids.sauce));
    expect(sauceRow?.sub_recipe_sheet).toBe(
      `/api/downloads/recipes/${ids.sauce}/technical-sheet.csv?locale=en`,
    );
    const own = await api.download(sheetPath(ids.sauce, 'en'), tokens.staffA);
    expect(own.status).toBe(200);
    expect(rowsOf(own.bytes)[0]).toMatchObject({ ingredient: 'lapte', net_g: '200' });
  });

  test('another restaurant’s owner and staff get the 404 the other downloads give', async () => {
    const label = `downloads/recipes/${ids.dish}/label.pdf`;
    for (const token of [tokens.ownerB, tokens.staffB]) {
      const refusal = await api.download(sheetPath(ids.dish), token);
      const labelRefusal = await api.download(label, token);
      expect(refusal.status).toBe(404);
      expect(labelRefusal.status).toBe(404);
      expect(JSON.parse(refusal.bytes.toString())).toEqual(
        JSON.parse(labelRefusal.bytes.toString()),
      );
    }
    expect((await api.download(sheetPath(ids.dish))).status).toBe(401);
  });

  test.each([
    ['abc', 400],
    ['999999', 404],
  ])('the id %s is a %s, not a server error', async (id, status) => {
    const response = await api.download(sheetPath(id), tokens.ownerA);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.bytes.toString()).errors[0].message).toEqual(expect.any(String));
  });

  test('a draft that cannot be computed is a 409 saying why, in the admin’s language', async () => {
    const draft = await payload.create({
      collection: 'recipes',
      draft: true,
      data: {
        restaurant: world.restaurant.A,
        name: 'Ciornă fără densitate',
        _status: 'draft',
        category: 'food',
        portions: 1,
        lines: [{ kind: 'ingredient', ingredient: ids.potato, quantity: 100, unit: 'ml' }],
      },
    });
    const response = await api.rest('GET', sheetPath(draft.id), {
      token: tokens.ownerA,
      headers: { 'Accept-Language': 'hu' },
    });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toContain(
      (await adminTranslator('hu'))('admin.live.error.missingDensity', { name: 'cartofi' }),
    );
  });

  test('an unknown locale is a 400', async () => {
    expect((await api.download(sheetPath(ids.dish, 'pl'), tokens.ownerA)).status).toBe(400);
  });
});

describe('a line’s cleaning loss', () => {
  const lineWith = (coldLossPercent: number) => ({
    lines: [
      { kind: 'ingredient', ingredient: ids.potato, quantity: 100, unit: 'g', coldLossPercent },
    ],
  });

  test.each(LOCALES)('outside 0 ≤ x < 100 is a 400 naming the field, in %s', async (locale) => {
    for (const loss of [100, -1]) {
      const response = await api.rest('PATCH', `recipes/${ids.sauce}`, {
        token: tokens.ownerA,
        json: lineWith(loss),
        headers: { 'Accept-Language': locale },
      });
      expect(response.status).toBe(400);
      expect(
        response.body.errors[0].data.errors.map(
          ({ path, message }: { path: string; message: string }) => ({ path, message }),
        ),
      ).toEqual([
        {
          path: 'lines.0.coldLossPercent',
          message: catalogLabel('admin.recipe.line.coldLossPercent.invalid')[locale],
        },
      ]);
    }
  });

  test('0 and 99.9 are accepted; an existing line without one is 0', async () => {
    for (const loss of [0, 99.9]) {
      const response = await api.rest('PATCH', `recipes/${ids.sauce}`, {
        token: tokens.ownerA,
        json: lineWith(loss),
      });
      expect(response.status).toBe(200);
      expect(response.body.doc.lines[0].coldLossPercent).toBe(loss);
    }
    const dish = await payload.findByID({ collection: 'recipes', id: ids.dish });
    expect(dish.lines?.[1]?.coldLossPercent).toBe(0);
  });
});
