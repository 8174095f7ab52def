import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sheetContentOf } from '../src/collections/Recipes/technicalSheet/sheetContentOf';
import { adminTranslator } from '../src/utilities/adminTranslator';
import { findByIdAllLocales } from '../src/utilities/findAllLocales';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, type ApiResponse, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * The technical sheet's texts, number, version and approval, through the real REST handlers as
 * the restaurants' own users with the tokens their sign-in gave them.
 */

let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { admin: '', ownerA: '', staffA: '', ownerB: '' };
let potato = 0;
let onion = 0;

const nutrients = { fat: 1, saturates: 0.2, carbohydrate: 10, sugars: 1, protein: 2, salt: 0 };

beforeAll(async () => {
  payload = await createTestPayload();
  payload.logger.level = 'fatal';
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);
  for (const [name, set] of [
    ['cartofi', (id: number) => (potato = id)],
    ['ceapă', (id: number) => (onion = id)],
  ] as const) {
    const created = await payload.create({
      collection: 'ingredients',
      data: {
        name,
        restaurant: world.restaurant.A,
        allergensDeclared: true,
        allergens: [],
        nutrients,
      },
    });
    set(created.id);
  }
}, 300_000);

afterAll(async () => {
  await payload?.destroy();
});

function expectOk(response: ApiResponse): void {
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
}

type Line = {
  kind: 'ingredient';
  ingredient: number;
  quantity: number;
  unit: 'g';
  coldLossPercent?: number;
};
const line = (ingredient: number, quantity: number, coldLossPercent = 0): Line => ({
  kind: 'ingredient',
  ingredient,
  quantity,
  unit: 'g',
  coldLossPercent,
});

/** A recipe of restaurant A created by its owner through REST; its saved document. */
async function createRecipe(data: Record<string, unknown> = {}, token = tokens.ownerA) {
  const response = await api.rest('POST', 'recipes?locale=ro&depth=0', {
    token,
    json: {
      restaurant: world.restaurant.A,
      name: `Tocană ${Math.random().toString(36).slice(2, 8)}`,
      category: 'food',
      portions: 4,
      onMenu: false,
      lines: [line(potato, 800, 20), line(onion, 100)],
      ...data,
    },
  });
  expectOk(response);
  return response.body.doc;
}

async function patch(
  id: number,
  data: Record<string, unknown>,
  query = 'locale=ro',
  token = tokens.ownerA,
) {
  return api.rest('PATCH', `recipes/${id}?${query}&depth=0`, { token, json: data });
}

async function read(id: number, query = 'locale=ro') {
  const response = await api.rest('GET', `recipes/${id}?${query}&depth=0`, {
    token: tokens.ownerA,
  });
  expectOk(response);
  return response.body;
}

const approve = (id: number | string, token: string, language = 'ro') =>
  api.rest('POST', `recipes/${id}/technical-sheet/approve`, {
    token,
    headers: { 'Accept-Language': language },
  });

describe('the sheet’s texts', () => {
  test('saving in a second locale keeps the first one’s steps and texts', async () => {
    const recipe = await createRecipe({
      _status: 'published',
      technicalSheet: {
        method: [{ text: 'Se curăță cartofii.' }, { text: 'Se călește ceapa.' }],
        criticalPoints: [{ text: 'Fierbere', temperatureC: 75, minutes: 2 }],
        holding: { temperatureC: 65, maxMinutes: 120, conditions: 'În bain-marie' },
        storage: { temperatureC: 4, shelfLifeHours: 48, conditions: 'La frigider' },
        sensory: { appearance: 'Bucăți întregi', taste: 'Ușor dulce' },
      },
    });
    const saved = await read(recipe.id);
    const pointId = saved.technicalSheet.criticalPoints[0].id;

    // As the admin saves in Hungarian: the whole form, with the Hungarian texts.
    const hu = await patch(
      recipe.id,
      {
        name: 'Burgonyás ragu',
        technicalSheet: {
          method: [{ text: 'A burgonyát megtisztítjuk.' }],
          criticalPoints: [{ id: pointId, text: 'Forralás', temperatureC: 75, minutes: 2 }],
          holding: { temperatureC: 65, maxMinutes: 120, conditions: 'Vízfürdőben' },
          storage: { temperatureC: 4, shelfLifeHours: 48 },
          sensory: { taste: 'Enyhén édes' },
        },
      },
      'locale=hu',
    );
    expectOk(hu);
    // And a Hungarian save that sends no sheet at all (an API client changing the name only).
    expectOk(await patch(recipe.id, { name: 'Burgonyás ragu hagymával' }, 'locale=hu'));

    const all = await findByIdAllLocales(payload, { collection: 'recipes', id: recipe.id });
    if (!all) throw new Error('recipe not found');
    const sheet = all.technicalSheet;
    expect(sheet?.method?.ro?.map((step) => step.text)).toEqual([
      'Se curăță cartofii.',
      'Se călește ceapa.',
    ]);
    expect(sheet?.method?.hu?.map((step) => step.text)).toEqual(['A burgonyát megtisztítjuk.']);
    expect(sheet?.criticalPoints?.[0]?.text).toEqual({ ro: 'Fierbere', hu: 'Forralás' });
    expect(sheet?.holding?.conditions).toMatchObject({ ro: 'În bain-marie', hu: 'Vízfürdőben' });
    expect(sheet?.sensory?.taste).toMatchObject({ ro: 'Ușor dulce', hu: 'Enyhén édes' });

    expect(sheetContentOf(all, 'hu', ['ro'])).toMatchObject({
      method: ['A burgonyát megtisztítjuk.'],
      criticalPoints: [{ text: 'Forralás', temperatureC: 75, minutes: 2 }],
      holding: { temperatureC: 65, maxMinutes: 120, conditions: 'Vízfürdőben' },
      storage: { temperatureC: 4, shelfLifeHours: 48, conditions: 'La frigider' },
      sensory: { appearance: 'Bucăți întregi', taste: 'Enyhén édes', colour: '' },
    });
    expect(sheetContentOf(all, 'ro', []).method).toEqual([
      'Se curăță cartofii.',
      'Se călește ceapa.',
    ]);
  });

  test.each([
    [
      'hu',
      'technicalSheet.criticalPoints.0.temperatureC',
      { criticalPoints: [{ text: 'x', temperatureC: 301 }] },
      'admin.sheet.temperature.invalid',
    ],
    [
      'ro',
      'technicalSheet.criticalPoints.0.minutes',
      { criticalPoints: [{ text: 'x', minutes: 10081 }] },
      'admin.sheet.minutes.invalid',
    ],
    [
      'de',
      'technicalSheet.holding.temperatureC',
      { holding: { temperatureC: -51 } },
      'admin.sheet.temperature.invalid',
    ],
    [
      'fr',
      'technicalSheet.holding.maxMinutes',
      { holding: { maxMinutes: 2.5 } },
      'admin.sheet.minutes.invalid',
    ],
    [
      'ro',
      'technicalSheet.storage.shelfLifeHours',
      { storage: { shelfLifeHours: -1 } },
      'admin.sheet.hours.invalid',
    ],
  ] as const)(
    'a bad value is a 400 in the admin’s language (%s) on %s',
    async (language, path, sheet, key) => {
      const recipe = await createRecipe();
      const response = await api.rest('PATCH', `recipes/${recipe.id}?locale=ro&depth=0`, {
        token: tokens.ownerA,
        json: { technicalSheet: sheet },
        headers: { 'Accept-Language': language },
      });
      expect(response.status).toBe(400);
      const errors = response.body.errors[0].data.errors as { path: string; message: string }[];
      const t = await adminTranslator(language);
      expect(errors).toContainEqual(expect.objectContaining({ path, message: t(key) }));
    },
  );
});

describe('the sheet number', () => {
  test('is the restaurant’s next free one, given at the first save, and cannot be written', async () => {
    const first = await createRecipe();
    const second = await createRecipe({ technicalSheet: { number: 500 } });
    expect(second.technicalSheet.number).toBe(first.technicalSheet.number + 1);
    const other = await payload.create({
      collection: 'recipes',
      data: {
        restaurant: world.restaurant.B,
        name: 'Salată B',
        category: 'food',
        portions: 1,
        onMenu: false,
      },
    });
    // Restaurant B counts on its own: its seeded recipe is 1.
    expect(other.technicalSheet?.number).toBe(2);

    expectOk(await patch(first.id, { technicalSheet: { number: 77 }, name: 'Tocană redenumită' }));
    expect((await read(first.id)).technicalSheet.number).toBe(first.technicalSheet.number);
  });

  test('stays unique when many recipes of a restaurant are created at once', async () => {
    const before = (await createRecipe()).technicalSheet.number as number;
    const created = await Promise.all(Array.from({ length: 8 }, () => createRecipe()));
    const numbers = created
      .map((recipe) => recipe.technicalSheet.number as number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, index) => before + 1 + index));
  });
});

describe('the sheet version', () => {
  test('is 1 at the first publish and goes up only when a publish changes what goes in', async () => {
    const draft = await createRecipe({ _status: 'draft' });
    expect(draft.technicalSheet.version).toBeNull();
    const version = async () => (await read(draft.id)).technicalSheet.version;

    expectOk(await patch(draft.id, { _status: 'published' }));
    expect(await version()).toBe(1);
    // Texts and price: the same sheet.
    expectOk(
      await patch(draft.id, {
        _status: 'published',
        description: 'Tocană de post',
        price: 24.5,
        technicalSheet: { method: [{ text: 'Se fierbe.' }] },
      }),
    );
    expect(await version()).toBe(1);
    // A changed line saved as a draft is not published yet.
    expectOk(
      await patch(
        draft.id,
        { lines: [line(potato, 900, 20), line(onion, 100)] },
        'locale=ro&draft=true',
      ),
    );
    expect(await version()).toBe(1);
    expectOk(await patch(draft.id, { _status: 'published' }));
    expect(await version()).toBe(2);
    expectOk(await patch(draft.id, { lines: [line(potato, 900, 25), line(onion, 100)] }));
    expect(await version()).toBe(3);
    expectOk(await patch(draft.id, { portions: 6 }));
    expect(await version()).toBe(4);
    expectOk(await patch(draft.id, { yieldKind: 'ratio', yieldRatio: 0.8 }));
    expect(await version()).toBe(5);
    expectOk(await patch(draft.id, { technicalSheet: { version: 1 } }));
    expect(await version()).toBe(5);
  });
});

describe('approving the sheet', () => {
  test('the owner approves the published version; a changed publish withdraws it', async () => {
    const recipe = await createRecipe({ _status: 'published' });
    const approved = await approve(recipe.id, tokens.ownerA);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.approval).toMatchObject({
      by: world.users.ownerA.id,
      byName: 'owner user',
      version: 1,
    });
    const stored = (await read(recipe.id)).technicalSheet.approval;
    expect(stored).toMatchObject({ by: world.users.ownerA.id, byName: 'owner user', version: 1 });

    // Nobody writes it through a plain update, not even its owner; the save keeps the stored one.
    const forged = await patch(recipe.id, {
      technicalSheet: {
        approval: { byName: 'Forged', version: 9, at: '2020-01-01T00:00:00.000Z' },
      },
    });
    expectOk(forged);
    expect((await read(recipe.id)).technicalSheet.approval).toMatchObject({
      byName: 'owner user',
      version: 1,
    });
    // A draft and a text-only publish keep it.
    expectOk(await patch(recipe.id, { description: 'Ciornă' }, 'locale=ro&draft=true'));
    expectOk(await patch(recipe.id, { description: 'Publicat', _status: 'published' }));
    let all = await findByIdAllLocales(payload, { collection: 'recipes', id: recipe.id });
    if (!all) throw new Error('recipe not found');
    expect(sheetContentOf(all, 'ro', []).approval).toMatchObject({ state: 'approved', version: 1 });

    expectOk(await patch(recipe.id, { lines: [line(potato, 500, 20), line(onion, 100)] }));
    all = await findByIdAllLocales(payload, { collection: 'recipes', id: recipe.id });
    if (!all) throw new Error('recipe not found');
    expect(sheetContentOf(all, 'ro', [])).toMatchObject({
      version: 2,
      approval: { state: 'withdrawn', by: 'owner user', version: 1 },
    });
    // Approving again approves version 2.
    expect((await approve(recipe.id, tokens.ownerA)).body.approval).toMatchObject({ version: 2 });
    all = await findByIdAllLocales(payload, { collection: 'recipes', id: recipe.id });
    if (!all) throw new Error('recipe not found');
    expect(sheetContentOf(all, 'ro', []).approval).toMatchObject({ state: 'approved', version: 2 });
  });

  test('staff, provider admins and other restaurants are refused; a draft-only recipe is a 409', async () => {
    const recipe = await createRecipe({ _status: 'published' });
    const t = {
      ro: await adminTranslator('ro'),
      hu: await adminTranslator('hu'),
    };
    const staff = await approve(recipe.id, tokens.staffA, 'hu');
    expect(staff.status).toBe(403);
    expect(staff.body.errors[0].message).toBe(t.hu('admin.sheet.approval.ownersOnly'));
    expect((await approve(recipe.id, tokens.admin)).status).toBe(403);
    expect((await approve(recipe.id, tokens.ownerB)).status).toBe(404);
    expect((await approve('abc', tokens.ownerA)).status).toBe(400);
    expect((await approve(recipe.id, '')).status).toBe(401);
    expect((await read(recipe.id)).technicalSheet.approval).toMatchObject({ byName: null });

    const draft = await createRecipe({ _status: 'draft' });
    const unpublished = await approve(draft.id, tokens.ownerA);
    expect(unpublished.status).toBe(409);
    expect(unpublished.body.errors[0].message).toBe(t.ro('admin.sheet.approval.notPublished'));
  });

  test('a provider acting as the owner may approve, in the owner’s name', async () => {
    const recipe = await createRecipe({ _status: 'published' });
    const entered = await api.rest('POST', `users/${world.users.ownerA.id}/impersonate`, {
      token: tokens.admin,
    });
    expectOk(entered);
    const response = await approve(recipe.id, entered.body.token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.approval).toMatchObject({ by: world.users.ownerA.id, version: 1 });
  });
});
