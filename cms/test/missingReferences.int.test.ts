import type { Payload } from 'payload';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AccessWorld, PASSWORD, seedAccessWorld, uniqueMarker } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * The provider's own collections (brands, their pages, subscriptions) saved over REST by an
 * admin with a reference to a document that does not exist: a translated 400 on that field,
 * never PostgreSQL's foreign-key violation surfacing as "An unknown error occurred." (500).
 */

const MISSING_ID = 999_999;
const UNAVAILABLE = 'This item does not exist or is not available to your restaurant.';
let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
let admin: string;

beforeAll(async () => {
  payload = await createTestPayload();
  payload.logger.level = 'fatal';
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  admin = await api.login(world.users.admin.email, PASSWORD);
});

afterAll(async () => {
  await payload?.destroy();
});

const cases = () =>
  [
    [
      'brands',
      'iconSmall',
      {
        name: uniqueMarker('Brand'),
        key: uniqueMarker('brand').toLowerCase(),
        companyName: 'Brand SRL',
        homeUrl: 'https://brand.example',
        iconSmall: MISSING_ID,
      },
    ],
    ['brandPages', 'brand', { brand: MISSING_ID, kind: 'help', title: 'Ajutor' }],
    [
      'subscriptions',
      'restaurant',
      { restaurant: MISSING_ID, plan: 'trial', startsAt: '2026-01-01', endsAt: '2026-12-31' },
    ],
  ] as const;

test.each(cases())('%s: a missing %s is a 400 on that field', async (collection, field, json) => {
  const before = await payload.count({ collection, overrideAccess: true });
  const response = await api.rest('POST', collection, {
    token: admin,
    headers: { 'Accept-Language': 'en' },
    json,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const errors = response.body.errors[0].data.errors as { path: string; message: string }[];
  expect(errors.map(({ path }) => path)).toEqual([field]);
  expect(errors[0]?.message).toContain(UNAVAILABLE);
  expect(await payload.count({ collection, overrideAccess: true })).toEqual(before);
});
