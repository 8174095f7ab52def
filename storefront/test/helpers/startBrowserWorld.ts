import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser } from 'playwright-core';
import { startFakeCms } from './startFakeCms';
import { startStorefront } from './startStorefront';

/** What a browser test runs against, and how to stop all of it. */
export interface BrowserWorld {
  cms: Awaited<ReturnType<typeof startFakeCms>>;
  storefront: Awaited<ReturnType<typeof startStorefront>>;
  browser: Browser;
  /** Closes the browser, then the storefront, then the CMS. */
  close: () => Promise<void>;
}

/**
 * The stand-in CMS, the production storefront reading it and headless Chromium, for a test file's
 * `beforeAll`. If one fails to start, the ones already started are closed before the error is
 * rethrown, so no server is left holding the test process open.
 *
 * @example
 * let world: BrowserWorld;
 * beforeAll(async () => {
 *   world = await startBrowserWorld();
 * });
 * afterAll(() => world?.close());
 */
export async function startBrowserWorld(): Promise<BrowserWorld> {
  // Last started, first closed: the browser stops before the storefront it talks to, and the
  // storefront before the CMS it reads.
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closeOne of closers.splice(0).reverse()) await closeOne();
  };
  try {
    const cms = await startFakeCms();
    closers.push(cms.close);
    const storefront = await startStorefront(cms.url);
    closers.push(storefront.close);
    const browser = await launchChromium();
    closers.push(() => browser.close());
    return { cms, storefront, browser, close };
  } catch (error) {
    await close();
    throw error;
  }
}
