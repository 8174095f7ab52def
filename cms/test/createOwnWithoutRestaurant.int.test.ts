import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AccessWorld,
  createUser,
  PASSWORD,
  seedAccessWorld,
  tinyPng,
} from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/**
 * Owners and staff add their own media and ingredients from the admin, whose create form
 * starts without a restaurant: the admin must offer "Create new", and what they create goes to
 * their restaurant, never to the global library. Through REST with each role's own token.
 */
let payload: Payload;
let api: ApiClient;
let world: AccessWorld;

async function tokenOf(email: string): Promise<string> {
  const login = await api.rest('POST', 'users/login', { json: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return login.body.token as string;
}

async function imageForm(data: Record<string, unknown>): Promise<FormData> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }),
    'own.png',
  );
  form.append('_payload', JSON.stringify(data));
  return form;
}

beforeAll(async () => {
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
});

afterAll(async () => {
  await payload?.destroy();
});

describe('a member of one restaurant creates without naming it', () => {
  test.each([
    ['owner', 'ownerA'],
    ['staff', 'staffA'],
  ] as const)('the admin lets the %s create media and ingredients', async (_role, user) => {
    const token = await tokenOf(world.users[user].email);
    const access = await api.rest('GET', 'access', { token });
    expect(access.status).toBe(200);
    expect(access.body.collections.media.create).toBe(true);
    expect(access.body.collections.ingredients.create).toBe(true);
  });

  test('an owner uploads a photo: it belongs to their restaurant', async () => {
    const token = await tokenOf(world.users.ownerA.email);
    const created = await api.rest('POST', 'media', {
      token,
      form: await imageForm({ alt: 'ciorba' }),
    });
    expect(created.status).toBe(201);
    const stored = await payload.findByID({
      collection: 'media',
      id: created.body.doc.id,
      depth: 0,
    });
    expect(stored.restaurant).toBe(world.restaurant.A);
  });

  test('a staff member adds an ingredient: it belongs to their restaurant', async () => {
    const token = await tokenOf(world.users.staffA.email);
    const created = await api.rest('POST', 'ingredients', {
      token,
      json: { name: 'Smantana casei', restaurant: null },
    });
    expect(created.status).toBe(201);
    const stored = await payload.findByID({
      collection: 'ingredients',
      id: created.body.doc.id,
      depth: 0,
    });
    expect(stored.restaurant).toBe(world.restaurant.A);
  });
});

describe('a member of several restaurants says which', () => {
  test('without a restaurant the create is refused with the field named, and nothing is stored', async () => {
    const both = await createUser(payload, 'owner', [world.restaurant.A, world.restaurant.B]);
    const token = await tokenOf(both.email);
    const before = await payload.count({ collection: 'media', overrideAccess: true });
    const refused = await api.rest('POST', 'media', { token, form: await imageForm({ alt: 'x' }) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('restaurant');
    expect((await payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(
      before.totalDocs,
    );
    const chosen = await api.rest('POST', 'media', {
      token,
      form: await imageForm({ alt: 'x', restaurant: world.restaurant.B }),
    });
    expect(chosen.status).toBe(201);
  });

  test('another restaurant is still refused', async () => {
    const token = await tokenOf(world.users.ownerA.email);
    const refused = await api.rest('POST', 'media', {
      token,
      form: await imageForm({ alt: 'x', restaurant: world.restaurant.B }),
    });
    expect(refused.status).toBe(403);
  });
});
