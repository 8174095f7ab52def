import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

let cms: Awaited<ReturnType<typeof startFakeCms>>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  cms = await startFakeCms();
  storefront = await startStorefront(cms.url);
});

afterAll(async () => {
  await storefront?.close();
  await cms?.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${storefront.url}${path}`, { headers, redirect: 'manual' });
}

// fetch() drops a Host header (a forbidden header name); node:http sends it as given.
function getWithHost(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(`${storefront.url}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('server-rendered pages', () => {
  test('the unprefixed menu route renders the Romanian menu with its dishes', async () => {
    const response = await get('/restaurant/bistro-somes');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const html = await response.text();
    expect(html).toContain('<html lang="ro-RO">');
    expect(html).toContain('Bistro Someș');
    expect(html).toContain('Ciorbă de burtă');
    expect(html).toContain('Meniul zilei'); // the menu switcher
    expect(html).toMatch(/28,00\sRON/);
    expect(html).toContain('Produs congelat'); // the frozen pork dish
    expect(html).toContain('Ou'); // allergen names in Romanian
    expect(html).toContain('hreflang="en-US" href="http://127.0.0.1');
    expect(html).toContain('/en/restaurant/bistro-somes"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toMatch(/<script type="module"[^>]*src="\/assets\/index-[\w-]+\.js"/);
  });

  test('a prefixed route renders the interface in that locale', async () => {
    const html = await (await get('/en/restaurant/bistro-somes')).text();
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('Frozen product');
    expect(html).toContain('Allergens not yet declared'); // papanași: incomplete allergens
    expect(html).toContain('May contain traces of');
  });

  test('a secondary menu is served at /restaurant/{slug}/{menu}', async () => {
    const response = await get('/en/restaurant/bistro-somes/meniul-zilei');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('aria-current="page">Meniul zilei');
  });

  test('the dish page shows the nutrition table per 100 g and per portion with %RI', async () => {
    const response = await get('/en/restaurant/bistro-somes/recipes/ciorba-de-burta');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Nutrition declaration');
    expect(html).toContain('per 100 g');
    expect(html).toContain('per portion (405 g)');
    expect(html).toContain('247 kJ / 59 kcal');
    expect(html).toContain('22%'); // fat per portion, %RI
    expect(html).toContain('Reference intake of an average adult (8 400 kJ/2 000 kcal)');
  });

  test('the no-subscription state shows the spec text and the owner hint', async () => {
    const html = await (await get('/en/restaurant/closed')).text();
    expect(html).toContain('This location does not have an active subscription at the moment');
    expect(html).toContain('If you are the owner of this location please contact us');
  });

  test.each([
    ['an unknown path', '/en/nowhere/at/all'],
    ['an unknown restaurant', '/en/restaurant/unknown-place'],
    ['an unknown dish', '/en/restaurant/bistro-somes/recipes/nothing-here'],
  ])('%s is the 404 screen with status 404', async (_label, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('We couldn&#x27;t find the page you are looking for...');
    expect(html).toContain('href="https://valorinutritionale.ro">Go to Home</a>');
    expect(html).toContain('noindex');
  });

  test('a CMS answer that breaks the contract is the generic error screen, not a crash', async () => {
    const response = await get('/en/restaurant/broken');
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('Oops... Something went wrong on our side');
    // The server is still up.
    expect((await get('/en/restaurant/bistro-somes')).status).toBe(200);
  });

  test('the listing renders the restaurants of the CMS', async () => {
    const response = await get('/ro/restaurant/city/cluj-napoca');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('href="/ro/restaurant/bistro-somes"');
  });

  test('the Host header picks the brand: theme colour and icons', async () => {
    const own = await getWithHost('/en', 'menu.nutrischeme.localhost:8080');
    expect(own).toContain('<meta name="theme-color" content="#123456" />');
    expect(own).toContain('href="/brands/ns/32.png"');
    const unknown = await getWithHost('/en', 'elsewhere.example');
    expect(unknown).toContain('<meta name="theme-color" content="#f3f3f3" />');
    expect(unknown).toContain('Valori Nutriționale');
  });
});

describe('locale redirect of /', () => {
  test.each([
    ['Accept-Language', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' }, '/de'],
    ['the cookie before Accept-Language', { cookie: 'locale=hu', 'accept-language': 'de' }, '/hu'],
    ['the fallback', { 'accept-language': 'pl' }, '/ro'],
  ])('follows %s', async (_label, headers, location) => {
    const response = await get('/', headers);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });
});

describe('assets', () => {
  test('hashed assets are immutable', async () => {
    const html = await (await get('/en')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await get(script ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('a missing asset is a plain 404, not a page', async () => {
    expect((await get('/assets/missing-abc123.js')).status).toBe(404);
  });
});
