import { ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import { formatPrice } from '@nutrimenu/core/locale';
import { sql } from '@payloadcms/db-postgres/drizzle';
import { createLocalReq, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseCsv } from '../src/csv/parseCsv';
import { pdfText } from '../src/downloads/__fixtures__/pdfText';
import { recordMissingShownStates } from '../src/shownHistory/recordMissingShownStates';
import { adminTranslator } from '../src/utilities/adminTranslator';
import { executeSql } from '../src/utilities/executeSql';
import { type AccessWorld, PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { ownerA: '', staffA: '', ownerB: '', admin: '' };

const asShown = (format: 'csv' | 'pdf', query: Record<string, string> = {}) => {
  const search = new URLSearchParams({ locale: 'ro', ...query });
  return `downloads/restaurants/${world.restaurant.A}/menu-as-shown.${format}?${search}`;
};

/** The CSV's rows as cells keyed by the header, read as a spreadsheet reads them. */
function rowsOf(bytes: Buffer): Record<string, string>[] {
  const { header, records } = parseCsv(bytes.toString('utf8'));
  return records.map(({ cells }) =>
    Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])),
  );
}

async function csvAt(at?: Date): Promise<Record<string, string>[]> {
  const response = await api.download(
    asShown('csv', at ? { at: at.toISOString() } : {}),
    tokens.ownerA,
  );
  expect(response.status).toBe(200);
  return rowsOf(response.bytes);
}

async function pdfAt(at?: Date): Promise<string> {
  const response = await api.download(
    asShown('pdf', at ? { at: at.toISOString() } : {}),
    tokens.ownerA,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return pdfText(response.bytes);
}

// pdftotext gives the price's no-break space as a plain one.
const price = (amount: number) => (formatPrice(amount, 'RON', 'ro') ?? '').replace(/\s/g, ' ');

const dishRow = (rows: Record<string, string>[], name: string) =>
  rows.find((row) => row.dish === name);

/** A moment strictly between what was saved before and what is saved after. */
async function moment(): Promise<Date> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  const at = new Date();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return at;
}

/** A dish created and published by the owner through REST (so it goes onto the default menu). */
async function publishDish(name: string, price: number, ingredient = world.ingredient.A) {
  const response = await api.rest('POST', 'recipes', {
    token: tokens.ownerA,
    json: {
      restaurant: world.restaurant.A,
      name,
      _status: 'published',
      category: 'food',
      price,
      portions: 1,
      lines: [{ kind: 'ingredient', ingredient, quantity: 200, unit: 'g' }],
    },
  });
  expect(response.status).toBe(201);
  return response.body.doc.id as number;
}

async function publishPrice(id: number, price: number) {
  const response = await api.rest('PATCH', `recipes/${id}`, {
    token: tokens.ownerA,
    json: { price, _status: 'published' },
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  payload = await createTestPayload();
  payload.logger.level = 'fatal';
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
}, 300_000);

afterAll(async () => {
  await payload?.destroy();
});

describe('who may download it', () => {
  test.each(['csv', 'pdf'] as const)(
    '%s: the restaurant’s owner and staff only',
    async (format) => {
      expect((await api.download(asShown(format), tokens.ownerA)).status).toBe(200);
      expect((await api.download(asShown(format), tokens.staffA)).status).toBe(200);
      expect((await api.download(asShown(format), tokens.ownerB)).status).toBe(404);
      expect((await api.download(asShown(format))).status).toBe(401);
    },
  );
});

describe('what the public menu showed', () => {
  test('a price changed and published later: 20 at the earlier moment, 25 now', async () => {
    const id = await publishDish('Ciorbă de test', 20);
    const before = await moment();
    await publishPrice(id, 25);

    expect(dishRow(await csvAt(before), 'Ciorbă de test')).toMatchObject({
      price: '20',
      currency: 'RON',
      locale: 'ro',
      shown_at: before.toISOString(),
    });
    expect(dishRow(await csvAt(), 'Ciorbă de test')?.price).toBe('25');

    const then = await pdfAt(before);
    expect(then).toContain('Ciorbă de test');
    expect(then).toContain(price(20));
    expect(then).not.toContain(price(25));
    expect(then).toContain(before.toISOString());
    expect(then).toContain('Limba: română');
    const now = await pdfAt();
    expect(now).toContain(price(25));
    expect(now).not.toContain(price(20));
  });

  test('a draft saved later changes nothing shown', async () => {
    const id = await publishDish('Salată de test', 12);
    const response = await api.rest('PATCH', `recipes/${id}?draft=true`, {
      token: tokens.ownerA,
      json: { price: 99 },
    });
    expect(response.status).toBe(200);
    expect(dishRow(await csvAt(), 'Salată de test')?.price).toBe('12');
  });

  test('a dish unpublished later still appears at the earlier moment', async () => {
    const id = await publishDish('Papanași de test', 18);
    const before = await moment();
    const response = await api.rest('PATCH', `recipes/${id}?confirmPublishedMenus=true`, {
      token: tokens.ownerA,
      json: { _status: 'draft' },
    });
    expect(response.status).toBe(200);

    expect(dishRow(await csvAt(before), 'Papanași de test')?.price).toBe('18');
    expect(dishRow(await csvAt(), 'Papanași de test')).toBeUndefined();
    expect(await pdfAt(before)).toContain('Papanași de test');
  });

  test('60 published saves keep the first published version reachable', async () => {
    const id = await publishDish('Tochitură de test', 1);
    const first = await moment();
    for (let price = 2; price <= 61; price += 1) await publishPrice(id, price);

    // Payload's own history kept only the last 50 versions: the first is gone from it.
    const versions = await payload.findVersions({
      collection: 'recipes',
      where: { parent: { equals: id } },
      pagination: false,
      limit: 0,
    });
    expect(versions.docs.length).toBeLessThanOrEqual(50);
    expect(versions.docs.some((version) => version.version.price === 1)).toBe(false);

    expect(dishRow(await csvAt(first), 'Tochitură de test')?.price).toBe('1');
    expect(dishRow(await csvAt(), 'Tochitură de test')?.price).toBe('61');
  }, 120_000);

  test('a shared ingredient changed: the recomputed allergens are shown from then on', async () => {
    await publishDish('Supă cu ingredient comun', 15);
    const before = await moment();
    await payload.update({
      collection: 'ingredients',
      id: world.ingredient.A,
      data: { allergens: ['milk'] },
    });
    const milk = ALLERGEN_NAMES.milk.ro;
    expect(dishRow(await csvAt(before), 'Supă cu ingredient comun')?.allergens).not.toContain(milk);
    expect(dishRow(await csvAt(), 'Supă cu ingredient comun')?.allergens).toContain(milk);
  });

  test('the nutrition columns carry the figures the menu declared per 100 g', async () => {
    const row = dishRow(await csvAt(), 'Ciorbă de test');
    // The private ingredient of the world (1 g fat, 20 g carbohydrate… per 100 g) is the whole
    // dish; the figures as declared (EU rounding), the energy "at least" (its fibre is unknown).
    expect(row).toMatchObject({
      nutrition_basis: '100 g',
      fat_g_100g: '1,0',
      saturates_g_100g: '0,5',
      carbohydrate_g_100g: '20',
      sugars_g_100g: '2,0',
      protein_g_100g: '3,0',
      salt_g_100g: '0,10',
      energy_kj_100g: '≥428',
      energy_kcal_100g: '≥101',
    });
  });
});

describe('what existed before the record began', () => {
  test('gets its starting point at start, and is shown from then on', async () => {
    const id = await publishDish('Mici de dinainte', 30);
    const req = await createLocalReq({}, payload);
    await executeSql(
      req,
      sql`DELETE FROM shown_history WHERE subject = 'recipe' AND subject_id = ${id}`,
    );
    expect(dishRow(await csvAt(), 'Mici de dinainte')).toBeUndefined();
    await recordMissingShownStates(payload);
    expect(dishRow(await csvAt(), 'Mici de dinainte')?.price).toBe('30');
    await recordMissingShownStates(payload);
    const [counted] = await executeSql<{ entries: string }>(
      req,
      sql`SELECT count(*) AS entries FROM shown_history WHERE subject = 'recipe' AND subject_id = ${id}`,
    );
    expect(Number(counted?.entries)).toBe(1);
  });
});

describe('when nothing was shown', () => {
  test('before the restaurant existed: an empty document saying so', async () => {
    const restaurant = await payload.findByID({
      collection: 'restaurants',
      id: world.restaurant.A,
    });
    const at = new Date(Date.parse(restaurant.createdAt) - 24 * 3600 * 1000);
    const t = await adminTranslator('ro');
    const rows = await csvAt(at);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ dish: '', note: t('asShown.state.notCreated') });
    expect((await pdfAt(at)).replace(/\s+/g, ' ')).toContain(t('asShown.state.notCreated'));
  });

  test('a subscription lapsed at the moment: the menu was not shown, and it was before', async () => {
    const shownThen = await moment();
    await payload.update({
      collection: 'subscriptions',
      id: world.subscription.A,
      data: { startsAt: '2025-01-01T12:00:00.000Z', endsAt: '2025-12-31T12:00:00.000Z' },
    });
    const t = await adminTranslator('ro');
    const rows = await csvAt();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.note).toBe(t('asShown.state.noSubscription'));
    expect((await pdfAt()).replace(/\s+/g, ' ')).toContain(t('asShown.state.noSubscription'));
    expect(dishRow(await csvAt(shownThen), 'Ciorbă de test')?.price).toBe('25');
  });
});

describe('a malformed or future moment', () => {
  test.each(['ieri', '2026-13-01T00:00:00Z', '2026-11-29T09:30:00'])(
    '“%s” is a 400 naming the parameter, in Romanian',
    async (at) => {
      const response = await api.rest('GET', asShown('csv', { at }), {
        token: tokens.ownerA,
        headers: { 'Accept-Language': 'ro' },
      });
      expect(response.status).toBe(400);
      const t = await adminTranslator('ro');
      expect(response.body.errors[0].message).toBe(
        t('admin.downloads.asShown.error.at', { value: at }),
      );
      expect(response.body.errors[0].message).toContain('„at”');
    },
  );

  test('a moment in the future is a 400 too', async () => {
    const at = new Date(Date.now() + 3600 * 1000).toISOString();
    const response = await api.rest('GET', asShown('pdf', { at }), {
      token: tokens.ownerA,
      headers: { 'Accept-Language': 'ro' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(
      (await adminTranslator('ro'))('admin.downloads.asShown.error.future', { value: at }),
    );
  });
});
