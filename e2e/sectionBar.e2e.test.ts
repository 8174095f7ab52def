import { mkdir } from 'node:fs/promises';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { fetchPublicMenu } from './helpers/cmsApi';
import { openPage } from './helpers/openPage';
import { translatorFor } from './helpers/translatorFor';

const stack = inject('stack');
const PHONE = { width: 390, height: 844 };
// With SCREENSHOTS=<folder>, the bar is saved there at 390 px to be looked at.
const SHOTS = process.env.SCREENSHOTS;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

/** The section bar's link texts, and the one marked current (null: none). */
async function barState(page: Page, label: string) {
  const bar = page.getByRole('navigation', { name: label, exact: true });
  const links = bar.getByRole('link');
  const titles = await links.allTextContents();
  const current = await bar.locator('a[aria-current="true"]').allTextContents();
  return {
    titles,
    current: current.length === 1 ? current[0] : current.length === 0 ? null : current,
  };
}

/** The section heading nearest under the sticky bar: the one a jump brought to the top. */
function headingAtTop(page: Page): Promise<{ title: string; top: number; barBottom: number }> {
  return page.evaluate(() => {
    const bar = document.querySelector('.menu-bar')?.getBoundingClientRect();
    const headings = [...document.querySelectorAll<HTMLElement>('main section > h2')];
    const barBottom = bar?.bottom ?? 0;
    const shown = headings.filter(
      (heading) => heading.getBoundingClientRect().top >= barBottom - 2,
    );
    const first = shown[0];
    return {
      title: first?.textContent ?? '',
      top: first?.getBoundingClientRect().top ?? -1,
      barBottom,
    };
  });
}

describe.each(['ro', 'hu'] as const)('the section bar of a long menu (%s)', (locale) => {
  test('with JavaScript: a landmark listing every section, jumping to one, and marking the current one', async () => {
    const t = await translatorFor(locale);
    const document = await fetchPublicMenu(stack.cmsUrl, 'demo-bistro', { locale });
    const titles = document.menu?.sections.map((section) => section.title) ?? [];
    expect(titles.length).toBeGreaterThan(2);
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const { page, problems } = await openPage(
        context,
        `${stack.storefrontUrl}/${locale}/restaurant/demo-bistro`,
      );
      const label = t('menu.sections.label');
      const atTop = await barState(page, label);
      expect(atTop.titles).toEqual(titles);
      // At the top, no section or the first one has reached the band under the bar.
      expect([null, titles[0]]).toContain(atTop.current);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/section-bar-${locale}-top.png` });

      const target = titles[Math.floor(titles.length / 2)] ?? '';
      await page
        .getByRole('navigation', { name: label, exact: true })
        .getByRole('link', { name: target, exact: true })
        .click();
      // The section lands just under the sticky bar, not behind it, and becomes the current one.
      await expect.poll(async () => (await barState(page, label)).current).toBe(target);
      const top = await headingAtTop(page);
      expect(top.title).toBe(target);
      expect(top.top).toBeGreaterThanOrEqual(top.barBottom - 1);
      expect(top.top - top.barBottom).toBeLessThan(40);
      // The bar stays on screen while the diner scrolls, and its current link is in its view.
      const bar = page.locator('.menu-section-bar');
      expect((await bar.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      await expect(bar.locator('a[aria-current="true"]').isVisible()).resolves.toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/section-bar-${locale}-jumped.png` });

      // Scrolling on to the last section moves the mark there.
      await page.locator('main section > h2').last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 400);
      await expect.poll(async () => (await barState(page, label)).current).not.toBe(target);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('without JavaScript: plain anchors that jump to their section', async () => {
    const t = await translatorFor(locale);
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const { page } = await openPage(
        context,
        `${stack.storefrontUrl}/${locale}/restaurant/demo-bistro`,
        { hydrate: false },
      );
      const label = t('menu.sections.label');
      const { titles, current } = await barState(page, label);
      expect(titles.length).toBeGreaterThan(2);
      expect(current).toBeNull();
      const target = titles[Math.floor(titles.length / 2)] ?? '';
      const link = page
        .getByRole('navigation', { name: label, exact: true })
        .getByRole('link', { name: target, exact: true });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^#./);
      await link.click();
      await page.waitForFunction((hash) => location.hash === hash, href);
      const top = await headingAtTop(page);
      expect(top.title).toBe(target);
      expect(top.top).toBeGreaterThanOrEqual(top.barBottom - 1);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/section-bar-${locale}-nojs.png` });
    } finally {
      await context.close();
    }
  });
});
