import { expect, test } from 'vitest';
import { createPageCache } from './createPageCache';

test('a render under way is announced until it is over, and its page is then there', async () => {
  const pages = createPageCache();
  expect(pages.rendering('a')).toBeUndefined();
  const over = pages.startRender('a');
  const waiting = pages.rendering('a');
  expect(waiting).toBeInstanceOf(Promise);
  let settled = false;
  void waiting?.then(() => {
    settled = true;
  });
  pages.set('a', { html: '<p>a</p>', saveLocale: null });
  await Promise.resolve();
  expect(settled).toBe(false);
  over();
  await waiting;
  expect(settled).toBe(true);
  expect(pages.rendering('a')).toBeUndefined();
  expect(pages.get('a')?.body.toString()).toBe('<p>a</p>');
});

test("a later render's announcement is not removed by an earlier one ending", () => {
  const pages = createPageCache();
  const first = pages.startRender('a');
  const second = pages.startRender('a');
  const current = pages.rendering('a');
  first();
  expect(pages.rendering('a')).toBe(current);
  second();
  expect(pages.rendering('a')).toBeUndefined();
});

test('with caching off nothing waits: every request renders', () => {
  const pages = createPageCache({ ttlMs: 0 });
  pages.startRender('a');
  expect(pages.rendering('a')).toBeUndefined();
});

test('a cached page is stored compressed in brotli and gzip once ready', async () => {
  const pages = createPageCache();
  const page = pages.set('a', { html: '<p>ă</p>'.repeat(200), saveLocale: null });
  await page.ready;
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  expect(brotliDecompressSync(page.encoded?.br ?? Buffer.alloc(0)).equals(page.body)).toBe(true);
  expect(gunzipSync(page.encoded?.gzip ?? Buffer.alloc(0)).equals(page.body)).toBe(true);
  expect(pages.get('a')).toBe(page);
});
