import { sql } from '@payloadcms/db-postgres/drizzle';
import type { CollectionSlug, Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pdfText } from '../src/downloads/__fixtures__/pdfText';
import { adminTranslator } from '../src/utilities/adminTranslator';
import {
  type AccessWorld,
  createDocument,
  PASSWORD,
  seedAccessWorld,
  uniqueMarker,
} from './helpers/accessWorld';
import { type ApiClient, type ApiResponse, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * The access matrix's reference cases: the owner and a staff member of restaurant B save documents
 * of B that point at restaurant A's private ingredient, unpublished sub-recipe, image and dish,
 * through REST and GraphQL, as drafts and published. Each save is refused with exactly the answer a
 * missing id gets, nothing of A is stored, and B's label PDF never prints A's names. Positive cases
 * (the shared library, B's own documents) keep working.
 */

/** An id no document has: the answer for it is the one a foreign id must get. */
const MISSING_ID = 999_999;

type Role = 'owner' | 'staff';
type Transport = 'rest' | 'graphql';
type Status = 'draft' | 'published';

let payload: Payload;
let world: AccessWorld;
let api: ApiClient;
const tokens = {} as Record<Role, string>;
/** A's recipe that was never published, and its name: B must never get to see it. */
let unpublishedOfA: { id: number; name: string };
let ingredientNameOfA: string;
let unavailableRo: string;

beforeAll(async () => {
  payload = await createTestPayload();
  // Every refusal below would otherwise print a stack trace: the assertions say what matters.
  payload.logger.level = 'fatal';
  world = await seedAccessWorld(payload);
  api = createApiClient(payload.config);
  tokens.owner = await api.login(world.users.ownerB.email, PASSWORD);
  tokens.staff = await api.login(world.users.staffB.email, PASSWORD);
  const name = uniqueMarker('secret-sub-recipe-of-A');
  const draft = await payload.create({
    collection: 'recipes',
    draft: true,
    data: {
      restaurant: world.restaurant.A,
      name,
      _status: 'draft',
      category: 'food',
      portions: 1,
      lines: [{ kind: 'ingredient', ingredient: world.ingredient.A, quantity: 80, unit: 'g' }],
    },
  });
  unpublishedOfA = { id: draft.id, name };
  const ingredient = await payload.findByID({
    collection: 'ingredients',
    id: world.ingredient.A,
    overrideAccess: true,
  });
  ingredientNameOfA = ingredient.name;
  unavailableRo = (await adminTranslator('ro'))('admin.reference.unavailable');
});

afterAll(async () => {
  await payload?.destroy();
});

// ----------------------------------------------------------------------------------------------
// The documents B may save, each pointing at one reference.

interface ReferenceCase {
  /** What of A is referenced, and from where. */
  name: string;
  collection: 'recipes' | 'menus' | 'restaurants';
  /** The id of A's document being pointed at. */
  foreign: () => number;
  /** Documents without drafts are only saved published. */
  drafts: boolean;
  /** Who may edit the document at all (staff may not edit the restaurant). */
  roles: Role[];
  /** The save: a new document (recipes) or a change of B's own (menus, restaurants). */
  save: (reference: number) => { id?: number; data: Record<string, unknown> };
  /** The ids the stored document points at, where the reference would be. */
  storedReferences: (doc: Record<string, unknown>) => number[];
}

const idOf = (value: unknown): number =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number);

const recipeData = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  restaurant: world.restaurant.B,
  name: uniqueMarker('dish-of-B'),
  category: 'food',
  portions: 1,
  lines: [
    { kind: 'ingredient', ingredient: world.ingredient.global, quantity: 100, unit: 'g' },
    ...lines,
  ],
  ...extra,
});

const linesOf = (doc: Record<string, unknown>, field: 'ingredient' | 'recipe') =>
  ((doc.lines as Record<string, unknown>[] | undefined) ?? [])
    .map((line) => line[field])
    .filter((value) => value !== null && value !== undefined)
    .map(idOf);

const CASES: ReferenceCase[] = [
  {
    name: "recipe line → A's private ingredient",
    collection: 'recipes',
    foreign: () => world.ingredient.A,
    drafts: true,
    roles: ['owner', 'staff'],
    save: (reference) => ({
      data: recipeData([{ kind: 'ingredient', ingredient: reference, quantity: 50, unit: 'g' }]),
    }),
    storedReferences: (doc) => linesOf(doc, 'ingredient'),
  },
  {
    name: "recipe line → A's unpublished sub-recipe",
    collection: 'recipes',
    foreign: () => unpublishedOfA.id,
    drafts: true,
    roles: ['owner', 'staff'],
    save: (reference) => ({
      data: recipeData([{ kind: 'recipe', recipe: reference, quantity: 50, unit: 'g' }]),
    }),
    storedReferences: (doc) => linesOf(doc, 'recipe'),
  },
  {
    name: "recipe image → A's media",
    collection: 'recipes',
    foreign: () => world.media.A,
    drafts: true,
    roles: ['owner', 'staff'],
    save: (reference) => ({ data: recipeData([], { image: reference }) }),
    storedReferences: (doc) => (doc.image ? [idOf(doc.image)] : []),
  },
  {
    name: "menu section → A's dish",
    collection: 'menus',
    foreign: () => world.recipe.A,
    drafts: true,
    roles: ['owner', 'staff'],
    save: (reference) => ({
      id: world.menu.B,
      data: { sections: [{ title: 'Principale', dishes: [world.recipe.B, reference] }] },
    }),
    storedReferences: (doc) =>
      ((doc.sections as { dishes?: unknown[] }[] | undefined) ?? []).flatMap((section) =>
        (section.dishes ?? []).map(idOf),
      ),
  },
  {
    name: "restaurant logo → A's media",
    collection: 'restaurants',
    foreign: () => world.media.A,
    drafts: false,
    roles: ['owner'],
    save: (reference) => ({ id: world.restaurant.B, data: { logo: reference } }),
    storedReferences: (doc) => (doc.logo ? [idOf(doc.logo)] : []),
  },
  {
    name: "restaurant cover → A's media",
    collection: 'restaurants',
    foreign: () => world.media.A,
    drafts: false,
    roles: ['owner'],
    save: (reference) => ({ id: world.restaurant.B, data: { cover: reference } }),
    storedReferences: (doc) => (doc.cover ? [idOf(doc.cover)] : []),
  },
];

const GRAPHQL_NAME = { recipes: 'Recipe', menus: 'Menu', restaurants: 'Restaurant' } as const;

/** One save through either transport, in Romanian, as a draft or published. */
async function save(
  transport: Transport,
  role: Role,
  collection: ReferenceCase['collection'],
  status: Status,
  request: { id?: number; data: Record<string, unknown> },
): Promise<ApiResponse> {
  const token = tokens[role];
  const headers = { 'Accept-Language': 'ro' };
  const drafts = collection !== 'restaurants';
  const data = drafts ? { ...request.data, _status: status } : request.data;
  const draft = status === 'draft';
  if (transport === 'rest') {
    const query = `?depth=0${draft ? '&draft=true' : ''}`;
    return request.id === undefined
      ? api.rest('POST', `${collection}${query}`, { token, json: data, headers })
      : api.rest('PATCH', `${collection}/${request.id}${query}`, { token, json: data, headers });
  }
  const one = GRAPHQL_NAME[collection];
  const draftArgument = drafts ? ', draft: $draft' : '';
  const draftVariable = drafts ? ', $draft: Boolean' : '';
  const variables = { data, ...(drafts ? { draft } : {}) };
  return request.id === undefined
    ? api.graphql(
        `mutation ($data: mutation${one}Input!${draftVariable}) { create${one}(data: $data${draftArgument}) { id } }`,
        variables,
        token,
        headers,
      )
    : api.graphql(
        `mutation ($id: Int!, $data: mutation${one}UpdateInput!${draftVariable}) { update${one}(id: $id, data: $data${draftArgument}) { id } }`,
        { ...variables, id: request.id },
        token,
        headers,
      );
}

/** Whether a save went through: a 2xx, or GraphQL data without errors. */
const succeeded = (transport: Transport, response: ApiResponse) =>
  transport === 'rest'
    ? response.status >= 200 && response.status < 300
    : !response.body?.errors?.length && Object.values(response.body?.data ?? {})[0] != null;

/** The document as a save left it: its latest version (the draft, if any), access overridden. */
async function latest(collection: CollectionSlug, id: number) {
  return (await payload.findByID({
    collection,
    id,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })) as unknown as Record<string, unknown>;
}

async function count(collection: CollectionSlug) {
  return (await payload.count({ collection, overrideAccess: true })).totalDocs;
}

const CELLS = CASES.flatMap((referenceCase) =>
  referenceCase.roles.flatMap((role) =>
    (['rest', 'graphql'] as const).flatMap((transport) =>
      (referenceCase.drafts ? (['draft', 'published'] as const) : (['published'] as const)).map(
        (status) => ({
          label: `${transport} ${role} of B, ${status}: ${referenceCase.name}`,
          referenceCase,
          role,
          transport,
          status,
        }),
      ),
    ),
  ),
);

describe("references to another restaurant's documents, in drafts and published saves", () => {
  // A loop rather than test.each: each's $label is cut at 40 characters, losing the case.
  for (const { label, referenceCase, role, transport, status } of CELLS) {
    test(`${label} is refused exactly as a missing id`, async () => {
      const { collection } = referenceCase;
      const before = await count(collection);

      const foreign = await save(
        transport,
        role,
        collection,
        status,
        referenceCase.save(referenceCase.foreign()),
      );
      const missing = await save(
        transport,
        role,
        collection,
        status,
        referenceCase.save(MISSING_ID),
      );

      expect(succeeded(transport, foreign), JSON.stringify(foreign.body)).toBe(false);
      expect(succeeded(transport, missing), JSON.stringify(missing.body)).toBe(false);
      // No existence oracle: the same status and the same body, word for word.
      expect(foreign.status).toBe(missing.status);
      expect(foreign.body).toEqual(missing.body);
      if (transport === 'rest') expect(foreign.status).toBe(400);
      // Said in the caller's language, and never naming what belongs to A.
      const answer = JSON.stringify(foreign.body);
      expect(answer).toContain(unavailableRo);
      expect(answer).not.toContain(ingredientNameOfA);
      expect(answer).not.toContain(unpublishedOfA.name);

      expect(await count(collection)).toBe(before);
      const { id } = referenceCase.save(0);
      if (id !== undefined) {
        const stored = await latest(collection, id);
        expect(referenceCase.storedReferences(stored)).not.toContain(referenceCase.foreign());
      }
    });
  }
});

describe('references that stay allowed', () => {
  test.each(
    (['owner', 'staff'] as const).flatMap((role) =>
      (['draft', 'published'] as const).flatMap((status) =>
        (['rest', 'graphql'] as const).map((transport) => ({
          label: `${transport} ${role} of B, ${status}`,
          role,
          status,
          transport,
        })),
      ),
    ),
  )(
    '$label: the shared library and their own ingredient, sub-recipe and image',
    async ({ role, status, transport }) => {
      const ownMedia = world.media.B;
      const request = {
        data: recipeData(
          [
            { kind: 'ingredient', ingredient: world.ingredient.B, quantity: 20, unit: 'g' },
            { kind: 'recipe', recipe: world.recipe.B, quantity: 30, unit: 'g' },
          ],
          { image: ownMedia },
        ),
      };
      const response = await save(transport, role, 'recipes', status, request);
      expect(succeeded(transport, response), JSON.stringify(response.body)).toBe(true);
    },
  );

  test("a change to a library food still recomputes every restaurant's dishes", async () => {
    // The recompute a library change sets off reads with system access (no caller to restrict):
    // B's dish uses the library food, and its stored result must follow the change.
    const dish = await createDocument(payload, world, 'recipes', 'B');
    const resultOf = async () =>
      JSON.stringify(((await latest('recipes', dish)).computed as { result?: unknown }).result);
    const before = await resultOf();
    await payload.update({
      collection: 'ingredients',
      id: world.ingredient.global,
      data: {
        nutrients: { fat: 30, saturates: 10, carbohydrate: 40, sugars: 5, protein: 9, salt: 1 },
      },
    });
    expect(await resultOf()).not.toBe(before);
  });
});

describe("B's label PDF", () => {
  test.each(['draft', 'published'] as const)(
    "never prints A's names after a %s save that pointed at them",
    async (status) => {
      const created = await api.rest('POST', 'recipes?depth=0', {
        token: tokens.owner,
        json: { ...recipeData([]), _status: 'published' },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.doc.id as number;
      await save('rest', 'owner', 'recipes', status, {
        id,
        data: {
          lines: [
            { kind: 'ingredient', ingredient: world.ingredient.global, quantity: 100, unit: 'g' },
            { kind: 'ingredient', ingredient: world.ingredient.A, quantity: 50, unit: 'g' },
            { kind: 'recipe', recipe: unpublishedOfA.id, quantity: 50, unit: 'g' },
          ],
        },
      });
      const label = await api.download(`downloads/recipes/${id}/label.pdf?locale=ro`, tokens.owner);
      expect(label.status).toBe(200);
      const text = await pdfText(label.bytes);
      // The label is read: the library food B may use is printed.
      expect(text).toContain('făină');
      expect(text).not.toContain(ingredientNameOfA);
      expect(text).not.toContain(unpublishedOfA.name);
    },
  );
});

describe('the nutrition hook reads with the caller’s access', () => {
  test.each(['rest', 'graphql'] as const)(
    '%s: a sub-recipe of B whose stored line B may not read (system-written) refuses the save',
    async (transport) => {
      // Data from before the check: B's published sub-recipe whose line was pointed at A's
      // ingredient in the database. The save names only B's own sub-recipe, which passes the
      // reference check; the line inside it must not be read with B's access.
      const legacy = await createDocument(payload, world, 'recipes', 'B');
      await payload.db.drizzle.execute(
        sql`UPDATE "recipes_lines" SET "ingredient_id" = ${world.ingredient.A}
          WHERE "_parent_id" = ${legacy}`,
      );
      const before = await count('recipes');
      const response = await save(transport, 'owner', 'recipes', 'draft', {
        data: recipeData([{ kind: 'recipe', recipe: legacy, quantity: 40, unit: 'g' }]),
      });
      expect(succeeded(transport, response), JSON.stringify(response.body)).toBe(false);
      const answer = JSON.stringify(response.body);
      expect(answer).toContain(unavailableRo);
      expect(answer).not.toContain(ingredientNameOfA);
      expect(await count('recipes')).toBe(before);
    },
  );
});
