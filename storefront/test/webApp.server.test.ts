import { Script } from 'node:vm';
import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

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

const NUTRISCHEME = 'menu.nutrischeme.localhost:8080';

describe('the web app manifest', () => {
  test("is the Host's brand's: name, theme colour, icons on the storefront, whole-host scope", async () => {
    const response = await httpGet(`${storefront.url}/manifest.webmanifest`, {
      host: NUTRISCHEME,
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(response.body) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'NutriScheme',
      short_name: 'NutriScheme',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#123456',
    });
    const icons = manifest.icons as { src: string; sizes: string }[];
    // The fake NutriScheme has only its 32 px icon: only what exists is listed.
    expect(icons.map((icon) => icon.sizes)).toEqual(['32x32']);
    for (const icon of icons) expect(icon.src).toMatch(/^\/img\/[A-Za-z0-9_-]{16}\//);
  });

  test('another brand host gets its own brand, an unknown host the fallback brand', async () => {
    const other = await httpGet(`${storefront.url}/manifest.webmanifest`, {
      host: 'elsewhere.example',
    });
    const manifest = JSON.parse(other.body) as {
      name: string;
      short_name: string;
      theme_color: string;
      icons: { sizes: string }[];
    };
    expect(manifest.name).toBe('Valori Nutriționale');
    // Longer than a home screen shows: its first word.
    expect(manifest.short_name).toBe('Valori');
    expect(manifest.theme_color).toBe('#f3f3f3');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['32x32', '192x192', '512x512']);
  });

  test('every page links it', async () => {
    const page = await httpGet(`${storefront.url}/en/restaurant/bistro-somes`, {
      host: 'menu.valorinutritionale.localhost:8080',
    });
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});

describe('the service worker script', () => {
  test('is revalidated at every visit and carries the release and the scripts to precache', async () => {
    const response = await httpGet(`${storefront.url}/sw.js`, { host: NUTRISCHEME });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    const release = (
      JSON.parse((await httpGet(`${storefront.url}/build.json`, {})).body) as { release: string }
    ).release;
    expect(response.body).toContain(`// Release: ${release} `);
    expect(response.body).toMatch(/const ASSETS = \["\/assets\/[^"]+\.js"/);
    expect(response.body).not.toContain('__ASSETS__');
    // Every name written in, the offline page's cache one per release, and it compiles.
    expect(response.body).not.toMatch(/__[A-Z_]+__/);
    expect(response.body).toContain(`const OFFLINE = 'offline-${release}';`);
    expect(response.body).toContain('const LOCALES = ["en","ro"');
    // The offline page's own chunk is kept with that page, not at install.
    expect(response.body).toMatch(/const OFFLINE_ASSETS = \["\/assets\/readKept-[^"]+\.js"\];/);
    expect(response.body).not.toMatch(/const ASSETS = \[[^\]]*readKept-/);
    expect(() => new Script(response.body)).not.toThrow();
  });
});
