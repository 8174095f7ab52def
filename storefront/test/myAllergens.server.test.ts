import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shownDishSlugs } from './helpers/shownDishSlugs';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

// The fixture menu: the soup has eggs and milk, the pork milk, the dessert undeclared allergens.
const SOUP = 'ciorba-de-burta';
const PORK = 'muschiulet-de-porc-cu-orez-legume';
const DESSERT = 'papanasi-cu-smantana-si-dulceata-de-afine';
const LEMONADE = 'limonada-cu-menta';
const MENU = '/ro/restaurant/bistro-somes';
// With the locale cookie of the page's locale, so only the allergens decide how it is cached.
const MILK_AND_EGGS = 'locale=ro; myAllergens=exclude%3Deggs%26exclude%3Dmilk';

let cms: Awaited<ReturnType<typeof startFakeCms>>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;
let proxied: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  cms = await startFakeCms();
  storefront = await startStorefront(cms.url);
  proxied = await startStorefront(cms.url, { trustProxy: true });
});

afterAll(async () => {
  await storefront?.close();
  await proxied?.close();
  await cms?.close();
});

function post(body: string, headers: Record<string, string> = {}, to = storefront.url) {
  return fetch(`${to}/my-allergens?return=${encodeURIComponent(MENU)}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body,
  });
}

async function menu(path: string, cookie?: string) {
  const response = await fetch(`${storefront.url}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const html = await response.text();
  const body = html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf('<script type="application/json"'),
  );
  const dishes = shownDishSlugs(body);
  return { response, body: body.replaceAll('<!-- -->', ''), dishes };
}

describe('POST /my-allergens', () => {
  test('remember: a host-only, Lax, HttpOnly cookie and a 303 back keeping the other filters', async () => {
    const response = await post(
      'category=all&kcalMax=600&exclude=milk&exclude=eggs&q=supa&myAllergens=remember',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${MENU}?kcalMax=600&q=supa`);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^myAllergens=exclude%3Deggs%26exclude%3Dmilk; Max-Age=31536000;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Domain');
    expect(cookie).not.toContain('Secure');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('behind a trusted https proxy the cookie is Secure', async () => {
    const response = await post(
      'exclude=fish&myAllergens=remember',
      { 'X-Forwarded-Proto': 'https' },
      proxied.url,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });

  test('forget, or remember with nothing ticked, clears the cookie', async () => {
    for (const body of ['myAllergens=forget', 'exclude=&myAllergens=remember']) {
      const response = await post(body);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(MENU);
      expect(response.headers.get('set-cookie')).toMatch(
        /^myAllergens=; Path=\/; Expires=Thu, 01 Jan 1970/,
      );
    }
  });

  test.each([
    { label: 'a form of another site', headers: { 'Sec-Fetch-Site': 'cross-site' } },
    { label: 'a sibling subdomain', headers: { 'Sec-Fetch-Site': 'same-site' } },
  ])('$label is refused with a translated 403 and no cookie', async ({ headers }) => {
    const response = await post('exclude=milk&myAllergens=remember', headers);
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toBe(
      'Alergenii tăi pot fi reținuți doar din meniul acestui site.\n',
    );
  });

  test('an older browser posting from another Origin is refused too', async () => {
    const response = await fetch(`${storefront.url}/my-allergens?return=%2Fen`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
      body: 'exclude=milk&myAllergens=remember',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(
      'Your allergens can only be remembered from this site’s own menu.\n',
    );
  });

  test.each([
    {
      label: 'another origin to return to',
      query: 'return=%2F%2Fevil.example',
      body: 'myAllergens=forget',
    },
    { label: 'a backslash trick', query: 'return=%2F%5Cevil.example', body: 'myAllergens=forget' },
    { label: 'no return', query: '', body: 'myAllergens=forget' },
    {
      label: 'an unknown action',
      query: `return=${encodeURIComponent(MENU)}`,
      body: 'myAllergens=drop',
    },
    { label: 'no action', query: `return=${encodeURIComponent(MENU)}`, body: 'exclude=milk' },
    {
      label: 'a JSON body',
      query: `return=${encodeURIComponent(MENU)}`,
      body: '{"myAllergens":"remember"}',
    },
  ])('$label: a translated 400, nothing set', async ({ query, body }) => {
    const response = await fetch(`${storefront.url}/my-allergens?${query}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
      },
      body,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toMatch(
      /^(This form could not be read|Formularul nu a putut fi citit)/,
    );
  });
});

describe('a menu with remembered allergens', () => {
  test('is rendered filtered, with the bar, and private', async () => {
    const { response, body, dishes } = await menu(MENU, MILK_AND_EGGS);
    expect(dishes).toEqual([LEMONADE]);
    expect(body).toContain('Filtrat după alergenii tăi: Ouă și Lapte (inclusiv lactoză)');
    expect(body).toMatch(/<a href="#my-allergens">Modifică<\/a>/);
    expect(body).toContain('action="/my-allergens?return=%2Fro%2Frestaurant%2Fbistro-somes"');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  test('and the same URL without the cookie is the shared page, whatever was cached first', async () => {
    for (let round = 0; round < 2; round++) {
      const mine = await menu(MENU, MILK_AND_EGGS);
      const everyone = await menu(MENU, 'locale=ro');
      const unknown = await menu(MENU, 'myAllergens=exclude%3Dpizza; locale=ro');
      expect(mine.dishes).toEqual([LEMONADE]);
      expect(everyone.dishes).toEqual([SOUP, PORK, DESSERT, LEMONADE]);
      expect(everyone.body).not.toContain('Filtrat după alergenii tăi');
      expect(everyone.response.headers.get('cache-control')).toContain('public');
      expect(unknown.dishes).toEqual([SOUP, PORK, DESSERT, LEMONADE]);
    }
  });

  test('a URL choosing allergens itself wins, and offers to remember them', async () => {
    const unticked = await menu(`${MENU}?exclude=`, MILK_AND_EGGS);
    expect(unticked.dishes).toEqual([SOUP, PORK, DESSERT, LEMONADE]);
    expect(unticked.body).not.toContain('Filtrat după alergenii tăi');
    const other = await menu(`${MENU}?exclude=gluten`, MILK_AND_EGGS);
    expect(other.dishes).toEqual([SOUP, LEMONADE]);
    expect(other.body).toContain('Ține minte acești alergeni pe acest dispozitiv');
  });

  test('the filter shows them ticked and carries an empty exclude, so unticking them all holds', async () => {
    const { body } = await menu(MENU, MILK_AND_EGGS);
    expect(body).toMatch(/<input type="checkbox" name="exclude" checked="" value="milk"\/>/);
    expect(body).toContain('<input type="hidden" name="exclude" value=""/>');
  });

  test('without the cookie, the filter offers to remember and sends no empty exclude', async () => {
    const { body } = await menu(MENU);
    expect(body).toContain('Ține minte acești alergeni pe acest dispozitiv');
    expect(body).not.toContain('<input type="hidden" name="exclude" value=""/>');
  });
});
