import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { dishBySlug, fetchPublicMenu } from './helpers/cmsApi';

const stack = inject('stack');

// A dish no other test reads by name: the rename below must not race another file's assertions.
const DISH = 'ceai-de-plante';
const MENU_PAGE = '/ro/restaurant/demo-bistro';

let token: string;
let recipeId: number | string;
let originalName: string;

/** A call to the CMS's REST API as the signed-in demo owner. */
async function asOwner(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${stack.cmsUrl}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `JWT ${token}`,
      ...(init.headers ?? {}),
    },
  });
}

async function renameDish(name: string): Promise<void> {
  const response = await asOwner(`/api/recipes/${recipeId}?locale=ro&depth=0`, {
    method: 'PATCH',
    body: JSON.stringify({ name, slug: DISH, _status: 'published' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function menuHtml(): Promise<string> {
  return (await fetch(`${stack.storefrontUrl}${MENU_PAGE}`)).text();
}

beforeAll(async () => {
  const login = await fetch(`${stack.cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: stack.demoPassword }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  const found = await asOwner(`/api/recipes?where[slug][equals]=${DISH}&locale=ro&depth=0&limit=1`);
  const docs = ((await found.json()) as { docs: { id: number | string; name: string }[] }).docs;
  const recipe = docs[0];
  if (!recipe) throw new Error(`The demo owner cannot see the recipe ${DISH}`);
  recipeId = recipe.id;
  originalName = recipe.name;
});

afterAll(async () => {
  if (recipeId !== undefined && originalName) await renameDish(originalName);
});

test("a dish renamed in the CMS shows under its new name after the CMS's revalidation call", async () => {
  // The storefront has the menu (and may have cached it) before the edit.
  expect(await menuHtml()).toContain(originalName);
  const renamed = `${originalName} proaspăt ${Date.now().toString(36)}`;
  await renameDish(renamed);
  const document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'ro' });
  expect(dishBySlug(document, DISH).name).toBe(renamed);
  // The CMS notifies the storefront once the save commits, without waiting for it: poll for the
  // outcome. A storefront that kept serving its cached copy would show the old name for its
  // whole cache lifetime (a minute), well past this poll.
  await expect.poll(menuHtml, { timeout: 10_000, interval: 250 }).toContain(renamed);
});

test('the revalidation endpoint refuses a call without the secret', async () => {
  const response = await fetch(`${stack.storefrontUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer not-the-secret-at-all' },
    body: JSON.stringify({ restaurant: 'demo-bistro', collection: 'recipes', id: 1 }),
  });
  expect(response.status).toBe(401);
});

test('the revalidation endpoint accepts the CMS secret', async () => {
  const response = await fetch(`${stack.storefrontUrl}/api/revalidate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${stack.revalidateSecret}`,
    },
    body: JSON.stringify({ restaurant: 'demo-bistro', collection: 'recipes', id: recipeId }),
  });
  expect(response.status).toBeLessThan(300);
});
