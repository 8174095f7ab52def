import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DINER_USER_AGENT } from './helpers/dinerUserAgent';
import { GERMAN_SOUP_NAME, startFakeCms } from './helpers/startFakeCms';
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
  return fetch(`${storefront.url}${path}`, {
    headers: { 'User-Agent': DINER_USER_AGENT, ...headers },
    redirect: 'manual',
  });
}

// Headers as given, Host included (see httpGet).
async function getWithHost(path: string, host: string): Promise<string> {
  return (await httpGet(`${storefront.url}${path}`, { host })).body;
}

describe('server-rendered pages', () => {
  test('the Romanian menu route renders the menu with its dishes', async () => {
    const response = await get('/ro/restaurant/bistro-somes');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toContain('s-maxage=');
    const html = await response.text();
    expect(html).toContain('<html lang="ro-RO">');
    expect(html).toContain('Bistro Someș');
    expect(html).toContain('Ciorbă de burtă');
    expect(html).toContain('Meniul zilei'); // the menu switcher
    expect(html).toMatch(/28,00\sRON/);
    expect(html).toContain('Din produs decongelat'); // the frozen pork dish
    expect(html).toContain('Ou'); // allergen names in Romanian
    expect(html).toContain('hreflang="en" href="http://127.0.0.1');
    expect(html).toContain('/en/restaurant/bistro-somes"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toMatch(/<script type="module"[^>]*src="\/assets\/index-[\w-]+\.js"/);
  });

  test('the menu page sends inline only what filtering, search and sort need: the cards are its HTML', async () => {
    const inlineData = async (path: string) => {
      const html = await (await get(path)).text();
      const json = /<script type="application\/json" id="nutrimenu-page">(.*?)<\/script>/s.exec(
        html,
      );
      return { html, payload: JSON.parse(json?.[1] ?? 'null') as { data: unknown } };
    };
    const menu = await inlineData('/en/restaurant/bistro-somes');
    const dishes = (
      menu.payload.data as { menu: { sections: { dishes: Record<string, unknown>[] }[] } }
    ).menu.sections.flatMap((section) => section.dishes);
    const [soup] = dishes;
    // What the card shows (name, description, price, image, tags, grade) is in the markup only.
    expect(Object.keys(soup ?? {}).sort()).toEqual(
      ['allergens', 'category', 'id', 'nutrition', 'searchTerms', 'traces'].sort(),
    );
    expect(JSON.stringify(menu.payload.data)).not.toContain('Ciorbă de burtă');
    expect(menu.html).toContain('Ciorbă de burtă');
    expect(menu.html).toContain(`data-dish="${soup?.id}"`);
    // The filter's five per-100 rows and the sort's energy per portion, as status and value.
    const row = { status: expect.any(String), value: expect.anything() };
    expect(soup?.nutrition).toEqual({
      per100: { energyKcal: row, fat: row, carbohydrate: row, protein: row, salt: row },
      perPortion: { energyKcal: row },
    });
    // The dish page still gets the whole dish.
    const page = await inlineData('/en/restaurant/bistro-somes/recipes/ciorba-de-burta');
    expect(JSON.stringify(page.payload.data)).toContain('"perPortion"');
    expect(JSON.stringify(page.payload.data)).toContain('"ingredients"');
    expect(JSON.stringify(page.payload.data)).toContain('Ciorbă de burtă');
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
    expect(own).toMatch(/href="\/img\/[A-Za-z0-9_-]{16}\/32\.png"/);
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

describe('locale redirect of unprefixed pages (what a printed QR code opens)', () => {
  // The fixture's restaurant offers ro, en and hu.
  test.each([
    [
      'a German browser reading English to English',
      '/restaurant/bistro-somes',
      { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
      '/en/restaurant/bistro-somes',
    ],
    [
      'a German-only browser to ro, the restaurant offering no German',
      '/restaurant/bistro-somes',
      { 'accept-language': 'de-DE,de;q=0.9' },
      '/ro/restaurant/bistro-somes',
    ],
    [
      'the cookie before Accept-Language, the query kept',
      '/restaurant/bistro-somes/meniul-zilei?category=food',
      { cookie: 'locale=hu', 'accept-language': 'en' },
      '/hu/restaurant/bistro-somes/meniul-zilei?category=food',
    ],
    [
      'a cookie the restaurant does not offer is passed over',
      '/restaurant/bistro-somes/recipes/ciorba-de-burta',
      { cookie: 'locale=de', 'accept-language': 'hu' },
      '/hu/restaurant/bistro-somes/recipes/ciorba-de-burta',
    ],
    [
      'the listing, offered in every locale',
      '/restaurant',
      { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
      '/de/restaurant',
    ],
    [
      'a restaurant without a subscription, its page still existing',
      '/restaurant/closed',
      { 'accept-language': 'en' },
      '/en/restaurant/closed',
    ],
  ])('sends %s', async (_label, path, headers, location) => {
    const response = await get(path, headers);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie, Accept-Language');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  test('each request negotiates anew: a redirect is never served from the page cache', async () => {
    for (const [language, locale] of [
      ['hu', 'hu'],
      ['en', 'en'],
      ['hu', 'hu'],
    ]) {
      const response = await get('/restaurant/bistro-somes', { 'accept-language': language ?? '' });
      expect(response.headers.get('location')).toBe(`/${locale}/restaurant/bistro-somes`);
    }
  });

  test("a restaurant's own address is redirected from its locales alone, never loading its menu", async () => {
    cms.requests.length = 0;
    // Its menu breaks the contract: loading it would be the error screen, not a redirect.
    const response = await get('/restaurant/broken', { 'accept-language': 'hu' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/hu/restaurant/broken');
    expect(cms.requests).toContain('/api/public/menus/broken?only=locales');
    expect(cms.requests.filter((request) => request.includes('locale='))).toEqual([]);
  });

  test.each([
    ['an unknown path', '/nowhere/at/all'],
    ['an unknown restaurant', '/restaurant/unknown-place'],
    ['an unknown dish', '/restaurant/bistro-somes/recipes/nothing-here'],
    ['a protocol-relative look-alike', '//evil.example/restaurant/x'],
    ['a backslash look-alike', '/%5Cevil.example'],
  ])('%s stays a 404, never a redirect', async (_label, path) => {
    const response = await get(path, { 'accept-language': 'en' });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  // The Location is always a path on this site, under a locale prefix: never `//host`.
  test('a protocol-relative look-alike is a path of this site that names no page: the 404 screen, no redirect', async () => {
    const response = await get('//evil.example/restaurant/bistro-somes', {
      'accept-language': 'en',
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });

  test.each([['doubled slashes', '/restaurant//bistro-somes', '/en/restaurant//bistro-somes']])(
    '%s naming a page goes to a path on this site',
    async (_label, path, location) => {
      const response = await get(path, { 'accept-language': 'en' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    },
  );
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

// What a browser sends for a click on a link of this site's own page: the switcher.
const SWITCHER_CLICK = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' };

/**
 * GET with the headers exactly as given: fetch() would replace Sec-Fetch-Mode with its own
 * `cors`, which no browser navigation sends. `header` joins repeated headers as fetch does.
 */
async function navigate(path: string, headers: Record<string, string>) {
  const answer = await httpGet(`${storefront.url}${path}`, {
    'user-agent': DINER_USER_AGENT,
    ...headers,
  });
  const header = (name: string) => {
    const value = answer.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  return { status: answer.status, header };
}

describe('locale switcher', () => {
  test("a menu page links to the same menu in each of the restaurant's locales", async () => {
    const html = await (await get('/en/restaurant/bistro-somes/meniul-zilei?category=food')).text();
    const nav = /<nav class="locale-switcher"[^>]*>.*?<\/nav>/s.exec(html)?.[0] ?? '';
    expect(nav).toContain('aria-label="Language"');
    // The fixture offers ro, en and hu: no other language is proposed.
    expect(nav.match(/<a /g)).toHaveLength(3);
    expect(nav).toContain(
      'href="/ro/restaurant/bistro-somes/meniul-zilei?category=food" hrefLang="ro" lang="ro-RO">Română</a>',
    );
    expect(nav).toContain(
      'href="/en/restaurant/bistro-somes/meniul-zilei?category=food" hrefLang="en" lang="en-US" aria-current="page">English</a>',
    );
    expect(nav).toContain('href="/hu/restaurant/bistro-somes/meniul-zilei?category=food"');
    expect(nav).toContain('>Magyar</a>');
    expect(nav).not.toContain('Deutsch');
  });

  test.each([
    ['the listing', '/de/restaurant', '/fr/restaurant'],
    ['the 404 screen', '/de/nowhere', '/fr/nowhere'],
  ])('%s offers all seven locales', async (_label, path, french) => {
    const html = await (await get(path)).text();
    const nav = /<nav class="locale-switcher"[^>]*>.*?<\/nav>/s.exec(html)?.[0] ?? '';
    expect(nav.match(/<a /g)).toHaveLength(7);
    for (const name of ['English', 'Română', 'Français', 'Italiano', 'Español', 'Magyar']) {
      expect(nav).toContain(`>${name}</a>`);
    }
    expect(nav).toContain('aria-current="page">Deutsch</a>');
    expect(nav).toContain(`href="${french}"`);
  });

  test('following a switcher link to another locale saves it in the cookie for 365 days', async () => {
    const response = await navigate('/en/restaurant/bistro-somes', {
      cookie: 'locale=ro',
      ...SWITCHER_CLICK,
    });
    expect(response.status).toBe(200);
    const cookie = response.header('set-cookie') ?? '';
    expect(cookie).toMatch(/^locale=en;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toMatch(/Expires=\w{3}, \d{2} \w{3} \d{4}/);
    // A response setting a cookie is never shared by a CDN.
    expect(response.header('cache-control')).toBe('private, no-cache');
  });

  test('no cookie is set when it already holds the locale, nor on unprefixed paths', async () => {
    const same = await navigate('/en/restaurant/bistro-somes', {
      cookie: 'locale=en',
      ...SWITCHER_CLICK,
    });
    expect(same.header('set-cookie')).toBeNull();
    expect(same.header('cache-control')).toContain('s-maxage=');
    const unprefixed = await navigate('/restaurant/bistro-somes', {
      cookie: 'locale=en',
      ...SWITCHER_CLICK,
    });
    expect(unprefixed.status).toBe(302);
    expect(unprefixed.header('set-cookie')).toBeNull();
  });

  // A QR code, a search result or a shared link: the page stays shared by a CDN or page cache.
  test.each([
    ['without Sec-Fetch-Site', {}],
    [
      'from the address bar or a QR code (none)',
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    ],
    ['from another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
    ['from a sibling subdomain', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' }],
    // The service worker fetches a page it keeps: same-origin, but the diner chose nothing.
    [
      'fetched by the service worker',
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
    ],
  ])('a first visit to a prefixed path %s saves nothing and is shared', async (_label, headers) => {
    for (const cookie of [{}, { cookie: 'locale=ro' }]) {
      // Twice: the second answer comes from the page cache, rendered for the first.
      for (let round = 0; round < 2; round += 1) {
        const response = await navigate('/hu/restaurant', { ...headers, ...cookie });
        expect(response.status).toBe(200);
        expect(response.header('set-cookie')).toBeNull();
        expect(response.header('cache-control')).toContain('s-maxage=');
        expect(response.header('vary') ?? '').not.toContain('Cookie');
      }
    }
  });

  test('the saved locale is Secure behind a trusted https proxy, as the switcher writes it', async () => {
    const proxied = await startStorefront(cms.url, { trustProxy: true });
    try {
      const save = async (headers: Record<string, string>) =>
        (
          await httpGet(`${proxied.url}/it/restaurant`, {
            'user-agent': DINER_USER_AGENT,
            ...SWITCHER_CLICK,
            ...headers,
          })
        ).headers['set-cookie']?.[0] ?? '';
      expect(await save({ 'x-forwarded-proto': 'https' })).toMatch(/^locale=it;.*; Secure/);
      expect(await save({})).not.toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  test('a same-origin visit of a page the page cache holds still saves the choice', async () => {
    await get('/fr/restaurant');
    const response = await navigate('/fr/restaurant', SWITCHER_CLICK);
    expect(response.header('set-cookie')).toMatch(/^locale=fr;/);
    expect(response.header('cache-control')).toBe('private, no-cache');
  });
});

describe('restaurant card', () => {
  /** The one `<a>` to `href` and its text without tags: its accessible name. */
  const link = (html: string, href: string) => {
    const escaped = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const found = new RegExp(`<a href="${escaped}"[^>]*>((?:(?!</a>)[\\s\\S])*)</a>`).exec(html);
    return {
      tag: found?.[0].slice(0, found[0].indexOf('>') + 1) ?? '',
      name: (found?.[1] ?? '').replace(/<[^>]+>/g, '').replaceAll('<!-- -->', ''),
    };
  };

  test('links each present page in a new tab, named from the catalog, and the phone', async () => {
    const html = (await (await get('/en/restaurant/bistro-somes')).text()).replaceAll(
      '<!-- -->',
      '',
    );
    for (const [href, name] of [
      ['https://www.facebook.com/bistrosomes', 'Facebook'],
      ['https://www.instagram.com/bistrosomes/', 'Instagram'],
      ['https://maps.google.com/?q=Bistro+Somes+Cluj-Napoca', 'Map'],
      ['https://g.page/r/bistro-somes/review', 'Leave a review'],
      ['https://bistrosomes.ro', 'Website'],
      ['https://bistrosomes.ro/rezervari', 'Book a table'],
    ] as const) {
      const found = link(html, href);
      expect(found.name, href).toBe(name);
      expect(found.tag, href).toContain('target="_blank" rel="noopener noreferrer"');
    }
    expect(link(html, 'tel:+40264123456').name).toBe('Call +40 264 123 456');
  });

  test('the names follow the page locale', async () => {
    const html = await (await get('/ro/restaurant/bistro-somes')).text();
    expect(link(html, 'https://bistrosomes.ro/rezervari').name).toBe('Rezervați o masă');
  });
});

describe('dish details', () => {
  test('the menu card shows tags and the Nutri-Score grade', async () => {
    const html = await (await get('/en/restaurant/bistro-somes')).text();
    expect(html).toContain(
      '<ul class="dish-tags" aria-label="Characteristics"><li>Spicy</li><li>With meat</li></ul>',
    );
    expect(html).toContain('<li>Vegetarian</li>');
    expect(html).toContain('<p class="nutri-score nutri-score-c">Nutri-Score C</p>');
    expect(html).not.toContain('class="fallback-locale"');
  });

  test('the dish page shows ingredients with allergens in bold, additives, tags and grade', async () => {
    const soup = await (await get('/en/restaurant/bistro-somes/recipes/ciorba-de-burta')).text();
    expect(soup).toContain(
      'apă – 250 ml, burtă de vită – 125 g, <strong>smântână 20%</strong> – 42 g, morcov – 25 g, <strong>țelină</strong>',
    );
    expect(soup).toContain('<strong>gălbenuș de ou</strong>');
    expect(soup).not.toContain('<strong>apă');
    expect(soup).toContain('<li>Spicy</li>');
    expect(soup).toContain('Nutri-Score C');
    expect(soup).not.toContain('class="additives"'); // the soup has none

    const dessert = await (
      await get('/en/restaurant/bistro-somes/recipes/papanasi-cu-smantana-si-dulceata-de-afine')
    ).text();
    expect(dessert).toContain('<h2>Additives</h2>');
    expect(dessert).toContain(
      '<ul class="additives"><li>acidifiant: E330</li><li>agent de gelifiere: E440</li></ul>',
    );
    expect(dessert).not.toMatch(/class="[^"]*nutri-score/); // no grade computed
  });

  test('an untranslated dish says which language it is shown in', async () => {
    const menu = await (await get('/hu/restaurant/bistro-somes')).text();
    expect(menu).toContain(
      '<p class="fallback-locale">Ez az étel román nyelven jelenik meg, mert még nincs lefordítva.</p>',
    );
    expect(menu).toContain('<h3 lang="ro-RO">');
    const dish = await (await get('/hu/restaurant/bistro-somes/recipes/ciorba-de-burta')).text();
    expect(dish).toContain('<h1 lang="ro-RO">Ciorbă de burtă</h1>');
    expect(dish).toContain('class="fallback-locale"');
  });

  test('a menu in a locale the restaurant does not offer says once that its dishes fall back, and each text carries its own language', async () => {
    const menu = await (await get('/de/restaurant/bistro-somes')).text();
    const notes = [...menu.matchAll(/<p class="fallback-locale[^"]*">([^<]*)<\/p>/g)].map(
      (match) => match[1],
    );
    expect(notes).toEqual([
      'Nicht auf Deutsch übersetzte Gerichte werden auf Rumänisch angezeigt.',
    ]);
    // The German name is not marked; the Romanian description is.
    expect(menu).toContain(
      `<h3><a href="/de/restaurant/bistro-somes/recipes/ciorba-de-burta">${GERMAN_SOUP_NAME}</a></h3>`,
    );
    expect(menu).toContain('<p class="dish-card-description" lang="ro-RO">Ciorbă tradițională');
    expect(menu).toContain(
      '<h3 lang="ro-RO"><a href="/de/restaurant/bistro-somes/recipes/papanasi',
    );

    const dish = await (await get('/de/restaurant/bistro-somes/recipes/ciorba-de-burta')).text();
    expect(dish).toContain(`<h1>${GERMAN_SOUP_NAME}</h1>`);
    expect(dish).toContain('<p lang="ro-RO">Ciorbă tradițională');
    expect(dish).toContain(
      '<p class="fallback-locale">Die Beschreibung dieses Gerichts wird auf Rumänisch angezeigt, da sie noch nicht übersetzt wurde.</p>',
    );
  });

  test("a German page of a restaurant offering no German: its own texts in Romanian, the library's in German", async () => {
    const response = await get(
      '/de/restaurant/bistro-somes/recipes/papanasi-cu-smantana-si-dulceata-de-afine',
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<h1 lang="ro-RO">Papanași cu smântână și dulceață de afine</h1>');
    expect(html).toContain(
      '<p class="fallback-locale">Dieses Gericht wird auf Rumänisch angezeigt, da es noch nicht übersetzt wurde.</p>',
    );
    // The list is German, in no Romanian wrapper; only the restaurant's own jam is tagged.
    const list = html.match(/<h2>Zutaten<\/h2>(<p class="ingredients">.*?<\/p>)/)?.[1];
    expect(list).toBe(
      '<p class="ingredients"><strong>Speisequark</strong> – 150 g, <strong>Weizenmehl</strong> – 60 g, <strong>Ei</strong> – 55 g, <span lang="ro-RO">dulceață de afine de casă</span> – 50 g [Geliermittel: E440, Säuerungsmittel: E330], Zucker – 15 g</p>',
    );
    expect(html).toMatch(/<section class="dish-section"><h2>Zutaten<\/h2>/);
    expect(html).toContain(
      '<ul class="additives"><li>Säuerungsmittel: E330</li><li>Geliermittel: E440</li></ul>',
    );
  });
});
