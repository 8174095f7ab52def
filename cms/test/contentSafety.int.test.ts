import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AccessWorld, PASSWORD, seedAccessWorld, uniqueMarker } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

/*
 * What keeps owners' work from being lost, through the real REST handlers as each role:
 * versions and drafts with restore, document locks (and who may see them), and deletions
 * refused while recipes still use an ingredient or a sub-recipe.
 */

let payload: Payload;
let api: ApiClient;
let world: AccessWorld;
const tokens = { admin: '', ownerA: '', staffA: '', ownerB: '', staffB: '' };
const EN = { 'Accept-Language': 'en' };

beforeAll(async () => {
  payload = await createTestPayload();
  api = createApiClient(payload.config);
  world = await seedAccessWorld(payload);
  tokens.admin = await api.login(world.users.admin.email, PASSWORD);
  tokens.ownerA = await api.login(world.users.ownerA.email, PASSWORD);
  tokens.staffA = await api.login(world.users.staffA.email, PASSWORD);
  tokens.ownerB = await api.login(world.users.ownerB.email, PASSWORD);
  tokens.staffB = await api.login(world.users.staffB.email, PASSWORD);
});

afterAll(async () => {
  await payload?.destroy();
});

type Line =
  | { kind: 'ingredient'; ingredient: number; quantity: number; unit: 'g' }
  | { kind: 'recipe'; recipe: number; quantity: number; unit: 'g' };

const ingredientLine = (ingredient: number, quantity = 100): Line => ({
  kind: 'ingredient',
  ingredient,
  quantity,
  unit: 'g',
});

/** A published recipe of restaurant A (or B), created over REST by that restaurant's owner. */
async function recipe(lines: Line[], tenant: 'A' | 'B' = 'A', onMenu = true) {
  const response = await api.rest('POST', 'recipes', {
    token: tenant === 'A' ? tokens.ownerA : tokens.ownerB,
    json: {
      restaurant: world.restaurant[tenant],
      name: uniqueMarker('Fel'),
      category: 'food',
      portions: 1,
      onMenu,
      _status: 'published',
      lines,
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.doc as { id: number; name: string };
}

async function privateIngredient(tenant: 'A' | 'B' = 'A') {
  return payload.create({
    collection: 'ingredients',
    data: {
      name: uniqueMarker('ingredient'),
      restaurant: world.restaurant[tenant],
      allergensDeclared: true,
      nutrients: { fat: 10, saturates: 1, carbohydrate: 5, sugars: 1, protein: 2, salt: 0.5 },
    },
  });
}

const exists = async (collection: 'ingredients' | 'recipes', id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true }))
    .totalDocs === 1;

describe('versions and drafts', () => {
  test('an owner restores an older version of a recipe over REST, and it is recomputed', async () => {
    const flour = world.ingredient.global;
    const created = await recipe([ingredientLine(flour, 100)]);
    const original = await api.rest('GET', `recipes/${created.id}`, { token: tokens.ownerA });
    const originalKcal = original.body.computed.result.per100g.energyKcal;

    const renamed = `${created.name} (new)`;
    const changed = await api.rest('PATCH', `recipes/${created.id}`, {
      token: tokens.ownerA,
      json: {
        name: renamed,
        lines: [ingredientLine(flour, 100), ingredientLine(world.ingredient.A, 300)],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.doc.computed.result.per100g.energyKcal).not.toEqual(originalKcal);

    const versions = await api.rest(
      'GET',
      `recipes/versions?where[parent][equals]=${created.id}&sort=createdAt&depth=0`,
      { token: tokens.ownerA },
    );
    expect(versions.status).toBe(200);
    const older = versions.body.docs.find(
      (version: { version: { name: string } }) => version.version.name === created.name,
    );
    expect(older).toBeDefined();

    const restored = await api.rest('POST', `recipes/versions/${older.id}`, {
      token: tokens.ownerA,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const after = await api.rest('GET', `recipes/${created.id}`, { token: tokens.ownerA });
    expect(after.body.name).toBe(created.name);
    expect(after.body.lines).toHaveLength(1);
    expect(after.body.computed.result.per100g.energyKcal).toEqual(originalKcal);
  });

  test("another restaurant's owner cannot restore it", async () => {
    const created = await recipe([ingredientLine(world.ingredient.global)]);
    await api.rest('PATCH', `recipes/${created.id}`, {
      token: tokens.ownerA,
      json: { name: `${created.name} v2` },
    });
    const older = await payload.findVersions({
      collection: 'recipes',
      where: { parent: { equals: created.id }, 'version.name': { equals: created.name } },
      overrideAccess: true,
    });
    const versionId = older.docs[0]?.id;
    expect(versionId).toBeDefined();
    const attempt = await api.rest('POST', `recipes/versions/${versionId}`, {
      token: tokens.ownerB,
    });
    expect(attempt.status).toBe(403);
    expect(attempt.body).toEqual({
      errors: [{ message: 'You are not allowed to perform this action.' }],
    });
    const stored = await payload.findByID({ collection: 'recipes', id: created.id });
    expect(stored.name).toBe(`${created.name} v2`);
  });

  test('a draft leaves the published menu as it is until it is published; restore works for menus', async () => {
    const name = uniqueMarker('Meniu');
    const created = await api.rest('POST', 'menus', {
      token: tokens.staffA,
      json: { restaurant: world.restaurant.A, name, _status: 'published' },
    });
    expect(created.status).toBe(201);
    const id = created.body.doc.id;
    const draft = await api.rest('PATCH', `menus/${id}?draft=true`, {
      token: tokens.staffA,
      json: { name: `${name} (draft)` },
    });
    expect(draft.status).toBe(200);
    expect((await api.rest('GET', `menus/${id}`, { token: tokens.staffA })).body.name).toBe(name);
    expect(
      (await api.rest('GET', `menus/${id}?draft=true`, { token: tokens.staffA })).body.name,
    ).toBe(`${name} (draft)`);

    await api.rest('PATCH', `menus/${id}`, {
      token: tokens.staffA,
      json: { name: `${name} (published)`, _status: 'published' },
    });
    const versions = await api.rest('GET', `menus/versions?where[parent][equals]=${id}`, {
      token: tokens.staffA,
    });
    const first = versions.body.docs.find(
      (version: { version: { name: string } }) => version.version.name === name,
    );
    const restored = await api.rest('POST', `menus/versions/${first.id}`, {
      token: tokens.staffA,
    });
    expect(restored.status).toBe(200);
    expect((await api.rest('GET', `menus/${id}`, { token: tokens.staffA })).body.name).toBe(name);
  });
});

describe('document locks', () => {
  const lock = (token: string, collection: string, id: number, userId: number) =>
    api.rest('POST', 'payload-locked-documents', {
      token,
      json: {
        document: { relationTo: collection, value: id },
        user: { relationTo: 'users', value: userId },
      },
    });
  const locksOn = (token: string, collection: string, id: number) =>
    api.rest(
      'GET',
      `payload-locked-documents?where[document.relationTo][equals]=${collection}&where[document.value][equals]=${id}&depth=0`,
      { token },
    );

  test('a second user of the restaurant sees who holds the lock and cannot save meanwhile', async () => {
    const created = await recipe([ingredientLine(world.ingredient.global)]);
    const locked = await lock(tokens.ownerA, 'recipes', created.id, world.users.ownerA.id);
    expect(locked.status, JSON.stringify(locked.body)).toBe(201);

    const seen = await locksOn(tokens.staffA, 'recipes', created.id);
    expect(seen.status).toBe(200);
    expect(seen.body.docs).toHaveLength(1);
    expect(seen.body.docs[0].user).toEqual({ relationTo: 'users', value: world.users.ownerA.id });

    const save = await api.rest('PATCH', `recipes/${created.id}`, {
      token: tokens.staffA,
      json: { description: 'meanwhile' },
    });
    expect(save.status).toBe(423);
    expect(save.body.errors[0].message).toMatch(/locked by another user/);

    // The holder saves as usual.
    const own = await api.rest('PATCH', `recipes/${created.id}`, {
      token: tokens.ownerA,
      json: { description: 'by the holder' },
    });
    expect(own.status).toBe(200);
  });

  test.each(['menus', 'ingredients'] as const)(
    'a locked document of %s refuses a colleague’s save too',
    async (collection) => {
      const id =
        collection === 'menus'
          ? (
              await api.rest('POST', 'menus', {
                token: tokens.ownerA,
                json: { restaurant: world.restaurant.A, name: uniqueMarker('Meniu') },
              })
            ).body.doc.id
          : (await privateIngredient()).id;
      const locked = await lock(tokens.ownerA, collection, id, world.users.ownerA.id);
      expect(locked.status, JSON.stringify(locked.body)).toBe(201);
      const save = await api.rest('PATCH', `${collection}/${id}`, {
        token: tokens.staffA,
        json: { name: uniqueMarker('meanwhile') },
      });
      expect(save.status).toBe(423);
      expect(save.body.errors[0].message).toMatch(/locked by another user/);
    },
  );

  test("another restaurant's users neither see the lock nor can lock, take over or release", async () => {
    const created = await recipe([ingredientLine(world.ingredient.global)]);
    const locked = await lock(tokens.ownerA, 'recipes', created.id, world.users.ownerA.id);
    const lockId = locked.body.doc.id;

    for (const token of [tokens.ownerB, tokens.staffB]) {
      expect((await locksOn(token, 'recipes', created.id)).body.docs).toEqual([]);
      const all = await api.rest('GET', 'payload-locked-documents?limit=100&depth=0', { token });
      expect(all.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(lockId);
      expect((await api.rest('GET', `payload-locked-documents/${lockId}`, { token })).status).toBe(
        404,
      );
    }
    const other = await lock(tokens.ownerB, 'recipes', created.id, world.users.ownerB.id);
    expect(other.status).toBe(403);
    const takeOver = await api.rest('PATCH', `payload-locked-documents/${lockId}`, {
      token: tokens.ownerB,
      json: { user: { relationTo: 'users', value: world.users.ownerB.id } },
    });
    expect(takeOver.status).toBe(403);
    const release = await api.rest('DELETE', `payload-locked-documents/${lockId}`, {
      token: tokens.ownerB,
    });
    expect(release.status).toBe(403);

    const stored = await payload.find({
      collection: 'payload-locked-documents',
      where: { id: { equals: lockId } },
      depth: 0,
      overrideAccess: true,
    });
    expect(stored.docs[0]?.user).toEqual({ relationTo: 'users', value: world.users.ownerA.id });
  });

  test('nobody but an admin locks in the name of someone else; a colleague may take over', async () => {
    const created = await recipe([ingredientLine(world.ingredient.global)]);
    const forSomeoneElse = await lock(tokens.staffA, 'recipes', created.id, world.users.ownerA.id);
    expect(forSomeoneElse.status).toBe(403);

    const locked = await lock(tokens.ownerA, 'recipes', created.id, world.users.ownerA.id);
    const takeOver = await api.rest('PATCH', `payload-locked-documents/${locked.body.doc.id}`, {
      token: tokens.staffA,
      json: { user: { relationTo: 'users', value: world.users.staffA.id } },
    });
    expect(takeOver.status).toBe(200);
    expect(takeOver.body.doc.user.value).toEqual(
      expect.objectContaining({ id: world.users.staffA.id }),
    );
    const release = await api.rest('DELETE', `payload-locked-documents/${locked.body.doc.id}`, {
      token: tokens.staffA,
    });
    expect(release.status).toBe(200);
  });

  test('a shared library ingredient can be locked only by an admin; admins see every lock', async () => {
    const staffLock = await lock(
      tokens.staffA,
      'ingredients',
      world.ingredient.global,
      world.users.staffA.id,
    );
    expect(staffLock.status).toBe(403);
    const adminLock = await lock(
      tokens.admin,
      'ingredients',
      world.ingredient.global,
      world.users.admin.id,
    );
    expect(adminLock.status).toBe(201);
    // Staff may read the library ingredient, so they see that it is being edited.
    const seen = await locksOn(tokens.staffA, 'ingredients', world.ingredient.global);
    expect(seen.body.docs).toHaveLength(1);
    const all = await api.rest('GET', 'payload-locked-documents?limit=100&depth=0', {
      token: tokens.admin,
    });
    expect(all.body.totalDocs).toBeGreaterThanOrEqual(2);
  });

  test('anonymous requests see no lock', async () => {
    expect((await api.rest('GET', 'payload-locked-documents')).status).toBe(403);
  });
});

describe('deleting what recipes still use', () => {
  test('an ingredient used by a recipe is refused with a 409 naming it; nothing is deleted', async () => {
    const butter = await privateIngredient('A');
    const dish = await recipe([ingredientLine(butter.id)]);
    const response = await api.rest('DELETE', `ingredients/${butter.id}`, {
      token: tokens.ownerA,
      headers: EN,
    });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toBe(
      `This ingredient cannot be deleted: 1 recipe uses it. Used in: ${dish.name}. Remove it from those recipes first, then delete it.`,
    );
    expect(response.body.errors[0].data).toEqual({
      recipes: [{ id: dish.id, name: dish.name }],
      hiddenCount: 0,
    });
    expect(await exists('ingredients', butter.id)).toBe(true);
    const stillUsing = await payload.findByID({ collection: 'recipes', id: dish.id, depth: 0 });
    expect(stillUsing.lines?.[0]?.ingredient).toBe(butter.id);
  });

  test('the message is in the language of the request', async () => {
    const salt = await privateIngredient('A');
    await recipe([ingredientLine(salt.id)]);
    const response = await api.rest('DELETE', `ingredients/${salt.id}`, {
      token: tokens.staffA,
      headers: { 'Accept-Language': 'ro' },
    });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toMatch(
      /^Acest ingredient nu poate fi șters: îl folosește 1 rețetă\. Folosit în: /,
    );
  });

  test("other restaurants' recipes are counted, never named", async () => {
    // A library ingredient both restaurants use, which then became restaurant A's own: Payload
    // refuses that move (B's recipe would no longer validate), so it is written below it, as
    // data from before these rules would be.
    const oil = await payload.create({
      collection: 'ingredients',
      data: { name: uniqueMarker('ulei'), allergensDeclared: true },
    });
    const ours = await recipe([ingredientLine(oil.id)], 'A');
    const theirs = await recipe([ingredientLine(oil.id)], 'B');
    await payload.db.updateOne({
      collection: 'ingredients',
      id: oil.id,
      data: { restaurant: world.restaurant.A },
    });
    const response = await api.rest('DELETE', `ingredients/${oil.id}`, {
      token: tokens.ownerA,
      headers: EN,
    });
    expect(response.status).toBe(409);
    const { message, data } = response.body.errors[0];
    expect(message).toContain('2 recipes use it');
    expect(message).toContain(`Used in: ${ours.name}.`);
    expect(message).toContain('1 of them belongs to another restaurant.');
    expect(message).not.toContain(theirs.name);
    expect(data).toEqual({ recipes: [{ id: ours.id, name: ours.name }], hiddenCount: 1 });
  });

  test('a library ingredient used by several restaurants: the admin gets every name', async () => {
    const sugar = await payload.create({
      collection: 'ingredients',
      data: { name: uniqueMarker('zahăr'), allergensDeclared: true },
    });
    const a = await recipe([ingredientLine(sugar.id)], 'A');
    const b = await recipe([ingredientLine(sugar.id)], 'B');
    const response = await api.rest('DELETE', `ingredients/${sugar.id}`, {
      token: tokens.admin,
      headers: EN,
    });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].data.recipes.map((r: { id: number }) => r.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(await exists('ingredients', sugar.id)).toBe(true);
  });

  test('an ingredient used only in the latest draft of a recipe is refused too', async () => {
    const cream = await privateIngredient('A');
    const dish = await recipe([ingredientLine(world.ingredient.global)]);
    const draft = await api.rest('PATCH', `recipes/${dish.id}?draft=true`, {
      token: tokens.ownerA,
      json: { lines: [ingredientLine(cream.id)] },
    });
    expect(draft.status).toBe(200);
    const response = await api.rest('DELETE', `ingredients/${cream.id}`, {
      token: tokens.ownerA,
      headers: EN,
    });
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toContain(dish.name);
    expect(await exists('ingredients', cream.id)).toBe(true);
  });

  test('an unused ingredient is deleted', async () => {
    const unused = await privateIngredient('A');
    const response = await api.rest('DELETE', `ingredients/${unused.id}`, {
      token: tokens.ownerA,
    });
    expect(response.status).toBe(200);
    expect(await exists('ingredients', unused.id)).toBe(false);
  });

  test('a sub-recipe still used is refused naming the dish; once the dish is gone it deletes', async () => {
    const sauce = await recipe([ingredientLine(world.ingredient.A, 50)], 'A', false);
    const dish = await recipe([
      ingredientLine(world.ingredient.global),
      { kind: 'recipe', recipe: sauce.id, quantity: 50, unit: 'g' },
    ]);
    const refused = await api.rest('DELETE', `recipes/${sauce.id}`, {
      token: tokens.staffA,
      headers: EN,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].message).toBe(
      `This recipe cannot be deleted: 1 recipe uses it as a sub-recipe. Used in: ${dish.name}. Remove it from those recipes first, then delete it.`,
    );
    expect(await exists('recipes', sauce.id)).toBe(true);

    // Ticked "On the menu", the dish went onto restaurant A's published menu: confirmed.
    const deleted = await api.rest('DELETE', `recipes/${dish.id}?confirmPublishedMenus=true`, {
      token: tokens.staffA,
    });
    expect(deleted.status).toBe(200);
    expect((await api.rest('DELETE', `recipes/${sauce.id}`, { token: tokens.staffA })).status).toBe(
      200,
    );
    expect(await exists('recipes', sauce.id)).toBe(false);
  });

  test('bulk deletion refuses the used one and deletes the rest', async () => {
    const used = await privateIngredient('A');
    await recipe([ingredientLine(used.id)]);
    const unused = await privateIngredient('A');
    const response = await api.rest('DELETE', `ingredients?where[id][in]=${used.id},${unused.id}`, {
      token: tokens.ownerA,
      headers: EN,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({
        id: used.id,
        message: expect.stringMatching(/^This ingredient cannot be deleted: 1 recipe uses it\./),
      }),
    ]);
    expect(response.body.docs.map((doc: { id: number }) => doc.id)).toEqual([unused.id]);
    expect(await exists('ingredients', used.id)).toBe(true);
    expect(await exists('ingredients', unused.id)).toBe(false);
  });
});
