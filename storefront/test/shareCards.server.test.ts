import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@nutrimenu/core/contract';
import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterEach, describe, expect, test } from 'vitest';
import { DINER_USER_AGENT } from './helpers/dinerUserAgent';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

const HOST = 'menu.valorinutritionale.localhost:8080';
const ORIGIN = `http://${HOST}`;
const SOUP = 'ciorba-de-burta';
const PAPANASI = 'papanasi-cu-smantana-si-dulceata-de-afine';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CARD_PATH = /^\/share-cards\/[a-z0-9-]+\.[a-z]{2}\.(?:[a-z0-9-]+|_)\.[\w-]{16}\.png$/;

type Cms = Awaited<ReturnType<typeof startFakeCms>>;
type Storefront = Awaited<ReturnType<typeof startStorefront>>;
const running: { cms: Cms; storefront: Storefront }[] = [];

async function start() {
  const cms = await startFakeCms();
  const storefront = await startStorefront(cms.url);
  running.push({ cms, storefront });
  // A page on the brand's host (fetch cannot send Host): its head names that origin.
  const page = async (path: string) => {
    const { status, body } = await httpGet(`${storefront.url}${path}`, {
      'user-agent': DINER_USER_AGENT,
      host: HOST,
    });
    return { status, html: body };
  };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${storefront.url}${path}`, {
      headers: { 'User-Agent': DINER_USER_AGENT, ...headers },
      redirect: 'manual',
    });
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
  return { cms, get, page };
}

afterEach(async () => {
  for (const { cms, storefront } of running.splice(0)) {
    await storefront.close();
    await cms.close();
  }
});

/** The content of each `<meta property|name="…">` of the page's head, by its name. */
function metas(html: string): Record<string, string[]> {
  const head = html.slice(0, html.indexOf('</head>'));
  const found: Record<string, string[]> = {};
  for (const [, name = '', content = ''] of head.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"/g,
  )) {
    found[name] = [...(found[name] ?? []), content.replaceAll('&amp;', '&')];
  }
  return found;
}

/** A PNG's size, from its header chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function cardPathOf(html: string): string {
  const [image = ''] = metas(html)['og:image'] ?? [];
  expect(image.startsWith(`${ORIGIN}/share-cards/`), image).toBe(true);
  return image.slice(ORIGIN.length);
}

describe('share cards in the head', () => {
  test("a dish page's og:image and twitter:image are its own card on the storefront", async () => {
    const { page } = await start();
    const { status, html } = await page(`/ro/restaurant/bistro-somes/recipes/${SOUP}`);
    expect(status).toBe(200);
    const head = metas(html);
    const path = cardPathOf(html);
    expect(path).toMatch(CARD_PATH);
    expect(path).toContain(`/bistro-somes.ro.${SOUP}.`);
    expect(head['twitter:image']).toEqual([`${ORIGIN}${path}`]);
    expect(head['og:image:width']).toEqual([String(SHARE_CARD_WIDTH)]);
    expect(head['og:image:height']).toEqual([String(SHARE_CARD_HEIGHT)]);
    expect(head['og:image:type']).toEqual(['image/png']);
    expect(head['og:image:alt']).toEqual(['Ciorbă de burtă la Bistro Someș']);
    expect(head['twitter:image:alt']).toEqual(['Ciorbă de burtă la Bistro Someș']);
  });

  test("the menu page's og:image is the restaurant's card, its alt in the page's language", async () => {
    const { page } = await start();
    const { html } = await page('/hu/restaurant/bistro-somes');
    expect(cardPathOf(html)).toMatch(/^\/share-cards\/bistro-somes\.hu\._\.[\w-]{16}\.png$/);
    expect(metas(html)['og:image:alt']).toEqual(['Bistro Someș étlapja, Cluj-Napoca']);
    const ro = await page('/ro/restaurant/bistro-somes');
    expect(metas(ro.html)['og:image:alt']).toEqual([
      'Meniul restaurantului Bistro Someș, Cluj-Napoca',
    ]);
    expect(cardPathOf(ro.html)).not.toBe(cardPathOf(html));
  });

  test('a page whose menu names no card keeps the brand share image (here none)', async () => {
    const { page } = await start();
    const { html } = await page('/ro/restaurant/closed');
    expect(metas(html)['og:image']).toBeUndefined();
  });
});

describe('GET /share-cards/{key}.png', () => {
  test("two dishes' cards are different 1200×630 PNGs, immutable, fetched from the CMS once", async () => {
    const { cms, get, page } = await start();
    const soupPath = cardPathOf((await page(`/ro/restaurant/bistro-somes/recipes/${SOUP}`)).html);
    const piePath = cardPathOf(
      (await page(`/ro/restaurant/bistro-somes/recipes/${PAPANASI}`)).html,
    );
    expect(soupPath).not.toBe(piePath);

    const soup = await get(soupPath);
    const pie = await get(piePath);
    for (const card of [soup, pie]) {
      expect(card.status).toBe(200);
      expect(card.headers.get('content-type')).toBe('image/png');
      expect(card.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(pngSize(card.body)).toEqual({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
    }
    expect(soup.body.equals(pie.body)).toBe(false);

    // Kept: asked again (and revalidated), the CMS is not asked.
    const again = await get(soupPath);
    expect(again.body.equals(soup.body)).toBe(true);
    const etag = soup.headers.get('etag') ?? '';
    expect((await get(soupPath, { 'If-None-Match': etag })).status).toBe(304);
    const asked = cms.requests.filter((path) => path.startsWith('/api/public/share-cards/'));
    expect(asked).toEqual([`/api/public${soupPath}`, `/api/public${piePath}`]);
  });

  test.each([
    ['a name that is not a key', '/share-cards/not-a-key.png'],
    ['a key in another format', '/share-cards/bistro-somes.ro._.AAAAAAAAAAAAAAAA.jpg'],
    ['a key with an unknown locale', '/share-cards/bistro-somes.pl._.AAAAAAAAAAAAAAAA.png'],
    ['a path', '/share-cards/..%2F..%2Fetc%2Fpasswd.png'],
  ])('answers 404 without asking the CMS for %s', async (_label, path) => {
    const { cms, get } = await start();
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(cms.requests.filter((asked) => asked.includes('share-cards'))).toEqual([]);
  });

  test('answers 404 (not kept) for a well-formed key the CMS does not know', async () => {
    const { get } = await start();
    const response = await get('/share-cards/bistro-somes.ro._.AAAAAAAAAAAAAAAA.png');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('answers a 503 that no cache keeps while the CMS fails, and the card once it is back', async () => {
    const { cms, get, page } = await start();
    const path = cardPathOf((await page('/ro/restaurant/bistro-somes')).html);
    cms.failWith(503);
    const failed = await get(path);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    cms.failWith(null);
    const served = await get(path);
    expect(served.status).toBe(200);
    expect(pngSize(served.body)).toEqual({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
  });
});
