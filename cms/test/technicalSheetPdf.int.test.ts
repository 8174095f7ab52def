import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCsv } from '../src/csv/parseCsv';
import { pdfText } from '../src/downloads/__fixtures__/pdfText';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createMashWithSauce } from './helpers/mashWithSauce';
import { createTestPayload } from './helpers/testPayload';

let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { ownerA: '', staffA: '', ownerB: '', staffB: '' };
const ids = { dish: 0, sauce: 0, potato: 0, milk: 0, egg: 0, broken: 0 };

beforeAll(async () => {
  payload = await createTestPayload();
  payload.logger.level = 'fatal';
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);
  tokens.staffB = await api.login(world.users.staffB.email, PASSWORD);

  Object.assign(
    ids,
    await createMashWithSauce(payload, world.restaurant.A, { sauceOnMenu: false, hungarian: true }),
  );
  ids.broken = (
    await payload.create({
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
    })
  ).id;
}, 300_000);

afterAll(async () => {
  await payload?.destroy();
});

const sheetPdf = (id: number | string, locale: string) =>
  `downloads/recipes/${id}/technical-sheet.pdf?locale=${locale}`;

/** The cells of the first text line starting with `start`, as pdftotext lays them out. */
function cells(text: string, start: string): string[] | undefined {
  return text
    .split('\n')
    .find((line) => line.trim().startsWith(start))
    ?.trim()
    .split(/\s{2,}/);
}

/*
 * By hand from the quantities above, 4 portions. Potatoes: 800 g net, 20 % peel: 800 / 0.8 =
 * 1000 g gross; per portion 250 / 200, per 10: 2500 / 2000, per 100: 25000 / 20000. Eggs: 2 ×
 * 50 g = 100 g net, 100 / 0.875 = 114.29 g gross; per 100 portions 2857.1 / 2500. Milk: 200 ml ×
 * 1.03 = 206 g. Sauce: one portion of 150 / 2 = 75 g. Total net 1181 g, gross 1395.3 g.
 */
describe('technical sheet PDF', () => {
  test('Romanian: the kitchen words, gross, net and the norms', async () => {
    const response = await api.download(sheetPdf(ids.dish, 'ro'), tokens.ownerA);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(response.bytes);
    // The sub-recipe got its sheet number at its first save.
    const sauce = await payload.findByID({ collection: 'recipes', id: ids.sauce, depth: 0 });
    expect(sauce.technicalSheet?.number).toBeGreaterThan(0);
    for (const words of [
      'FIȘĂ TEHNICĂ',
      'Piure cu sos',
      'Brut (g)',
      'Net (g)',
      'Pierderi la curățare (%)',
      'Gramaj porție (g)',
      'Norme de consum (g)',
      'brut',
      'Aprobare',
      'Neaprobată',
      `semipreparat, fișa nr. ${sauce.technicalSheet?.number}`,
    ]) {
      expect(text).toContain(words);
    }
    expect(cells(text, 'cartofi')).toEqual(['cartofi', '800 g', '1000', '20', '800']);
    expect(cells(text, 'ouă')).toEqual(['ouă', '2 buc.', '114,3', '12,5', '100']);
    expect(cells(text, 'Total')).toEqual(['Total', '1395,3', '1181']);
    expect(text).toMatch(/cartofi\s+250\s+200\s+2500\s+2000\s+25000\s+20000/);
    expect(text).toMatch(/ouă\s+28,6\s+25\s+285,7\s+250\s+2857,1\s+2500/);
    // 1181 g × 0.9 = 1062.9 g cooked, 10 % lost, 265.7 g a portion.
    expect(text).toMatch(/4\s+1062,9\s+10\s+265,7/);
  });

  test('Hungarian: the kitchen words, ő and ű, the same figures', async () => {
    const response = await api.download(sheetPdf(ids.dish, 'hu'), tokens.staffA);
    expect(response.status).toBe(200);
    const text = await pdfText(response.bytes);
    for (const words of [
      'TECHNOLÓGIAI LAP',
      'Bruttó (g)',
      'Nettó (g)',
      'Tisztítási veszteség (%)',
      'Adagtömeg (g)',
      'Anyaghányad (g)',
      'Tömeg hőkezelés után (g)',
      'Nincs jóváhagyva',
    ]) {
      expect(text).toContain(words);
    }
    expect(cells(text, 'főzőburgonya (hűtött)')).toEqual([
      'főzőburgonya (hűtött)',
      '800 g',
      '1000',
      '20',
      '800',
    ]);
    expect(text).toMatch(/főzőburgonya \(hűtött\)\s+250\s+200\s+2500\s+2000\s+25000\s+20000/);
  });

  test('only the restaurant’s own members: another owner 404, anonymous 401, staff 200', async () => {
    for (const token of [tokens.ownerB, tokens.staffB]) {
      expect((await api.download(sheetPdf(ids.dish, 'ro'), token)).status).toBe(404);
    }
    expect((await api.download(sheetPdf(ids.dish, 'ro'))).status).toBe(401);
    expect((await api.download(sheetPdf(ids.dish, 'ro'), tokens.staffA)).status).toBe(200);
  });

  test.each([
    ['abc', 'ro', 400],
    ['999999', 'ro', 404],
    ['1', 'pl', 400],
  ])('id %s, locale %s: %s, never a server error', async (id, locale, status) => {
    const response = await api.download(sheetPdf(id, locale), tokens.ownerA);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.bytes.toString()).errors[0].message).toEqual(expect.any(String));
  });

  test('a draft that cannot be computed still prints, the reason instead of the figures', async () => {
    const response = await api.download(sheetPdf(ids.broken, 'ro'), tokens.ownerA);
    expect(response.status).toBe(200);
    const text = (await pdfText(response.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Cantitățile nu pot fi calculate: cartofi');
    expect(text).not.toContain('Brut (g)');
  });
});

const book = (restaurant: number, format: 'pdf' | 'csv', locale = 'ro') =>
  `downloads/restaurants/${restaurant}/technical-sheets.${format}?locale=${locale}`;

describe('the restaurant’s book of technical sheets', () => {
  test('PDF: an index of every recipe with its page, then the sheets; the broken one says why', async () => {
    const response = await api.download(book(world.restaurant.A, 'pdf'), tokens.staffA);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(response.bytes);
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    const index = pages[0] ?? '';
    expect(index).toContain('Fișe tehnice');
    expect(index).toContain('Cuprins');
    // Unnumbered sheets by name: the broken draft, the dish, the sauce (a sub-recipe).
    const pageOf = (name: string) =>
      Number(
        index
          .split('\n')
          .find((line) => line.includes(name))
          ?.trim()
          .split(/\s{2,}/)
          .at(-1),
      );
    for (const name of ['Ciornă fără densitate', 'Piure cu sos', 'Sos alb']) {
      const page = pageOf(name);
      expect(page).toBeGreaterThan(1);
      // The page the index gives is the page the sheet starts on.
      expect(pages[page - 1]).toContain(name);
      expect(pages[page - 1]).toContain('FIȘĂ TEHNICĂ');
    }
    expect(index.replace(/\s+/g, ' ')).toContain('necalculabilă: cartofi');
    expect(index).toContain('semipreparat');
    const dish = pages[pageOf('Piure cu sos') - 1] ?? '';
    expect(cells(dish, 'cartofi')).toEqual(['cartofi', '800 g', '1000', '20', '800']);
    expect(dish).toMatch(/cartofi\s+250\s+200\s+2500\s+2000\s+25000\s+20000/);
    expect(text).toContain(`Pagina ${pages.length} din ${pages.length}`);
  });

  test('CSV: every line of every recipe; gross, net and norms as computed by hand', async () => {
    const response = await api.download(book(world.restaurant.A, 'csv'), tokens.ownerA);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const { header, records } = parseCsv(response.bytes.toString('utf8'));
    expect(header.slice(0, 4)).toEqual(['recipe_id', 'sheet_number', 'recipe', 'line']);
    const rows = records.map(({ cells: values }) =>
      Object.fromEntries(header.map((name, index) => [name, values[index] ?? ''])),
    );
    const decimal = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');
    // The dish's lines from its quantities: net grams, cleaning loss %, 4 portions.
    const lines = [
      { ingredient: 'cartofi', net: 800, loss: 20 },
      { ingredient: 'lapte', net: 200 * 1.03, loss: 0 },
      { ingredient: 'ouă', net: 2 * 50, loss: 12.5 },
      { ingredient: 'Sos alb', net: 150 / 2, loss: 0 },
    ];
    const dishRows = rows.filter((row) => row.recipe_id === String(ids.dish));
    expect(dishRows).toHaveLength(lines.length + 1);
    lines.forEach(({ ingredient, net, loss }, index) => {
      const gross = net / (1 - loss / 100);
      expect(dishRows[index]).toMatchObject({
        recipe: 'Piure cu sos',
        ingredient,
        gross_g: decimal(gross),
        net_g: decimal(net),
        gross_g_1_portion: decimal(gross / 4),
        net_g_1_portion: decimal(net / 4),
        gross_g_10_portions: decimal((gross * 10) / 4),
        net_g_10_portions: decimal((net * 10) / 4),
        gross_g_100_portions: decimal((gross * 100) / 4),
        net_g_100_portions: decimal((net * 100) / 4),
        not_computable: '',
      });
    });
    const gross = lines.reduce((sum, line) => sum + line.net / (1 - line.loss / 100), 0);
    expect(dishRows.at(-1)).toMatchObject({
      line: 'total',
      gross_g: decimal(gross),
      gross_g_100_portions: decimal((gross * 100) / 4),
    });
    const broken = rows.filter((row) => row.recipe_id === String(ids.broken));
    expect(broken).toHaveLength(1);
    expect(broken[0]?.not_computable).toContain('cartofi');
    expect(rows.some((row) => row.recipe_id === String(ids.sauce))).toBe(true);
  });

  test('only the restaurant’s own members: another owner 404, anonymous 401', async () => {
    for (const format of ['pdf', 'csv'] as const) {
      for (const token of [tokens.ownerB, tokens.staffB]) {
        expect((await api.download(book(world.restaurant.A, format), token)).status).toBe(404);
      }
      expect((await api.download(book(world.restaurant.A, format))).status).toBe(401);
      expect(
        (await api.download(book(world.restaurant.A, format, 'pl'), tokens.ownerA)).status,
      ).toBe(400);
    }
  });
});
