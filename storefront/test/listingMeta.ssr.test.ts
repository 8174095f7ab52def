import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

// Lighthouse's SEO audit asks every indexable page for a meta description.
let fakeCms: Awaited<ReturnType<typeof startFakeCms>>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  fakeCms = await startFakeCms();
  storefront = await startStorefront(fakeCms.url);
});

afterAll(async () => {
  await storefront?.close();
  await fakeCms?.close();
});

async function description(path: string): Promise<string | undefined> {
  const { status, body } = await httpGet(`${storefront.url}${path}`, {
    host: 'menu.valorinutritionale.localhost:8080',
  });
  expect(status).toBe(200);
  const tags = body.match(/<meta name="description" content="[^"]*"/g) ?? [];
  expect(tags).toHaveLength(1);
  return /content="([^"]*)"/.exec(tags[0] ?? '')?.[1];
}

describe('the listing pages have a translated meta description', () => {
  test.each([
    [
      '/en/restaurant',
      'Restaurants: menus with ingredients, allergens and nutrition values per 100 g and per portion, in your language.',
    ],
    [
      '/ro/restaurant/city/oradea',
      'Restaurante din Oradea: meniuri cu ingrediente, alergeni și valori nutriționale la 100 g și pe porție, în limba ta.',
    ],
    [
      '/hu/restaurant/city/oradea',
      'Oradea éttermei: étlapok összetevőkkel, allergénekkel és tápértékekkel 100 g-ra és adagra, az Ön nyelvén.',
    ],
  ])('%s', async (path, expected) => {
    expect(await description(path)).toBe(expected);
  });

  test.each(['/en', '/de', '/ro'])("the brand's home page %s has one too", async (path) => {
    expect(await description(path)).toMatch(/\S{3,}.*100 g/);
  });
});
