import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { BRANDS, PROMO_CAPTIONS, startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

const NUTRISCHEME = 'menu.nutrischeme.localhost:8080';
const VALORI = 'menu.valorinutritionale.localhost:8080';

// NutriScheme's video has English and Romanian captions; the fallback brand's has none.
const brands = BRANDS.map((brand) => ({
  ...brand,
  promoVideo: `/media/${brand.key}-promo.mp4`,
  promoVideoCaptions: brand.key === 'nutrischeme' ? (['en', 'ro'] as const).slice() : [],
}));

let fakeCms: Awaited<ReturnType<typeof startFakeCms>>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  fakeCms = await startFakeCms();
  fakeCms.setBrands(brands);
  storefront = await startStorefront(fakeCms.url);
});

afterAll(async () => {
  await storefront?.close();
  await fakeCms?.close();
});

beforeEach(() => {
  fakeCms.failWith(null);
});

function get(path: string, host: string, headers: Record<string, string> = {}) {
  return httpGet(`${storefront.url}${path}`, { ...headers, host });
}

/** The `<track>` tags of the page's video, as attribute maps. */
function tracks(html: string): Record<string, string>[] {
  const video = /<video[^>]*>([\s\S]*?)<\/video>/.exec(html)?.[1] ?? '';
  return [...video.matchAll(/<track([^>]*)\/?>/g)].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        value,
      ]),
    ),
  );
}

describe('the promotional video on the home page', () => {
  test('has one captions track per captioned locale, from the storefront’s own origin', async () => {
    const { status, body: html } = await get('/en', NUTRISCHEME);
    expect(status).toBe(200);
    expect(tracks(html)).toEqual([
      {
        kind: 'captions',
        src: '/promo-video/captions/en.vtt',
        srclang: 'en',
        label: 'English',
        default: '',
      },
      { kind: 'captions', src: '/promo-video/captions/ro.vtt', srclang: 'ro', label: 'Română' },
    ]);
    // Same origin: the video needs no crossorigin attribute for its tracks.
    expect(/<video[^>]*>/.exec(html)?.[0]).not.toContain('crossorigin');
  });

  test.each([
    ['the page’s locale when it has captions', '/ro', 'ro'],
    ['the default locale (Romanian) when the page’s has none', '/de', 'ro'],
  ])('shows by default %s', async (_label, path, shown) => {
    const { body } = await get(path, NUTRISCHEME);
    const defaults = tracks(body).filter((track) => 'default' in track);
    expect(defaults.map((track) => track.srclang)).toEqual([shown]);
  });

  test('a video without captions has no track', async () => {
    const { status, body } = await get('/en', VALORI);
    expect(status).toBe(200);
    expect(body).toContain('/media/valori-nutritionale-promo.mp4');
    expect(tracks(body)).toEqual([]);
  });
});

describe('GET /promo-video/captions/:locale.vtt', () => {
  test('serves the brand’s captions in that locale as text/vtt, cacheable, with an ETag', async () => {
    const answer = await get('/promo-video/captions/en.vtt', NUTRISCHEME);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(PROMO_CAPTIONS.nutrischeme?.en);
    expect(answer.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(answer.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(answer.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await get('/promo-video/captions/en.vtt', NUTRISCHEME, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  test('picks the brand by Host: the fallback brand has no captions', async () => {
    expect((await get('/promo-video/captions/en.vtt', VALORI)).status).toBe(404);
    expect((await get('/promo-video/captions/en.vtt', 'unknown.example')).status).toBe(404);
  });

  test('answers 404 without asking the CMS for a locale the brand lists no captions in', async () => {
    const answer = await get('/promo-video/captions/de.vtt', NUTRISCHEME);
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(fakeCms.requests.filter((path) => path.includes('promo-captions'))).not.toContainEqual(
      expect.stringContaining('locale=de'),
    );
    expect(fakeCms.requests).toContainEqual(expect.stringContaining('promo-captions?locale=en'));
  });

  test.each([
    '/promo-video/captions/pl.vtt',
    '/promo-video/captions/en.srt',
    '/promo-video/captions/EN.vtt',
    '/promo-video/captions/..%2Fen.vtt',
  ])('answers %s with a 404, never a 500', async (path) => {
    const answer = await get(path, NUTRISCHEME);
    expect(answer.status).toBe(404);
  });

  test('answers a malformed escape in the file name with the 404 screen, never a 500', async () => {
    // An address that cannot be percent-decoded names nothing: the storefront's own 404 page.
    const answer = await get('/promo-video/captions/%E0%A4%A.vtt', NUTRISCHEME);
    expect(answer.status).toBe(404);
  });

  test('answers a plain 503 that no cache keeps when the CMS is down', async () => {
    // The brands are cached already; the Romanian captions are not.
    await get('/en', NUTRISCHEME);
    fakeCms.failWith(503);
    const answer = await get('/promo-video/captions/ro.vtt', NUTRISCHEME);
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.body).not.toContain('Error');
  });
});
