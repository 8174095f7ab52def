import { describe, expect, inject, test } from 'vitest';
import { dishBySlug, fetchPublicMenu } from './helpers/cmsApi';
import { getWithHost } from './helpers/getWithHost';

const stack = inject('stack');

const hostOf = (name: string) => `${name}:${stack.storefrontPort}`;

type JsonLdNode = Record<string, unknown>;

/** Every object of the page's JSON-LD blocks, nested ones and `@graph` members included. */
function jsonLdNodes(html: string): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === 'object') {
      nodes.push(value as JsonLdNode);
      for (const child of Object.values(value)) visit(child);
    }
  };
  for (const match of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    visit(JSON.parse(match[1] ?? 'null'));
  }
  return nodes;
}

const typed = (nodes: JsonLdNode[], type: string) =>
  nodes.filter(
    (node) =>
      node['@type'] === type || (Array.isArray(node['@type']) && node['@type'].includes(type)),
  );

/** The `<loc>`s of a host's sitemap: its index's files, each read in turn. */
async function sitemapLocs(host: string): Promise<string[]> {
  const index = await getWithHost(`${stack.storefrontUrl}/sitemap.xml`, host);
  expect(index.status).toBe(200);
  expect(index.body).toContain('<sitemapindex ');
  const locs: string[] = [];
  for (const [, file = ''] of index.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const response = await getWithHost(`${stack.storefrontUrl}${new URL(file).pathname}`, host);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/xml/);
    locs.push(
      ...[...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''),
    );
  }
  return locs;
}

describe('robots.txt and sitemap.xml per brand host', () => {
  test.each([['menu.nutrischeme.localhost'], ['menu.valorinutritionale.localhost']])(
    'robots.txt on %s names the sitemap of that host',
    async (name) => {
      const response = await getWithHost(`${stack.storefrontUrl}/robots.txt`, hostOf(name));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/^User-agent: \*$/m);
      expect(response.body).toContain(`Sitemap: http://${hostOf(name)}/sitemap.xml`);
    },
  );

  test("the NutriScheme sitemap lists its restaurant's menu and dishes on its own host", async () => {
    const locs = await sitemapLocs(hostOf('menu.nutrischeme.localhost'));
    const origin = `http://${hostOf('menu.nutrischeme.localhost')}`;
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc?.startsWith(`${origin}/`)).toBe(true);
    expect(locs).toContain(`${origin}/ro/restaurant/demo-bistro`);
    expect(locs).toContain(`${origin}/en/restaurant/demo-bistro/recipes/ciorba-de-burta`);
  });

  test("the Valori Nutriționale sitemap does not list the other brand's restaurant", async () => {
    const locs = await sitemapLocs(hostOf('menu.valorinutritionale.localhost'));
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.join('\n')).not.toContain('/restaurant/demo-bistro');
  });
});

describe('the menu page for search engines and sharing', () => {
  test('carries title, description, canonical and og tags', async () => {
    const html = await (await fetch(`${stack.storefrontUrl}/en/restaurant/demo-bistro`)).text();
    expect(html).toMatch(/<title>[^<]*Demo Bistro[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(
      `<link rel="canonical" href="${stack.storefrontUrl}/en/restaurant/demo-bistro"`,
    );
    expect(html).toMatch(/<meta property="og:title" content="[^"]*Demo Bistro/);
    expect(html).toContain('<meta property="og:type" content="website"');
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  });

  test('carries schema.org Restaurant and Menu / MenuSection / MenuItem JSON-LD with nutrition', async () => {
    const document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale: 'en' });
    const html = await (await fetch(`${stack.storefrontUrl}/en/restaurant/demo-bistro`)).text();
    const nodes = jsonLdNodes(html);
    expect(typed(nodes, 'Restaurant').some((node) => node.name === 'Demo Bistro')).toBe(true);
    expect(typed(nodes, 'Menu').length).toBeGreaterThan(0);
    const sections = typed(nodes, 'MenuSection').map((node) => node.name);
    expect(sections).toEqual(document.menu?.sections.map((section) => section.title));
    const soup = dishBySlug(document, 'ciorba-de-burta');
    const item = typed(nodes, 'MenuItem').find((node) => node.name === soup.name);
    expect(item).toBeDefined();
    const nutrition = item?.nutrition as JsonLdNode | undefined;
    expect(nutrition?.['@type']).toBe('NutritionInformation');
    const kcal = [
      soup.nutrition?.per100.energyKcal.display,
      soup.nutrition?.perPortion.energyKcal.display,
    ];
    expect(kcal.some((value) => value && String(nutrition?.calories).includes(value))).toBe(true);
  });
});

describe('caching headers', () => {
  test('a page can sit in a CDN; its hashed assets are immutable', async () => {
    const response = await fetch(`${stack.storefrontUrl}/en/restaurant/demo-bistro`, {
      headers: { Cookie: 'locale=en' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    const html = await response.text();
    const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${stack.storefrontUrl}${script}`);
    await asset.body?.cancel();
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000/);
  });

  test('the 404 screen is not cached', async () => {
    const response = await fetch(`${stack.storefrontUrl}/en/restaurant/no-such-place`);
    await response.body?.cancel();
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toMatch(/no-store|no-cache|private/);
  });
});
