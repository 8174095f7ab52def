import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BRANDS, startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

const PROMO = '/media/nutrischeme-promo.mp4';
const POSTER = '/media/nutrischeme-promo.webp';
const NUTRISCHEME = 'menu.nutrischeme.localhost:8080';

// The fake CMS's brands have no video nor contacts: this stand-in gives them to NutriScheme and
// forwards every other call to the fake CMS.
const brands = BRANDS.map((brand) =>
  brand.key === 'nutrischeme'
    ? {
        ...brand,
        promoVideo: PROMO,
        promoVideoPoster: POSTER,
        contact: {
          email: 'hello@nutrischeme.com',
          phone: '+44 20 7946 0000',
          address: '1 Menu Street, London',
        },
      }
    : brand,
);

let fakeCms: Awaited<ReturnType<typeof startFakeCms>>;
let cmsServer: ReturnType<typeof createServer>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  fakeCms = await startFakeCms();
  cmsServer = createServer((req, res) => {
    if (req.url === '/api/public/brands') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(brands));
      return;
    }
    void fetch(`${fakeCms.url}${req.url}`).then(async (answer) => {
      res.writeHead(answer.status, {
        'Content-Type': answer.headers.get('content-type') ?? 'application/json',
      });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => cmsServer.listen(0, '127.0.0.1', resolve));
  const { port } = cmsServer.address() as AddressInfo;
  storefront = await startStorefront(`http://127.0.0.1:${port}`);
});

afterAll(async () => {
  await storefront?.close();
  await new Promise((resolve) => cmsServer?.close(resolve));
  await fakeCms?.close();
});

// Headers as given, Host included (see httpGet).
async function page(
  path: string,
  host = 'menu.valorinutritionale.localhost:8080',
): Promise<{ status: number; html: string }> {
  const { status, body } = await httpGet(`${storefront.url}${path}`, { host });
  return { status, html: body };
}

/** The text of an HTML fragment: tags and React's text separators out, entities decoded. */
function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function element(html: string, pattern: RegExp): string {
  const found = pattern.exec(html)?.[0];
  if (found === undefined) throw new Error(`No match for ${pattern}`);
  return found;
}

// The page without its payload script, which carries the whole catalog.
const main = (html: string) => element(html, /<main.*<\/main>/s);

const h1 = (html: string) => text(element(html, /<h1[^>]*>.*?<\/h1>/s));

describe('home', () => {
  test('has a search form that sends q to the listing with a GET, without JavaScript', async () => {
    const { status, html } = await page('/en');
    expect(status).toBe(200);
    // The search landmark is the <search> element around the form.
    const form = element(html, /<search><form class="search-form"[^>]*>.*?<\/form><\/search>/s);
    expect(form).toContain('action="/en/restaurant"');
    expect(form).toContain('method="get"');
    expect(form).toMatch(
      /<label for="restaurant-search">Search restaurants by name or city<\/label>/,
    );
    const input = element(form, /<input [^>]*>/);
    expect(input).toContain('id="restaurant-search"');
    expect(input).toContain('type="search"');
    expect(input).toContain('name="q" value=""');
    expect(text(form)).toContain('Search');
  });

  test("shows the brand's name, quick links to its cities and the whole listing", async () => {
    const { html } = await page('/en');
    expect(h1(html)).toBe('Valori Nutriționale');
    expect(html).toMatch(/href="\/en\/restaurant\/city\/cluj-napoca">Cluj-Napoca<span[^>]*>2</);
    expect(html).toContain('href="/en/restaurant/city/targu-mures"');
    expect(html).toContain('href="/en/restaurant">See all restaurants</a>');
  });

  test('shows no video when the brand has none, and its company name and main site', async () => {
    const { html } = await page('/ro');
    expect(html).not.toContain('<video');
    expect(html).toContain('Valori Nutriționale SRL');
    expect(html).toMatch(/href="https:\/\/valorinutritionale.ro">.*Vizitați site-ul nostru/s);
    expect(html).not.toContain('mailto:');
  });

  test("plays the brand's video only on demand, with a caption naming it", async () => {
    const { html } = await page('/en', NUTRISCHEME);
    const video = element(html, /<figure class="promo-video">.*?<\/figure>/s);
    // The poster is an image: served by the storefront at the hash of its bytes.
    expect(video).toMatch(
      /<video src="\/media\/nutrischeme-promo\.mp4" poster="\/img\/[A-Za-z0-9_-]{16}\/nutrischeme-promo\.webp" controls="" preload="none" playsInline=""/,
    );
    expect(video).toContain('aria-labelledby="promo-video-caption"');
    expect(video).toContain(
      '<figcaption id="promo-video-caption">Watch our presentation</figcaption>',
    );
  });

  test('lists the public contacts as links that write and dial', async () => {
    const { html } = await page('/de', NUTRISCHEME);
    const contact = element(html, /<section class="brand-contact".*?<\/section>/s);
    expect(contact).toContain('<h2 id="brand-contact-heading">Kontakt</h2>');
    expect(contact).toContain('NutriScheme Ltd');
    expect(contact).toContain('<a href="mailto:hello@nutrischeme.com">hello@nutrischeme.com</a>');
    expect(contact).toContain('<a href="tel:+442079460000">+44 20 7946 0000</a>');
    expect(contact).toContain('1 Menu Street, London');
    expect(contact).toContain('href="https://nutrischeme.com"');
  });

  test("sets the brand's colour and a readable text colour on the page", async () => {
    const own = await page('/en', NUTRISCHEME);
    expect(own.html).toContain('style="--color-accent:#123456;--color-accent-contrast:#ffffff"');
    const fallback = await page('/en');
    expect(fallback.html).toContain(
      'style="--color-accent:#f3f3f3;--color-accent-contrast:#000000"',
    );
  });
});

describe('listing', () => {
  test.each([
    ['/en/restaurant', 'Restaurants'],
    ['/en/restaurant/city/oradea', 'Restaurants in Oradea'],
    ['/en/restaurant/city/cluj-napoca,oradea', 'Restaurants in Cluj-Napoca or Oradea'],
    ['/en/restaurant/specific/bucatarie-romaneasca', 'Restaurants: Bucătărie românească'],
    ['/en/restaurant/city/targu-mures/specific/cafenea', 'Restaurants in Târgu Mureș: Cafenea'],
    ['/de/restaurant/city/oradea', 'Restaurants in Oradea'],
  ])('%s is titled "%s", in the heading and the title', async (path, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(h1(html)).toBe(title);
    expect(html).toContain(`<title>${title}`);
  });

  test('facets are links that toggle their filter and keep the others', async () => {
    const { html } = await page('/en/restaurant/city/cluj-napoca/specific/bistro');
    const facets = element(html, /<nav class="facets"[^>]*>.*?<\/nav>/s);
    expect(facets).toContain('aria-label="Filter restaurants"');
    // Chosen: marked current, and its link takes it off.
    expect(facets).toMatch(
      /<a class="facet" href="\/en\/restaurant\/specific\/bistro" aria-current="true"><svg[^>]*>.*?<\/svg>Cluj-Napoca<span class="facet-count">2<\/span><\/a>/s,
    );
    expect(facets).toMatch(
      /<a class="facet" href="\/en\/restaurant\/city\/cluj-napoca" aria-current="true">/,
    );
    // Not chosen: its link adds it to the chosen ones.
    expect(facets).toContain(
      '<a class="facet" href="/en/restaurant/city/cluj-napoca,oradea/specific/bistro">Oradea<',
    );
    expect(facets).toContain(
      'href="/en/restaurant/city/cluj-napoca/specific/bistro,pizzerie">Pizzerie<',
    );
    expect(facets.match(/aria-current="true"/g)).toHaveLength(2);
    expect(facets).toContain('<a class="facets-clear" href="/en/restaurant">Clear filters</a>');
  });

  test('an unfiltered listing has no chosen facet and no "clear" link', async () => {
    const { html } = await page('/en/restaurant');
    expect(html).not.toContain('aria-current="true"');
    expect(html).not.toContain('class="facets-clear"');
    expect(html).toContain('<h2 id="listing-count">4 restaurants</h2>');
  });

  test('cards show the city, the logo and cover without layout shift, and a missing menu', async () => {
    const { html } = await page('/en/restaurant');
    const cards = html.match(/<article class="restaurant-card">.*?<\/article>/gs) ?? [];
    expect(cards).toHaveLength(4);
    const [somes, , , cetate] = cards;
    expect(somes).toContain('href="/en/restaurant/bistro-somes">Bistro Someș</a>');
    expect(somes).toContain('Cluj-Napoca');
    // The first card's cover is the page's largest paint: fetched at once, the others lazily.
    expect(somes).toMatch(
      /<img class="restaurant-card-cover" src="[^"]+" width="1600" height="600" alt="" loading="eager" decoding="async" fetchPriority="high"/,
    );
    expect(cards.slice(1).join('')).not.toMatch(/loading="eager"|fetchPriority/);
    expect(somes).toMatch(/<img class="restaurant-card-logo" src="[^"]+" width="192" height="192"/);
    expect(somes).not.toContain('No public menu yet');
    expect(cetate).toContain('<p class="restaurant-card-note">No public menu yet</p>');
  });

  test.each([
    ['a word of a name, without diacritics', 'q=somes', ['Bistro Someș']],
    ['a city in capitals, without diacritics', 'q=TARGU%20mures', ['Cafeneaua din Cetate']],
    ['a city', 'q=cluj', ['Bistro Someș', 'Pizzeria La Gară']],
    ['a name and a city', 'q=bistro+oradea', ['Bistro Crișul Repede']],
  ])('q finds restaurants by %s', async (_label, query, names) => {
    const { html } = await page(`/en/restaurant?${query}`);
    const found = (html.match(/<h3><a [^>]*>[^<]+<\/a><\/h3>/g) ?? []).map(text);
    expect(found).toEqual(names);
    expect(html).toContain(
      `<h2 id="listing-count">${names.length} restaurant${names.length === 1 ? '' : 's'}</h2>`,
    );
  });

  test('q is shown in the search box and kept by the facet links', async () => {
    const { html } = await page('/en/restaurant?q=somes');
    expect(html).toContain('name="q" value="somes"');
    expect(html).toContain('Results for “somes”');
    expect(html).toContain('href="/en/restaurant/city/oradea?q=somes"');
    expect(html).toContain('href="/en/restaurant">Clear search</a>');
  });

  test('the search form of a filtered listing searches within its filters', async () => {
    const { html } = await page('/en/restaurant/city/oradea');
    expect(html).toContain('action="/en/restaurant/city/oradea"');
  });

  test('a search that finds nothing says so', async () => {
    const { html } = await page('/en/restaurant?q=sushi');
    expect(html).toContain('<h2 id="listing-count">No restaurants</h2>');
    expect(html).toContain('No restaurants match your search.');
    expect(html).not.toContain('class="restaurant-card"');
  });

  test('an over-long q is ignored, never an error', async () => {
    const { status, html } = await page(`/en/restaurant?q=${'x'.repeat(5000)}`);
    expect(status).toBe(200);
    expect(html).toContain('<h2 id="listing-count">4 restaurants</h2>');
    expect(main(html)).not.toContain('Results for');
  });
});

describe('dish page', () => {
  const SOUP = '/en/restaurant/bistro-somes/recipes/ciorba-de-burta';
  const DESSERT = '/en/restaurant/bistro-somes/recipes/papanasi-cu-smantana-si-dulceata-de-afine';

  test('the nutrition table has per 100 g, per portion and %RI columns and the EU rows', async () => {
    const { html } = await page(SOUP);
    const table = element(html, /<table class="nutrition".*?<\/table>/s);
    expect(table).toContain('aria-labelledby="nutrition-heading"');
    const head = element(table, /<thead>.*?<\/thead>/s);
    expect((head.match(/<th scope="col">[^<]*<\/th>/g) ?? []).map(text)).toEqual([
      'per 100 g',
      'per portion (405 g)',
      '%RI',
    ]);
    const rows = element(table, /<tbody>.*?<\/tbody>/s).match(/<tr[^>]*>.*?<\/tr>/gs) ?? [];
    expect(rows.map((row) => text(element(row, /<th scope="row">.*?<\/th>/s)))).toEqual([
      'Energy',
      'Fat',
      'of which saturates',
      'Carbohydrate',
      'of which sugars',
      'Fibre',
      'Protein',
      'Salt',
    ]);
    for (const row of rows) expect(row.match(/<td/g)).toHaveLength(3);
    expect(rows.filter((row) => row.startsWith('<tr class="nutrition-sub"'))).toHaveLength(2);
    expect((rows[0]?.match(/<td[^>]*>.*?<\/td>/gs) ?? []).map(text)).toEqual([
      '247 kJ / 59 kcal',
      '999 kJ / 240 kcal',
      '12%',
    ]);
    expect(html).toContain('Reference intake of an average adult (8 400 kJ/2 000 kcal)');
  });

  test('an unknown value is marked as such, never shown as a figure', async () => {
    const { html } = await page(DESSERT);
    const fibre = element(html, /<tr><th scope="row">Fibre<\/th>.*?<\/tr>/s);
    expect(fibre.match(/<td class="nutrition-unknown"><svg[^>]*aria-hidden="true"/g)).toHaveLength(
      2,
    );
    expect(text(fibre)).toBe('Fibre value unknown value unknown');
  });

  test('allergens are listed with their names beside decorative icons, and traces', async () => {
    const { html } = await page(DESSERT);
    const list = element(html, /<ul class="allergen-list">.*?<\/ul>/s);
    expect(
      list.match(/<li><svg class="icon" viewBox="0 0 24 24" aria-hidden="true"/g),
    ).toHaveLength(3);
    expect(text(list)).toBe('Cereals containing gluten Eggs Milk (including lactose)');
    expect(html).toMatch(
      /<p class="allergens-unknown"><svg[^>]*>.*?<\/svg>Allergens not yet declared<\/p>/s,
    );
    expect(html).toContain('May contain traces of Soybeans.');
  });

  test('the dish image reserves its box and the back link leads to the menu', async () => {
    const { html } = await page(SOUP);
    expect(html).toMatch(
      /<img class="dish-image" src="[^"]+" width="800" height="600" alt="Ciorbă de burtă în castron de lut"/,
    );
    expect(html).toContain('href="/en/restaurant/bistro-somes"><svg');
  });
});

describe('menu cards', () => {
  test('a card shows the price, allergen names, the frozen mark and a lazy thumbnail', async () => {
    const { html } = await page('/en/restaurant/bistro-somes');
    const cards = html.match(/<article class="dish-card">.*?<\/article>/gs) ?? [];
    const pork = cards.find((card) => card.includes('muschiulet-de-porc')) ?? '';
    expect(text(element(pork, /<ul class="allergen-list">.*?<\/ul>/s))).toBe(
      'Cereals containing gluten Soybeans Milk (including lactose)',
    );
    expect(pork).toMatch(/<p class="frozen"><svg[^>]*>.*?<\/svg>Frozen product<\/p>/s);
    const soup = cards.find((card) => card.includes('ciorba-de-burta')) ?? '';
    expect(soup).toMatch(
      /<img class="dish-card-image" src="\/img\/[A-Za-z0-9_-]{16}\/[^"]+" width="\d+" height="\d+" alt="[^"]*" loading="lazy" decoding="async"/,
    );
    expect(text(element(soup, /<p class="price">.*?<\/p>/s))).toMatch(/^RON\s28\.00$/);
  });

  test('the restaurant card carries the cover, the links and the brand colour', async () => {
    // On its own brand's host (Valori Nutriționale's, of the default theme colour).
    const { html } = await page(
      '/en/restaurant/bistro-somes',
      'menu.valorinutritionale.localhost:8080',
    );
    const header = element(html, /<header class="menu-header".*?<\/header>/s);
    expect(header).toContain('style="--color-accent:#f3f3f3;--color-accent-contrast:#000000"');
    expect(header).toMatch(/<img class="menu-header-cover" src="[^"]+" width="1600" height="600"/);
    expect(header).toContain('<h1>Bistro Someș</h1>');
    expect(header).toContain('Strada Memorandumului 12, Cluj-Napoca 400114');
    expect(header).toContain('<li class="restaurant-link-reservation">');
  });
});
