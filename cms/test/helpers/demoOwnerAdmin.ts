import { mkdir } from 'node:fs/promises';
import type { Locale } from '@nutrimenu/core/locale';
import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signedInAdminPage } from './adminPage';
import { pageApi } from './pageApi';
import { type RunningCms, startCms } from './startCms';

export interface DemoOwnerAdmin {
  /** The CMS's address, once the file's setup has started it. */
  readonly url: string;
  /**
   * A page signed in as the demo owner, the browser and the admin in `locale`, its window
   * 1280×900 unless told, with the browser permissions given (e.g. the clipboard).
   */
  ownerPage(
    locale: Locale,
    options?: { viewport?: { width: number; height: number }; permissions?: string[] },
  ): Promise<Page>;
  /** A REST request from inside `page`, with its session (see pageApi). */
  api<T>(
    page: Page,
    path: string,
    init?: { method: string; body: unknown },
  ): Promise<{ status: number; body: T }>;
}

/**
 * The setting of a browser test file that works in the real admin as the demo owner: one CMS on
 * a copy of the run's seeded template and one Chromium, started before the file's tests and
 * stopped after them (vitest hooks registered by this call), and the screenshots folder made.
 */
export function demoOwnerAdminForThisFile({
  shotsDir,
  stepMs,
}: {
  shotsDir: string;
  stepMs: number;
}): DemoOwnerAdmin {
  let cms: RunningCms | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    await mkdir(shotsDir, { recursive: true });
    cms = await startCms();
    browser = await launchChromium();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await cms?.stop();
  });

  const started = () => {
    if (!cms || !browser) throw new Error('The CMS and Chromium start in beforeAll');
    return { cms, browser };
  };

  return {
    get url() {
      return started().cms.url;
    },
    ownerPage(locale, { viewport = { width: 1280, height: 900 }, permissions } = {}) {
      const { cms, browser } = started();
      return signedInAdminPage(browser, cms.url, {
        context: { locale, viewport },
        permissions,
        adminLanguage: locale,
        stepMs,
      });
    },
    api(page, path, init) {
      return pageApi(page, started().cms.url, path, init);
    },
  };
}
