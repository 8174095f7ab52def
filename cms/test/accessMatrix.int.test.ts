import type { CollectionSlug, Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AccessWorld,
  createDocument,
  createUser,
  PASSWORD,
  restaurantOf,
  type Scope,
  type SeededUser,
  seedAccessWorld,
  tinyPng,
  uniqueENumber,
  uniqueMarker,
} from './helpers/accessWorld';
import { forgetRateLimits, lockAccount } from './helpers/accountLocks';
import { type ApiClient, type ApiResponse, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * Who may do what, through the real REST and GraphQL handlers, signed in as each role with a
 * JWT from POST /api/users/login. Nothing here overrides access except the reads that check
 * what is stored before and after a request.
 */

const COLLECTIONS = [
  'users',
  'brands',
  'restaurants',
  'subscriptions',
  'menus',
  'recipes',
  'ingredients',
  'additives',
  'media',
] as const;
type Collection = (typeof COLLECTIONS)[number];

const ROLES = ['anonymous', 'admin', 'owner', 'staff'] as const;
type Role = (typeof ROLES)[number];

const OPS = ['create', 'list', 'byId', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];

/**
 * Targets, seen from the signed-in owner or staff member of restaurant A:
 * - own: a document of restaurant A (for restaurants: restaurant A itself)
 * - other: a document of restaurant B (for restaurants: a restaurant they do not belong to)
 * - global: a shared document without restaurant (library ingredients, brand media, brands,
 *   additives); for restaurants, a new restaurant (create only)
 * - self: the signed-in user; ownTenant: a staff member of restaurant A;
 *   otherTenant: a staff member of restaurant B; admin: a provider admin
 * Admins and anonymous visitors belong to no restaurant: for them A and B are just two tenants.
 */
const TARGETS = {
  users: ['self', 'ownTenant', 'otherTenant', 'admin'],
  brands: ['global'],
  restaurants: ['own', 'other', 'global'],
  subscriptions: ['own', 'other'],
  menus: ['own', 'other'],
  recipes: ['own', 'other'],
  ingredients: ['own', 'other', 'global'],
  additives: ['global'],
  media: ['own', 'other', 'global'],
} as const satisfies Record<Collection, readonly string[]>;
type Target = (typeof TARGETS)[Collection][number];

/**
 * THE POLICY. Y = allowed, N = refused, - = does not apply.
 * create: create a document in the target's scope (a user: invite one into that scope);
 * list: the target appears in an unfiltered list; byId: read it by id;
 * update / delete: change or remove it.
 */
const POLICY_TABLE = `
collection     role       target       create list byId update delete
users          anonymous  self         -      -    -    -      -
users          anonymous  ownTenant    N      N    N    N      N
users          anonymous  otherTenant  N      N    N    N      N
users          anonymous  admin        N      N    N    N      N
users          admin      self         -      Y    Y    Y      Y
users          admin      ownTenant    Y      Y    Y    Y      Y
users          admin      otherTenant  Y      Y    Y    Y      Y
users          admin      admin        Y      Y    Y    Y      Y
users          owner      self         -      Y    Y    Y      N
users          owner      ownTenant    N      Y    Y    Y      Y
users          owner      otherTenant  N      N    N    N      N
users          owner      admin        N      N    N    N      N
users          staff      self         -      Y    Y    Y      N
users          staff      ownTenant    N      N    N    N      N
users          staff      otherTenant  N      N    N    N      N
users          staff      admin        N      N    N    N      N
brands         anonymous  global       N      N    N    N      N
brands         admin      global       Y      Y    Y    Y      Y
brands         owner      global       N      Y    Y    N      N
brands         staff      global       N      Y    Y    N      N
restaurants    anonymous  own          -      N    N    N      N
restaurants    anonymous  other        -      N    N    N      N
restaurants    anonymous  global       N      -    -    -      -
restaurants    admin      own          -      Y    Y    Y      Y
restaurants    admin      other        -      Y    Y    Y      Y
restaurants    admin      global       Y      -    -    -      -
restaurants    owner      own          -      Y    Y    Y      N
restaurants    owner      other        -      N    N    N      N
restaurants    owner      global       N      -    -    -      -
restaurants    staff      own          -      Y    Y    N      N
restaurants    staff      other        -      N    N    N      N
restaurants    staff      global       N      -    -    -      -
subscriptions  anonymous  own          N      N    N    N      N
subscriptions  anonymous  other        N      N    N    N      N
subscriptions  admin      own          Y      Y    Y    Y      Y
subscriptions  admin      other        Y      Y    Y    Y      Y
subscriptions  owner      own          N      Y    Y    N      N
subscriptions  owner      other        N      N    N    N      N
subscriptions  staff      own          N      N    N    N      N
subscriptions  staff      other        N      N    N    N      N
menus          anonymous  own          N      N    N    N      N
menus          anonymous  other        N      N    N    N      N
menus          admin      own          Y      Y    Y    Y      Y
menus          admin      other        Y      Y    Y    Y      Y
menus          owner      own          Y      Y    Y    Y      Y
menus          owner      other        N      N    N    N      N
menus          staff      own          Y      Y    Y    Y      Y
menus          staff      other        N      N    N    N      N
recipes        anonymous  own          N      N    N    N      N
recipes        anonymous  other        N      N    N    N      N
recipes        admin      own          Y      Y    Y    Y      Y
recipes        admin      other        Y      Y    Y    Y      Y
recipes        owner      own          Y      Y    Y    Y      Y
recipes        owner      other        N      N    N    N      N
recipes        staff      own          Y      Y    Y    Y      Y
recipes        staff      other        N      N    N    N      N
ingredients    anonymous  own          N      N    N    N      N
ingredients    anonymous  other        N      N    N    N      N
ingredients    anonymous  global       N      N    N    N      N
ingredients    admin      own          Y      Y    Y    Y      Y
ingredients    admin      other        Y      Y    Y    Y      Y
ingredients    admin      global       Y      Y    Y    Y      Y
ingredients    owner      own          Y      Y    Y    Y      Y
ingredients    owner      other        N      N    N    N      N
ingredients    owner      global       N      Y    Y    N      N
ingredients    staff      own          Y      Y    Y    Y      Y
ingredients    staff      other        N      N    N    N      N
ingredients    staff      global       N      Y    Y    N      N
additives      anonymous  global       N      N    N    N      N
additives      admin      global       Y      Y    Y    Y      Y
additives      owner      global       N      Y    Y    N      N
additives      staff      global       N      Y    Y    N      N
media          anonymous  own          N      N    N    N      N
media          anonymous  other        N      N    N    N      N
media          anonymous  global       N      N    N    N      N
media          admin      own          Y      Y    Y    Y      Y
media          admin      other        Y      Y    Y    Y      Y
media          admin      global       Y      Y    Y    Y      Y
media          owner      own          Y      Y    Y    Y      Y
media          owner      other        N      N    N    N      N
media          owner      global       N      Y    Y    N      N
media          staff      own          Y      Y    Y    Y      Y
media          staff      other        N      N    N    N      N
media          staff      global       N      Y    Y    N      N
`;

type Expectation = 'Y' | 'N' | '-';
type PolicyRow = { collection: Collection; role: Role; target: Target } & Record<Op, Expectation>;

function parsePolicy(table: string): PolicyRow[] {
  const lines = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const [header, ...rows] = lines;
  if (header?.join(' ') !== 'collection role target create list byId update delete') {
    throw new Error('Unexpected policy header');
  }
  return rows.map((cells) => {
    const [collection, role, target, ...expectations] = cells;
    if (!COLLECTIONS.includes(collection as Collection))
      throw new Error(`collection ${collection}`);
    if (!ROLES.includes(role as Role)) throw new Error(`role ${role}`);
    if (!(TARGETS[collection as Collection] as readonly string[]).includes(target ?? '')) {
      throw new Error(`target ${target} of ${collection}`);
    }
    if (expectations.length !== OPS.length || expectations.some((e) => !/^[YN-]$/.test(e))) {
      throw new Error(`expectations of ${cells.join(' ')}`);
    }
    const byOp = Object.fromEntries(OPS.map((op, index) => [op, expectations[index]])) as Record<
      Op,
      Expectation
    >;
    return { collection, role, target, ...byOp } as PolicyRow;
  });
}

const POLICY = parsePolicy(POLICY_TABLE);

function policyFor(collection: Collection, role: Role, target: Target): PolicyRow {
  const row = POLICY.find(
    (r) => r.collection === collection && r.role === role && r.target === target,
  );
  if (!row) throw new Error(`No policy for ${collection} ${role} ${target}`);
  return row;
}

type Transport = 'rest' | 'graphql';
const TRANSPORTS: Transport[] = ['rest', 'graphql'];

/** Payload's answer to a request its access rules refuse (English: no locale is asked for). */
const FORBIDDEN = 'You are not allowed to perform this action.';

interface Cell {
  name: string;
  transport: Transport;
  collection: Collection;
  role: Role;
  target: Target;
  op: Op;
  allowed: boolean;
}

const CELLS: Cell[] = POLICY.flatMap((row) =>
  OPS.flatMap((op) =>
    TRANSPORTS.flatMap((transport): Cell[] => {
      const expectation = row[op];
      if (expectation === '-') return [];
      // Payload's GraphQL API has no file upload: an allowed media upload is REST only (a refused
      // one is still checked through GraphQL).
      if (
        transport === 'graphql' &&
        row.collection === 'media' &&
        op === 'create' &&
        expectation === 'Y'
      ) {
        return [];
      }
      const allowed = expectation === 'Y';
      return [
        {
          name: `${transport} ${row.role} ${op} ${row.collection} (${row.target}) is ${allowed ? 'allowed' : 'refused'}`,
          transport,
          collection: row.collection,
          role: row.role,
          target: row.target,
          op,
          allowed,
        },
      ];
    }),
  ),
);

/** GraphQL names Payload derives from each collection's labels. */
const GRAPHQL_NAMES: Record<Collection, { one: string; many: string }> = {
  users: { one: 'User', many: 'Users' },
  brands: { one: 'Brand', many: 'Brands' },
  restaurants: { one: 'Restaurant', many: 'Restaurants' },
  subscriptions: { one: 'Subscription', many: 'Subscriptions' },
  menus: { one: 'Menu', many: 'Menus' },
  recipes: { one: 'Recipe', many: 'Recipes' },
  ingredients: { one: 'Ingredient', many: 'Ingredients' },
  additives: { one: 'Additive', many: 'Additives' },
  media: { one: 'Media', many: 'allMedia' },
};

let payload: Payload;
let world: AccessWorld;
let api: ApiClient;
/** The users the users rows are about, besides oneself (see TARGETS). */
let userTargets: Record<'ownTenant' | 'otherTenant' | 'admin', SeededUser>;
const tokens: Record<Role, string | undefined> = {
  anonymous: undefined,
  admin: undefined,
  owner: undefined,
  staff: undefined,
};

beforeAll(async () => {
  payload = await createTestPayload();
  // Every refusal below would otherwise print a stack trace: the assertions say what matters.
  payload.logger.level = 'fatal';
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  tokens.owner = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.staff = await api.login(world.users.staffA.email, PASSWORD);
  userTargets = {
    ownTenant: await createUser(payload, 'staff', [world.restaurant.A]),
    otherTenant: world.users.staffB,
    admin: await createUser(payload, 'admin', []),
  };
});

afterAll(async () => {
  await payload?.destroy();
});

// ----------------------------------------------------------------------------------------------
// Reading what is stored, with access overridden: the judge of every request below.

type Doc = Record<string, unknown> & { id: number };

async function stored(collection: CollectionSlug, id: number): Promise<Doc | null> {
  const doc = await payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  return (doc as Doc | null) ?? null;
}

async function storedAll(collection: CollectionSlug): Promise<Doc[]> {
  const { docs } = await payload.find({
    collection,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return docs as unknown as Doc[];
}

async function count(collection: CollectionSlug): Promise<number> {
  return (await payload.count({ collection, overrideAccess: true })).totalDocs;
}

const idOf = (value: unknown): number | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object'
      ? (value as { id: number }).id
      : (value as number);

const tenantsOf = (doc: Doc): number[] =>
  ((doc.tenants as { tenant: unknown }[] | null | undefined) ?? [])
    .map(({ tenant }) => idOf(tenant))
    .filter((id): id is number => id !== null)
    .sort();

// ----------------------------------------------------------------------------------------------
// What a request looks like, per collection.

const scopeOf = (target: Target): Scope =>
  target === 'own' ? 'A' : target === 'other' ? 'B' : 'global';

/** The signed-in user behind a role (anonymous has none). */
function actorOf(role: Role): { id: number; tenants: number[] } | null {
  if (role === 'admin') return { id: world.users.admin.id, tenants: [] };
  if (role === 'owner') return { id: world.users.ownerA.id, tenants: [world.restaurant.A] };
  if (role === 'staff') return { id: world.users.staffA.id, tenants: [world.restaurant.A] };
  return null;
}

interface CreateRequest {
  data: Record<string, unknown>;
  /** What the stored document must then say. */
  check: (doc: Doc) => void;
}

function createRequest(collection: Collection, target: Target): CreateRequest {
  const marker = uniqueMarker(`new-${collection}`);
  const restaurant = restaurantOf(scopeOf(target), world);
  const inScope = (doc: Doc) => expect(idOf(doc.restaurant)).toBe(restaurant);
  switch (collection) {
    case 'users': {
      const tenants =
        target === 'ownTenant'
          ? [world.restaurant.A]
          : target === 'otherTenant'
            ? [world.restaurant.B]
            : [];
      const role = target === 'admin' ? 'admin' : 'staff';
      return {
        data: {
          email: `${marker}@test.nutrimenu.ro`,
          password: PASSWORD,
          name: marker,
          role,
          tenants: tenants.map((tenant) => ({ tenant })),
        },
        check: (doc) => {
          expect(doc.role).toBe(role);
          expect(tenantsOf(doc)).toEqual(tenants);
        },
      };
    }
    case 'brands':
      return {
        data: { name: marker, key: marker, companyName: 'New SRL', homeUrl: 'https://new.ro' },
        check: (doc) => expect(doc.name).toBe(marker),
      };
    case 'restaurants':
      return {
        data: {
          name: marker,
          brand: world.brand.A,
          city: 'Iași',
          // GraphQL makes fields with defaults required in its input types.
          defaultLocale: 'ro',
          offeredLocales: ['ro'],
          currency: 'RON',
        },
        check: (doc) => expect(doc.name).toBe(marker),
      };
    case 'subscriptions':
      return {
        data: {
          restaurant,
          plan: 'trial',
          status: 'active',
          startsAt: '2026-02-01T00:00:00.000Z',
          endsAt: '2026-03-01T00:00:00.000Z',
        },
        check: inScope,
      };
    case 'menus':
      return { data: { restaurant, name: marker }, check: inScope };
    case 'recipes':
      return {
        data: {
          restaurant,
          name: marker,
          category: 'food',
          portions: 1,
          lines: [
            { kind: 'ingredient', ingredient: world.ingredient.global, quantity: 100, unit: 'g' },
          ],
        },
        check: inScope,
      };
    case 'ingredients':
      return {
        data: { name: marker, allergensDeclared: true, ...(restaurant ? { restaurant } : {}) },
        check: inScope,
      };
    case 'additives':
      return {
        data: { eNumber: uniqueENumber(), name: marker, functionalClass: 'acids' },
        check: (doc) => expect(doc.name).toBe(marker),
      };
    case 'media':
      return { data: { alt: marker, ...(restaurant ? { restaurant } : {}) }, check: inScope };
  }
}

/** A change to make to an existing document, and how to see it in the stored document. */
function updateRequest(collection: Collection): {
  data: Record<string, unknown>;
  applied: (doc: Doc) => boolean;
} {
  const marker = uniqueMarker('changed');
  const field: Record<Exclude<Collection, 'subscriptions'>, string> = {
    users: 'name',
    brands: 'companyName',
    restaurants: 'address',
    menus: 'name',
    recipes: 'description',
    ingredients: 'name',
    additives: 'name',
    media: 'alt',
  };
  if (collection === 'subscriptions') {
    const endsAt = new Date(Date.UTC(2030, 0, 1) + Number(marker.split('-').pop()) * 86_400_000);
    return {
      data: { endsAt: endsAt.toISOString() },
      applied: (doc) => doc.endsAt === endsAt.toISOString(),
    };
  }
  const name = field[collection];
  return { data: { [name]: marker }, applied: (doc) => doc[name] === marker };
}

/** The document a read is about, from the seeded world. */
async function readTarget(collection: Collection, role: Role, target: Target): Promise<number> {
  if (collection === 'users') {
    if (target === 'self') return actorOf(role)?.id ?? Number.NaN;
    return userTargets[target as 'ownTenant' | 'otherTenant' | 'admin'].id;
  }
  const scope = scopeOf(target);
  switch (collection) {
    case 'brands':
      return world.brand.A;
    case 'additives':
      return world.additive;
    case 'restaurants':
      return world.restaurant[scope === 'global' ? 'A' : scope];
    case 'subscriptions':
    case 'menus':
    case 'recipes': {
      const key = collection === 'subscriptions' ? 'subscription' : collection.slice(0, -1);
      return world[key as 'subscription' | 'menu' | 'recipe'][scope === 'global' ? 'A' : scope];
    }
    case 'ingredients':
      return world.ingredient[scope];
    case 'media':
      return world.media[scope];
  }
}

async function userVictim(target: Target) {
  if (target === 'ownTenant') return createUser(payload, 'staff', [world.restaurant.A]);
  if (target === 'otherTenant') return createUser(payload, 'staff', [world.restaurant.B]);
  return createUser(payload, 'admin', []);
}

/**
 * The document an update or delete is about, fresh so that cells do not depend on each other,
 * and the token to act with. Users are the exception, as each costs a password hash (and a
 * login, to act as oneself): a fresh one only for a delete that must succeed, the seeded ones
 * otherwise (changing a name twice is harmless, and a refused delete must leave them anyway).
 */
async function writeTarget(
  collection: Collection,
  role: Role,
  target: Target,
  op: 'update' | 'delete',
  allowed: boolean,
): Promise<{ id: number; token: string | undefined }> {
  if (collection === 'users') {
    if (op === 'update' || !allowed) {
      const id =
        target === 'self'
          ? (actorOf(role)?.id ?? Number.NaN)
          : userTargets[target as 'ownTenant' | 'otherTenant' | 'admin'].id;
      return { id, token: tokens[role] };
    }
    if (target === 'self') {
      const self = await createUser(
        payload,
        role as Exclude<Role, 'anonymous'>,
        role === 'admin' ? [] : [world.restaurant.A],
      );
      return { id: self.id, token: await api.login(self.email, PASSWORD) };
    }
    return { id: (await userVictim(target)).id, token: tokens[role] };
  }
  if (collection === 'restaurants' && target === 'own' && role !== 'admin') {
    // One's own restaurant is restaurant A itself: the refused deletes must leave it in place.
    return { id: world.restaurant.A, token: tokens[role] };
  }
  const id = await createDocument(payload, world, collection, scopeOf(target));
  return { id, token: tokens[role] };
}

// ----------------------------------------------------------------------------------------------
// Requests, through either transport, and what "refused" looks like in each.

interface Outcome {
  ok: boolean;
  id: number | null;
  ids: number[] | null;
  response: ApiResponse;
}

function restOutcome(response: ApiResponse, read: (body: ApiResponse['body']) => unknown): Outcome {
  const ok = response.status >= 200 && response.status < 300;
  const value = ok ? read(response.body) : null;
  return {
    ok,
    id: typeof value === 'number' ? value : null,
    ids: Array.isArray(value) ? value : null,
    response,
  };
}

function graphqlOutcome(response: ApiResponse, field: string, many = false): Outcome {
  const data = response.body?.data?.[field] ?? null;
  const ok = !response.body?.errors?.length && data !== null;
  return {
    ok,
    id: ok && !many ? (data.id as number) : null,
    ids: ok && many ? (data.docs as { id: number }[]).map((doc) => doc.id) : null,
    response,
  };
}

async function multipart(data: Record<string, unknown>): Promise<FormData> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }), 'x.png');
  form.append('_payload', JSON.stringify(data));
  return form;
}

async function perform(
  transport: Transport,
  collection: Collection,
  op: Op,
  args: { token: string | undefined; id?: number; data?: Record<string, unknown> },
): Promise<Outcome> {
  const { token, id, data } = args;
  const { one, many } = GRAPHQL_NAMES[collection];
  if (transport === 'rest') {
    switch (op) {
      case 'create': {
        const response =
          collection === 'media'
            ? await api.rest('POST', 'media', { token, form: await multipart(data ?? {}) })
            : await api.rest('POST', collection, { token, json: data });
        return restOutcome(response, (body) => body.doc?.id);
      }
      case 'list':
        return restOutcome(
          await api.rest('GET', `${collection}?pagination=false&depth=0`, { token }),
          (body) => (body.docs as { id: number }[]).map((doc) => doc.id),
        );
      case 'byId':
        return restOutcome(
          await api.rest('GET', `${collection}/${id}?depth=0`, { token }),
          (body) => body.id,
        );
      case 'update':
        return restOutcome(
          await api.rest('PATCH', `${collection}/${id}?depth=0`, { token, json: data }),
          (body) => body.doc?.id,
        );
      case 'delete':
        return restOutcome(
          await api.rest('DELETE', `${collection}/${id}`, { token }),
          (body) => body.doc?.id,
        );
    }
  }
  switch (op) {
    case 'create':
      return graphqlOutcome(
        await api.graphql(
          `mutation ($data: mutation${one}Input!) { create${one}(data: $data) { id } }`,
          { data },
          token,
        ),
        `create${one}`,
      );
    case 'list':
      return graphqlOutcome(
        await api.graphql(`{ ${many}(pagination: false) { docs { id } } }`, {}, token),
        many,
        true,
      );
    case 'byId':
      return graphqlOutcome(
        await api.graphql(`query ($id: Int!) { ${one}(id: $id) { id } }`, { id }, token),
        one,
      );
    case 'update':
      return graphqlOutcome(
        await api.graphql(
          `mutation ($id: Int!, $data: mutation${one}UpdateInput!) { update${one}(id: $id, data: $data) { id } }`,
          { id, data },
          token,
        ),
        `update${one}`,
      );
    case 'delete':
      return graphqlOutcome(
        await api.graphql(`mutation ($id: Int!) { delete${one}(id: $id) { id } }`, { id }, token),
        `delete${one}`,
      );
  }
}

/** A refusal is a 4xx (REST) or a GraphQL error with a 4xx code: never a 5xx, never a 2xx. */
function expectRefused(outcome: Outcome) {
  const { response } = outcome;
  expect(outcome.ok, JSON.stringify(response.body)).toBe(false);
  if (response.body?.errors && response.body?.data !== undefined) {
    for (const error of response.body.errors) {
      expect(error.extensions?.statusCode ?? 400, JSON.stringify(error)).toBeLessThan(500);
    }
  } else {
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  }
}

function expectSucceeded(outcome: Outcome) {
  expect(outcome.ok, `${outcome.response.status} ${JSON.stringify(outcome.response.body)}`).toBe(
    true,
  );
}

// ----------------------------------------------------------------------------------------------

describe('the policy table', () => {
  test('has exactly one row per collection, role and target', () => {
    for (const collection of COLLECTIONS) {
      for (const role of ROLES) {
        for (const target of TARGETS[collection]) {
          const rows = POLICY.filter(
            (r) => r.collection === collection && r.role === role && r.target === target,
          );
          expect(rows, `${collection} ${role} ${target}`).toHaveLength(1);
        }
      }
    }
    expect(POLICY).toHaveLength(
      COLLECTIONS.reduce((sum, collection) => sum + TARGETS[collection].length * ROLES.length, 0),
    );
  });

  test('anonymous visitors can do nothing through the Payload API', () => {
    const anonymous = POLICY.filter((row) => row.role === 'anonymous');
    for (const row of anonymous) for (const op of OPS) expect(row[op]).not.toBe('Y');
  });
});

describe('access matrix: collection × operation × role × target, through REST and GraphQL', () => {
  test.each(CELLS)('$name', async (cell) => {
    const { transport, collection, role, target, op, allowed } = cell;
    const slug = collection as CollectionSlug;

    if (op === 'create') {
      const request = createRequest(collection, target);
      const before = await count(slug);
      const outcome = await perform(transport, collection, 'create', {
        token: tokens[role],
        data: request.data,
      });
      if (allowed) {
        expectSucceeded(outcome);
        const doc = await stored(slug, outcome.id as number);
        expect(doc).not.toBeNull();
        request.check(doc as Doc);
      } else if (outcome.ok && target === 'global' && role !== 'anonymous') {
        // A member's create without a restaurant goes to their own one (enforceOwnRestaurant),
        // which the admin's create form relies on: never to the global library.
        const doc = await stored(slug, outcome.id as number);
        expect(targetOf(collection, role, doc as Doc)).toBe('own');
      } else {
        expectRefused(outcome);
        expect(await count(slug)).toBe(before);
      }
      return;
    }

    if (op === 'list' || op === 'byId') {
      const id = await readTarget(collection, role, target);
      const outcome = await perform(transport, collection, op, { token: tokens[role], id });
      if (op === 'list') {
        if (allowed) {
          expectSucceeded(outcome);
          expect(outcome.ids).toContain(id);
        } else if (outcome.ok) {
          expect(outcome.ids).not.toContain(id);
        } else {
          expectRefused(outcome);
        }
      } else if (allowed) {
        expectSucceeded(outcome);
        expect(outcome.id).toBe(id);
      } else {
        expectRefused(outcome);
        expect(JSON.stringify(outcome.response.body)).not.toContain(`"id":${id},`);
      }
      return;
    }

    const { id, token } = await writeTarget(collection, role, target, op, allowed);
    const before = await stored(slug, id);
    if (op === 'update') {
      const request = updateRequest(collection);
      const outcome = await perform(transport, collection, 'update', {
        token,
        id,
        data: request.data,
      });
      const after = await stored(slug, id);
      if (allowed) {
        expectSucceeded(outcome);
        expect(request.applied(after as Doc)).toBe(true);
      } else {
        expectRefused(outcome);
        expect(after).toEqual(before);
      }
      return;
    }

    const outcome = await perform(transport, collection, 'delete', { token, id });
    const after = await stored(slug, id);
    if (allowed) {
      expectSucceeded(outcome);
      expect(after).toBeNull();
    } else {
      expectRefused(outcome);
      expect(after).toEqual(before);
    }
  });
});

// ----------------------------------------------------------------------------------------------
// Lists hold exactly what the table allows, over every document the matrix has left behind.

/** Where a stored document stands relative to a signed-in role, in the table's terms. */
function targetOf(collection: Collection, role: Role, doc: Doc): Target {
  const actor = actorOf(role);
  const tenants = actor?.tenants ?? [];
  switch (collection) {
    case 'users':
      if (actor && doc.id === actor.id) return 'self';
      if (doc.role === 'admin') return 'admin';
      return tenantsOf(doc).some((tenant) => tenants.includes(tenant))
        ? 'ownTenant'
        : 'otherTenant';
    case 'brands':
    case 'additives':
      return 'global';
    case 'restaurants':
      return tenants.includes(doc.id) ? 'own' : 'other';
    case 'subscriptions':
    case 'menus':
    case 'recipes':
      return tenants.includes(idOf(doc.restaurant) as number) ? 'own' : 'other';
    case 'ingredients':
    case 'media': {
      const restaurant = idOf(doc.restaurant);
      if (restaurant === null) return 'global';
      return tenants.includes(restaurant) ? 'own' : 'other';
    }
  }
}

const LIST_CASES = ROLES.flatMap((role) =>
  COLLECTIONS.flatMap((collection) =>
    TRANSPORTS.map((transport) => ({
      name: `${transport} ${role} lists exactly the ${collection} the table allows`,
      role,
      collection,
      transport,
    })),
  ),
);

describe('lists contain exactly what the table allows', () => {
  test.each(LIST_CASES)('$name', async ({ role, collection, transport }) => {
    const all = await storedAll(collection);
    const expected = all
      .filter((doc) => policyFor(collection, role, targetOf(collection, role, doc)).list === 'Y')
      .map((doc) => doc.id)
      .sort((a, b) => a - b);
    const outcome = await perform(transport, collection, 'list', { token: tokens[role] });
    if (expected.length === 0 && !outcome.ok) {
      expectRefused(outcome);
      return;
    }
    expectSucceeded(outcome);
    expect([...(outcome.ids ?? [])].sort((a, b) => a - b)).toEqual(expected);
  });

  const versioned = ['menus', 'recipes'] as const;
  const VERSION_CASES = ROLES.flatMap((role) =>
    versioned.flatMap((collection) =>
      TRANSPORTS.map((transport) => ({
        name: `${transport} ${role} lists exactly the ${collection} versions the table allows`,
        role,
        collection,
        transport,
      })),
    ),
  );

  test.each(VERSION_CASES)('$name', async ({ role, collection, transport }) => {
    const { docs } = await payload.findVersions({
      collection,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    });
    const expected = docs
      .filter((version) => {
        const doc = { id: 0, restaurant: (version.version as { restaurant?: unknown }).restaurant };
        return policyFor(collection, role, targetOf(collection, role, doc)).list === 'Y';
      })
      .map((version) => String(version.id))
      .sort();
    const { many } = GRAPHQL_NAMES[collection];
    const response =
      transport === 'rest'
        ? await api.rest('GET', `${collection}/versions?pagination=false&depth=0`, {
            token: tokens[role],
          })
        : await api.graphql(
            `{ versions${many}(pagination: false) { docs { id } } }`,
            {},
            tokens[role],
          );
    const list =
      transport === 'rest' ? response.body?.docs : response.body?.data?.[`versions${many}`]?.docs;
    if (expected.length === 0 && !list) {
      // No read access at all (the anonymous visitor): the listing is refused outright.
      if (transport === 'rest') {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ errors: [{ message: FORBIDDEN }] });
      } else {
        expect(response.body.data).toEqual({ [`versions${many}`]: null });
        expect(
          response.body.errors.map((error: { extensions: unknown; message: string }) => [
            error.extensions,
            error.message,
          ]),
        ).toEqual([[{ name: 'Forbidden', statusCode: 403 }, FORBIDDEN]]);
      }
      return;
    }
    expect((list as { id: number | string }[]).map((version) => String(version.id)).sort()).toEqual(
      expected,
    );
  });
});

// ----------------------------------------------------------------------------------------------
// Requests a role may send, on documents it may edit, that must not change who belongs where or
// who may do what: the stored document keeps these fields, whatever the response.

type Actor = Exclude<Role, 'anonymous' | 'admin'>;

interface Escalation {
  name: string;
  collection: Collection;
  /** The document to send the change to, and the token to send it with. */
  target: () => Promise<{ id: number; token: string | undefined }>;
  data: () => Record<string, unknown>;
  /** What must stay as it was. */
  kept: (doc: Doc) => unknown;
}

async function freshSelf(role: Actor) {
  const user = await createUser(payload, role, [world.restaurant.A]);
  return { id: user.id, token: await api.login(user.email, PASSWORD) };
}

async function staffOfA(token: Actor) {
  return {
    id: (await createUser(payload, 'staff', [world.restaurant.A])).id,
    token: tokens[token],
  };
}

async function documentOfA(collection: 'menus' | 'recipes' | 'ingredients' | 'media', role: Actor) {
  return { id: await createDocument(payload, world, collection, 'A'), token: tokens[role] };
}

const keptRole = (doc: Doc) => doc.role;
const keptRestaurant = (doc: Doc) => idOf(doc.restaurant);

const ESCALATIONS: Escalation[] = [
  {
    name: 'an owner cannot make themselves admin',
    collection: 'users',
    target: () => freshSelf('owner'),
    data: () => ({ role: 'admin' }),
    kept: keptRole,
  },
  {
    name: 'a staff member cannot make themselves owner',
    collection: 'users',
    target: () => freshSelf('staff'),
    data: () => ({ role: 'owner' }),
    kept: keptRole,
  },
  {
    name: 'an owner cannot promote their staff member to admin',
    collection: 'users',
    target: () => staffOfA('owner'),
    data: () => ({ role: 'admin' }),
    kept: keptRole,
  },
  {
    name: 'an owner cannot add restaurant B to their own restaurants',
    collection: 'users',
    target: () => freshSelf('owner'),
    data: () => ({ tenants: [{ tenant: world.restaurant.A }, { tenant: world.restaurant.B }] }),
    kept: tenantsOf,
  },
  {
    name: 'an owner cannot move their staff member to restaurant B',
    collection: 'users',
    target: () => staffOfA('owner'),
    data: () => ({ tenants: [{ tenant: world.restaurant.B }] }),
    kept: tenantsOf,
  },
  {
    name: 'a staff member cannot add restaurant B to their restaurants',
    collection: 'users',
    target: () => freshSelf('staff'),
    data: () => ({ tenants: [{ tenant: world.restaurant.A }, { tenant: world.restaurant.B }] }),
    kept: tenantsOf,
  },
  {
    name: 'an owner cannot move a recipe to restaurant B',
    collection: 'recipes',
    target: () => documentOfA('recipes', 'owner'),
    data: () => ({ restaurant: world.restaurant.B }),
    kept: keptRestaurant,
  },
  {
    name: 'a staff member cannot move a menu to restaurant B',
    collection: 'menus',
    target: () => documentOfA('menus', 'staff'),
    data: () => ({ restaurant: world.restaurant.B }),
    kept: keptRestaurant,
  },
  {
    name: 'an owner cannot move a private ingredient to restaurant B',
    collection: 'ingredients',
    target: () => documentOfA('ingredients', 'owner'),
    data: () => ({ restaurant: world.restaurant.B }),
    kept: keptRestaurant,
  },
  {
    name: 'a staff member cannot turn a private ingredient into a global one',
    collection: 'ingredients',
    target: () => documentOfA('ingredients', 'staff'),
    data: () => ({ restaurant: null }),
    kept: keptRestaurant,
  },
  {
    name: 'a staff member cannot move a media file to restaurant B',
    collection: 'media',
    target: () => documentOfA('media', 'staff'),
    data: () => ({ restaurant: world.restaurant.B }),
    kept: keptRestaurant,
  },
  {
    name: 'an owner cannot turn a media file into a global one',
    collection: 'media',
    target: () => documentOfA('media', 'owner'),
    data: () => ({ restaurant: null }),
    kept: keptRestaurant,
  },
];

const ESCALATION_CASES = ESCALATIONS.flatMap((escalation) =>
  TRANSPORTS.map((transport) => ({
    ...escalation,
    transport,
    title: `${transport}: ${escalation.name}`,
  })),
);

describe('field-level escalations leave the stored document as it was', () => {
  test.each(ESCALATION_CASES)('$title', async ({ collection, target, data, kept, transport }) => {
    const { id, token } = await target();
    const slug = collection as CollectionSlug;
    const before = await stored(slug, id);
    const outcome = await perform(transport, collection, 'update', { token, id, data: data() });
    if (!outcome.ok) expectRefused(outcome);
    expect(kept((await stored(slug, id)) as Doc)).toEqual(kept(before as Doc));
  });
});

// ----------------------------------------------------------------------------------------------
// Creations refused as a whole: what an owner may not invite, and documents of restaurant A
// that would point at restaurant B's private documents (and so show them, or compute from them).

interface RefusedCreation {
  name: string;
  role: Actor;
  collection: Collection;
  data: () => Record<string, unknown>;
  allowed: boolean;
}

const recipeOfA = (extra: Record<string, unknown>) => ({
  restaurant: world.restaurant.A,
  name: uniqueMarker('recipe'),
  category: 'food',
  portions: 1,
  lines: [{ kind: 'ingredient', ingredient: world.ingredient.global, quantity: 100, unit: 'g' }],
  ...extra,
});

const CREATIONS: RefusedCreation[] = [
  {
    name: 'an owner cannot invite another owner',
    role: 'owner',
    collection: 'users',
    data: () => ({
      email: `${uniqueMarker('owner')}@test.nutrimenu.ro`,
      password: PASSWORD,
      name: 'Co-owner',
      role: 'owner',
      tenants: [{ tenant: world.restaurant.A }],
    }),
    allowed: false,
  },
  {
    name: 'an owner cannot invite a staff member into restaurants A and B',
    role: 'owner',
    collection: 'users',
    data: () => ({
      email: `${uniqueMarker('staff')}@test.nutrimenu.ro`,
      password: PASSWORD,
      name: 'Two jobs',
      role: 'staff',
      tenants: [{ tenant: world.restaurant.A }, { tenant: world.restaurant.B }],
    }),
    allowed: false,
  },
  {
    name: "a recipe of A cannot use B's private ingredient",
    role: 'owner',
    collection: 'recipes',
    data: () =>
      recipeOfA({
        lines: [{ kind: 'ingredient', ingredient: world.ingredient.B, quantity: 100, unit: 'g' }],
      }),
    allowed: false,
  },
  {
    name: "a recipe of A cannot use B's recipe as a sub-recipe",
    role: 'staff',
    collection: 'recipes',
    data: () =>
      recipeOfA({
        lines: [{ kind: 'recipe', recipe: world.recipe.B, quantity: 100, unit: 'g' }],
      }),
    allowed: false,
  },
  {
    name: "a recipe of A cannot show B's image",
    role: 'owner',
    collection: 'recipes',
    data: () => recipeOfA({ image: world.media.B }),
    allowed: false,
  },
  {
    name: "a menu of A cannot list B's recipe",
    role: 'staff',
    collection: 'menus',
    data: () => ({
      restaurant: world.restaurant.A,
      name: uniqueMarker('menu'),
      sections: [{ title: 'Mains', dishes: [world.recipe.B] }],
    }),
    allowed: false,
  },
  {
    name: 'a recipe of A may use its own and global ingredients, recipes and images',
    role: 'staff',
    collection: 'recipes',
    data: () =>
      recipeOfA({
        image: world.media.A,
        lines: [
          { kind: 'ingredient', ingredient: world.ingredient.A, quantity: 50, unit: 'g' },
          { kind: 'ingredient', ingredient: world.ingredient.global, quantity: 50, unit: 'g' },
          { kind: 'recipe', recipe: world.recipe.A, quantity: 50, unit: 'g' },
        ],
      }),
    allowed: true,
  },
  {
    name: 'a menu of A may list its own recipes',
    role: 'owner',
    collection: 'menus',
    data: () => ({
      restaurant: world.restaurant.A,
      name: uniqueMarker('menu'),
      sections: [{ title: 'Mains', dishes: [world.recipe.A] }],
    }),
    allowed: true,
  },
];

const CREATION_CASES = CREATIONS.flatMap((creation) =>
  TRANSPORTS.map((transport) => ({
    ...creation,
    transport,
    title: `${transport}: ${creation.name}`,
  })),
);

describe('creations that would cross a tenant or a role are refused', () => {
  test.each(CREATION_CASES)('$title', async ({ role, collection, data, allowed, transport }) => {
    const slug = collection as CollectionSlug;
    const before = await count(slug);
    const outcome = await perform(transport, collection, 'create', {
      token: tokens[role],
      data: data(),
    });
    if (allowed) {
      expectSucceeded(outcome);
      expect(await count(slug)).toBe(before + 1);
    } else {
      expectRefused(outcome);
      expect(await count(slug)).toBe(before);
    }
  });

  test.each(TRANSPORTS)(
    "%s: an owner cannot point their restaurant's logo at B's media",
    async (transport) => {
      const before = await stored('restaurants', world.restaurant.A);
      const outcome = await perform(transport, 'restaurants', 'update', {
        token: tokens.owner,
        id: world.restaurant.A,
        data: { logo: world.media.B },
      });
      if (!outcome.ok) expectRefused(outcome);
      expect((await stored('restaurants', world.restaurant.A))?.logo).toEqual(before?.logo ?? null);
    },
  );
});

// ----------------------------------------------------------------------------------------------
// Other ways in: duplicating, bulk writes (REST only: GraphQL has none).

describe('duplicates and bulk writes stay within the tenant', () => {
  const DUPLICATES = [
    { role: 'owner', collection: 'recipes', scope: 'B', allowed: false },
    { role: 'staff', collection: 'ingredients', scope: 'B', allowed: false },
    { role: 'staff', collection: 'menus', scope: 'B', allowed: false },
    { role: 'owner', collection: 'recipes', scope: 'A', allowed: true },
  ] as const;
  const CASES = DUPLICATES.flatMap((row) =>
    TRANSPORTS.map((transport) => ({
      ...row,
      transport,
      title: `${transport}: ${row.role} duplicating a ${row.collection.slice(0, -1)} of ${row.scope} is ${row.allowed ? 'allowed' : 'refused'}`,
    })),
  );

  test.each(CASES)('$title', async ({ role, collection, scope, allowed, transport }) => {
    const id = await createDocument(payload, world, collection, scope);
    const before = await count(collection);
    const { one } = GRAPHQL_NAMES[collection];
    const response =
      transport === 'rest'
        ? await api.rest('POST', `${collection}/${id}/duplicate`, { token: tokens[role], json: {} })
        : // GraphQL requires the fields a create requires, merged over the copy.
          await api.graphql(
            `mutation ($id: Int!, $data: mutation${one}Input!) { duplicate${one}(id: $id, data: $data) { id } }`,
            { id, data: createRequest(collection, scope === 'A' ? 'own' : 'other').data },
            tokens[role],
          );
    const outcome =
      transport === 'rest'
        ? restOutcome(response, (body) => body.doc?.id ?? body.id)
        : graphqlOutcome(response, `duplicate${one}`);
    if (allowed) {
      expectSucceeded(outcome);
      expect(keptRestaurant((await stored(collection, outcome.id as number)) as Doc)).toBe(
        world.restaurant.A,
      );
      expect(await count(collection)).toBe(before + 1);
    } else {
      expectRefused(outcome);
      expect(await count(collection)).toBe(before);
    }
  });

  test("an owner's bulk update of restaurant B's recipes changes nothing", async () => {
    await createDocument(payload, world, 'recipes', 'B');
    const marker = uniqueMarker('bulk');
    await api.rest('PATCH', `recipes?where[restaurant][equals]=${world.restaurant.B}`, {
      token: tokens.owner,
      json: { description: marker },
    });
    const changed = (await storedAll('recipes')).filter((doc) => doc.description === marker);
    expect(changed).toEqual([]);
  });

  test("a staff member's bulk delete of restaurant B's ingredients deletes nothing", async () => {
    await createDocument(payload, world, 'ingredients', 'B');
    const ofB = async () =>
      (await storedAll('ingredients')).filter((doc) => idOf(doc.restaurant) === world.restaurant.B)
        .length;
    const before = await ofB();
    await api.rest('DELETE', `ingredients?where[restaurant][equals]=${world.restaurant.B}`, {
      token: tokens.staff,
    });
    expect(await ofB()).toBe(before);
  });

  test("a staff member's bulk update of every user changes only themselves", async () => {
    const marker = uniqueMarker('bulk-user');
    await api.rest('PATCH', 'users?where[id][exists]=true', {
      token: tokens.staff,
      json: { name: marker },
    });
    const changed = (await storedAll('users')).filter((doc) => doc.name === marker);
    expect(changed.map((doc) => doc.id)).toEqual([world.users.staffA.id]);
  });

  test("an owner's bulk delete of admins deletes nothing", async () => {
    const admins = async () =>
      (await storedAll('users')).filter((doc) => doc.role === 'admin').length;
    const before = await admins();
    await api.rest('DELETE', 'users?where[role][equals]=admin', { token: tokens.owner });
    expect(await admins()).toBe(before);
  });
});

// ----------------------------------------------------------------------------------------------

describe('signing in', () => {
  const loginRest = (email: string, password: string) =>
    api.rest('POST', 'users/login', { json: { email, password } });
  const loginGraphql = (email: string, password: string) =>
    api.graphql(
      'mutation ($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
      { email, password },
    );
  const graphqlError = (response: ApiResponse) => ({
    message: response.body?.errors?.[0]?.message,
    statusCode: response.body?.errors?.[0]?.extensions?.statusCode,
    token: response.body?.data?.loginUser?.token ?? null,
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    const user = await createUser(payload, 'staff', [world.restaurant.A]);
    const unknown = await loginRest('nobody-here@test.nutrimenu.ro', 'whatever-password');
    const wrong = await loginRest(user.email, 'not-the-password');
    expect(unknown.status).toBe(401);
    expect(wrong).toEqual(unknown);
    expect(graphqlError(await loginGraphql(user.email, 'not-the-password'))).toEqual(
      graphqlError(await loginGraphql('nobody-here@test.nutrimenu.ro', 'whatever-password')),
    );
  });

  /** Five wrong passwords, through the API, as an attacker would. */
  // Payload's lock after its backstop of failures (the sign-in rate limit comes first).
  const lockOut = (email: string) => lockAccount(payload, email);

  async function isLocked(id: number): Promise<boolean> {
    const doc = await payload.findByID({
      collection: 'users',
      id,
      overrideAccess: true,
      showHiddenFields: true,
    });
    const lockUntil = (doc as { lockUntil?: string | null }).lockUntil;
    return typeof lockUntil === 'string' && new Date(lockUntil) > new Date();
  }

  const UNLOCKS = [
    { who: 'staff', whose: 'their owner', role: 'owner', tenant: 'A', allowed: false },
    {
      who: 'staff',
      whose: 'a staff member of restaurant B',
      role: 'staff',
      tenant: 'B',
      allowed: false,
    },
    {
      who: 'owner',
      whose: 'a staff member of restaurant B',
      role: 'staff',
      tenant: 'B',
      allowed: false,
    },
    { who: 'owner', whose: 'their staff member', role: 'staff', tenant: 'A', allowed: true },
  ] as const;

  test.each(
    UNLOCKS.flatMap((row) =>
      TRANSPORTS.map((transport) => ({
        ...row,
        transport,
        title: `${transport}: a locked account of ${row.whose} ${row.allowed ? 'can' : 'cannot'} be unlocked by a signed-in ${row.who}`,
      })),
    ),
  )('$title', async ({ who, role, tenant, allowed, transport }) => {
    const user = await createUser(payload, role, [world.restaurant[tenant]]);
    await lockOut(user.email);
    expect(await isLocked(user.id)).toBe(true);
    const token = tokens[who];
    const response =
      transport === 'rest'
        ? await api.rest('POST', 'users/unlock', { token, json: { email: user.email } })
        : await api.graphql(
            'mutation ($email: String!) { unlockUser(email: $email) }',
            { email: user.email },
            token,
          );
    expect(await isLocked(user.id)).toBe(!allowed);
    if (allowed) expect((await loginRest(user.email, PASSWORD)).status).toBe(200);
    else expect(JSON.stringify(response.body)).not.toContain('"token"');
  });

  test('five wrong passwords: the right one is then refused, and the answer still does not tell the e-mail exists', async () => {
    const user = await createUser(payload, 'owner', [world.restaurant.A]);
    expect((await loginRest(user.email, PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await loginRest(user.email, `wrong-${attempt}`)).status).toBe(401);
    }
    // Its own unknown e-mail: the others here have failures counted already.
    const unknownEmail = 'nobody-limited@test.nutrimenu.ro';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await loginRest(unknownEmail, `wrong-${attempt}`)).status).toBe(401);
    }
    const locked = await loginRest(user.email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body?.token).toBeUndefined();
    expect(graphqlError(await loginGraphql(user.email, PASSWORD)).token).toBeNull();
    const unknown = await loginRest(unknownEmail, PASSWORD);
    expect({ status: locked.status, body: locked.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect(graphqlError(await loginGraphql(user.email, PASSWORD))).toEqual(
      graphqlError(await loginGraphql(unknownEmail, PASSWORD)),
    );
    await forgetRateLimits(payload);
  });
});
