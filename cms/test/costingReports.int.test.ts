import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCsv } from '../src/csv/parseCsv';
import { pdfText } from '../src/downloads/__fixtures__/pdfText';
import {
  type AccessWorld,
  createUser,
  PASSWORD,
  seedAccessWorld,
  uniqueMarker,
} from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * The restaurant's business files: the ingredient prices CSV (export, import, round trip), the
 * costing report as CSV and PDF, and the technical sheet's cost column, asked through the real
 * REST handlers with a JWT, access not overridden. Setup and the checks of what is stored use
 * the local API.
 */

type Who = 'admin' | 'ownerA' | 'staffA' | 'ownerB' | 'staffB';

let payload: Payload;
let world: AccessWorld;
let api: ApiClient;
const tokens: Partial<Record<Who, string>> = {};
const ids = { tomato: 0, oil: 0, salad: 0, bread: 0, twinA: 0, twinB: 0 };
const SALAD = uniqueMarker('Salată test');
const BREAD = uniqueMarker('Pâine test');
const TOMATO = uniqueMarker('roșii');
const TWIN = uniqueMarker('sare');

const nutrients = { fat: 1, saturates: 0.1, carbohydrate: 4, sugars: 3, protein: 1, salt: 0 };

async function ingredient(name: string, restaurant: number | null, extra = {}) {
  return (
    await payload.create({
      collection: 'ingredients',
      data: {
        name,
        ...(restaurant === null ? {} : { restaurant }),
        allergensDeclared: true,
        allergens: [],
        nutrients,
        ...extra,
      },
    })
  ).id;
}

async function price(ingredientId: number, amount: number, validFrom: string, packUnit = 'kg') {
  await payload.create({
    collection: 'ingredient-prices',
    data: {
      restaurant: world.restaurant.A,
      ingredient: ingredientId,
      price: amount,
      packQuantity: 1,
      packUnit: packUnit as 'kg',
      supplier: 'Metro',
      validFrom,
    },
  });
}

/** With COSTING_PDF_DIR set, the PDFs are kept there, to look at them as pictures. */
async function keepForLooking(name: string, bytes: Buffer) {
  const directory = process.env.COSTING_PDF_DIR;
  if (directory) await writeFile(path.join(directory, name), bytes);
}

const countPrices = async () =>
  (await payload.count({ collection: 'ingredient-prices', overrideAccess: true })).totalDocs;

const csvRows = (bytes: Buffer) => {
  const { header, records } = parseCsv(bytes.toString('utf8'));
  return records.map((record) =>
    Object.fromEntries(header.map((column, index) => [column, record.cells[index] ?? ''])),
  );
};

const importPrices = (text: string, token: string | undefined, query = 'locale=ro') =>
  api.send(
    new Request(
      `http://localhost:3000/api/csv/restaurants/${world.restaurant.A}/ingredient-prices.csv?${query}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Authorization: `JWT ${token}` },
        body: text,
      },
    ),
  );

async function setStaffMayEditPrices(allowed: boolean) {
  await payload.update({
    collection: 'restaurants',
    id: world.restaurant.A,
    data: { costing: { staffMayEditPrices: allowed } },
  });
}

beforeAll(async () => {
  payload = await createTestPayload();
  payload.logger.level = 'fatal';
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  ids.tomato = await ingredient(TOMATO, world.restaurant.A);
  ids.oil = await ingredient(uniqueMarker('ulei'), world.restaurant.A, { density: 0.92 });
  // Two foods of one name: the library's and the restaurant's own.
  ids.twinA = await ingredient(TWIN, null);
  ids.twinB = await ingredient(TWIN, world.restaurant.A);
  await price(ids.tomato, 8, '2025-06-01T00:00:00.000Z');
  await price(ids.tomato, 9.99, '2026-01-01T00:00:00.000Z');
  await price(ids.tomato, 50, '2099-01-01T00:00:00.000Z');
  await price(ids.oil, 45, '2026-01-01T00:00:00.000Z', 'l');
  ids.salad = (
    await payload.create({
      collection: 'recipes',
      data: {
        restaurant: world.restaurant.A,
        name: SALAD,
        _status: 'published',
        category: 'food',
        price: 35,
        portions: 2,
        lines: [
          {
            kind: 'ingredient',
            ingredient: ids.tomato,
            quantity: 400,
            unit: 'g',
            coldLossPercent: 10,
          },
          { kind: 'ingredient', ingredient: ids.oil, quantity: 30, unit: 'ml' },
        ],
      },
    })
  ).id;
  ids.bread = (
    await payload.create({
      collection: 'recipes',
      data: {
        restaurant: world.restaurant.A,
        name: BREAD,
        _status: 'published',
        category: 'food',
        price: 10,
        portions: 1,
        lines: [
          { kind: 'ingredient', ingredient: world.ingredient.global, quantity: 100, unit: 'g' },
          { kind: 'ingredient', ingredient: ids.tomato, quantity: 50, unit: 'g' },
        ],
      },
    })
  ).id;
  await payload.update({
    collection: 'menus',
    id: world.menu.A,
    data: { sections: [{ title: 'Salate', dishes: [ids.salad] }], _status: 'published' },
  });
  for (const who of ['admin', 'ownerA', 'staffA', 'ownerB', 'staffB'] as const) {
    tokens[who] = await api.login(world.users[who].email, PASSWORD);
  }
}, 300_000);

afterAll(async () => {
  await payload?.destroy();
});

const costingPath = (format: 'csv' | 'pdf', locale = 'ro') =>
  `downloads/restaurants/${world.restaurant.A}/costing.${format}?locale=${locale}`;
const pricesPath = () =>
  `downloads/restaurants/${world.restaurant.A}/ingredient-prices.csv?locale=ro`;

describe('costing.csv', () => {
  test('the salad’s figures match a computation by hand', async () => {
    const response = await api.download(costingPath('csv'), tokens.ownerA);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const rows = csvRows(response.bytes);
    const salad = rows.find((row) => row.recipe === SALAD);
    // Tomato: 400 g net at 10 % cleaning loss = 444,44 g gross × 9,99 lei/kg = 4,44 lei (the 2025
    // price is history, the 2099 one not yet in force). Oil: 30 ml × 45 lei/l = 1,35 lei.
    // Batch 5,79 lei ÷ 2 portions = 2,895 → 2,90. Net price 35 ÷ 1,11 = 31,53; food cost
    // 2,90 ÷ 31,5315 = 9,2 %; margin 31,53 − 2,90 = 28,63; at the 30 % target the price is
    // 2,90 × 1,11 ÷ 0,30 = 10,73.
    expect(salad).toMatchObject({
      recipe_id: String(ids.salad),
      portion_cost: '2,90',
      price: '35,00',
      vat_rate: '11',
      net_price: '31,53',
      food_cost_percent: '9,2',
      gross_margin: '28,63',
      suggested_price: '10,73',
      target: '30',
      over_target: '0',
      complete: '1',
      missing_prices: '',
      currency: 'RON',
    });
    const bread = rows.find((row) => row.recipe === BREAD);
    expect(bread).toMatchObject({
      portion_cost: '',
      food_cost_percent: '',
      complete: '0',
      missing_prices: 'făină (global)',
    });
  });

  test('no money cell is a raw float: every amount has exactly two decimals', async () => {
    const response = await api.download(costingPath('csv'), tokens.ownerA);
    for (const row of csvRows(response.bytes)) {
      for (const column of ['portion_cost', 'price', 'net_price', 'gross_margin']) {
        expect(row[column]).toMatch(/^(-?\d+,\d{2})?$/);
      }
    }
  });
});

describe('costing.pdf', () => {
  test('by menu section, with the figures, the totals and what lacks a price', async () => {
    const response = await api.download(costingPath('pdf'), tokens.ownerA);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    await keepForLooking('costing-ro.pdf', response.bytes);
    const text = (await pdfText(response.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Calculație de cost');
    expect(text).toContain('Salate');
    expect(text).toContain(SALAD);
    expect(text).toMatch(/2,90\sRON/);
    expect(text).toContain('9,2 %');
    expect(text).toMatch(/28,63\sRON/);
    expect(text).toContain('Total (1 din 1 preparat cu cost complet)');
    // The bread is on no menu: its own section, its cost incomplete, the food without a price named.
    expect(text).toContain('Preparate care nu sunt în niciun meniu');
    expect(text).toContain('Lipsește prețul pentru: făină (global)');
  });

  test('in Hungarian too', async () => {
    const response = await api.download(costingPath('pdf', 'hu'), tokens.ownerA);
    const text = (await pdfText(response.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Kalkuláció');
    expect(text).toContain('Anyaghányad');
    expect(text).toContain('Nincs ára: făină (global)');
  });
});

describe('the technical sheet’s cost column', () => {
  test('CSV: each line’s cost, the batch’s and the portion’s; a line without a price says so', async () => {
    const salad = csvRows(
      (
        await api.download(
          `downloads/recipes/${ids.salad}/technical-sheet.csv?locale=ro`,
          tokens.ownerA,
        )
      ).bytes,
    );
    expect(salad.map((row) => [row.line, row.cost, row.no_price, row.portion_cost])).toEqual([
      ['1', '4,44', '0', ''],
      ['2', '1,35', '0', ''],
      ['total', '5,79', '0', '2,90'],
    ]);
    const bread = csvRows(
      (
        await api.download(
          `downloads/recipes/${ids.bread}/technical-sheet.csv?locale=ro`,
          tokens.ownerA,
        )
      ).bytes,
    );
    expect(bread.map((row) => [row.line, row.cost, row.no_price, row.portion_cost])).toEqual([
      ['1', '', '1', ''],
      ['2', '0,50', '0', ''],
      ['total', '', '1', ''],
    ]);
  });

  test('PDF: the cost column and the portion cost; “fără preț” on an unpriced line', async () => {
    const salad = await api.download(
      `downloads/recipes/${ids.salad}/technical-sheet.pdf?locale=ro`,
      tokens.ownerA,
    );
    await keepForLooking('sheet-salad-ro.pdf', salad.bytes);
    const saladText = (await pdfText(salad.bytes)).replace(/\s+/g, ' ');
    expect(saladText).toContain('Cost (RON)');
    expect(saladText).toMatch(/4,44\sRON/);
    expect(saladText).toContain('Cost pe porție');
    expect(saladText).toMatch(/2,90\sRON/);
    const bread = await api.download(
      `downloads/recipes/${ids.bread}/technical-sheet.pdf?locale=ro`,
      tokens.ownerA,
    );
    const breadText = (await pdfText(bread.bytes)).replace(/\s+/g, ' ');
    expect(breadText).toContain('fără preț');
    expect(breadText).toContain('incomplet: o linie nu are preț');
  });
});

describe('ingredient prices CSV', () => {
  test('the export lists the prices in force and their history, names in the locale', async () => {
    const response = await api.download(pricesPath(), tokens.ownerA);
    expect(response.status).toBe(200);
    const rows = csvRows(response.bytes).filter((row) => row.ingredient_id === String(ids.tomato));
    expect(rows.map((row) => [row.ingredient, row.price, row.valid_from, row.in_force])).toEqual([
      [TOMATO, '50', '2099-01-01T00:00:00.000Z', '0'],
      [TOMATO, '9,99', '2026-01-01T00:00:00.000Z', '1'],
      [TOMATO, '8', '2025-06-01T00:00:00.000Z', '0'],
    ]);
  });

  test('re-importing the export changes nothing', async () => {
    const before = await countPrices();
    const exported = (await api.download(pricesPath(), tokens.ownerA)).bytes.toString('utf8');
    const response = await importPrices(exported, tokens.ownerA);
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
    expect(await countPrices()).toBe(before);
  });

  test('a supplier’s list adds prices by exact name; a second import adds nothing', async () => {
    const before = await countPrices();
    const list = `ingredient;price;pack_quantity;pack_unit;supplier;valid_from\r\n${TOMATO};"10,49";5;kg;Metro;2026-11-02\r\n`;
    const first = await importPrices(list, tokens.ownerA);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ created: 1, unchanged: 0 });
    const second = await importPrices(list, tokens.ownerA);
    expect(await second.json()).toMatchObject({ created: 0, unchanged: 1 });
    expect(await countPrices()).toBe(before + 1);
  });

  test('a bad row refuses the whole file and names its row and column', async () => {
    const before = await countPrices();
    const file = [
      'ingredient_id;price;valid_from',
      `${ids.oil};12;2026-12-01`,
      `${ids.oil};abc;2026-12-02`,
      `${ids.oil};13;1st of December`,
    ].join('\r\n');
    const response = await importPrices(file, tokens.ownerA);
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(
      errors.map((error: { row: number; column: string }) => [error.row, error.column]),
    ).toEqual([
      [3, 'price'],
      [4, 'valid_from'],
    ]);
    expect(await countPrices()).toBe(before);
  });

  test('a name shared by two foods is ambiguous; an unknown id or name is refused', async () => {
    const file = [
      'ingredient_id;ingredient;price;valid_from',
      `;${TWIN};3;2026-12-01`,
      `999999;;3;2026-12-01`,
      `;nu există;3;2026-12-01`,
    ].join('\r\n');
    const response = await importPrices(file, tokens.ownerA);
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(
      errors.map((error: { row: number; column: string; message: string }) => [
        error.row,
        error.column,
      ]),
    ).toEqual([
      [2, 'ingredient'],
      [3, 'ingredient_id'],
      [4, 'ingredient'],
    ]);
    expect(errors[0].message).toContain(String(ids.twinA));
    expect(errors[0].message).toContain(String(ids.twinB));
  });

  test('a negative price is refused naming its row and column', async () => {
    const response = await importPrices(
      `ingredient_id;price;valid_from\r\n${ids.oil};-1;2026-12-01`,
      tokens.ownerA,
    );
    expect(response.status).toBe(400);
    const { errors } = await response.json();
    expect(errors).toMatchObject([{ row: 2, column: 'price', code: 'invalid' }]);
  });
});

describe('access', () => {
  const files = () => [costingPath('csv'), costingPath('pdf'), pricesPath()];

  test('the owner and an admin may; the other restaurant’s owner gets a 404', async () => {
    for (const path of files()) {
      expect((await api.download(path, tokens.ownerA)).status, path).toBe(200);
      expect((await api.download(path, tokens.admin)).status, path).toBe(200);
      expect((await api.download(path, tokens.ownerB)).status, path).toBe(404);
    }
    const response = await importPrices(
      'ingredient_id;price;valid_from\r\n1;1;2026-12-01',
      tokens.ownerB,
    );
    expect(response.status).toBe(404);
  });

  test('anonymous: 401', async () => {
    for (const path of files()) expect((await api.download(path)).status, path).toBe(401);
    expect((await importPrices('x', undefined)).status).toBe(401);
  });

  test('staff only where the owner lets staff enter prices', async () => {
    await setStaffMayEditPrices(false);
    for (const path of files())
      expect((await api.download(path, tokens.staffA)).status, path).toBe(403);
    const exported = (await api.download(pricesPath(), tokens.ownerA)).bytes.toString('utf8');
    expect((await importPrices(exported, tokens.staffA)).status).toBe(403);
    await setStaffMayEditPrices(true);
    for (const path of files())
      expect((await api.download(path, tokens.staffA)).status, path).toBe(200);
    expect((await importPrices(exported, tokens.staffA)).status).toBe(200);
    // Staff of the other restaurant never reach this one.
    for (const path of files())
      expect((await api.download(path, tokens.staffB)).status, path).toBe(404);
    await setStaffMayEditPrices(false);
  });

  test('a staff member of two restaurants is refused where the setting is off', async () => {
    const both = await createUser(payload, 'staff', [world.restaurant.A, world.restaurant.B]);
    const token = await api.login(both.email, PASSWORD);
    await setStaffMayEditPrices(true);
    expect((await api.download(costingPath('csv'), token)).status).toBe(200);
    const inB = `downloads/restaurants/${world.restaurant.B}/costing.csv`;
    expect((await api.download(inB, token)).status).toBe(403);
    await setStaffMayEditPrices(false);
  });
});
