import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

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

// Headers as given, Host included (see httpGet).
async function page(path: string, host: string): Promise<string> {
  return (await httpGet(`${storefront.url}${path}`, { host })).body;
}

/** The embed snippet's folded panel, or null when the page has none. */
function snippet(html: string): string | null {
  return /<details class="embed-snippet">.*?<\/details>/s.exec(html)?.[0] ?? null;
}

/** The script tag as a visitor copies it: the text of the snippet's code block. */
function scriptCode(html: string): string {
  const code = /<pre><code>(.*?)<\/code><\/pre>/s.exec(snippet(html) ?? '')?.[1] ?? '';
  return code
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

describe('the embed snippet on the menu page', () => {
  test('names the widget on the host the visitor used, the restaurant and the page locale', async () => {
    const html = await page(
      '/ro/restaurant/bistro-somes',
      'menu.valorinutritionale.localhost:8080',
    );
    expect(scriptCode(html)).toBe(
      '<script src="http://menu.valorinutritionale.localhost:8080/widget.js" data-restaurant="bistro-somes" data-locale="ro" async></script>',
    );
    const panel = snippet(html) ?? '';
    // Folded, with the Romanian texts, and no copy button before hydration.
    expect(panel).toContain('<summary>Adăugați acest meniu pe site-ul dumneavoastră</summary>');
    expect(panel).not.toContain('<button');
    expect(panel).toContain(
      '<code>&lt;nutrimenu-menu restaurant=&quot;bistro-somes&quot; locale=&quot;ro&quot;&gt;&lt;/nutrimenu-menu&gt;</code>',
    );
  });

  test('adds the secondary menu and the prefixed locale', async () => {
    const html = await page('/en/restaurant/bistro-somes/meniul-zilei', 'localhost:8080');
    expect(scriptCode(html)).toBe(
      '<script src="http://localhost:8080/widget.js" data-restaurant="bistro-somes" data-locale="en" data-menu="meniul-zilei" async></script>',
    );
    expect(snippet(html)).toContain('<summary>Add this menu to your website</summary>');
  });

  test('is absent when the restaurant shows no menu', async () => {
    const html = await page('/en/restaurant/closed', 'localhost:8080');
    expect(html).toContain('This location does not have an active subscription at the moment');
    expect(snippet(html)).toBeNull();
  });
});
