import menuFixture from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};
import { describe, expect, test } from 'vitest';
import { CmsError, createCmsClient } from './createCmsClient';

function answering(status: number, body: unknown): typeof fetch {
  return async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

describe('createCmsClient', () => {
  test('returns a document that matches the contract', async () => {
    const cms = createCmsClient('http://cms.test', answering(200, menuFixture));
    const menu = await cms.menu('bistro-somes', { locale: 'ro' });
    expect(menu?.restaurant.name).toBe('Bistro Someș');
  });

  test('asks for the menu and locale in the query', async () => {
    let asked = '';
    const cms = createCmsClient('http://cms.test', async (url) => {
      asked = String(url);
      return new Response(JSON.stringify(menuFixture));
    });
    await cms.menu('bistro-somes', { menu: 'meniul-zilei', locale: 'en' });
    expect(asked).toBe('http://cms.test/api/public/menus/bistro-somes?locale=en&menu=meniul-zilei');
  });

  test("turns the CMS's 404 into null", async () => {
    const cms = createCmsClient('http://cms.test', answering(404, { errors: [] }));
    await expect(cms.menu('nobody', { locale: 'ro' })).resolves.toBeNull();
  });

  test.each([
    ['a document breaking the contract', answering(200, { ...menuFixture, state: 'open' }), 502],
    ['a body that is not JSON', answering(200, '<html>'), 502],
    ['a server error', answering(500, {}), 503],
    ['an unexpected refusal', answering(403, {}), 502],
    [
      'an unreachable CMS',
      (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
      503,
    ],
  ])('reports %s as a CmsError', async (_label, fetchImpl, status) => {
    const cms = createCmsClient('http://cms.test', fetchImpl);
    const error = await cms.menu('bistro-somes', { locale: 'ro' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(CmsError);
    expect(error.status).toBe(status);
  });
});

describe('createCmsClient().promoCaptions', () => {
  const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBine ați venit!\n';

  test('asks for one brand and locale and returns the WebVTT text as is', async () => {
    let asked = '';
    let accept: string | null = null;
    const cms = createCmsClient('http://cms.test', async (url, init) => {
      asked = String(url);
      accept = new Headers(init?.headers).get('accept');
      return new Response(VTT, { headers: { 'Content-Type': 'text/vtt; charset=utf-8' } });
    });
    await expect(cms.promoCaptions('valori-nutritionale', 'ro')).resolves.toBe(VTT);
    expect(asked).toBe(
      'http://cms.test/api/public/brands/valori-nutritionale/promo-captions?locale=ro',
    );
    expect(accept).toBe('text/vtt');
  });

  test("turns the CMS's 404 (no captions in that locale) into null", async () => {
    const cms = createCmsClient('http://cms.test', answering(404, { message: 'No captions' }));
    await expect(cms.promoCaptions('nutrischeme', 'de')).resolves.toBeNull();
  });

  test.each([
    ['a body that is not WebVTT', answering(200, '<html>'), 502],
    ['a server error', answering(503, 'down'), 503],
  ])('reports %s as a CmsError', async (_label, fetchImpl, status) => {
    const cms = createCmsClient('http://cms.test', fetchImpl);
    const error = await cms.promoCaptions('nutrischeme', 'en').catch((caught) => caught);
    expect(error).toBeInstanceOf(CmsError);
    expect(error.status).toBe(status);
  });
});
