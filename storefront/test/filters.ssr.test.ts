import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shownDishSlugs } from './helpers/shownDishSlugs';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

// The fixture menu (core/src/contract/__fixtures__/publicMenu.example.json), per 100 g:
const SOUP = 'ciorba-de-burta'; // food, 59 kcal, eggs/milk/celery/sulphites
const PORK = 'muschiulet-de-porc-cu-orez-legume'; // food, 130 kcal, gluten/soybeans/milk
const DESSERT = 'papanasi-cu-smantana-si-dulceata-de-afine'; // food, ≥222 kcal, allergens incomplete, trace of soybeans
const LEMONADE = 'limonada-cu-menta'; // drinks, 27 kcal, no allergens
const ALL = [SOUP, PORK, DESSERT, LEMONADE];

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

/** The rendered page body, without the head and the payload script. */
async function page(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${storefront.url}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"');
  return { status: response.status, body: html.slice(start, end > start ? end : undefined) };
}

/** The titles of the sections the page shows: every one is rendered, the empty ones hidden. */
function shownSections(body: string): string[] {
  return [...body.matchAll(/<section aria-labelledby="[^"]*"( hidden="")?><h2[^>]*>([^<]*)</g)]
    .filter((match) => match[1] === undefined)
    .map((match) => match[2] ?? '');
}

/**
 * The `<input>` tag of the filter form with that name (and value); hidden fields left out (the
 * search form carries the filter's query in hidden fields of the same names).
 */
function input(body: string, name: string, value?: string): string {
  const tags = (body.match(/<input [^>]*>/g) ?? []).filter((tag) => !tag.includes('type="hidden"'));
  const found = tags.find(
    (tag) =>
      tag.includes(`name="${name}"`) && (value === undefined || tag.includes(`value="${value}"`)),
  );
  if (found === undefined) throw new Error(`No input ${name}=${value ?? ''}`);
  return found;
}

describe('a filtered menu URL is rendered filtered by the server', () => {
  test.each([
    { label: 'drinks only', query: '?category=drinks', dishes: [LEMONADE] },
    { label: 'food only', query: '?category=food', dishes: [SOUP, PORK, DESSERT] },
    {
      label: 'at most 100 kcal: the dessert with a lower bound of 222 kcal is out',
      query: '?kcalMax=100',
      dishes: [SOUP, LEMONADE],
    },
    {
      label: 'at least 100 kcal: the lower bound proves it',
      query: '?kcalMin=100',
      dishes: [PORK, DESSERT],
    },
    {
      label: 'without gluten: the pork, and the dessert with undeclared allergens',
      query: '?exclude=gluten',
      dishes: [SOUP, LEMONADE],
    },
    {
      label:
        'without soybeans, traces allowed: the dessert stays out, its allergens are incomplete',
      query: '?exclude=soybeans&traces=allow',
      dishes: [SOUP, LEMONADE],
    },
    {
      label: 'without milk and eggs, salt at most 0.5 g',
      query: '?exclude=milk&exclude=eggs&saltMax=0.5',
      dishes: [LEMONADE],
    },
    {
      label: 'food with at least 5 g protein',
      query: '?category=food&proteinMin=5',
      dishes: [PORK, DESSERT],
    },
  ])('$label', async ({ query, dishes }) => {
    const { status, body } = await page(`/en/restaurant/bistro-somes${query}`);
    expect(status).toBe(200);
    expect(shownDishSlugs(body)).toEqual(dishes);
    expect(body).not.toContain('No dish found in this category!');
  });

  test('a section without a matching dish is hidden', async () => {
    const { body } = await page('/en/restaurant/bistro-somes?category=drinks');
    expect(shownSections(body)).toEqual(['Deserturi și băuturi']);
  });

  test('the form shows the query it was rendered from, and the count', async () => {
    const { body } = await page(
      '/en/restaurant/bistro-somes?category=food&kcalMax=600&exclude=gluten&exclude=sesame&traces=allow',
    );
    expect(body).toMatch(/<form[^>]* method="get"/);
    expect(input(body, 'category', 'food')).toContain('checked=""');
    expect(input(body, 'category', 'all')).not.toContain('checked');
    expect(input(body, 'kcalMax')).toContain('value="600"');
    expect(input(body, 'kcalMin')).toContain('value=""');
    expect(input(body, 'exclude', 'gluten')).toContain('checked=""');
    expect(input(body, 'exclude', 'sesame')).toContain('checked=""');
    expect(input(body, 'exclude', 'milk')).not.toContain('checked');
    expect(input(body, 'traces', 'allow')).toContain('checked=""');
    const text = body.replaceAll('<!-- -->', '');
    expect(text).toContain(
      'Filters<span class="menu-filters__active"><span class="menu-filters__badge" aria-hidden="true">3</span><span class="visually-hidden"> (3 active filters)</span></span>',
    );
    expect(text).toContain('aria-live="polite">Show 1 dish</p>');
    expect(body).toMatch(/<a href="\/en\/restaurant\/bistro-somes"[^>]*>Reset filters<\/a>/);
    expect(shownDishSlugs(body)).toEqual([SOUP]);
  });

  test('allergen names and labels are in the page locale', async () => {
    const { body } = await page('/de/restaurant/bistro-somes');
    expect(body).toContain('Glutenhaltiges Getreide');
    expect(body).toContain('Minimum (kcal)');
    expect(body).toContain('Gerichte ausblenden, die Folgendes enthalten');
  });
});

describe('no matching dish', () => {
  test.each([
    ['en', 'No dish found in this category!'],
    ['ro', 'Nu am găsit niciun preparat în această categorie!'],
  ])('says so in %s', async (locale, text) => {
    const { status, body } = await page(`/${locale}/restaurant/bistro-somes?category=other`);
    expect(status).toBe(200);
    expect(shownDishSlugs(body)).toEqual([]);
    expect(body).toContain(text);
    expect(shownSections(body)).toEqual([]);
  });

  test('the reset link of a secondary menu stays on that menu', async () => {
    const { body } = await page('/en/restaurant/bistro-somes/meniul-zilei?category=drinks');
    expect(body).toMatch(
      /<a href="\/en\/restaurant\/bistro-somes\/meniul-zilei"[^>]*>Reset filters<\/a>/,
    );
    expect(body).toContain('No dish found in this category!');
  });
});

describe('a bad query is ignored or clamped, never a 500', () => {
  test.each([
    { label: 'a word as a number', query: '?kcalMax=abc', dishes: ALL },
    { label: 'a negative max is 0: nothing has 0 kcal', query: '?kcalMax=-5', dishes: [] },
    { label: 'an unknown allergen', query: '?exclude=notanallergen', dishes: ALL },
    { label: 'an unknown category', query: '?category=pizza', dishes: ALL },
    { label: 'a malformed escape', query: '?category=%ZZ&%ZZ&exclude=%E0%A4%A', dishes: ALL },
    {
      label: '500 repeated parameters',
      query: `?${Array.from({ length: 500 }, () => 'exclude=gluten').join('&')}`,
      dishes: [SOUP, LEMONADE],
    },
    { label: 'an array-like name', query: '?exclude[]=milk&category[a]=food', dishes: ALL },
    {
      label: 'a min above the max is swapped',
      query: '?kcalMin=100&kcalMax=20',
      dishes: [SOUP, LEMONADE],
    },
  ])('$label', async ({ query, dishes }) => {
    const { status, body } = await page(`/en/restaurant/bistro-somes${query}`);
    expect(status).toBe(200);
    expect(shownDishSlugs(body)).toEqual(dishes);
  });
});
