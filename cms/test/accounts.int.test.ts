import { LOCALES } from '@nutrimenu/core/locale';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogLabel } from '../src/i18n/catalogLabel';
import {
  type AccessWorld,
  createUser,
  PASSWORD,
  seedAccessWorld,
  uniqueMarker,
} from './helpers/accessWorld';
import { forgetRateLimits, lockAccount } from './helpers/accountLocks';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import {
  setPasswordLinkOf,
  startSmtpServer,
  type TestSmtpServer,
  tokenOf,
} from './helpers/startSmtpServer';
import { createTestPayload } from './helpers/testPayload';

/*
 * Sign-in and invitations through the real REST handlers, with e-mail sent over SMTP to a real
 * server on loopback and read back from it (see helpers/startSmtpServer.ts).
 */

const INVALID = 'Email/Password combination is invalid';
const DAY_MS = 24 * 60 * 60 * 1000;

let smtp: TestSmtpServer;
let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { admin: '', owner: '' };

beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = 'Nutrimenu Test <accounts@test.nutrimenu.ro>';
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  tokens.owner = await api.login(world.users.ownerA.email, PASSWORD);
});

afterAll(async () => {
  await payload?.destroy();
  await smtp?.close();
});

const newEmail = (prefix: string) => `${uniqueMarker(prefix)}@test.nutrimenu.ro`;

async function storedUser(email: string) {
  return payload.db.findOne<{
    id: number;
    resetPasswordToken?: string | null;
    resetPasswordExpiration?: string | null;
    loginAttempts?: number | null;
    lockUntil?: string | null;
  }>({ collection: 'users', where: { email: { equals: email } } });
}

describe('sign-in', () => {
  test('a wrong password answers 401 with exactly the spec message', async () => {
    const response = await api.rest('POST', 'users/login', {
      json: { email: world.users.ownerB.email, password: 'not-the-password' },
    });
    expect(response.status).toBe(401);
    expect(response.body.errors).toEqual([{ message: INVALID }]);
  });

  test('an unknown e-mail answers the same status and body as a wrong password', async () => {
    const wrongPassword = await api.rest('POST', 'users/login', {
      json: { email: world.users.staffB.email, password: 'not-the-password' },
    });
    const unknown = await api.rest('POST', 'users/login', {
      json: { email: 'nobody-here@test.nutrimenu.ro', password: 'not-the-password' },
    });
    expect(unknown.status).toBe(wrongPassword.status);
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  test.each(
    LOCALES.map(
      (locale) => [locale, catalogLabel('auth.login.invalidCredentials')[locale]] as const,
    ),
  )('the message is translated for Accept-Language %s', async (locale, message) => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    // An unknown e-mail of its own: five failures of one e-mail reach the sign-in rate limit.
    for (const email of [user.email, `nobody-${locale}@test.nutrimenu.ro`]) {
      const response = await api.rest('POST', 'users/login', {
        json: { email, password: 'not-the-password' },
        headers: { 'Accept-Language': locale },
      });
      expect(response.status).toBe(401);
      expect(response.body.errors).toEqual([{ message }]);
    }
  });

  test('five failures for one e-mail: even the right password is then refused (429), as for an unknown e-mail', async () => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await api.rest('POST', 'users/login', {
        json: { email: user.email, password: `wrong-${attempt}` },
      });
      expect(response.status).toBe(401);
      expect(response.body.errors).toEqual([{ message: INVALID }]);
    }
    const rightPassword = await api.rest('POST', 'users/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.body.token).toBeUndefined();
    await forgetRateLimits(payload);
  });

  test('twenty failures in a row, the limit’s windows aside, lock the account (Payload’s backstop) with the same message', async () => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    for (let window = 1; window <= 4; window += 1) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await api.rest('POST', 'users/login', {
          json: { email: user.email, password: `wrong-${window}-${attempt}` },
        });
        expect(response.status).toBe(401);
        expect(response.body.errors).toEqual([{ message: INVALID }]);
      }
      // Fifteen minutes later, as far as the rate limit is concerned.
      await forgetRateLimits(payload);
    }
    const locked = await storedUser(user.email);
    expect(new Date(locked?.lockUntil ?? 0).getTime()).toBeGreaterThan(Date.now() + 9 * 60 * 1000);

    const rightPassword = await api.rest('POST', 'users/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(rightPassword.status).toBe(401);
    expect(rightPassword.body.errors).toEqual([{ message: INVALID }]);
    await forgetRateLimits(payload);
  });

  test('the lock ends by itself after its time', async () => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    await lockAccount(payload, user.email);
    expect(
      (await api.rest('POST', 'users/login', { json: { email: user.email, password: PASSWORD } }))
        .status,
    ).toBe(401);
    // Ten minutes later, as the stored lock says.
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { lockUntil: new Date(Date.now() - 1000).toISOString() },
    });
    const response = await api.rest('POST', 'users/login', {
      json: { email: user.email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect((await storedUser(user.email))?.loginAttempts).toBe(0);
  });

  test('a successful sign-in returns a token that /me accepts; sign-out ends it', async () => {
    const token = await api.login(world.users.staffA.email, PASSWORD);
    const me = await api.rest('GET', 'users/me', { token });
    expect(me.body.user?.email).toBe(world.users.staffA.email);
    const logout = await api.rest('POST', 'users/logout', { token });
    expect(logout.status).toBe(200);
    const after = await api.rest('GET', 'users/me', { token });
    expect(after.body.user).toBeNull();
  });
});

describe('invitations', () => {
  test('an admin invites an owner with restaurants: the e-mail link sets the password, once', async () => {
    const email = newEmail('invited-owner');
    const created = await api.rest('POST', 'users', {
      token: tokens.admin,
      json: {
        email,
        name: 'Ana Owner',
        role: 'owner',
        preferredLocale: 'en',
        tenants: [{ tenant: world.restaurant.A }],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.doc).toMatchObject({ email, role: 'owner' });

    const mail = await smtp.nextMessageTo(email);
    expect(mail.subject).toBe('Your invitation to Nutrimenu');
    expect(mail.from?.value).toEqual([
      { address: 'accounts@test.nutrimenu.ro', name: 'Nutrimenu Test' },
    ]);
    expect(mail.text).toContain('Hello Ana Owner,');
    expect(mail.text).toContain('valid for 7 days');
    const link = setPasswordLinkOf(mail);
    expect(link.origin + link.pathname.replace(/[0-9a-f]+$/, '')).toBe(
      'http://localhost:3000/admin/reset/',
    );
    expect(mail.html).toContain(`href="${link.href}"`);
    // The set-password screen opens in the invitee's language, before they have signed in.
    expect(link.searchParams.get('lng')).toBe('en');

    // The account has a password nobody knows until the invitee chooses one.
    expect((await api.rest('POST', 'users/login', { json: { email, password: '' } })).status).toBe(
      400,
    );
    const stored = await storedUser(email);
    const expires = new Date(stored?.resetPasswordExpiration ?? 0).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

    const reset = await api.rest('POST', 'users/reset-password', {
      json: { token: tokenOf(link), password: 'chosen-by-ana-1' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.user.email).toBe(email);
    const signedIn = await api.login(email, 'chosen-by-ana-1');
    const me = await api.rest('GET', 'users/me', { token: signedIn });
    expect(me.body.user).toMatchObject({ email, role: 'owner' });

    const again = await api.rest('POST', 'users/reset-password', {
      json: { token: tokenOf(link), password: 'someone-else-2' },
    });
    expect(again.status).toBe(403);
    expect(again.body.errors).toEqual([
      { message: catalogLabel('admin.account.error.tokenInvalid').en },
    ]);
    expect(
      (await api.rest('POST', 'users/login', { json: { email, password: 'someone-else-2' } }))
        .status,
    ).toBe(401);
  });

  test('an owner invites staff to their own restaurant; the e-mail is in the invitee’s language', async () => {
    const email = newEmail('invited-staff');
    const created = await api.rest('POST', 'invitations', {
      token: tokens.owner,
      json: { email, name: 'Ion Staff', preferredLocale: 'ro', restaurant: world.restaurant.A },
    });
    expect(created.status).toBe(201);
    expect(created.body.doc.role).toBe('staff');
    const mail = await smtp.nextMessageTo(email);
    expect(mail.subject).toBe(catalogLabel('email.invitation.subject').ro);
    expect(mail.text).toContain('Bună ziua, Ion Staff,');
    expect(mail.text).toContain('valabil 7 zile');
    expect(mail.html).toContain('<html lang="ro">');
  });

  test.each(LOCALES)('the invitation reads in %s', async (locale) => {
    const email = newEmail(`invited-${locale}`);
    const created = await api.rest('POST', 'users', {
      token: tokens.admin,
      json: {
        email,
        name: 'Invitee',
        role: 'staff',
        preferredLocale: locale,
        tenants: [{ tenant: world.restaurant.B }],
      },
    });
    expect(created.status).toBe(201);
    const mail = await smtp.nextMessageTo(email);
    expect(mail.subject).toBe(catalogLabel('email.invitation.subject')[locale]);
    expect(mail.text).toContain(catalogLabel('email.invitation.body')[locale]);
    expect(mail.text).toContain(
      `${catalogLabel('email.invitation.action')[locale]}: ${setPasswordLinkOf(mail).href}`,
    );
    expect(mail.html).toContain(catalogLabel('email.invitation.action')[locale]);
    expect(setPasswordLinkOf(mail).searchParams.get('lng')).toBe(locale);
  });

  test('the admin form’s invite switch wins over the password it filled in', async () => {
    const email = newEmail('form-invite');
    const created = await api.rest('POST', 'users', {
      token: tokens.admin,
      json: {
        email,
        name: 'Form Invitee',
        role: 'staff',
        invite: true,
        password: 'typed-by-the-form',
        'confirm-password': 'typed-by-the-form',
        tenants: [{ tenant: world.restaurant.A }],
      },
    });
    expect(created.status).toBe(201);
    await smtp.nextMessageTo(email);
    const login = await api.rest('POST', 'users/login', {
      json: { email, password: 'typed-by-the-form' },
    });
    expect(login.status).toBe(401);
  });

  test('a user created with a password gets no invitation', async () => {
    const email = newEmail('with-password');
    const created = await api.rest('POST', 'users', {
      token: tokens.admin,
      json: { email, name: 'Has Password', role: 'staff', password: 'given-password-1' },
    });
    expect(created.status).toBe(201);
    expect(await api.login(email, 'given-password-1')).toEqual(expect.any(String));
    const control = newEmail('control-2');
    await api.rest('POST', 'users', {
      token: tokens.admin,
      json: { email: control, name: 'Control', role: 'staff' },
    });
    await smtp.nextMessageTo(control);
    expect(smtp.received.some((mail) => mail.text?.includes(email))).toBe(false);
  });

  test('an expired invitation link is refused', async () => {
    const email = newEmail('expired-invite');
    await api.rest('POST', 'users', {
      token: tokens.admin,
      json: { email, name: 'Late Invitee', role: 'staff', preferredLocale: 'de' },
    });
    const link = setPasswordLinkOf(await smtp.nextMessageTo(email));
    const stored = await storedUser(email);
    if (!stored) throw new Error('the invitee was not created');
    await payload.update({
      collection: 'users',
      id: stored.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    });
    const reset = await api.rest('POST', 'users/reset-password', {
      json: { token: tokenOf(link), password: 'too-late-123' },
      headers: { 'Accept-Language': 'de' },
    });
    expect(reset.status).toBe(403);
    expect(reset.body.errors).toEqual([
      { message: catalogLabel('admin.account.error.tokenInvalid').de },
    ]);
  });

  test('when the invitation cannot be sent, the user is not created and the inviter is told', async () => {
    const email = newEmail('bounces');
    smtp.refuse(email);
    const created = await api.rest('POST', 'users', {
      token: tokens.admin,
      json: { email, name: 'Bounces', role: 'staff' },
      headers: { 'Accept-Language': 'ro' },
    });
    expect(created.status).toBe(502);
    expect(created.body.errors).toEqual([
      { message: catalogLabel('admin.account.error.invitationFailed').ro },
    ]);
    expect(await storedUser(email)).toBeNull();
  });
});
