import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (playwright-core ships no browser of its own); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags every browser run here uses: no sandbox (containers and CI run as root), no GPU, and
 * no background requests to Google that would add noise to measurements.
 */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Headless Debian Chromium driven by playwright-core: the one browser setup of the CMS's and the
 * storefront's browser tests, the e2e suite and the benches.
 *
 * @example
 * const browser = await launchChromium();
 * const page = await browser.newPage();
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}
