import type { BrowserContext, Page, Response } from 'playwright-core';

export interface OpenedPage {
  page: Page;
  /** The main document's answer after redirects; null only for same-document navigations. */
  response: Response | null;
  /**
   * What the page reported as wrong so far: console errors and warnings (React's hydration
   * mismatches and recoverable errors among them) and uncaught exceptions.
   */
  problems: string[];
}

/**
 * Opens `url` in a new tab of `context` and has React hydrate the page (see `hydrate`); pass
 * `hydrate: false` in a context without JavaScript or to see the page as the server sent it. Collects console problems from the
 * first byte; a 404 document's own "Failed to load resource" line is expected and left out.
 *
 * @example
 * const { page, response, problems } = await openPage(context, `${stack.storefrontUrl}/en`);
 */
export async function openPage(
  context: BrowserContext,
  url: string,
  options: { hydrate?: boolean } = {},
): Promise<OpenedPage> {
  const page = await context.newPage();
  // Well under the test timeout, so a stuck step fails with its own message (which locator).
  page.setDefaultTimeout(10_000);
  const problems: string[] = [];
  let documentUrl = url;
  let documentStatus = 0;
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    const location = message.location().url;
    const isDocument404 =
      documentStatus >= 400 &&
      text.startsWith('Failed to load resource') &&
      (location === '' || location === documentUrl);
    if (!isDocument404) problems.push(`${message.type()}: ${text} (${location})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      documentUrl = response.url();
      documentStatus = response.status();
    }
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  if (options.hydrate ?? true) await hydrate(page);
  return { page, response, problems };
}

/**
 * Has React take the page over, as a diner's first interaction does (the storefront hydrates
 * on the first pointer, touch, key, focus or scroll event), and waits until it has (App marks
 * `<html data-hydrated="true">`). A pointer moved to the page's corner changes nothing the
 * page shows.
 */
export async function hydrate(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 10_000 });
}

/** The text a diner reads in the page's app root, whitespace collapsed (not the hidden payload). */
export async function pageText(page: Page): Promise<string> {
  const text = await page.locator('#root').evaluate((root) => root.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/** The text the page shows (CSS-hidden parts left out), whitespace collapsed. */
export async function visibleText(page: Page): Promise<string> {
  const text = await page.locator('#root').innerText();
  return text.replace(/\s+/g, ' ').trim();
}

/** The dishes the page shows, by slug: the visible links to a dish page, in page order. */
export async function visibleDishSlugs(page: Page): Promise<string[]> {
  const slugs = await page
    .locator('a[href*="/recipes/"]')
    .evaluateAll((links) =>
      links
        .filter((link) => (link as HTMLElement).checkVisibility())
        .map(
          (link) => /\/recipes\/([^/?#]+)/.exec((link as HTMLAnchorElement).pathname)?.[1] ?? '',
        ),
    );
  return [...new Set(slugs.filter((slug) => slug !== ''))];
}
