import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { normalizeSearchText, SEARCH_FOLDED_LETTERS } from '@nutrimenu/core/locale';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { Payload } from 'payload';
import { createLocalReq } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NAMES_CSV_HEADER } from '../src/ciqual/ciqualNames';
import { CIQUAL_CSV_PATH, parseCsv } from '../src/ciqual/ciqualRow';
import { GLOBAL_CIQUAL_WHERE } from '../src/ciqual/globalCiqualWhere';
import { importCiqual } from '../src/ciqual/importCiqual';
import { executeSql } from '../src/utilities/executeSql';
import { type AccessWorld, PASSWORD, seedAccessWorld, uniqueMarker } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * The ingredient search (GET /api/ingredients/search) through REST as each role, on a library
 * imported from a few real CIQUAL rows and kitchen names written for the test, and the CIQUAL
 * import's handling of those names.
 */

const FLOUR = '9436';
const ONION = '20034';
const CREAM = '19431';
const CHICKEN = '36017';
const PIZZA = '25404';
const CODES = [FLOUR, ONION, CREAM, CHICKEN, PIZZA];

const NAMES: Record<string, string[]> = {
  [FLOUR]: [
    'Făină albă de grâu tip 650',
    'Búzafinomliszt BL 55',
    'Weizenmehl Type 550',
    'Farina di grano tenero tipo 0',
    'Harina de trigo',
    '',
    '',
    '',
    '',
    '',
  ],
  [ONION]: [
    'Ceapă crudă',
    'Vöröshagyma, nyers',
    'Zwiebel, roh',
    'Cipolla cruda',
    'Cebolla cruda',
    '',
    'hagyma',
    '',
    '',
    '',
  ],
  [CREAM]: [
    'Smântână 12-25% grăsime',
    'Tejföl 12-25%',
    'Sahne 12-25% Fett',
    'Panna 12-25%',
    'Nata 12-25%',
    'frișcă|smântână de gătit',
    '',
    'Rahm',
    'crema di latte',
    '',
  ],
  [CHICKEN]: [
    'Piept de pui, fără piele, crud',
    'Csirkemell, bőr nélkül, nyers',
    'Hähnchenbrust, ohne Haut, roh',
    'Petto di pollo, crudo',
    'Pechuga de pollo, cruda',
    'file de pui',
    '',
    '',
    '',
    '',
  ],
  [PIZZA]: [
    'Pizza Margherita cu pui',
    'Margherita pizza',
    'Pizza Margherita',
    'Pizza Margherita',
    'Pizza Margarita',
    '',
    '',
    '',
    '',
    '',
  ],
};

let payload: Payload;
let world: AccessWorld;
let api: ApiClient;
let dir: string;
let ciqualPath: string;
let namesPath: string;
const tokens: Record<'admin' | 'ownerA' | 'staffA' | 'ownerB', string> = {
  admin: '',
  ownerA: '',
  staffA: '',
  ownerB: '',
};

const csvLine = (fields: string[]) =>
  fields.map((f) => (/[",\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(',');

async function writeNames(names: Record<string, string[]>): Promise<void> {
  const lines = [
    NAMES_CSV_HEADER.join(','),
    // No English overrides: the last two columns stay empty.
    ...CODES.map((code) => csvLine([code, ...(names[code] ?? []), '', ''])),
  ];
  await writeFile(namesPath, `${lines.join('\n')}\n`);
}

async function libraryFood(code: string) {
  const { docs } = await payload.find({
    collection: 'ingredients',
    where: { and: [GLOBAL_CIQUAL_WHERE, { 'source.code': { equals: code } }] },
    locale: 'all',
    depth: 0,
    limit: 2,
  });
  expect(docs).toHaveLength(1);
  return docs[0] as unknown as {
    id: number;
    name: Record<string, string>;
    alternativeNames?: Record<string, string | null>;
    source: { composite?: boolean | null };
  };
}

async function privateIngredient(restaurant: number, names: Record<string, string>) {
  let id = 0;
  for (const [locale, name] of Object.entries(names)) {
    if (id === 0) {
      const doc = await payload.create({
        collection: 'ingredients',
        data: { name, restaurant },
        locale: locale as 'ro',
        depth: 0,
      });
      id = doc.id;
    } else {
      await payload.update({
        collection: 'ingredients',
        id,
        data: { name },
        locale: locale as 'ro',
      });
    }
  }
  return id;
}

beforeAll(async () => {
  payload = await createTestPayload();
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);

  dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-search-'));
  const [header = [], ...rows] = parseCsv(await readFile(CIQUAL_CSV_PATH, 'utf8'));
  ciqualPath = path.join(dir, 'ciqual.csv');
  namesPath = path.join(dir, 'names.csv');
  await writeFile(
    ciqualPath,
    `${[header, ...rows.filter((row) => CODES.includes(row[0] ?? ''))].map(csvLine).join('\n')}\n`,
  );
  await writeNames(NAMES);
  await importCiqual({ payload, csvPath: ciqualPath, namesCsvPath: namesPath });
});

afterAll(async () => {
  await payload?.destroy();
});

type Found = {
  id: number;
  name: string;
  restaurant: unknown;
  source: { kind: string; code: string | null };
};

async function search(token: string, params: Record<string, string>) {
  const query = new URLSearchParams(params).toString();
  return api.rest('GET', `ingredients/search?${query}`, { token });
}

async function found(token: string, q: string, locale = 'ro'): Promise<Found[]> {
  const response = await search(token, { q, locale });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.docs as Found[];
}

describe('the CIQUAL import and the kitchen names', () => {
  test('fills the names and alternative names of ro, hu, de, it and es, and keeps fr and en', async () => {
    const cream = await libraryFood(CREAM);
    expect(cream.name).toMatchObject({
      ro: 'Smântână 12-25% grăsime',
      hu: 'Tejföl 12-25%',
      de: 'Sahne 12-25% Fett',
      it: 'Panna 12-25%',
      es: 'Nata 12-25%',
      en: 'Cream, 12-25% fat, light, thick, refrigerated',
    });
    expect(cream.name.fr).toMatch(/^Crème/);
    expect(cream.alternativeNames?.ro).toBe('frișcă\nsmântână de gătit');
    expect(cream.alternativeNames?.de).toBe('Rahm');
    expect(cream.source.composite).toBe(false);
    expect((await libraryFood(PIZZA)).source.composite).toBe(true);
  });

  test('a second import with the same files changes nothing', async () => {
    const result = await importCiqual({ payload, csvPath: ciqualPath, namesCsvPath: namesPath });
    expect(result).toMatchObject({
      total: CODES.length,
      inserted: 0,
      updated: 0,
      unchanged: CODES.length,
    });
  });

  test('an admin-edited name survives a re-import; unedited names follow the file', async () => {
    const onion = await libraryFood(ONION);
    const edit = await api.rest('PATCH', `ingredients/${onion.id}?locale=ro`, {
      token: tokens.admin,
      json: { name: 'Ceapă galbenă (furnizorul nostru)' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    const renamed = structuredClone(NAMES);
    renamed[ONION] = [
      'Ceapă albă crudă',
      'Hagyma, nyers',
      'Zwiebel, roh',
      'Cipolla cruda',
      'Cebolla cruda',
      'ceapă de apă',
      'vöröshagyma',
      '',
      '',
      '',
    ];
    await writeNames(renamed);
    try {
      const result = await importCiqual({ payload, csvPath: ciqualPath, namesCsvPath: namesPath });
      expect(result.updated).toBe(1);
      const after = await libraryFood(ONION);
      expect(after.name.ro).toBe('Ceapă galbenă (furnizorul nostru)');
      expect(after.name.hu).toBe('Hagyma, nyers');
      expect(after.alternativeNames?.ro).toBe('ceapă de apă');
      expect(after.alternativeNames?.hu).toBe('vöröshagyma');
      const again = await importCiqual({ payload, csvPath: ciqualPath, namesCsvPath: namesPath });
      expect(again.updated).toBe(0);
      expect((await libraryFood(ONION)).name.ro).toBe('Ceapă galbenă (furnizorul nostru)');
    } finally {
      await writeNames(NAMES);
      await payload.update({
        collection: 'ingredients',
        id: onion.id,
        locale: 'ro',
        data: { name: 'Ceapă crudă' },
      });
      await importCiqual({ payload, csvPath: ciqualPath, namesCsvPath: namesPath });
    }
  });
});

describe('GET /api/ingredients/search', () => {
  test.each([
    ['faina', FLOUR],
    ['FĂINĂ', FLOUR],
    ['ceapa', ONION],
    ['smantana', CREAM],
    ['frisca', CREAM],
    ['piept pui', CHICKEN],
    ['pui piept', CHICKEN],
    ['hagyma', ONION],
    ['zwiebel', ONION],
    ['onion', ONION],
  ])('"%s" in ro finds CIQUAL food %s first of the CIQUAL foods', async (q, code) => {
    const docs = await found(tokens.ownerA, q);
    expect(docs.find((doc) => doc.source.kind === 'ciqual')?.source.code).toBe(code);
    expect(docs.filter((doc) => doc.source.code === code)).toHaveLength(1);
  });

  test('answers the name in the asked locale, with source, restaurant and allergens', async () => {
    const [hu] = await found(tokens.staffA, 'smantana', 'hu');
    expect(hu).toMatchObject({
      name: 'Tejföl 12-25%',
      source: { kind: 'ciqual', code: CREAM },
      restaurant: null,
      // Declared by the library's reviewed allergen table (cms/data/ciqual/allergens.csv).
      allergensDeclared: true,
      allergens: ['milk'],
      traces: [],
    });
  });

  test('ranks own ingredients first, then plain foods before composite dishes', async () => {
    const own = await privateIngredient(world.restaurant.A, { ro: 'Pui marinat al casei' });
    const docs = await found(tokens.ownerA, 'pui');
    expect(docs.map((doc) => doc.id)).toEqual([
      own,
      (await libraryFood(CHICKEN)).id,
      (await libraryFood(PIZZA)).id,
    ]);
  });

  test('an own ingredient where the word only starts a longer word comes after the library food', async () => {
    const own = await privateIngredient(world.restaurant.A, { ro: 'Puișor de munte' });
    const ids = (await found(tokens.ownerA, 'pui')).map((doc) => doc.id);
    const chicken = (await libraryFood(CHICKEN)).id;
    expect(ids).toContain(own);
    expect(ids.indexOf(chicken)).toBeLessThan(ids.indexOf(own));
  });

  test('ranks a match in the asked locale before one in another locale', async () => {
    const apple = await privateIngredient(world.restaurant.A, { ro: 'Măr roșu', en: 'Apple' });
    const crumble = await privateIngredient(world.restaurant.A, {
      ro: 'Apple crumble',
      en: 'Crumble',
    });
    expect((await found(tokens.ownerA, 'apple', 'ro')).map((doc) => doc.id)).toEqual([
      crumble,
      apple,
    ]);
    expect((await found(tokens.ownerA, 'apple', 'en')).map((doc) => doc.id)).toEqual([
      apple,
      crumble,
    ]);
  });

  test('an other name that is exactly the query ranks like the name (compound words)', async () => {
    // "hagyma" is no word of "Vöröshagyma": without its other name "hagyma" counting as much as
    // a name, every "… hagyma" dish would come before the plain onion.
    const pickled = await privateIngredient(world.restaurant.A, { hu: 'Ecetes hagyma' });
    const onion = (
      await payload.create({
        collection: 'ingredients',
        locale: 'hu',
        depth: 0,
        data: {
          restaurant: world.restaurant.A,
          name: 'Vöröshagyma, nyers',
          alternativeNames: 'lila hagyma\nHAGYMA',
        },
      })
    ).id;
    const ids = async (q: string) =>
      (await found(tokens.ownerA, q, 'hu'))
        .map((doc) => doc.id)
        .filter((id) => id === pickled || id === onion);
    expect(await ids('hagyma')).toEqual([onion, pickled]);
    // Only the whole other name counts: a prefix of it, or one word of it, does not.
    expect(await ids('hagy')).toEqual([pickled, onion]);
    expect(await ids('lila')).toEqual([onion]);
  });

  test("never answers another restaurant's private ingredients; admins see all", async () => {
    const marker = uniqueMarker('secretb');
    const secret = await privateIngredient(world.restaurant.B, { ro: `Sos ${marker}` });
    expect(await found(tokens.ownerA, marker)).toEqual([]);
    expect(await found(tokens.staffA, marker)).toEqual([]);
    expect((await found(tokens.ownerB, marker)).map((doc) => doc.id)).toEqual([secret]);
    expect((await found(tokens.admin, marker)).map((doc) => doc.id)).toEqual([secret]);
  });

  test("finds its own among more of another restaurant's matches than the limit", async () => {
    const marker = uniqueMarker('crowd');
    for (let n = 0; n < 6; n++)
      await privateIngredient(world.restaurant.B, { ro: `Sos ${marker} ${n}` });
    const own = await privateIngredient(world.restaurant.A, { ro: `Sos ${marker} casa` });
    const response = await search(tokens.ownerA, { q: `sos ${marker}`, locale: 'ro', limit: '3' });
    expect(response.status).toBe(200);
    expect((response.body.docs as Found[]).map((doc) => doc.id)).toEqual([own]);
    const asB = await search(tokens.ownerB, { q: `sos ${marker}`, locale: 'ro', limit: '3' });
    expect(asB.body.docs).toHaveLength(3);
  });

  test('refuses anonymous callers', async () => {
    expect((await api.rest('GET', 'ingredients/search?q=faina')).status).toBe(401);
  });

  test.each([
    ['an empty q', { q: '' }],
    ['no q', {}],
    ['only symbols', { q: '%%% --- !!! \'" & | :*' }],
  ])('%s answers no ingredients', async (_label, params) => {
    const response = await search(tokens.ownerA, { locale: 'ro', ...params });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ docs: [] });
  });

  test.each([
    ['2,000 characters', { q: 'a'.repeat(2000) }, 'at most 200'],
    ['an unknown locale', { q: 'faina', locale: 'xx' }, 'xx'],
    ['a limit that is not a number', { q: 'faina', limit: 'ten' }, '1 to 50'],
    ['a limit too big', { q: 'faina', limit: '1000' }, '1 to 50'],
    ['a limit of zero', { q: 'faina', limit: '0' }, '1 to 50'],
  ])('%s answers 400 with a message', async (_label, params, message) => {
    const response = await search(tokens.ownerA, { locale: 'ro', ...params });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toContain(message);
  });

  test("answers refusals in the admin's language", async () => {
    const response = await api.rest('GET', `ingredients/search?q=${'a'.repeat(2000)}`, {
      token: tokens.ownerA,
      headers: { 'Accept-Language': 'ro' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(
      'Textul căutat este prea lung: cel mult 200 caractere.',
    );
  });

  test('limits the answer', async () => {
    const response = await search(tokens.admin, { q: 'pizza', locale: 'ro', limit: '1' });
    expect(response.status).toBe(200);
    expect(response.body.docs).toHaveLength(1);
  });
});

test("SQL's nutrimenu_fold folds every letter as core's normalizeSearchText", async () => {
  const letters = Object.keys(SEARCH_FOLDED_LETTERS).flatMap((letter) => [
    letter,
    letter.toUpperCase(),
  ]);
  const req = await createLocalReq({}, payload);
  const [row] = await executeSql<{ folded: string[] }>(
    req,
    sql`SELECT array_agg(nutrimenu_fold(l) ORDER BY n) AS folded
        FROM json_array_elements_text(${JSON.stringify(letters)}::json) WITH ORDINALITY AS t(l, n)`,
  );
  expect(row?.folded).toEqual(letters.map((letter) => normalizeSearchText(letter)));
});
