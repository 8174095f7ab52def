import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessWorld, PASSWORD, seedAccessWorld, uniqueMarker } from './helpers/accessWorld';
import { type ApiClient, type ApiResponse, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * Impersonation (enter and exit) through the real REST handlers, as real
 * users with the tokens their sign-in gave them; access is never overridden.
 */

const ORIGIN_HEADERS = { 'X-Forwarded-For': '203.0.113.7', 'User-Agent': 'ImpersonationTest/1.0' };
const EXIT_HEADERS = { 'X-Forwarded-For': '198.51.100.23', 'User-Agent': 'ImpersonationTest/2.0' };

let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { admin: '', ownerA: '', staffA: '' };

beforeAll(async () => {
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
});

afterAll(async () => {
  await payload?.destroy();
});

/** Starts acting as `userId` with the admin's token; fails the test unless it worked. */
async function enter(userId: number, adminToken = tokens.admin): Promise<string> {
  const response = await api.rest('POST', `users/${userId}/impersonate`, {
    token: adminToken,
    headers: ORIGIN_HEADERS,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(typeof response.body.token).toBe('string');
  return response.body.token;
}

const me = async (token: string) => (await api.rest('GET', 'users/me', { token })).body.user;

const cookieOf = (response: ApiResponse, name: string) =>
  response.headers?.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

const idsOf = (response: ApiResponse): number[] =>
  (response.body.docs as { id: number }[]).map(({ id }) => id);

async function logEntries(session?: string) {
  const where = session ? `&where[session][equals]=${encodeURIComponent(session)}` : '';
  const response = await api.rest('GET', `impersonation-events?depth=0&limit=100${where}`, {
    token: tokens.admin,
  });
  expect(response.status).toBe(200);
  return response.body.docs as {
    id: number;
    action: string;
    admin: number;
    adminEmail: string;
    user: number;
    userEmail: string;
    session: string;
    ip: string;
    userAgent: string;
    createdAt: string;
  }[];
}

describe('entering', () => {
  test('an admin acting as an owner is that owner, marked with the admin, by header and cookie', async () => {
    const response = await api.rest('POST', `users/${world.users.ownerA.id}/impersonate`, {
      token: tokens.admin,
      headers: ORIGIN_HEADERS,
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      id: world.users.ownerA.id,
      impersonatedBy: world.users.admin.id,
    });
    const token: string = response.body.token;

    const cookie = cookieOf(response, 'payload-token');
    expect(cookie).toContain(`payload-token=${token};`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The restaurant picked in the admin's tenant selector is dropped with the identity.
    expect(cookieOf(response, 'payload-tenant')).toMatch(/Expires=Thu, 01 Jan 1970/);

    expect(await me(token)).toMatchObject({
      id: world.users.ownerA.id,
      email: world.users.ownerA.email,
      role: 'owner',
      impersonatedBy: world.users.admin.id,
    });
    // In the cookie, as a browser sends it from the admin (same origin), like Payload's own token.
    const byCookie = await api.rest('GET', 'users/me', {
      headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(byCookie.body.user).toMatchObject({
      id: world.users.ownerA.id,
      impersonatedBy: world.users.admin.id,
    });
    const crossSite = await api.rest('GET', 'users/me', {
      headers: { Cookie: `payload-token=${token}`, Origin: 'https://elsewhere.example' },
    });
    expect(crossSite.body.user).toBeNull();
  });

  test('the owner’s own sign-in is not marked as impersonated', async () => {
    const user = await me(tokens.ownerA);
    expect(user.id).toBe(world.users.ownerA.id);
    expect(user.impersonatedBy).toBeUndefined();
  });

  test('an admin can act as a staff member, with the staff member’s access', async () => {
    const token = await enter(world.users.staffA.id);
    expect(await me(token)).toMatchObject({ id: world.users.staffA.id, role: 'staff' });
    const recipes = await api.rest('GET', 'recipes?depth=0&limit=100', { token });
    expect(recipes.status).toBe(200);
    expect(idsOf(recipes)).toContain(world.recipe.A);
    expect(idsOf(recipes)).not.toContain(world.recipe.B);
    // Staff cannot read subscriptions at all, unlike the admin.
    const subscriptions = await api.rest('GET', 'subscriptions?depth=0', { token });
    expect(subscriptions.status).toBe(403);
  });
});

describe('while acting as an owner', () => {
  let token: string;
  beforeAll(async () => {
    token = await enter(world.users.ownerA.id);
  });

  test('the owner’s restaurant data is visible and another restaurant’s is not', async () => {
    const recipes = await api.rest('GET', 'recipes?depth=0&limit=100', { token });
    expect(recipes.status).toBe(200);
    expect(idsOf(recipes)).toContain(world.recipe.A);
    expect(idsOf(recipes)).not.toContain(world.recipe.B);

    const restaurants = await api.rest('GET', 'restaurants?depth=0&limit=100', { token });
    expect(idsOf(restaurants)).toEqual([world.restaurant.A]);

    expect((await api.rest('GET', `menus/${world.menu.A}?depth=0`, { token })).status).toBe(200);
    const otherMenu = await api.rest('GET', `menus/${world.menu.B}?depth=0`, { token });
    expect(otherMenu.status).toBeGreaterThanOrEqual(400);
    expect(otherMenu.status).toBeLessThan(500);

    const subscriptions = await api.rest('GET', 'subscriptions?depth=0&limit=100', { token });
    expect(idsOf(subscriptions)).toEqual([world.subscription.A]);

    const users = await api.rest('GET', 'users?depth=0&limit=100', { token });
    expect(idsOf(users)).toContain(world.users.ownerA.id);
    expect(idsOf(users)).not.toContain(world.users.admin.id);
    expect(idsOf(users)).not.toContain(world.users.ownerB.id);
  });

  test('the owner’s everyday edits work', async () => {
    const name = uniqueMarker('Renamed recipe');
    const response = await api.rest('PATCH', `recipes/${world.recipe.A}`, {
      token,
      json: { name },
    });
    expect(response.status).toBe(200);
    expect(response.body.doc.name).toBe(name);
  });

  test('admin-only writes are refused: subscriptions and brands', async () => {
    const create = await api.rest('POST', 'subscriptions', {
      token,
      json: {
        restaurant: world.restaurant.A,
        plan: 'premium',
        status: 'active',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2030-01-01T00:00:00.000Z',
      },
    });
    expect(create.status).toBe(403);
    const renew = await api.rest('PATCH', `subscriptions/${world.subscription.A}`, {
      token,
      json: { endsAt: '2031-01-01T00:00:00.000Z' },
    });
    expect(renew.status).toBe(403);
    const stored = await payload.findByID({
      collection: 'subscriptions',
      id: world.subscription.A,
      depth: 0,
    });
    expect(stored.endsAt).toBe('2027-01-01T00:00:00.000Z');

    const brand = await api.rest('PATCH', `brands/${world.brand.A}`, {
      token,
      json: { companyName: 'Taken over SRL' },
    });
    expect(brand.status).toBe(403);
    expect((await payload.findByID({ collection: 'brands', id: world.brand.A })).companyName).toBe(
      'A SRL',
    );
  });

  test('the impersonation log is closed', async () => {
    const response = await api.rest('GET', 'impersonation-events', { token });
    expect(response.status).toBe(403);
  });

  test('acting as someone else again is refused', async () => {
    for (const target of [world.users.staffA.id, world.users.ownerB.id]) {
      const response = await api.rest('POST', `users/${target}/impersonate`, {
        token,
        headers: ORIGIN_HEADERS,
      });
      expect(response.status).toBe(403);
      expect(response.body.errors[0].message).toBe(
        'You are already acting as another user: exit first.',
      );
    }
  });

  test('the owner’s password and e-mail cannot be changed, even with the right current password', async () => {
    const password = await api.rest('PATCH', `users/${world.users.ownerA.id}`, {
      token,
      json: {
        password: 'a-new-password-1234',
        'confirm-password': 'a-new-password-1234',
        currentPassword: PASSWORD,
      },
    });
    expect(password.status).toBe(403);
    const email = await api.rest('PATCH', `users/${world.users.ownerA.id}`, {
      token,
      json: { email: `${uniqueMarker('taken')}@test.nutrimenu.ro`, currentPassword: PASSWORD },
    });
    expect(email.status).toBe(403);
    // A staff member's credentials neither (an owner may not change them anyway).
    const staff = await api.rest('PATCH', `users/${world.users.staffA.id}`, {
      token,
      json: { password: 'a-new-password-1234' },
    });
    expect(staff.status).toBe(403);

    const stored = await payload.findByID({
      collection: 'users',
      id: world.users.ownerA.id,
      depth: 0,
    });
    expect(stored.email).toBe(world.users.ownerA.email);
    // The password is unchanged: the owner still signs in with it.
    expect(await api.login(world.users.ownerA.email, PASSWORD)).toEqual(expect.any(String));
  });

  test('the owner’s name can be changed, as the owner could', async () => {
    const response = await api.rest('PATCH', `users/${world.users.ownerA.id}`, {
      token,
      json: { name: 'Owner A (edited)' },
    });
    expect(response.status).toBe(200);
    expect(response.body.doc.name).toBe('Owner A (edited)');
  });

  test('refreshing the session keeps the impersonation', async () => {
    const response = await api.rest('POST', 'users/refresh-token', { token });
    expect(response.status).toBe(200);
    const refreshed: string = response.body.refreshedToken;
    expect(refreshed).toEqual(expect.any(String));
    expect(cookieOf(response, 'payload-token')).toContain(`payload-token=${refreshed};`);
    expect(response.body.user).toMatchObject({
      id: world.users.ownerA.id,
      impersonatedBy: world.users.admin.id,
    });
    expect(await me(refreshed)).toMatchObject({
      id: world.users.ownerA.id,
      impersonatedBy: world.users.admin.id,
    });
  });
});

describe('exiting', () => {
  test('exit gives the admin their own session back and ends the impersonation token', async () => {
    const token = await enter(world.users.ownerA.id);
    const session = (await logEntries()).find((entry) => entry.action === 'enter')?.session;
    expect(session).toBeDefined();

    const response = await api.rest('POST', 'users/exit-impersonation', {
      token,
      headers: EXIT_HEADERS,
    });
    expect(response.status).toBe(200);
    const adminToken: string = response.body.token;
    expect(cookieOf(response, 'payload-token')).toContain(`payload-token=${adminToken};`);
    expect(response.body.user).toMatchObject({ id: world.users.admin.id, role: 'admin' });

    const admin = await me(adminToken);
    expect(admin).toMatchObject({ id: world.users.admin.id, role: 'admin' });
    expect(admin.impersonatedBy).toBeUndefined();
    // The admin's token works as an admin's: the log is readable with it.
    const log = await api.rest('GET', 'impersonation-events', { token: adminToken });
    expect(log.status).toBe(200);

    // The impersonation token is dead, wherever it was kept.
    expect(await me(token)).toBeNull();
    const again = await api.rest('POST', 'users/exit-impersonation', { token });
    expect(again.status).toBe(401);
  });

  test('every enter and exit is logged with who, as whom, when and from where', async () => {
    const before = Date.now();
    const token = await enter(world.users.ownerA.id);
    const enterEntry = (await logEntries()).find(
      (entry) => entry.action === 'enter' && Date.parse(entry.createdAt) >= before - 1000,
    );
    expect(enterEntry).toBeDefined();
    await api.rest('POST', 'users/exit-impersonation', { token, headers: EXIT_HEADERS });

    const entries = await logEntries(enterEntry?.session);
    expect(entries.map(({ action }) => action).sort()).toEqual(['enter', 'exit']);
    const byAction = Object.fromEntries(entries.map((entry) => [entry.action, entry]));
    for (const entry of entries) {
      expect(entry).toMatchObject({
        admin: world.users.admin.id,
        adminEmail: world.users.admin.email,
        user: world.users.ownerA.id,
        userEmail: world.users.ownerA.email,
      });
      expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(byAction.enter).toMatchObject({ ip: '203.0.113.7', userAgent: 'ImpersonationTest/1.0' });
    expect(byAction.exit).toMatchObject({
      ip: '198.51.100.23',
      userAgent: 'ImpersonationTest/2.0',
    });
    expect(Date.parse(byAction.exit?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(byAction.enter?.createdAt ?? ''),
    );
  });

  test('signing out while acting ends the impersonation and logs the exit', async () => {
    const token = await enter(world.users.staffA.id);
    const response = await api.rest('POST', 'users/logout', { token });
    expect(response.status).toBe(200);
    expect(await me(token)).toBeNull();
    // The newest entries come first: this impersonation's enter is the staff member's latest.
    const latest = (await logEntries()).find(
      (entry) => entry.action === 'enter' && entry.user === world.users.staffA.id,
    );
    const entries = await logEntries(latest?.session);
    expect(entries.map(({ action }) => action).sort()).toEqual(['enter', 'exit']);
  });

  test('the impersonation ends with the admin’s sessions', async () => {
    const adminToken = await api.login(world.users.admin.email, PASSWORD);
    const token = await enter(world.users.ownerA.id, adminToken);
    expect((await me(token)).id).toBe(world.users.ownerA.id);
    const signOut = await api.rest('POST', 'users/logout?allSessions=true', { token: adminToken });
    expect(signOut.status).toBe(200);
    expect(await me(token)).toBeNull();
    tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  });

  test('exit without an impersonation is refused', async () => {
    const signedIn = await api.rest('POST', 'users/exit-impersonation', { token: tokens.ownerA });
    expect(signedIn.status).toBe(400);
    expect(signedIn.body.errors[0].message).toBe('You are not acting as another user.');
    const anonymous = await api.rest('POST', 'users/exit-impersonation');
    expect(anonymous.status).toBe(401);
  });
});

describe('who may enter', () => {
  test('owners and staff cannot act as anyone', async () => {
    const cases = [
      { token: tokens.ownerA, target: world.users.staffA.id },
      { token: tokens.ownerA, target: world.users.ownerB.id },
      { token: tokens.staffA, target: world.users.ownerA.id },
      { token: tokens.staffA, target: world.users.staffB.id },
    ];
    for (const { token, target } of cases) {
      const response = await api.rest('POST', `users/${target}/impersonate`, { token });
      expect(response.status).toBe(403);
      expect(response.body.errors[0].message).toBe('Only provider admins can act as another user.');
    }
  });

  test('anonymous requests are refused with 401', async () => {
    const response = await api.rest('POST', `users/${world.users.ownerA.id}/impersonate`);
    expect(response.status).toBe(401);
  });

  test('an admin cannot act as themself, another admin or a user that does not exist', async () => {
    const self = await api.rest('POST', `users/${world.users.admin.id}/impersonate`, {
      token: tokens.admin,
    });
    expect(self.status).toBe(400);
    const otherAdmin = await payload.create({
      collection: 'users',
      data: {
        email: `${uniqueMarker('admin2')}@test.nutrimenu.ro`,
        password: PASSWORD,
        name: 'Second admin',
        role: 'admin',
      },
    });
    const admin = await api.rest('POST', `users/${otherAdmin.id}/impersonate`, {
      token: tokens.admin,
    });
    expect(admin.status).toBe(403);
    expect(admin.body.errors[0].message).toBe(
      'You can act only as a restaurant owner or staff member.',
    );
    const missing = await api.rest('POST', 'users/999999/impersonate', { token: tokens.admin });
    expect(missing.status).toBe(404);
  });

  test('refusals speak the language of the request', async () => {
    const response = await api.rest('POST', `users/${world.users.staffA.id}/impersonate`, {
      token: tokens.ownerA,
      headers: { 'Accept-Language': 'ro' },
    });
    expect(response.status).toBe(403);
    expect(response.body.errors[0].message).toBe(
      'Doar administratorii furnizorului pot acționa ca alt utilizator.',
    );
  });
});

describe('the impersonation log', () => {
  test('only admins read it', async () => {
    const { totalDocs } = await payload.count({
      collection: 'impersonation-events',
      overrideAccess: true,
    });
    expect(totalDocs).toBeGreaterThan(0);
    expect(await logEntries()).toHaveLength(totalDocs);
    for (const token of [tokens.ownerA, tokens.staffA]) {
      const response = await api.rest('GET', 'impersonation-events', { token });
      expect(response.status).toBe(403);
    }
    expect((await api.rest('GET', 'impersonation-events')).status).toBe(403);
  });

  test('nobody creates, changes or deletes entries through the API, admins included', async () => {
    const all = await logEntries();
    const [entry] = all;
    expect(entry).toBeDefined();
    const id = entry?.id;
    for (const token of [tokens.admin, tokens.ownerA]) {
      const update = await api.rest('PATCH', `impersonation-events/${id}`, {
        token,
        json: { ip: '10.0.0.1' },
      });
      expect(update.status).toBe(403);
      const remove = await api.rest('DELETE', `impersonation-events/${id}`, { token });
      expect(remove.status).toBe(403);
      const create = await api.rest('POST', 'impersonation-events', {
        token,
        json: { ...entry, id: undefined },
      });
      expect(create.status).toBe(403);
    }
    const bulkDelete = await api.rest('DELETE', 'impersonation-events?where[id][exists]=true', {
      token: tokens.admin,
    });
    expect(bulkDelete.status).toBe(403);
    const stored = await payload.findByID({ collection: 'impersonation-events', id: id ?? 0 });
    expect(stored.ip).toBe(entry?.ip);
    expect((await logEntries()).map(({ id }) => id)).toEqual(all.map(({ id }) => id));
  });
});
