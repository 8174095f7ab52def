import type { Payload } from 'payload';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PASSWORD, seedAccessWorld } from './helpers/accessWorld';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * A CMS whose public address is https sets its session cookie `Secure` (with HttpOnly and SameSite
 * kept). The http case is in security.int.test.ts. A file of its own: Payload reads SERVER_URL once
 * per process.
 */

let payload: Payload;

beforeAll(async () => {
  payload = await createTestPayload({ serverUrl: 'https://cms.nutrimenu.example' });
});

afterAll(async () => {
  await payload?.destroy();
});

test('signing in over https sets the session cookie Secure, HttpOnly, SameSite=Lax', async () => {
  const world = await seedAccessWorld(payload);
  const api = createApiClient(payload.config);
  const response = await api.rest('POST', 'users/login', {
    json: { email: world.users.ownerA.email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  // Signing in also sets the admin's language cookie: read the session's own.
  const cookie =
    response.headers?.getSetCookie().find((value) => value.startsWith('payload-token=')) ?? '';
  expect(cookie).toMatch(/^payload-token=/);
  expect(cookie).toMatch(/;\s*Secure(=true)?(;|$)/i);
  expect(cookie).toMatch(/;\s*HttpOnly(=true)?(;|$)/i);
  expect(cookie).toMatch(/;\s*SameSite=Lax(;|$)/i);
});
