import type { Page } from 'playwright-core';

/**
 * Has React take the page over, as a diner's first interaction does (the storefront hydrates on
 * the first pointer, touch, key, focus or scroll event), and waits until it has (App marks
 * `<html data-hydrated="true">`). A pointer moved to the page's corner changes nothing it shows.
 */
export async function hydrate(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 });
}
