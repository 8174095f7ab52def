import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

// The fake CMS's Baia Mare has 130 restaurants: three pages of at most 60.
const HOST = 'menu.valorinutritionale.localhost:8080';
const ORIGIN = `http://${HOST}`;
const BAIA_MARE = '/en/restaurant/city/baia-mare';

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

async function page(path: string) {
  const { status, body } = await httpGet(`${storefront.url}${path}`, { host: HOST });
  const head = /<head>(.*?)<\/head>/s.exec(body)?.[1] ?? '';
  const links = (rel: string) =>
    [...head.matchAll(new RegExp(`<link rel="${rel}" href="([^"]*)"`, 'g'))].map(
      (match) => match[1],
    );
  return {
    status,
    body,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    noindex: head.includes('<meta name="robots" content="noindex" />'),
    canonical: links('canonical'),
    prev: links('prev'),
    next: links('next'),
    cards: body.match(/<article class="restaurant-card">/g)?.length ?? 0,
    pager: /<nav class="listing-pager"[^>]*>(.*?)<\/nav>/s.exec(body)?.[1] ?? '',
  };
}

describe('a listing longer than a page', () => {
  test('its first page shows 60 of the count, and links only to the next page', async () => {
    const first = await page(BAIA_MARE);
    expect(first.status).toBe(200);
    expect(first.cards).toBe(60);
    expect(first.body).toContain('<h2 id="listing-count">130 restaurants</h2>');
    expect(first.title).toBe('Restaurants in Baia Mare');
    expect(first.canonical).toEqual([`${ORIGIN}${BAIA_MARE}`]);
    expect(first.prev).toEqual([]);
    expect(first.next).toEqual([`${ORIGIN}${BAIA_MARE}?page=2`]);
    expect(first.pager).toContain(`<a href="${BAIA_MARE}?page=2" rel="next">Next page</a>`);
    expect(first.pager).toContain('Page 1 of 3');
    expect(first.pager).not.toContain('rel="prev"');
  });

  test('a middle page is its own canonical page, linked both ways', async () => {
    const second = await page(`${BAIA_MARE}?page=2`);
    expect(second.status).toBe(200);
    expect(second.cards).toBe(60);
    expect(second.body).toContain('Local 061');
    expect(second.body).not.toContain('Local 060<');
    expect(second.title).toBe('Restaurants in Baia Mare (Page 2 of 3)');
    expect(second.noindex).toBe(false);
    expect(second.canonical).toEqual([`${ORIGIN}${BAIA_MARE}?page=2`]);
    expect(second.body).toContain(
      `<link rel="alternate" hreflang="ro" href="${ORIGIN}/ro/restaurant/city/baia-mare?page=2" />`,
    );
    expect(second.prev).toEqual([`${ORIGIN}${BAIA_MARE}`]);
    expect(second.next).toEqual([`${ORIGIN}${BAIA_MARE}?page=3`]);
    expect(second.pager).toContain(`<a href="${BAIA_MARE}" rel="prev">Previous page</a>`);
  });

  test('the last page holds the rest and links only back', async () => {
    const last = await page(`${BAIA_MARE}?page=3`);
    expect(last.status).toBe(200);
    expect(last.cards).toBe(10);
    expect(last.next).toEqual([]);
    expect(last.prev).toEqual([`${ORIGIN}${BAIA_MARE}?page=2`]);
    expect(last.pager).not.toContain('rel="next"');
  });

  test('the pages keep the search', async () => {
    const searched = await page(`${BAIA_MARE}?q=local&page=2`);
    expect(searched.cards).toBe(60);
    // Escaped in the attribute, as every value of the head.
    expect(searched.next).toEqual([`${ORIGIN}${BAIA_MARE}?q=local&amp;page=3`]);
    expect(searched.canonical).toEqual([`${ORIGIN}${BAIA_MARE}?page=2`]);
  });

  test.each(['page=4', 'page=0', 'page=02', 'page=two'])(
    '?%s is the 404 screen, never indexed',
    async (search) => {
      const beyond = await page(`${BAIA_MARE}?${search}`);
      expect(beyond.status).toBe(404);
      expect(beyond.noindex).toBe(true);
      expect(beyond.canonical).toEqual([]);
      expect(beyond.title).toBe('We couldn&#39;t find the page you are looking for...');
      expect(beyond.cards).toBe(0);
    },
  );
});

describe('a listing of one page', () => {
  test('has no pager and no rel prev or next', async () => {
    const one = await page('/en/restaurant');
    expect(one.cards).toBe(4);
    expect(one.pager).toBe('');
    expect([...one.prev, ...one.next]).toEqual([]);
  });

  test('is still a page when a search finds nothing', async () => {
    const none = await page('/en/restaurant?q=sushi');
    expect(none.status).toBe(200);
    expect(none.body).toContain('No restaurants match your search.');
  });
});

describe('a filter the CMS does not know', () => {
  test.each([
    '/en/restaurant/city/nowhere',
    '/en/restaurant/city/oradea,nowhere',
    '/en/restaurant/specific/nothing-like-it',
    '/ro/restaurant/city/oradea/specific/nothing-like-it',
  ])('%s is the 404 screen, never indexed, without the slug in its title', async (path) => {
    const unknown = await page(path);
    expect(unknown.status).toBe(404);
    expect(unknown.noindex).toBe(true);
    expect(unknown.canonical).toEqual([]);
    expect(unknown.title).not.toMatch(/nowhere|nothing-like-it/);
    expect(unknown.body).toContain('class="error-screen');
  });
});
