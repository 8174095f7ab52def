import { afterEach, describe, expect, test } from 'vitest';
import { DINER_USER_AGENT } from './helpers/dinerUserAgent';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

const SECRET = 'a-test-secret-of-32-characters!!';
const MENU = '/en/restaurant/bistro-somes';
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Cms = Awaited<ReturnType<typeof startFakeCms>>;
type Storefront = Awaited<ReturnType<typeof startStorefront>>;
const running: { cms: Cms; storefront: Storefront }[] = [];

async function start() {
  const cms = await startFakeCms();
  const storefront = await startStorefront(cms.url, { revalidateSecret: SECRET });
  running.push({ cms, storefront });
  return { cms, storefront, ...client(storefront) };
}

function client(storefront: Storefront) {
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${storefront.url}${path}`, {
      headers: { 'User-Agent': DINER_USER_AGENT, ...headers },
      redirect: 'manual',
    });
    const body = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body };
  };
  const imageUrls = async (path: string) => {
    const html = (await get(path)).body.toString('utf8');
    return [...html.matchAll(/<img [^>]*?src="([^"]+)"/g)].map((match) => match[1] ?? '');
  };
  return { get, imageUrls };
}

afterEach(async () => {
  for (const { cms, storefront } of running.splice(0)) {
    await storefront.close();
    await cms.close();
  }
});

const fileRequests = (cms: Cms) => cms.requests.filter((path) => path.includes('/file/'));

describe('images at immutable storefront addresses', () => {
  test('every image of the menu is on the storefront, at the hash of its bytes', async () => {
    const { imageUrls } = await start();
    const urls = await imageUrls(MENU);
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(url).toMatch(/^\/img\/[A-Za-z0-9_-]{16}\/api\/media\/file\//);
    // The cover keeps its CMS file name after the hash.
    expect(urls).toContainEqual(
      expect.stringMatching(/\/api\/media\/file\/bistro-somes-cover-1600x600\.webp$/),
    );
  });

  test('an image is served immutable for a year, with its hash as ETag, and 304 on revalidation', async () => {
    const { get, imageUrls } = await start();
    const [url = ''] = await imageUrls(MENU);
    const image = await get(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(image.headers.get('content-type')).toMatch(/^image\/(png|webp)/);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    // The widget shows them on other sites, which may require resources to opt in (COEP).
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const hash = url.split('/')[2];
    expect(image.headers.get('etag')).toBe(`"${hash}"`);
    const again = await get(url, { 'If-None-Match': `"${hash}"` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test('an unknown or malformed hash is a 404 that is not cached', async () => {
    const { get, imageUrls } = await start();
    const [url = ''] = await imageUrls(MENU);
    const name = url.split('/').slice(3).join('/');
    for (const path of [
      `/img/${'A'.repeat(16)}/${name}`,
      `/img/not-a-hash/${name}`,
      `/img/${'a'.repeat(16)}/elsewhere.png`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  test('a file whose bytes changed is never served under its old address', async () => {
    const first = await start();
    const [old = ''] = await first.imageUrls(MENU);
    expect((await first.get(old)).status).toBe(200);

    // A new storefront process (nothing kept) while the CMS holds other bytes at the same URL.
    first.cms.setFileVersion(2);
    const restarted = await startStorefront(first.cms.url, { revalidateSecret: SECRET });
    running.push({ cms: await startFakeCms(), storefront: restarted });
    const { get, imageUrls } = client(restarted);
    const before = fileRequests(first.cms).length;
    const stale = await get(old);
    expect(stale.status).toBe(404);
    // It asked the CMS for the file and found other bytes.
    expect(fileRequests(first.cms).length).toBe(before + 1);

    const [renewed = ''] = await imageUrls(MENU);
    expect(renewed).not.toBe(old);
    expect(renewed.split('/').slice(3)).toEqual(old.split('/').slice(3));
    const served = await get(renewed);
    expect(served.status).toBe(200);
    expect(served.body.toString()).toContain('v2');
  });

  test('after a restart a kept address is fetched again from the CMS and served if it matches', async () => {
    const first = await start();
    const [url = ''] = await first.imageUrls(MENU);
    const restarted = await startStorefront(first.cms.url);
    running.push({ cms: await startFakeCms(), storefront: restarted });
    const image = await client(restarted).get(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  test('a replaced file gets a new address once the CMS announces the change', async () => {
    const { cms, get, imageUrls, storefront } = await start();
    const [old = ''] = await imageUrls(MENU);
    cms.setFileVersion(2);
    const response = await fetch(`${storefront.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${SECRET}` },
      body: JSON.stringify({ restaurant: 'bistro-somes', collection: 'media', id: 1 }),
    });
    expect(response.status).toBe(200);
    // The page does not wait for its images: the file is checked again in the background and
    // a render soon after gives the new address.
    await expect.poll(async () => (await imageUrls(MENU))[0], { timeout: 20_000 }).not.toBe(old);
    const [renewed = ''] = await imageUrls(MENU);
    // The old address stays what it was: its bytes are content-addressed.
    expect((await get(old)).body.toString()).toContain('v1');
    expect((await get(renewed)).body.toString()).toContain('v2');
  });

  test('addresses outside the CMS files never make the storefront fetch anything', async () => {
    const { cms, get } = await start();
    const before = cms.requests.length;
    for (const path of [
      `/img/${'b'.repeat(16)}/api/public/brands`,
      `/img/${'b'.repeat(16)}/https://evil.example/a.png`,
      `/img/${'b'.repeat(16)}/api/media/file/../../public/brands`,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(cms.requests.length).toBe(before);
  });

  test('an image that cannot be fetched is left out and the card renders without it', async () => {
    const { get } = await start();
    const html = (await get(MENU)).body.toString('utf8');
    const cards = html.match(/<article class="dish-card">.*?<\/article>/gs) ?? [];
    // Its fixture URL is on a CDN host that does not resolve here.
    const pork = cards.find((card) => card.includes('muschiulet-de-porc')) ?? '';
    expect(pork).toContain('<h3');
    expect(pork).not.toContain('<img');
    expect(html).not.toContain('cdn.nutrimenu.example');
  });

  test('a card shows the square crop; the dish page offers every width with sizes', async () => {
    const { get } = await start();
    const menu = (await get(MENU)).body.toString('utf8');
    const soupCard = (menu.match(/<article class="dish-card">.*?<\/article>/gs) ?? []).find(
      (card) => card.includes('ciorba-de-burta'),
    );
    expect(soupCard).toMatch(
      /<img class="dish-card-image" src="\/img\/[A-Za-z0-9_-]{16}\/api\/media\/file\/ciorba-de-burta-320x320\.webp" width="320" height="320"/,
    );
    const dish = (await get(`${MENU}/recipes/ciorba-de-burta`)).body.toString('utf8');
    const image = /<img class="dish-image"[^>]*>/.exec(dish)?.[0] ?? '';
    expect(image).toMatch(
      /srcSet="\/img\/[A-Za-z0-9_-]{16}\/api\/media\/file\/ciorba-de-burta-800x600\.webp 800w, \/img\/[A-Za-z0-9_-]{16}\/api\/media\/file\/ciorba-de-burta-1600x1200\.webp 1600w"/,
    );
    expect(image).toContain('sizes="(min-width: 48rem) 48rem, 100vw"');
    expect(image).toContain('width="800" height="600"');
  });

  test('the page policy allows images and workers from the storefront only', async () => {
    const { get } = await start();
    const policy = (await get(MENU)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("img-src 'self' data:;");
    expect(policy).toContain("worker-src 'self'");
  });
});
