import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { dishBySlug, dishesOf, fetchPublicMenu } from './helpers/cmsApi';
import { getWithHost } from './helpers/getWithHost';

const stack = inject('stack');

const hostOf = (name: string) => `${name}:${stack.storefrontPort}`;

// Where the e2e run leaves the share cards it fetched, for a person to look at.
const SHOTS = process.env.E2E_SCREENSHOTS;

/** The content of the head's `<meta property|name="…">`. */
const metaOf = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1];

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

describe('share cards', () => {
  test.each([['ro'], ['hu']] as const)(
    "in %s, the menu's and dishes' og:image are cards of their own on the storefront: different 1200×630 PNGs",
    async (locale) => {
      const document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale });
      const dishes = dishesOf(document);
      const withPhoto = dishes.filter((dish) => dish.image).slice(0, 2);
      const withoutPhoto = dishes.find((dish) => !dish.image);
      const pages: [string, string][] = [
        ['restaurant', `/${locale}/restaurant/demo-bistro`],
        ...withPhoto.map((dish, index): [string, string] => [
          `dish-with-photo-${index + 1}`,
          `/${locale}/restaurant/demo-bistro/recipes/${dish.slug}`,
        ]),
        ...(withoutPhoto
          ? [
              [
                'dish-without-photo',
                `/${locale}/restaurant/demo-bistro/recipes/${withoutPhoto.slug}`,
              ] as [string, string],
            ]
          : []),
      ];
      expect(withPhoto).toHaveLength(2);
      const cards: Buffer[] = [];
      for (const [label, page] of pages) {
        const html = await (await fetch(`${stack.storefrontUrl}${page}`)).text();
        const image = metaOf(html, 'og:image') ?? '';
        expect(image, page).toMatch(
          new RegExp(
            `^${stack.storefrontUrl}/share-cards/demo-bistro\\.${locale}\\.[\\w.-]+\\.png$`,
          ),
        );
        expect(metaOf(html, 'twitter:image')).toBe(image);
        expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')]).toEqual([
          '1200',
          '630',
        ]);
        expect(metaOf(html, 'og:image:alt')).toBeTruthy();
        const response = await fetch(image);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const png = Buffer.from(await response.arrayBuffer());
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
        cards.push(png);
        if (SHOTS) {
          await mkdir(SHOTS, { recursive: true });
          await writeFile(path.join(SHOTS, `share-card-${locale}-${label}.png`), png);
        }
      }
      // Every page's card is its own picture.
      expect(new Set(cards.map((png) => png.toString('base64'))).size).toBe(cards.length);
    },
  );
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
