import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

const NUTRISCHEME = 'menu.nutrischeme.localhost:8080';
const FALLBACK_HOST = 'menu.valorinutritionale.localhost:8080';
const NOT_FOUND = 'We couldn&#x27;t find the page you are looking for...';

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

// Headers as given, Host included (see httpGet).
async function page(path: string, host = FALLBACK_HOST): Promise<{ status: number; html: string }> {
  const { status, body } = await httpGet(`${storefront.url}${path}`, { host });
  return { status, html: body };
}

/** The text of the page's <main>, without tags, for assertions on what a reader sees. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('content pages', () => {
  test('/en/help renders the brand’s help page with its HTML', async () => {
    const { status, html } = await page('/en/help');
    expect(status).toBe(200);
    expect(html).toContain('<title>Help – Valori Nutriționale</title>');
    expect(html).toMatch(/<h1>Help<\/h1>/);
    // The CMS's HTML, as markup: a mailto link inside the body.
    expect(html).toContain('<a href="mailto:contact@valorinutritionale.ro">');
    expect(mainText(html)).toContain('Last updated: November 22, 2026');
    expect(mainText(html)).not.toContain('has not been translated yet');
    expect(html).toContain(
      '<link rel="canonical" href="http://menu.valorinutritionale.localhost:8080/en/help"',
    );
  });

  test('/ro/help shows the English text with a Romanian note and the part marked as English', async () => {
    const { status, html } = await page('/ro/help');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="ro-RO">');
    expect(mainText(html)).toContain(
      'Această pagină este afișată în engleză pentru că nu a fost tradusă încă.',
    );
    expect(html).toMatch(/<article class="content-page-article" lang="en-US">\s*<h1>Help<\/h1>/);
    expect(mainText(html)).toContain('Ultima actualizare: 22 noiembrie 2026');
  });

  // Written out, not computed: each page names English in its own language, never "English".
  test.each([
    ['ro', 'Această pagină este afișată în engleză pentru că nu a fost tradusă încă.'],
    ['fr', 'Cette page s’affiche en anglais car elle n’a pas encore été traduite.'],
    ['it', 'Questa pagina è mostrata in inglese perché non è ancora stata tradotta.'],
    ['es', 'Esta página se muestra en inglés porque aún no se ha traducido.'],
    ['hu', 'Ez az oldal angol nyelven jelenik meg, mert még nem fordították le.'],
    ['de', 'Diese Seite wird auf Englisch angezeigt, weil sie noch nicht übersetzt wurde.'],
  ])(
    '/%s/help names the language it falls back to in the page’s language',
    async (locale, note) => {
      const { status, html } = await page(`/${locale}/help`);
      expect(status).toBe(200);
      expect(mainText(html)).toContain(note);
    },
  );

  test('the unprefixed /help goes to the Romanian page without a browser language', async () => {
    const { status, headers } = await httpGet(`${storefront.url}/help`, { host: FALLBACK_HOST });
    expect(status).toBe(302);
    expect(headers.location).toBe('/ro/help');
    const { html } = await page('/ro/help');
    expect(html).toContain('<html lang="ro-RO">');
  });

  test.each([
    ['/en/faq', 'en-US'],
    ['/de/faq', 'de-DE'],
  ])('%s lists the questions as disclosures', async (path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    const summaries = [
      ...html.matchAll(/<details class="content-page-question"><summary>([^<]+)<\/summary>/g),
    ].map((match) => match[1]);
    expect(summaries).toEqual([
      'Are the nutrition values measured in a laboratory?',
      'What does “may contain traces” mean?',
    ]);
    expect(html).toContain('<ul><li>Tell the staff about a severe allergy.</li>');
    expect(html).toContain('rel="noopener noreferrer" target="_blank">CIQUAL</a>');
  });

  test.each([
    ['/en/terms', 'Terms and conditions'],
    ['/hu/terms', 'Terms and conditions'],
    ['/fr/terms', 'Terms and conditions'],
  ])('%s renders the terms', async (path, title) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).not.toContain('<details');
  });

  test('the page is the one of the request’s brand', async () => {
    const { status, html } = await page('/en/help', NUTRISCHEME);
    expect(status).toBe(200);
    expect(html).toContain('<h1>NutriScheme help</h1>');
    expect(cms.requests).toContain('/api/public/pages/help?brand=nutrischeme&locale=en');
  });

  test.each([
    ['a page the brand does not have', '/en/terms', NUTRISCHEME],
    ['an unknown page', '/en/about', FALLBACK_HOST],
    ['a path below a page', '/en/help/more', FALLBACK_HOST],
  ])('%s is the 404 screen', async (_label, path, host) => {
    const { status, html } = await page(path, host);
    expect(status).toBe(404);
    expect(html).toContain(NOT_FOUND);
    expect(html).toContain('noindex');
  });
});

describe('site footer', () => {
  test.each([
    ['a content page', '/en/faq', 200],
    ['the home page', '/en', 200],
    ['a menu page', '/en/restaurant/bistro-somes', 200],
    ['the 404 screen', '/en/nowhere', 404],
  ])(
    'is on %s with the help, FAQ and terms links and the company',
    async (_label, path, expected) => {
      const { status, html } = await page(path);
      expect(status).toBe(expected);
      const footer = /<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
      expect(footer).toContain('<nav aria-label="Site information">');
      expect(footer).toMatch(/<a href="\/en\/help"[^>]*>Help<\/a>/);
      expect(footer).toMatch(/<a href="\/en\/faq"[^>]*>FAQ<\/a>/);
      expect(footer).toMatch(/<a href="\/en\/terms"[^>]*>Terms and conditions<\/a>/);
      expect(footer).toContain('Valori Nutriționale SRL');
      expect(footer).toContain('<a href="https://valorinutritionale.ro">valorinutritionale.ro</a>');
    },
  );

  test('marks the page being read and speaks the page’s language', async () => {
    const { html } = await page('/de/faq');
    const footer = /<footer class="site-footer">([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? '';
    expect(footer).toContain('<a href="/de/faq" aria-current="page">Häufige Fragen</a>');
    expect(footer).toContain('<a href="/de/help">Hilfe</a>');
    expect(footer).toContain('<a href="/de/terms">Allgemeine Geschäftsbedingungen</a>');
  });

  test('names the company of the request’s brand', async () => {
    const { html } = await page('/en/help', NUTRISCHEME);
    expect(html).toContain('NutriScheme Ltd');
    expect(html).toContain('<a href="https://nutrischeme.com">nutrischeme.com</a>');
  });
});
