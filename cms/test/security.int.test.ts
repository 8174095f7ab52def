import { readdir, readFile } from 'node:fs/promises';
import { MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@nutrimenu/core/validation';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { env } from '../src/env';
import { catalogLabel } from '../src/i18n/catalogLabel';
import {
  type AccessWorld,
  createUser,
  PASSWORD,
  seedAccessWorld,
  uniqueMarker,
} from './helpers/accessWorld';
import { lockAccount } from './helpers/accountLocks';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * The CMS's defences through Payload's real REST and GraphQL handlers on a real PostgreSQL
 * database: GraphQL sign-in enumeration, the session cookie over http, 5xx on bad input, passwords,
 * uploads.
 */

let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
let adminToken: string;
let ownerToken: string;

beforeAll(async () => {
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  adminToken = await api.login(world.users.admin.email, PASSWORD);
  ownerToken = await api.login(world.users.ownerA.email, PASSWORD);
});

afterAll(async () => {
  await payload?.destroy();
});

describe('GraphQL sign-in tells no one which e-mails have accounts', () => {
  const LOGIN = `mutation ($email: String!, $password: String!) {
    loginUser(email: $email, password: $password) { token }
  }`;

  test('a locked account answers exactly as an unknown e-mail and a wrong password', async () => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    const wrong = await api.graphql(LOGIN, { email: user.email, password: 'not-the-password' });
    // Payload's lock (its backstop after many failures; the rate limit refuses sooner).
    await lockAccount(payload, user.email);
    const locked = await api.graphql(LOGIN, { email: user.email, password: PASSWORD });
    const unknown = await api.graphql(LOGIN, {
      email: 'nobody-here@test.nutrimenu.ro',
      password: 'not-the-password',
    });
    const shape = (body: { errors?: { message: string; extensions?: unknown }[] }) =>
      body.errors?.map(({ message, extensions }) => ({ message, extensions }));
    expect(locked.body.data?.loginUser ?? null).toBeNull();
    expect(shape(locked.body)).toEqual(shape(unknown.body));
    expect(shape(wrong.body)).toEqual(shape(unknown.body));
    expect(locked.status).toBe(unknown.status);
  });
});

describe('session cookie', () => {
  test('over plain http (SERVER_URL http) the cookie is HttpOnly and SameSite=Lax, not Secure', async () => {
    const response = await api.rest('POST', 'users/login', {
      json: { email: world.users.ownerA.email, password: PASSWORD },
    });
    // Signing in also sets the admin's language cookie: read the session's own.
    const cookie =
      response.headers?.getSetCookie().find((value) => value.startsWith('payload-token=')) ?? '';
    expect(cookie).toMatch(/^payload-token=/);
    expect(cookie).not.toMatch(/;\s*Secure(=true)?(;|$)/i);
    expect(cookie).toMatch(/;\s*HttpOnly(=true)?(;|$)/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax(;|$)/i);
  });
});

describe('bad input answers 4xx, never 5xx', () => {
  test.each([
    ['a non-numeric recipe id', 'GET', 'recipes/abc'],
    ['a non-numeric user id', 'GET', 'users/abc'],
    ['a non-numeric media id', 'GET', 'media/1e5x'],
    ['a non-numeric id in a PATCH', 'PATCH', 'menus/abc'],
    ['a non-numeric id in a DELETE', 'DELETE', 'ingredients/abc'],
    ['GET of the login endpoint', 'GET', 'users/login'],
    ['DELETE of a missing preference', 'DELETE', 'payload-preferences/no-such-preference'],
  ] as const)('%s (%s /api/%s)', async (_label, method, path) => {
    const response = await api.rest(method, path, {
      token: ownerToken,
      ...(method === 'PATCH' ? { json: { name: 'x' } } : {}),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('passwords', () => {
  const ro = (key: Parameters<typeof catalogLabel>[0]) => catalogLabel(key).ro;
  const tooShort = 'Parola trebuie să aibă cel puțin 10 caractere.';

  test('an admin cannot create an account with a 5-character password; the answer says why in Romanian', async () => {
    const response = await api.rest('POST', 'users', {
      token: adminToken,
      headers: { 'Accept-Language': 'ro' },
      json: {
        email: `${uniqueMarker('short')}@test.nutrimenu.ro`,
        password: 'abc12',
        name: 'Short Password',
        role: 'staff',
        invite: false,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(tooShort);
    expect(response.body.errors[0].data.errors).toEqual([{ message: tooShort, path: 'password' }]);
  });

  test('a common password is refused even when long enough', async () => {
    const response = await api.rest('POST', 'users', {
      token: adminToken,
      headers: { 'Accept-Language': 'ro' },
      json: {
        email: `${uniqueMarker('common')}@test.nutrimenu.ro`,
        password: 'Password123',
        name: 'Common Password',
        role: 'staff',
        invite: false,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(ro('admin.account.error.passwordTooCommon'));
  });

  test('the set-password link (reset or invitation) refuses a short password, and the token still works after', async () => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: user.email },
      disableEmail: true,
    });
    const short = await api.rest('POST', 'users/reset-password', {
      headers: { 'Accept-Language': 'en' },
      json: { token, password: 'abc12' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors[0].message).toBe('The password must be at least 10 characters long.');
    const good = await api.rest('POST', 'users/reset-password', {
      json: { token, password: 'a-long-enough-password' },
    });
    expect(good.status).toBe(200);
  });

  test('changing one’s own password to a short one is refused', async () => {
    const user = await createUser(payload, 'owner', [world.restaurant.A]);
    const token = await api.login(user.email, PASSWORD);
    const response = await api.rest('PATCH', `users/${user.id}`, {
      token,
      headers: { 'Accept-Language': 'de' },
      json: { password: 'kurz12345', 'confirm-password': 'kurz12345', currentPassword: PASSWORD },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(
      'Das Passwort muss mindestens 10 Zeichen lang sein.',
    );
    // The old password still signs in.
    expect(await api.login(user.email, PASSWORD)).toEqual(expect.any(String));
  });

  test('the local API (seed, scripts) is held to the rule too', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: {
          email: `${uniqueMarker('local')}@test.nutrimenu.ro`,
          password: '12345',
          name: 'Local short',
          role: 'staff',
        },
      }),
    ).rejects.toThrow(/at least 10 characters/);
  });
});

describe('uploads', () => {
  const upload = async (bytes: Buffer, name: string, type: string, language = 'ro') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    form.append('_payload', JSON.stringify({ alt: name, restaurant: world.restaurant.A }));
    return api.rest('POST', 'media', {
      token: ownerToken,
      form,
      headers: { 'Accept-Language': language },
    });
  };
  const polyglot = async () =>
    Buffer.concat([
      await sharp({
        create: { width: 24, height: 24, channels: 3, background: '#c62828' },
      })
        .png()
        .toBuffer(),
      Buffer.from('<html><script>alert(document.domain)</script></html>'),
    ]);

  test('a PNG with HTML and script appended is stored re-encoded: no appended bytes', async () => {
    const response = await upload(await polyglot(), 'polyglot.png', 'image/png');
    expect(response.status).toBe(201);
    const filename: string = response.body.doc.filename;
    const stored = await readFile(`${env().MEDIA_DIR}/${filename}`);
    expect(stored.includes('<script>')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 24, 24]);
    // What Payload recorded matches what is stored.
    expect(response.body.doc.filesize).toBe(stored.length);
  });

  test('every media file is served with nosniff and inline disposition', async () => {
    const response = await upload(await polyglot(), 'served.png', 'image/png');
    const file = await api.download(`media/file/${response.body.doc.filename}`, ownerToken);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^inline(;|$)/);
    expect(file.headers.get('content-security-policy')).toContain("script-src 'none'");
  });

  // Payload refuses an SVG with a script in it; one it lets through still runs none when opened.
  test('an SVG is served under a policy that runs no script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
    );
    const response = await upload(svg, 'icon.svg', 'image/svg+xml');
    expect(response.status).toBe(201);
    const file = await api.download(`media/file/${response.body.doc.filename}`, ownerToken);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(file.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  test('an image over 2 MB is refused with the size rule, not a generic field error', async () => {
    const response = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0x20), 'big.png', 'image/png');
    expect(response.status).toBe(413);
    expect(response.body.errors[0].message).toBe(VALIDATION_MESSAGES.maxFileSize);
  });

  test.each([
    ['ro', catalogLabel('admin.media.error.notAnImage').ro],
    ['hu', catalogLabel('admin.media.error.notAnImage').hu],
  ])('text sent as an image is refused in the user’s language (%s)', async (language, message) => {
    const before = (await readdir(env().MEDIA_DIR)).length;
    const response = await upload(
      Buffer.from('<html><script>alert(1)</script></html>'),
      'page.png',
      'image/png',
      language,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors[0].message).toBe(message);
    expect((await readdir(env().MEDIA_DIR)).length).toBe(before);
  });
});
