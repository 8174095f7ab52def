import type { ParsedMail } from 'mailparser';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountKey } from '../src/collections/Users/rateLimit/limitAttempt';
import { catalogLabel } from '../src/i18n/catalogLabel';
import { postgresAdapter } from '../src/utilities/postgresAdapter';
import {
  type AccessWorld,
  createDocument,
  createUser,
  PASSWORD,
  seedAccessWorld,
  uniqueMarker,
} from './helpers/accessWorld';
import { type ApiClient, type ApiResponse, createApiClient } from './helpers/apiClient';
import {
  setPasswordLinkOf,
  startSmtpServer,
  type TestSmtpServer,
  tokenOf,
} from './helpers/startSmtpServer';
import { createTestPayload } from './helpers/testPayload';

/*
 * Invitations to a restaurant, through the real REST handlers with e-mail over a real SMTP
 * server: the inviter's answer and list are the same whether or not the address has an account
 * anywhere; an existing account is written to in its own language and joins only by accepting,
 * signed in; refusals come before any e-mail and say why in the reader's language.
 */

let smtp: TestSmtpServer;
let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { admin: '', ownerA: '', ownerB: '', staffA: '' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = 'Nutrimenu Test <accounts@test.nutrimenu.ro>';
  // One owner sends every invitation of this file: more than an inviter's hourly default.
  process.env.RATE_LIMIT_INVITE_INVITER = '100/60';
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
});

afterAll(async () => {
  await payload?.destroy();
  await smtp?.close();
});

const newEmail = (prefix: string) => `${uniqueMarker(prefix)}@test.nutrimenu.ro`;

const invite = (email: string, extra: Record<string, unknown> = {}, token = tokens.ownerA) =>
  api.rest('POST', 'invitations', {
    token,
    json: { email, name: 'Invitată Nouă', restaurant: world.restaurant.A, ...extra },
  });

/** An account of restaurant B (its staff), with an admin language of its own. */
async function accountElsewhere(preferredLocale: 'hu' | 'de' | 'fr') {
  const account = await createUser(payload, 'staff', [world.restaurant.B]);
  await payload.update({ collection: 'users', id: account.id, data: { preferredLocale } });
  return account;
}

/** The accept link of a restaurant invitation e-mail: the dashboard with `?invitation=…`. */
function acceptLinkOf(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+\/admin\?invitation=[0-9a-f]{64}&lng=[a-z]{2}/.exec(mail.text ?? '');
  if (!match) throw new Error(`No accept link in: ${mail.text}`);
  return new URL(match[0]);
}

const acceptWith = (link: URL, token: string, language = 'en') =>
  api.rest('POST', 'invitations/accept', {
    token,
    json: { token: link.searchParams.get('invitation') },
    headers: { 'Accept-Language': language },
  });

/** Every key path of a JSON value with the type of its value: what a reader can tell apart. */
function shapeOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return [`${path}:array`, ...value.flatMap((v) => shapeOf(v, `${path}[]`))];
  if (value !== null && typeof value === 'object')
    return Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([key, v]) => shapeOf(v, `${path}.${key}`));
  return [`${path}:${value === null ? 'null' : typeof value}`];
}

/** The answer with what differs by design (ids, the address, the name, times) left out. */
function comparable(response: ApiResponse) {
  const { id, email, name, createdAt, updatedAt, expiresAt, ...doc } = response.body.doc;
  return { status: response.status, message: response.body.message, doc };
}

const restaurantReadable = async (token: string) =>
  (await api.rest('GET', `restaurants/${world.restaurant.A}`, { token })).status;

describe('an invitation answers the same whether or not the address has an account', () => {
  test('same status, same body, an e-mail to each; the account’s details never come back', async () => {
    const existing = await accountElsewhere('hu');
    const fresh = newEmail('fresh');
    const startedExisting = performance.now();
    const toExisting = await invite(existing.email.toUpperCase());
    const existingMs = performance.now() - startedExisting;
    const startedFresh = performance.now();
    const toFresh = await invite(fresh);
    const freshMs = performance.now() - startedFresh;

    expect(toExisting.status).toBe(201);
    expect(comparable(toExisting)).toEqual(comparable(toFresh));
    expect(shapeOf(toExisting.body)).toEqual(shapeOf(toFresh.body));
    expect(toExisting.body.doc).toMatchObject({
      email: existing.email,
      status: 'pending',
      role: 'staff',
    });
    // Only the invitation's own fields: nothing of the account it found.
    expect(Object.keys(toExisting.body.doc).sort()).toEqual([
      'acceptedAt',
      'createdAt',
      'email',
      'expiresAt',
      'id',
      'invitedBy',
      'name',
      'preferredLocale',
      'restaurant',
      'role',
      'status',
      'updatedAt',
      'withdrawnAt',
    ]);
    expect(toExisting.body.doc.invitedBy).toBe(world.users.ownerA.id);
    const text = JSON.stringify(toExisting.body);
    for (const secret of ['tokenHash', 'newAccount', 'Bistro B', 'staff user', 'hu'])
      expect(text).not.toContain(`"${secret}"`);
    console.info(
      `invitation answer: existing account ${existingMs.toFixed(0)} ms, new address ${freshMs.toFixed(0)} ms`,
    );

    // Each got an e-mail: the existing account an invitation to accept, the new one a password.
    const toAccount = await smtp.nextMessageTo(existing.email);
    expect(toAccount.subject).toBe(
      catalogLabel('email.restaurantInvitation.subject').hu.replace('{restaurant}', 'Bistro A'),
    );
    expect(setPasswordLinkOf(await smtp.nextMessageTo(fresh)).href).toContain('/admin/reset/');
  });

  test('the inviter’s list shows both alike, pending, with address and date; staff see none', async () => {
    const existing = await accountElsewhere('de');
    const fresh = newEmail('listed');
    await invite(existing.email);
    await invite(fresh);
    await smtp.nextMessageTo(existing.email);
    await smtp.nextMessageTo(fresh);
    const list = await api.rest('GET', 'invitations?limit=100&depth=0', { token: tokens.ownerA });
    expect(list.status).toBe(200);
    const rows = list.body.docs.filter((doc: { email: string }) =>
      [existing.email, fresh].includes(doc.email),
    );
    expect(rows).toHaveLength(2);
    expect(shapeOf(rows[0])).toEqual(shapeOf(rows[1]));
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', restaurant: world.restaurant.A });
      expect(Date.parse(row.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    // Neither shows among the restaurant's users until accepted.
    const users = await api.rest('GET', 'users?limit=100&depth=0', { token: tokens.ownerA });
    const emails = users.body.docs.map((user: { email: string }) => user.email);
    expect(emails).not.toContain(existing.email);
    expect(emails).not.toContain(fresh);
    // Staff of the restaurant and another restaurant's owner see no invitation of A.
    const byStaff = await api.rest('GET', 'invitations?limit=100', { token: tokens.staffA });
    expect(byStaff.body.docs ?? []).toEqual([]);
    const byOwnerB = await api.rest('GET', 'invitations?limit=100', { token: tokens.ownerB });
    expect(
      (byOwnerB.body.docs ?? []).filter((doc: { email: string }) => doc.email === fresh),
    ).toEqual([]);
  });

  test('a second invitation of the same address tells nothing either, and replaces the first', async () => {
    const existing = await accountElsewhere('fr');
    const fresh = newEmail('twice');
    const answers: ApiResponse[] = [];
    for (const email of [existing.email, fresh, existing.email, fresh]) {
      answers.push(await invite(email));
      await smtp.nextMessageTo(email);
    }
    const [, , againExisting, againFresh] = answers as [
      ApiResponse,
      ApiResponse,
      ApiResponse,
      ApiResponse,
    ];
    expect(comparable(againExisting)).toEqual(comparable(againFresh));
    expect(comparable(againExisting)).toEqual(comparable(answers[0] as ApiResponse));
    const statuses = async (email: string) =>
      (
        await api.rest(
          'GET',
          `invitations?where[email][equals]=${encodeURIComponent(email)}&sort=createdAt`,
          {
            token: tokens.ownerA,
          },
        )
      ).body.docs.map((doc: { status: string }) => doc.status);
    expect(await statuses(existing.email)).toEqual(['withdrawn', 'pending']);
    expect(await statuses(fresh)).toEqual(['withdrawn', 'pending']);
  });

  test('a member of the inviter’s own restaurant (whom they see anyway) is refused, in their language', async () => {
    const refused = await api.rest('POST', 'invitations', {
      token: tokens.ownerA,
      json: { email: world.users.staffA.email, name: 'Deja', restaurant: world.restaurant.A },
      headers: { 'Accept-Language': 'ro' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([
      {
        message: catalogLabel('admin.invitations.error.alreadyMember').ro.replace(
          '{email}',
          world.users.staffA.email,
        ),
      },
    ]);
  });
});

describe('an existing account', () => {
  test('gets the invitation in its own language and joins only by accepting it, signed in', async () => {
    const account = await accountElsewhere('hu');
    const recipe = await createDocument(payload, world, 'recipes', 'A');
    // Sent by an owner reading English: the e-mail is in the account's language all the same.
    await api.rest('POST', 'invitations', {
      token: tokens.ownerA,
      json: { email: account.email, name: 'Ignored', restaurant: world.restaurant.A },
      headers: { 'Accept-Language': 'en' },
    });
    const mail = await smtp.nextMessageTo(account.email);
    expect(mail.html).toContain('<html lang="hu">');
    expect(mail.text).toContain(
      catalogLabel('email.restaurantInvitation.body')
        .hu.replace('{brand}', 'Brand A')
        .replace('{restaurant}', 'Bistro A')
        .replace('{role}', catalogLabel('admin.users.role.staff').hu),
    );
    const link = acceptLinkOf(mail);
    expect(link.searchParams.get('lng')).toBe('hu');

    const token = await api.login(account.email, PASSWORD);
    // Not a member until it accepts: no restaurant, no recipe, whatever it asks for.
    expect(await restaurantReadable(token)).toBe(404);
    expect((await api.rest('GET', `recipes/${recipe}`, { token })).status).toBe(404);
    const listed = await api.rest(
      'GET',
      `recipes?where[restaurant][equals]=${world.restaurant.A}`,
      {
        token,
      },
    );
    expect(listed.body.docs ?? []).toEqual([]);

    // The link is no use to another account, nor without a session.
    const otherAccount = await acceptWith(link, tokens.ownerB, 'ro');
    expect(otherAccount.status).toBe(403);
    expect(otherAccount.body.errors).toEqual([
      { message: catalogLabel('admin.invitations.error.otherAccount').ro },
    ]);
    expect((await acceptWith(link, '')).status).toBe(401);

    const accepted = await acceptWith(link, token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ restaurant: { id: world.restaurant.A, name: 'Bistro A' } });
    expect(await restaurantReadable(token)).toBe(200);
    expect((await api.rest('GET', `recipes/${recipe}`, { token })).status).toBe(200);
    // Still a member of its own restaurant, and staff as before.
    const me = await api.rest('GET', 'users/me?depth=0', { token });
    expect(me.body.user.role).toBe('staff');
    expect(me.body.user.tenants.map((row: { tenant: number }) => row.tenant)).toEqual([
      world.restaurant.B,
      world.restaurant.A,
    ]);

    const again = await acceptWith(link, token, 'hu');
    expect(again.status).toBe(410);
    expect(again.body.errors).toEqual([
      { message: catalogLabel('admin.invitations.error.used').hu },
    ]);
  });

  test('a withdrawn invitation is refused, in the reader’s language, and joins nobody', async () => {
    const account = await accountElsewhere('de');
    const created = await invite(account.email);
    const link = acceptLinkOf(await smtp.nextMessageTo(account.email));
    // Another restaurant's owner can neither see nor withdraw it.
    const foreign = await api.rest('PATCH', `invitations/${created.body.doc.id}`, {
      token: tokens.ownerB,
      json: { status: 'withdrawn' },
    });
    expect([403, 404]).toContain(foreign.status);
    const withdrawn = await api.rest('PATCH', `invitations/${created.body.doc.id}`, {
      token: tokens.ownerA,
      json: { status: 'withdrawn' },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.doc.status).toBe('withdrawn');
    // Once withdrawn it stays so: it cannot be made pending again.
    const revived = await api.rest('PATCH', `invitations/${created.body.doc.id}`, {
      token: tokens.ownerA,
      json: { status: 'pending' },
      headers: { 'Accept-Language': 'ro' },
    });
    expect(revived.status).toBe(400);
    expect(revived.body.errors).toEqual([
      { message: catalogLabel('admin.invitations.error.onlyWithdraw').ro },
    ]);

    const token = await api.login(account.email, PASSWORD);
    const refused = await acceptWith(link, token, 'de');
    expect(refused.status).toBe(410);
    expect(refused.body.errors).toEqual([
      { message: catalogLabel('admin.invitations.error.withdrawn').de },
    ]);
    expect(await restaurantReadable(token)).toBe(404);
  });

  test('an expired invitation and a made-up link are refused', async () => {
    const account = await accountElsewhere('fr');
    const created = await invite(account.email);
    const link = acceptLinkOf(await smtp.nextMessageTo(account.email));
    await payload.update({
      collection: 'invitations',
      id: created.body.doc.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    });
    const token = await api.login(account.email, PASSWORD);
    const expired = await acceptWith(link, token, 'fr');
    expect(expired.status).toBe(410);
    expect(expired.body.errors).toEqual([
      { message: catalogLabel('admin.invitations.error.expired').fr },
    ]);
    const madeUp = await api.rest('POST', 'invitations/accept', {
      token,
      json: { token: 'f'.repeat(64) },
    });
    expect(madeUp.status).toBe(404);
    const malformed = await api.rest('POST', 'invitations/accept', {
      token,
      json: { token: 'not-a-token' },
      headers: { 'Accept-Language': 'ro' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([
      { message: catalogLabel('admin.invitations.error.tokenRequired').ro },
    ]);
  });

  test('an invitation for another role than the account’s is refused when accepted', async () => {
    const account = await accountElsewhere('de');
    await invite(account.email, { role: 'owner' }, tokens.admin);
    const link = acceptLinkOf(await smtp.nextMessageTo(account.email));
    const token = await api.login(account.email, PASSWORD);
    const refused = await acceptWith(link, token);
    expect(refused.status).toBe(409);
    expect(await restaurantReadable(token)).toBe(404);
  });

  test('invitations never count against the invited address’s sign-in', async () => {
    const account = await accountElsewhere('hu');
    // More than the sign-in limit per e-mail (5 per 15 minutes by default).
    for (let i = 0; i < 7; i++) {
      expect((await invite(account.email)).status).toBe(201);
      await smtp.nextMessageTo(account.email);
    }
    expect(await api.login(account.email, PASSWORD)).toEqual(expect.any(String));
    const { pool } = postgresAdapter(payload);
    const keys = await pool.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(keys.rows.map((row) => row.key)).not.toContain(
      `signIn:account:${accountKey(account.email)}`,
    );
    expect(keys.rows.some((row) => row.key.startsWith('invite:account:'))).toBe(true);
  });
});

describe('a new address', () => {
  test('joins the restaurant when it chooses its password, and not before', async () => {
    const email = newEmail('joins');
    expect((await invite(email, { preferredLocale: 'ro' })).status).toBe(201);
    const mail = await smtp.nextMessageTo(email);
    expect(mail.subject).toBe(catalogLabel('email.invitation.subject').ro);
    const stored = await payload.db.findOne<{ id: number; tenants?: unknown[] }>({
      collection: 'users',
      where: { email: { equals: email } },
    });
    expect(stored?.tenants ?? []).toEqual([]);
    const reset = await api.rest('POST', 'users/reset-password', {
      json: { token: tokenOf(setPasswordLinkOf(mail)), password: 'chosen-by-invitee-1' },
    });
    expect(reset.status).toBe(200);
    const token = await api.login(email, 'chosen-by-invitee-1');
    expect(await restaurantReadable(token)).toBe(200);
    const list = await api.rest('GET', `invitations?where[email][equals]=${email}`, {
      token: tokens.ownerA,
    });
    expect(list.body.docs.map((doc: { status: string }) => doc.status)).toEqual(['accepted']);
    const joined = await payload.findByID({
      collection: 'users',
      id: reset.body.user.id,
      depth: 0,
    });
    expect(joined.invitedBy).toBe(world.users.ownerA.id);
  });

  test('a withdrawn invitation also ends the new account’s set-password link', async () => {
    const email = newEmail('withdrawn-new');
    const created = await invite(email);
    const link = setPasswordLinkOf(await smtp.nextMessageTo(email));
    await api.rest('PATCH', `invitations/${created.body.doc.id}`, {
      token: tokens.ownerA,
      json: { status: 'withdrawn' },
    });
    const reset = await api.rest('POST', 'users/reset-password', {
      json: { token: tokenOf(link), password: 'too-late-for-me-1' },
    });
    expect(reset.status).toBe(403);
  });
});

describe('who may invite', () => {
  test.each([
    ['en', 'an owner', 'Owners can only invite staff members.'],
    ['ro', 'an owner', 'Proprietarii pot invita doar membri ai personalului.'],
    ['de', 'staff of restaurant B', 'Sie können nur Ihre eigenen Restaurants zuweisen.'],
  ] as const)(
    'in %s, an owner inviting %s is refused in that language; nobody is mailed',
    async (locale, whom, message) => {
      const email = newEmail('refused');
      const refused = await api.rest('POST', 'invitations', {
        token: tokens.ownerA,
        json: {
          email,
          name: 'Not Invited',
          ...(whom === 'an owner'
            ? { role: 'owner', restaurant: world.restaurant.A }
            : { restaurant: world.restaurant.B }),
        },
        headers: { 'Accept-Language': locale },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.errors).toEqual([{ message }]);
      expect(
        (await payload.count({ collection: 'users', where: { email: { equals: email } } }))
          .totalDocs,
      ).toBe(0);
      expect(smtp.received.some((mail) => JSON.stringify(mail.to).includes(email))).toBe(false);
    },
  );

  test('without a restaurant: an owner of one restaurant invites to it, an admin is refused naming the field', async () => {
    const own = await api.rest('POST', 'invitations', {
      token: tokens.ownerA,
      json: { email: newEmail('own-restaurant'), name: 'Own Restaurant' },
    });
    expect(own.status).toBe(201);
    expect(own.body.doc.restaurant).toMatchObject({ id: world.restaurant.A });
    const refused = await api.rest('POST', 'invitations', {
      token: tokens.admin,
      json: { email: newEmail('nowhere'), name: 'Nowhere', role: 'staff' },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('restaurant');
  });

  test('staff invite nobody; an owner no longer creates accounts directly', async () => {
    expect((await invite(newEmail('by-staff'), {}, tokens.staffA)).status).toBe(403);
    const direct = await api.rest('POST', 'users', {
      token: tokens.ownerA,
      json: {
        email: newEmail('direct'),
        name: 'Direct',
        tenants: [{ tenant: world.restaurant.A }],
      },
      headers: { 'Accept-Language': 'ro' },
    });
    expect(direct.status).toBe(403);
    expect(direct.body.errors).toEqual([
      { message: catalogLabel('admin.users.error.inviteThroughInvitations').ro },
    ]);
  });

  test('records the inviter, whatever the request says', async () => {
    const created = await invite(newEmail('inviter'), { invitedBy: world.users.ownerB.id });
    expect(created.status).toBe(201);
    const stored = await payload.findByID({
      collection: 'invitations',
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
    expect((await invite(email)).status).toBe(201);
    const reset = await api.rest('POST', 'users/reset-password', {
      json: {
        token: tokenOf(setPasswordLinkOf(await smtp.nextMessageTo(email))),
        password: 'orphan-pass-123',
      },
    });
    orphan = reset.body.user.id;
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
    const removed = await api.rest('DELETE', `users/${orphan}`, { token: tokens.ownerB });
    expect(removed.status).not.toBe(200);
  });

  test('is not visible to staff of the inviter’s restaurant', async () => {
    expect((await api.rest('GET', `users/${orphan}`, { token: tokens.staffA })).status).toBe(404);
  });

  test('is visible to and removable by the owner who invited it', async () => {
    const list = await api.rest('GET', 'users?limit=100&depth=0', { token: tokens.ownerA });
    expect(list.body.docs.map((user: { id: number }) => user.id)).toContain(orphan);
    const removed = await api.rest('DELETE', `users/${orphan}`, { token: tokens.ownerA });
    expect(removed.status).toBe(200);
    expect(await payload.count({ collection: 'users', where: { id: { equals: orphan } } })).toEqual(
      {
        totalDocs: 0,
      },
    );
  });

  test('the owner still cannot remove staff of another restaurant', async () => {
    const removed = await api.rest('DELETE', `users/${world.users.staffB.id}`, {
      token: tokens.ownerA,
    });
    expect(removed.status).not.toBe(200);
  });
});
