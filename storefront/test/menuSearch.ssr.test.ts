import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shownDishSlugs } from './helpers/shownDishSlugs';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

// The fixture menu (core/src/contract/__fixtures__/publicMenu.example.json).
const SOUP = 'ciorba-de-burta'; // "Ciorbă de burtă", garlic (usturoi) only in its ingredient list
const PORK = 'muschiulet-de-porc-cu-orez-legume';
const DESSERT = 'papanasi-cu-smantana-si-dulceata-de-afine';
const LEMONADE = 'limonada-cu-menta';

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

/** The rendered page without its payload script and head, which carry every dish. */
async function page(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${storefront.url}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  return { status: response.status, body: html.slice(start, end > start ? end : undefined) };
}

describe('the server renders the dishes a ?q= search finds', () => {
  test.each([
    { label: 'ciorba, without diacritics', query: '?q=ciorba', dishes: [SOUP] },
    { label: 'ciorbă, with them', query: '?q=ciorb%C4%83', dishes: [SOUP] },
    { label: 'an ingredient only the dish page lists', query: '?q=Usturoi', dishes: [SOUP] },
    { label: 'words in any order, prefixes', query: '?q=mus+porc', dishes: [PORK] },
    { label: 'a blank search', query: '?q=+', dishes: [SOUP, PORK, DESSERT, LEMONADE] },
    { label: 'search and filter together', query: '?q=cu&category=drinks', dishes: [LEMONADE] },
  ])('$label', async ({ query, dishes }) => {
    const { status, body } = await page(`/ro/restaurant/bistro-somes${query}`);
    expect(status).toBe(200);
    expect(shownDishSlugs(body)).toEqual(dishes);
  });

  test('the box shows the search, the count is announced, the forms carry each other', async () => {
    const { body } = await page('/en/restaurant/bistro-somes?category=food&q=ciorba');
    const text = body.replaceAll('<!-- -->', '');
    expect(body).toMatch(/<input id="menu-search" type="search"[^>]* name="q" value="ciorba"/);
    expect(text).toContain('aria-live="polite">1 dish matches “ciorba”</p>');
    // The search form keeps the filter, the filter form keeps the search.
    expect(body).toContain('<input type="hidden" name="category" value="food"/>');
    expect(body).toContain('<input type="hidden" name="q" value="ciorba"/>');
  });

  test.each([
    ['en', 'No dish matches “pizza”'],
    ['ro', 'Niciun preparat nu se potrivește cu „pizza”'],
    ['hu', 'Egy étel sem felel meg a keresésnek: „pizza”'],
  ])('nothing found says so in %s', async (locale, text) => {
    const { status, body } = await page(`/${locale}/restaurant/bistro-somes?q=pizza`);
    expect(status).toBe(200);
    expect(shownDishSlugs(body)).toEqual([]);
    expect(body.replaceAll('<!-- -->', '')).toContain(
      `<p class="menu-empty">${text} <a href="/${locale}/restaurant/bistro-somes">`,
    );
  });

  test('a hostile search is text, never markup, never a 500', async () => {
    const { status, body } = await page(
      `/en/restaurant/bistro-somes?q=${encodeURIComponent('<script>x</script>')}&q=${'a'.repeat(5000)}`,
    );
    expect(status).toBe(200);
    expect(body).not.toContain('<script>x');
    expect(body).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});
