import { ro } from '@nutrimenu/core/messages/ro';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, type RunningCms, startCms } from './helpers/startCms';

/*
 * Whatever a caller sends, the CMS answers 4xx for the caller's mistakes, never 5xx: the cases an
 * outside test found (each named), then seeded random bodies, types, queries and file names. One
 * production CMS (server.ts, the demo seed) for the whole file.
 */

let cms: RunningCms;
let owner: string;
let staff: string;
let admin: string;
let restaurant: number;

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${cms.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token } = (await response.json()) as { token: string };
  return token;
}

beforeAll(async () => {
  cms = await startCms();
  owner = await signIn('owner@example.com');
  staff = await signIn('staff@example.com');
  admin = await signIn('admin@example.com');
  const restaurants = await fetch(`${cms.url}/api/restaurants?limit=1&depth=0`, {
    headers: { Authorization: `JWT ${owner}` },
  });
  restaurant = ((await restaurants.json()) as { docs: { id: number }[] }).docs[0]?.id ?? 0;
}, 1_800_000);

afterAll(async () => {
  await cms?.stop();
});

interface Answer {
  status: number;
  body: { errors?: { message?: string; data?: { errors?: { path?: string }[] } }[] } & Record<
    string,
    unknown
  >;
}

async function send(path: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `JWT ${init.token}`);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', 'ro');
  const response = await fetch(`${cms.url}${path}`, { ...init, headers });
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    // A file or an empty answer: only the status matters.
  }
  return { status: response.status, body };
}

const json = (data: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: typeof data === 'string' ? data : JSON.stringify(data),
});

const firstMessage = (answer: Answer) => answer.body.errors?.[0]?.message;
const errorPaths = (answer: Answer) =>
  (answer.body.errors ?? []).flatMap((error) => error.data?.errors?.map((e) => e.path) ?? []);

describe('malformed bodies', () => {
  test.each([
    ['nul', 'nul'],
    ['truncated JSON', '{"query":"{ Access {'],
    ['a JSON array', '[]'],
  ])('GraphQL with %s answers 400 in Romanian', async (_label, body) => {
    const answer = await send('/api/graphql', json(body));
    expect(answer.status).toBe(400);
    expect(firstMessage(answer)).toBe(
      body === '[]' ? ro['admin.error.bodyRequired'] : ro['admin.error.invalidJson'],
    );
  });

  test('anonymous GraphQL Access answers canAccessAdmin false', async () => {
    const answer = await send('/api/graphql', json({ query: '{ Access { canAccessAdmin } }' }));
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ Access: { canAccessAdmin: false } });
  });

  test.each([
    ['text/plain', { 'Content-Type': 'text/plain' }, '{"name":"Supă"}', 415],
    ['form-urlencoded', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'name=Supa', 415],
    ['multipart without a boundary', { 'Content-Type': 'multipart/form-data' }, 'name=Supa', 400],
    // fetch() sends an empty string as text/plain.
    ['an empty body', {}, '', 400],
    ['an empty JSON body', { 'Content-Type': 'application/json' }, '', 400],
  ])(
    'a recipe created with %s answers a 4xx in Romanian',
    async (_label, headers, body, status) => {
      const answer = await send('/api/recipes', { method: 'POST', headers, body, token: owner });
      expect(answer.status).toBe(status);
      expect(firstMessage(answer)).toMatch(/^[A-ZȘȚĂÎÂ]/u);
      expect(Object.values(ro)).toContain(firstMessage(answer));
    },
  );

  test('a read sent as a POST with a GET override, as the admin’s relationship fields do, is answered', async () => {
    const answer = await send('/api/ingredients', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Payload-HTTP-Method-Override': 'GET',
      },
      body: 'depth=0&limit=2',
      token: owner,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.docs).toHaveLength(2);
  });

  test('the admin’s empty list (its row count) is not a wrong shape', async () => {
    const answer = await send('/api/recipes?draft=true', {
      ...json({ name: 'Ciornă de test', restaurant, technicalSheet: { method: 0 } }),
      token: owner,
    });
    expect(answer.status).toBe(201);
  });

  test('a category sent as a number is a 400 on category, draft or not', async () => {
    for (const query of ['', '?draft=true']) {
      const answer = await send(`/api/recipes${query}`, {
        ...json({ name: 'Supă de test', restaurant, category: 0 }),
        token: owner,
      });
      expect(answer.status).toBe(400);
      expect(errorPaths(answer)).toContain('category');
    }
  });

  test('lines sent as an object are a 400 on lines', async () => {
    const answer = await send(
      '/api/recipes',
      json({ name: 'Supă de test', restaurant, lines: { kind: 'ingredient' } }),
    );
    const signed = await send('/api/recipes', {
      ...json({ name: 'Supă de test', restaurant, lines: { kind: 'ingredient' } }),
      token: owner,
    });
    expect(answer.status).toBeLessThan(500);
    expect(signed.status).toBe(400);
    expect(errorPaths(signed)).toContain('lines');
    expect(JSON.stringify(signed.body)).toContain(ro['admin.validation.wrongShape']);
  });

  test('lines nested 3,000 deep are a 400', async () => {
    const deep = `{"name":"Supă de test","restaurant":${restaurant},"lines":${'['.repeat(3000)}${']'.repeat(3000)}}`;
    const answer = await send('/api/recipes', { ...json(deep), token: owner });
    expect(answer.status).toBe(400);
    expect(firstMessage(answer)).toBe(ro['admin.error.bodyTooDeep'].replace('{depth}', '32'));
  });
});

describe('drafts', () => {
  test.each([
    ['owner', () => owner],
    ['staff', () => staff],
  ])('a draft with an unknown unit or category is a 400 for the %s', async (_role, token) => {
    for (const [line, path] of [
      [{ kind: 'ingredient', unit: 'bogus' }, 'lines.0.unit'],
      [{ kind: 'bogus' }, 'lines.0.kind'],
    ] as const) {
      const answer = await send('/api/recipes?draft=true', {
        ...json({ name: 'Ciornă de test', restaurant, lines: [line] }),
        token: token(),
      });
      expect(answer.status, path).toBe(400);
      expect(errorPaths(answer)).toContain(path);
    }
    const category = await send('/api/recipes?draft=true', {
      ...json({ name: 'Ciornă de test', restaurant, category: 'bogus' }),
      token: token(),
    });
    expect(category.status).toBe(400);
    expect(errorPaths(category)).toContain('category');
  });

  test('a draft may still leave required fields empty', async () => {
    const answer = await send('/api/recipes?draft=true', {
      ...json({ name: 'Ciornă fără linii', restaurant, lines: [{ kind: 'ingredient' }] }),
      token: owner,
    });
    expect(answer.status).toBe(201);
  });
});

describe('files', () => {
  test.each([
    '/api/media/file/no-such.png',
    '/api/videos/file/no-such.mp4',
    '/api/media/file/..%2F..%2Fpackage.json',
    '/api/media/file/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/api/videos/file/..%5C..%5Cpackage.json',
  ])('%s is a 404', async (path) => {
    expect((await send(path)).status).toBe(404);
    expect((await send(path, { token: owner })).status).toBe(404);
  });
});

describe('values a public contract refuses', () => {
  test('a brand’s colour and home page address are refused on their fields', async () => {
    const { docs } = (await (
      await fetch(`${cms.url}/api/brands?limit=1&depth=0`, {
        headers: { Authorization: `JWT ${admin}` },
      })
    ).json()) as { docs: { id: number }[] };
    const answer = await send(`/api/brands/${docs[0]?.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        themeColor: 'red;}</style><script>alert(1)</script>',
        homeUrl: 'javascript:alert(1)',
      }),
      token: admin,
    });
    expect(answer.status).toBe(400);
    expect(errorPaths(answer).sort()).toEqual(['homeUrl', 'themeColor']);
    expect(JSON.stringify(answer.body)).toContain(
      ro['admin.validation.themeColor'].replace('{example}', '#1f6f5c'),
    );
    expect((await send('/api/public/brands')).status).toBe(200);
  });

  test.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'a restaurant link %s is refused on its field',
    async (address) => {
      const answer = await send(`/api/restaurants/${restaurant}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ links: { reservation: address, website: 'https://example.ro' } }),
        token: owner,
      });
      expect(answer.status).toBe(400);
      expect(errorPaths(answer)).toEqual(['links.reservation']);
      expect(JSON.stringify(answer.body)).toContain(ro['admin.validation.httpUrl']);
    },
  );

  test('a brand stored broken by SQL is left out of the public brands; the others still answer', async () => {
    const client = new pg.Client({ connectionString: cms.databaseUrl });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO brands (name, key, company_name, home_url, theme_color, is_fallback, updated_at, created_at)
         VALUES ('Broken', 'broken-brand', 'Broken SRL', 'javascript:alert(1)', 'red;}</style><script>', false, now(), now())`,
      );
    } finally {
      await client.end();
    }
    const brands = await send('/api/public/brands');
    expect(brands.status).toBe(200);
    const keys = (brands.body as unknown as { key: string }[]).map((brand) => brand.key);
    expect(keys).not.toContain('broken-brand');
    expect(keys.length).toBeGreaterThan(0);
    expect((await send('/api/public/menus/demo-bistro?locale=ro')).status).toBe(200);
  });
});

// Values that upset parsers and hooks: wrong types, odd strings, deep and empty structures.
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(null, true, 0, -1, 1e308, '', 'bogus', '__proto__', '<script>', '%00', '💥'),
    fc.string({ maxLength: 12 }),
    fc.integer(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.constantFrom('kind', 'unit', 'quantity', 'ingredient', 'recipe', 'category', 'id', 'x'),
      tie('value'),
      { maxKeys: 3 },
    ),
  ),
})).value;

const recipeBody = fc.record(
  {
    name: hostileValue,
    restaurant: fc.oneof(fc.constant(restaurantRef()), hostileValue),
    lines: hostileValue,
    category: hostileValue,
    portions: hostileValue,
    tags: hostileValue,
  },
  { requiredKeys: [] },
);

// The restaurant id is known only once the CMS runs: a placeholder replaced when sent.
function restaurantRef() {
  return '$restaurant';
}

const withRestaurant = (data: unknown) =>
  JSON.stringify(data).replaceAll('"$restaurant"', String(restaurant));

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
];

describe('seeded random input', () => {
  test('recipe writes (draft and published, owner and staff) never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        recipeBody,
        fc.boolean(),
        fc.constantFrom('owner', 'staff'),
        async (data, draft, role) => {
          const answer = await send(`/api/recipes${draft ? '?draft=true' : ''}`, {
            ...json(withRestaurant(data)),
            token: role === 'owner' ? owner : staff,
          });
          expect(answer.status, withRestaurant(data)).toBeLessThan(500);
        },
      ),
      { seed: 20261129, numRuns: 60 },
    );
  });

  test('bodies of any type and shape never answer 5xx, REST or GraphQL', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/recipes', '/api/menus', '/api/graphql', '/api/users/login'),
        fc.constantFrom(...CONTENT_TYPES),
        fc.oneof(
          fc.string({ maxLength: 40 }),
          hostileValue.map((value) => JSON.stringify(value) ?? ''),
          fc.constantFrom('nul', '{', '{"query":', '{"query":"{ Access { canAccessAdmin } }"}'),
        ),
        fc.boolean(),
        async (path, type, body, signedIn) => {
          const answer = await send(path, {
            method: 'POST',
            headers: type ? { 'Content-Type': type } : {},
            body,
            ...(signedIn ? { token: owner } : {}),
          });
          expect(answer.status, `${path} ${type} ${body}`).toBeLessThan(500);
        },
      ),
      { seed: 20261129, numRuns: 80 },
    );
  });

  test('file names never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('media', 'videos'),
        fc.array(fc.constantFrom('..', '%2F', '%2e', '%5C', 'a', '.png', '%00', '~', 'é', '%25'), {
          minLength: 1,
          maxLength: 6,
        }),
        async (collection, pieces) => {
          const name = pieces.join('').replace(/[^\x21-\x7e]/gu, encodeURIComponent);
          const answer = await send(`/api/${collection}/file/${name}`);
          expect(answer.status, name).toBeLessThan(500);
        },
      ),
      { seed: 20261129, numRuns: 40 },
    );
  });
});
