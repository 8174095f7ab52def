import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openPage } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';

const stack = inject('stack');
let browser: Browser;
let context: BrowserContext;

const PHONE = { width: 390, height: 844 };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ADDRESS = /^\/img\/[A-Za-z0-9_-]{16}\//;
// Where the e2e run leaves its screenshots, for a person to look at.
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ viewport: PHONE });
});

afterAll(async () => {
  await browser?.close();
});

interface ImageFacts {
  className: string;
  src: string;
  srcset: string;
  sizes: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  decoding: string | null;
  alt: string | null;
}

async function imagesOf(page: Page, selector: string): Promise<ImageFacts[]> {
  return page.locator(selector).evaluateAll((images) =>
    images.map((element) => {
      const image = element as HTMLImageElement;
      return {
        className: image.className,
        src: image.getAttribute('src') ?? '',
        srcset: image.getAttribute('srcset') ?? '',
        sizes: image.getAttribute('sizes') ?? '',
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        loading: image.getAttribute('loading'),
        decoding: image.getAttribute('decoding'),
        alt: image.getAttribute('alt'),
      };
    }),
  );
}

/** Every request the page makes, by origin: a page must never open a connection to the CMS. */
function watchOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return origins;
}

/** The page's cumulative layout shift so far (layout-shift entries, as Lighthouse sums them). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

describe('dish images on the demo menu at 390×844', () => {
  test('cards show lazy square thumbnails at immutable storefront addresses, sized', async () => {
    const { page, problems } = await openPage(
      context,
      `${stack.storefrontUrl}/en/restaurant/demo-bistro`,
    );
    const thumbnails = await imagesOf(page, 'img.dish-card-image');
    expect(thumbnails.length).toBeGreaterThanOrEqual(30);
    for (const image of thumbnails) {
      expect(image.src).toMatch(ADDRESS);
      expect(image.src).toMatch(/-320x320\.webp$/);
      expect([image.width, image.height]).toEqual(['320', '320']);
      expect([image.loading, image.decoding]).toEqual(['lazy', 'async']);
      // The demo's drawings say what they show, in the page's language (the dish's name is
      // beside them, so they do not repeat it).
      expect(image.alt).toMatch(/^Drawing of [a-z]/);
    }
    // Beside the card's text, as without the <picture> around it: its <source> takes no cell.
    const beside = await page
      .locator('article.dish-card')
      .first()
      .evaluate((card) => {
        const text = card.querySelector('.dish-card-text')?.getBoundingClientRect();
        const image = card.querySelector('img')?.getBoundingClientRect();
        return text && image ? image.left >= text.right && image.top < text.bottom : false;
      });
    expect(beside).toBe(true);
    // Sides and extras have no picture, and their cards keep their layout.
    const cards = await page.locator('article.dish-card').count();
    expect(cards).toBeGreaterThan(thumbnails.length);

    const [cover] = await imagesOf(page, 'img.menu-header-cover');
    expect(cover?.src).toMatch(ADDRESS);
    expect(cover?.srcset.split(', ').length).toBeGreaterThanOrEqual(2);
    for (const candidate of cover?.srcset.split(', ') ?? []) {
      expect(candidate).toMatch(/^\/img\/[A-Za-z0-9_-]{16}\/\S+ \d+w$/);
    }

    // Each has its AVIF twin first, at an immutable storefront address too.
    const avifSources = await page
      .locator('picture.dish-card-picture > source[type="image/avif"]')
      .evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset') ?? ''));
    expect(avifSources).toHaveLength(thumbnails.length);
    for (const source of avifSources) {
      expect(source).toMatch(ADDRESS);
      expect(source).toMatch(/-320x320\.avif$/);
    }

    // The first thumbnail loads once scrolled to, from the storefront, immutable: in AVIF,
    // which Chromium reads.
    const first = page.locator('img.dish-card-image').first();
    await first.scrollIntoViewIfNeeded();
    await expect
      .poll(() => first.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBe(320);
    const chosen = await first.evaluate((image) => (image as HTMLImageElement).currentSrc);
    expect(chosen).toBe(`${stack.storefrontUrl}${avifSources[0]}`);
    const answer = await page.request.get(chosen);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers()['content-type']).toBe('image/avif');
    const webp = await page.request.get(`${stack.storefrontUrl}${thumbnails[0]?.src}`);
    expect(webp.headers()['content-type']).toBe('image/webp');
    // The same picture in fewer bytes.
    expect((await answer.body()).length).toBeLessThan((await webp.body()).length);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a dish page shows its picture with srcset and sizes, without shifting, never from the CMS', async () => {
    const page = await context.newPage();
    const origins = watchOrigins(page);
    await page.goto(`${stack.storefrontUrl}/ro/restaurant/demo-bistro/recipes/ciorba-de-burta`, {
      waitUntil: 'load',
    });
    const [image] = await imagesOf(page, 'img.dish-image');
    expect(image?.src).toMatch(ADDRESS);
    expect([image?.width, image?.height]).toEqual(['768', '576']);
    expect(image?.sizes).toBe('(min-width: 48rem) 48rem, 100vw');
    const candidates = image?.srcset.split(', ') ?? [];
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['768w', '800w']);
    for (const candidate of candidates) expect(candidate).toMatch(ADDRESS);
    const avif = await page
      .locator('picture.dish-picture > source[type="image/avif"]')
      .evaluate((source) => [source.getAttribute('srcset'), source.getAttribute('sizes')]);
    expect(avif[0]).toMatch(/^\/img\/[A-Za-z0-9_-]{16}\/\S+-768x576\.avif 768w$/);
    expect(avif[1]).toBe(image?.sizes);
    const loaded = page.locator('img.dish-image');
    await expect
      .poll(() => loaded.evaluate((element) => (element as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await loaded.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(
      /\.avif$/,
    );
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect([...origins]).toEqual([new URL(stack.storefrontUrl).origin]);
    expect(await runAxe(page)).toEqual([]);
    await page.close();
  });

  test('the menu with its images passes axe, in Romanian and Hungarian', async () => {
    for (const locale of ['ro', 'hu']) {
      const { page } = await openPage(
        context,
        `${stack.storefrontUrl}/${locale}/restaurant/demo-bistro`,
      );
      expect(await runAxe(page), locale).toEqual([]);
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/menu-${locale}-390.png` });
        await page.locator('article.dish-card').nth(3).scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}/menu-${locale}-390-cards.png` });
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.locator('article.dish-card').first().scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SHOTS}/menu-${locale}-1280.png` });
      }
      await page.close();
    }
    if (SHOTS) {
      const { page } = await openPage(
        context,
        `${stack.storefrontUrl}/hu/restaurant/demo-bistro/recipes/pizza-margherita`,
      );
      await page.screenshot({ path: `${SHOTS}/dish-hu-390.png` });
      await page.close();
    }
  });
});
