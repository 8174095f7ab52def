import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogLabel } from '../src/i18n/catalogLabel';
import { type AccessWorld, PASSWORD, seedAccessWorld, uniqueMarker } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { startSmtpServer, type TestSmtpServer } from './helpers/startSmtpServer';
import { createTestPayload } from './helpers/testPayload';

/*
 * An owner inviting staff, through the real REST handlers with e-mail over a real SMTP server:
 * refusals come before any e-mail and say why in the admin's language, and an account left
 * without a restaurant stays visible to and removable by the owner who invited it.
 */

let smtp: TestSmtpServer;
let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { admin: '', ownerA: '', ownerB: '' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = 'Nutrimenu Test <accounts@test.nutrimenu.ro>';
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);
});

afterAll(async () => {
  await payload?.destroy();
  await smtp?.close();
});

const newEmail = (prefix: string) => `${uniqueMarker(prefix)}@test.nutrimenu.ro`;

const countUsers = async (email: string) =>
  (await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs;

/** Proves no e-mail went to `email`: a later invitation arrives, and none before it did. */
async function expectNoMailTo(email: string) {
  const control = newEmail('control');
  const sent = await api.rest('POST', 'users', {
    token: tokens.ownerA,
    json: { email: control, name: 'Control', tenants: [{ tenant: world.restaurant.A }] },
  });
  expect(sent.status).toBe(201);
  await smtp.nextMessageTo(control);
  const recipients = smtp.received.flatMap((mail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
      to.value.map((entry) => entry.address?.toLowerCase()),
    ),
  );
  expect(recipients).not.toContain(email.toLowerCase());
}

describe('an owner’s invitation', () => {
  test('without a restaurant is refused in the admin’s language, and nobody is mailed', async () => {
    const email = newEmail('no-restaurant');
    const refused = await api.rest('POST', 'users', {
      token: tokens.ownerA,
      json: { email, name: 'Fără Restaurant', tenants: [] },
      headers: { 'Accept-Language': 'ro' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { message: catalogLabel('admin.users.error.restaurantRequired').ro },
    ]);
    expect(await countUsers(email)).toBe(0);
    await expectNoMailTo(email);
  });

  test('to an address that already has an account says so, and nobody is mailed', async () => {
    const taken = world.users.staffB.email;
    const before = smtp.received.length;
    const refused = await api.rest('POST', 'users', {
      token: tokens.ownerA,
      // Another case than stored: addresses are compared as Payload stores them, lower-case.
      json: {
        email: taken.toUpperCase(),
        name: 'Deja Există',
        tenants: [{ tenant: world.restaurant.A }],
      },
      headers: { 'Accept-Language': 'ro' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      { message: `Adresa ${taken} are deja un cont. Nu a fost trimisă nicio invitație.` },
    ]);
    expect(JSON.stringify(refused.body)).not.toContain('invalid');
    expect(smtp.received.length).toBe(before);
    await expectNoMailTo(taken);
  });

  test('records the inviter, whatever the request says', async () => {
    const email = newEmail('inviter');
    const created = await api.rest('POST', 'users', {
      token: tokens.ownerA,
      json: {
        email,
        name: 'Invitat',
        tenants: [{ tenant: world.restaurant.A }],
        invitedBy: world.users.ownerB.id,
      },
    });
    expect(created.status).toBe(201);
    await smtp.nextMessageTo(email);
    const stored = await payload.findByID({
      collection: 'users',
      id: created.body.doc.id,
      depth: 0,
    });
    expect(stored.invitedBy).toBe(world.users.ownerA.id);
  });
});

describe('an account left without any restaurant', () => {
  let orphan: number;

  beforeAll(async () => {
    const email = newEmail('orphan');
    const created = await api.rest('POST', 'users', {
      token: tokens.ownerA,
      json: { email, name: 'Rămas Fără', tenants: [{ tenant: world.restaurant.A }] },
    });
    expect(created.status).toBe(201);
    orphan = created.body.doc.id;
    await smtp.nextMessageTo(email);
    // Only a provider admin moves accounts between restaurants: here, out of the last one.
    const moved = await api.rest('PATCH', `users/${orphan}`, {
      token: tokens.admin,
      json: { tenants: [] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.doc.tenants).toEqual([]);
  });

  test('is not visible to, nor removable by, another owner', async () => {
    expect((await api.rest('GET', `users/${orphan}`, { token: tokens.ownerB })).status).toBe(404);
    const list = await api.rest('GET', 'users?limit=100&depth=0', { token: tokens.ownerB });
    expect(list.body.docs.map((user: { id: number }) => user.id)).not.toContain(orphan);
    const removed = await api.rest('DELETE', `users/${orphan}`, { token: tokens.ownerB });
    expect(removed.status).not.toBe(200);
    expect(await payload.count({ collection: 'users', where: { id: { equals: orphan } } })).toEqual(
      { totalDocs: 1 },
    );
  });

  test('is not visible to staff of the inviter’s restaurant', async () => {
    const staff = await api.login(world.users.staffA.email, PASSWORD);
    expect((await api.rest('GET', `users/${orphan}`, { token: staff })).status).toBe(404);
  });

  test('is visible to and removable by the owner who invited it', async () => {
    const list = await api.rest('GET', 'users?limit=100&depth=0', { token: tokens.ownerA });
    expect(list.body.docs.map((user: { id: number }) => user.id)).toContain(orphan);
    expect((await api.rest('GET', `users/${orphan}`, { token: tokens.ownerA })).status).toBe(200);
    const removed = await api.rest('DELETE', `users/${orphan}`, { token: tokens.ownerA });
    expect(removed.status).toBe(200);
    expect(await payload.count({ collection: 'users', where: { id: { equals: orphan } } })).toEqual(
      { totalDocs: 0 },
    );
  });

  test('the owner still cannot remove staff of another restaurant', async () => {
    const removed = await api.rest('DELETE', `users/${world.users.staffB.id}`, {
      token: tokens.ownerA,
    });
    expect(removed.status).not.toBe(200);
    expect(
      await payload.count({
        collection: 'users',
        where: { id: { equals: world.users.staffB.id } },
      }),
    ).toEqual({ totalDocs: 1 });
  });
});
