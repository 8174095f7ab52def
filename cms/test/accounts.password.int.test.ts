import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogLabel } from '../src/i18n/catalogLabel';
import {
  type AccessWorld,
  createUser,
  PASSWORD,
  type SeededUser,
  seedAccessWorld,
  uniqueMarker,
} from './helpers/accessWorld';
import { lockAccount } from './helpers/accountLocks';
import { type ApiClient, type ApiResponse, createApiClient } from './helpers/apiClient';
import {
  setPasswordLinkOf,
  startSmtpServer,
  type TestSmtpServer,
  tokenOf,
} from './helpers/startSmtpServer';
import { createTestPayload } from './helpers/testPayload';

/*
 * Forgot / reset / change password and who may change an e-mail address or password, through the
 * real REST handlers; reset e-mails go over SMTP to a real server on loopback and are read back.
 */

const HOUR_MS = 60 * 60 * 1000;

let smtp: TestSmtpServer;
let payload: Payload;
let api: ApiClient;
let world: AccessWorld;

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
});

afterAll(async () => {
  await payload?.destroy();
  await smtp?.close();
});

async function userWithLocale(role: 'owner' | 'staff', locale: string): Promise<SeededUser> {
  const user = await createUser(payload, role, [world.restaurant.A]);
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { preferredLocale: locale as 'ro' },
  });
  return user;
}

const signIn = (email: string, password: string) =>
  api.rest('POST', 'users/login', { json: { email, password } });

/** Whether a session token still works (Payload answers /me with `user: null` otherwise). */
async function sessionWorks(token: string): Promise<boolean> {
  const me = await api.rest('GET', 'users/me', { token });
  return me.status === 200 && me.body.user !== null;
}

/**
 * The reset link mailed to `user`, once Payload has committed its token: the operation sends the
 * e-mail inside its transaction, so the message can arrive a moment before the token is stored.
 */
async function resetLinkFor(user: SeededUser): Promise<URL> {
  const link = setPasswordLinkOf(await smtp.nextMessageTo(user.email));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const stored = await payload.db.findOne<{ id: number; resetPasswordToken?: string }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    });
    if (stored?.resetPasswordToken === tokenOf(link)) return link;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The reset token of ${user.email} was never stored`);
}

/** The field errors of a 400 ValidationError answer. */
function fieldErrors(response: ApiResponse): { path: string; message: string }[] {
  expect(response.status).toBe(400);
  return response.body.errors[0].data.errors.map(
    ({ path, message }: { path: string; message: string }) => ({
      path,
      message,
    }),
  );
}

describe('forgot password', () => {
  test('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await userWithLocale('staff', 'en');
    const unknownEmail = `${uniqueMarker('nobody')}@test.nutrimenu.ro`;
    const unknown = await api.rest('POST', 'users/forgot-password', {
      json: { email: unknownEmail },
    });
    const known = await api.rest('POST', 'users/forgot-password', { json: { email: user.email } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: 'Success' });

    const mail = await smtp.nextMessageTo(user.email);
    expect(mail.subject).toBe('Reset your Nutrimenu password');
    expect(mail.text).toContain('valid for one hour');
    expect(smtp.received.some((received) => received.text?.includes(unknownEmail))).toBe(false);
  });

  test('GraphQL answers true for any address, and mails the known one', async () => {
    const user = await userWithLocale('staff', 'it');
    const mutation = 'mutation ($email: String!) { forgotPasswordUser(email: $email) }';
    const unknownEmail = `${uniqueMarker('nobody-gql')}@test.nutrimenu.ro`;
    const unknown = await api.graphql(mutation, { email: unknownEmail });
    const known = await api.graphql(mutation, { email: user.email });
    expect(known.body).toEqual({ data: { forgotPasswordUser: true } });
    expect(unknown.body).toEqual(known.body);
    const mail = await smtp.nextMessageTo(user.email);
    expect(mail.subject).toBe(catalogLabel('email.reset.subject').it);
    expect(smtp.received.some((received) => received.text?.includes(unknownEmail))).toBe(false);
  });

  test('the e-mail is in the account’s preferred language, whoever asks', async () => {
    const user = await userWithLocale('owner', 'hu');
    await api.rest('POST', 'users/forgot-password', {
      json: { email: user.email.toUpperCase() },
      headers: { 'Accept-Language': 'fr' },
    });
    const mail = await smtp.nextMessageTo(user.email);
    expect(mail.subject).toBe(catalogLabel('email.reset.subject').hu);
    expect(mail.text).toContain(catalogLabel('email.reset.body').hu);
    expect(mail.html).toContain('<html lang="hu">');
    // The plain-text part carries the same link as the button.
    expect(mail.html).toContain(`href="${setPasswordLinkOf(mail).href}"`);
  });

  test('the link resets the password once, within the hour, and ends every other session', async () => {
    const user = await userWithLocale('staff', 'de');
    const otherSession = await api.login(user.email, PASSWORD);
    await api.rest('POST', 'users/forgot-password', { json: { email: user.email } });
    const link = await resetLinkFor(user);
    const stored = await payload.db.findOne<{ id: number; resetPasswordExpiration?: string }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    });
    const expires = new Date(stored?.resetPasswordExpiration ?? 0).getTime();
    expect(expires).toBeGreaterThan(Date.now() + HOUR_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + HOUR_MS);

    const reset = await api.rest('POST', 'users/reset-password', {
      json: { token: tokenOf(link), password: 'brand-new-password-1' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.token).toEqual(expect.any(String));
    expect(await sessionWorks(reset.body.token)).toBe(true);
    expect(await sessionWorks(otherSession)).toBe(false);
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'brand-new-password-1')).status).toBe(200);

    const again = await api.rest('POST', 'users/reset-password', {
      json: { token: tokenOf(link), password: 'attacker-password-2' },
      headers: { 'Accept-Language': 'it' },
    });
    expect(again.status).toBe(403);
    expect(again.body.errors).toEqual([
      { message: catalogLabel('admin.account.error.tokenInvalid').it },
    ]);
  });

  test('a made-up token is refused', async () => {
    const response = await api.rest('POST', 'users/reset-password', {
      json: { token: 'f'.repeat(40), password: 'whatever-123' },
    });
    expect(response.status).toBe(403);
    expect(response.body.errors).toEqual([
      { message: catalogLabel('admin.account.error.tokenInvalid').en },
    ]);
  });

  test('resetting lifts the sign-in limit and Payload’s lock', async () => {
    const user = await userWithLocale('staff', 'en');
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(user.email, 'wrong-password');
    expect((await signIn(user.email, PASSWORD)).status).toBe(429);
    await lockAccount(payload, user.email);
    await api.rest('POST', 'users/forgot-password', { json: { email: user.email } });
    const link = await resetLinkFor(user);
    await api.rest('POST', 'users/reset-password', {
      json: { token: tokenOf(link), password: 'after-the-lock-1' },
    });
    expect((await signIn(user.email, 'after-the-lock-1')).status).toBe(200);
  });

  test('an empty address is a 400 that says what to do', async () => {
    const response = await api.rest('POST', 'users/forgot-password', {
      json: { email: '  ' },
      headers: { 'Accept-Language': 'es' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { message: catalogLabel('admin.account.error.emailRequired').es },
    ]);
  });
});

describe('change password', () => {
  test('needs the current password, which must match', async () => {
    const user = await userWithLocale('staff', 'en');
    const token = await api.login(user.email, PASSWORD);
    const missing = await api.rest('PATCH', `users/${user.id}`, {
      token,
      json: { password: 'new-password-1' },
    });
    expect(fieldErrors(missing)).toEqual([
      {
        path: 'currentPassword',
        message: catalogLabel('admin.account.error.currentPasswordRequired').en,
      },
    ]);
    const wrong = await api.rest('PATCH', `users/${user.id}`, {
      token,
      json: { password: 'new-password-1', currentPassword: 'not-it' },
      headers: { 'Accept-Language': 'ro' },
    });
    expect(fieldErrors(wrong)).toEqual([
      {
        path: 'currentPassword',
        message: catalogLabel('admin.account.error.currentPasswordWrong').ro,
      },
    ]);
    expect((await signIn(user.email, PASSWORD)).status).toBe(200);
  });

  test('the repeated password must match the new one', async () => {
    const user = await userWithLocale('staff', 'en');
    const token = await api.login(user.email, PASSWORD);
    const response = await api.rest('PATCH', `users/${user.id}`, {
      token,
      json: {
        password: 'new-password-1',
        'confirm-password': 'new-password-2',
        currentPassword: PASSWORD,
      },
    });
    expect(fieldErrors(response)).toEqual([
      {
        path: 'confirm-password',
        message: catalogLabel('admin.account.error.passwordsDoNotMatch').en,
      },
    ]);
  });

  test('with old, new and repeat it changes; this session stays, the others end', async () => {
    const user = await userWithLocale('owner', 'en');
    const here = await api.login(user.email, PASSWORD);
    const elsewhere = await api.login(user.email, PASSWORD);
    const response = await api.rest('PATCH', `users/${user.id}`, {
      token: here,
      json: {
        currentPassword: PASSWORD,
        password: 'changed-password-1',
        'confirm-password': 'changed-password-1',
      },
    });
    expect(response.status).toBe(200);
    expect(await sessionWorks(here)).toBe(true);
    expect(await sessionWorks(elsewhere)).toBe(false);
    expect((await signIn(user.email, PASSWORD)).status).toBe(401);
    expect((await signIn(user.email, 'changed-password-1')).status).toBe(200);
  });

  test('profile edits without credentials need no password', async () => {
    const user = await userWithLocale('staff', 'en');
    const token = await api.login(user.email, PASSWORD);
    const response = await api.rest('PATCH', `users/${user.id}`, {
      token,
      json: { name: 'Renamed Staff', preferredLocale: 'fr', email: user.email },
    });
    expect(response.status).toBe(200);
    expect(response.body.doc).toMatchObject({ name: 'Renamed Staff', preferredLocale: 'fr' });
  });

  test('changing one’s e-mail address needs the current password too', async () => {
    const user = await userWithLocale('staff', 'en');
    const token = await api.login(user.email, PASSWORD);
    const newEmail = `${uniqueMarker('moved')}@test.nutrimenu.ro`;
    const without = await api.rest('PATCH', `users/${user.id}`, {
      token,
      json: { email: newEmail },
    });
    expect(fieldErrors(without)).toEqual([
      {
        path: 'currentPassword',
        message: catalogLabel('admin.account.error.currentPasswordRequired').en,
      },
    ]);
    const withPassword = await api.rest('PATCH', `users/${user.id}`, {
      token,
      json: { email: newEmail, currentPassword: PASSWORD },
    });
    expect(withPassword.status).toBe(200);
    expect((await signIn(newEmail, PASSWORD)).status).toBe(200);
  });
});

describe('who may change a user’s e-mail address or password', () => {
  test('an owner cannot change their staff member’s password or e-mail, but can rename them', async () => {
    const staff = await createUser(payload, 'staff', [world.restaurant.A]);
    const ownerToken = await api.login(world.users.ownerA.email, PASSWORD);
    for (const json of [
      { password: 'owner-chosen-1' },
      { email: `${uniqueMarker('taken-over')}@test.nutrimenu.ro` },
      { password: 'owner-chosen-1', currentPassword: PASSWORD },
    ]) {
      const response = await api.rest('PATCH', `users/${staff.id}`, {
        token: ownerToken,
        json,
        headers: { 'Accept-Language': 'fr' },
      });
      expect(response.status).toBe(403);
      expect(response.body.errors).toEqual([
        { message: catalogLabel('admin.account.error.credentialsForbidden').fr },
      ]);
    }
    const rename = await api.rest('PATCH', `users/${staff.id}`, {
      token: ownerToken,
      json: { name: 'Renamed by owner', email: staff.email },
    });
    expect(rename.status).toBe(200);
    expect((await signIn(staff.email, PASSWORD)).status).toBe(200);
  });

  test('an owner cannot change passwords in bulk either', async () => {
    const staff = await createUser(payload, 'staff', [world.restaurant.A]);
    const ownerToken = await api.login(world.users.ownerA.email, PASSWORD);
    const response = await api.rest('PATCH', `users?where[id][equals]=${staff.id}`, {
      token: ownerToken,
      json: { password: 'bulk-password-1' },
    });
    expect(response.status).toBe(403);
    expect((await signIn(staff.email, PASSWORD)).status).toBe(200);
  });

  test('an admin sets another user’s password without knowing the old one', async () => {
    const staff = await createUser(payload, 'staff', [world.restaurant.B]);
    const adminToken = await api.login(world.users.admin.email, PASSWORD);
    const response = await api.rest('PATCH', `users/${staff.id}`, {
      token: adminToken,
      json: { password: 'set-by-admin-1' },
    });
    expect(response.status).toBe(200);
    expect((await signIn(staff.email, 'set-by-admin-1')).status).toBe(200);
  });

  test('an admin changing their own password gives the current one like anyone', async () => {
    const admin = await createUser(payload, 'admin', []);
    const token = await api.login(admin.email, PASSWORD);
    const response = await api.rest('PATCH', `users/${admin.id}`, {
      token,
      json: { password: 'admin-new-password-1' },
    });
    expect(fieldErrors(response)).toEqual([
      {
        path: 'currentPassword',
        message: catalogLabel('admin.account.error.currentPasswordRequired').en,
      },
    ]);
  });

  test('staff cannot touch another staff member at all', async () => {
    const staffToken = await api.login(world.users.staffA.email, PASSWORD);
    const colleague = await createUser(payload, 'staff', [world.restaurant.A]);
    const response = await api.rest('PATCH', `users/${colleague.id}`, {
      token: staffToken,
      json: { password: 'colleague-password-1' },
    });
    expect(response.status).toBe(403);
    expect((await signIn(colleague.email, PASSWORD)).status).toBe(200);
  });
});
