/**
 * Lighthouse's mobile scores for a page (default the demo menu): performance, accessibility, best
 * practices and SEO, against the targets (100 / 100 / 100 / 100), and the audits that keep a
 * category below 100. Lighthouse's default config is the mobile preset (a mid-range phone,
 * simulated slow 4G). Prints figures only; no threshold fails the run.
 *
 * Uses the `lighthouse` package with Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium)
 * started by chrome-launcher headless without sandbox. The page comes from the real stack on
 * throw-away data (devstack/src/stack/startStack.ts, builds only when stale), or the stack
 * named by E2E_STACK (devstack/src/stack/serveStack.ts).
 *
 * Run: npm run bench:storefront-lighthouse [-- --path=/en/restaurant/demo-bistro]
 */

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@nutrimenu/devstack/browser/launchChromium';
import { acquireStack } from '@nutrimenu/devstack/stack/acquireStack';
import type { Stack } from '@nutrimenu/devstack/stack/startStack';
import { stopOnSignals } from '@nutrimenu/devstack/stack/stopOnSignals';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = [
  ['performance', 100],
  ['accessibility', 100],
  ['best-practices', 100],
  ['seo', 100],
] as const;

const path =
  process.argv.find((arg) => arg.startsWith('--path='))?.slice('--path='.length) ??
  '/ro/restaurant/demo-bistro';

async function audit(stack: Stack) {
  const url = `${stack.storefrontUrl}${path}`;
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    // A first visit fills the storefront's CMS cache, as on any visited menu.
    await (await fetch(url)).arrayBuffer();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map(([id]) => id),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);

    console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}: ${url}`);
    for (const [id, target] of CATEGORIES) {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      console.log(
        `  ${id.padEnd(16)}${String(score).padStart(4)}   (target ≥ ${target}: ${score >= target ? 'met' : 'MISSED'})`,
      );
    }
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    console.log(
      `  metrics: ${metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ')}`,
    );

    console.log('\nAudits below full score (weighted ones first)');
    let any = false;
    for (const [id] of CATEGORIES) {
      const refs = [...(lhr.categories[id]?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight);
      for (const ref of refs) {
        const item = lhr.audits[ref.id];
        if (!item || item.score === null || item.score >= 1) continue;
        if (item.scoreDisplayMode === 'informative' || item.scoreDisplayMode === 'notApplicable') {
          continue;
        }
        any = true;
        const value = item.displayValue ? ` (${item.displayValue})` : '';
        console.log(
          `  [${id}] ${ref.id}: ${item.title}${value}, score ${item.score.toFixed(2)}, weight ${ref.weight}`,
        );
      }
    }
    if (!any) console.log('  none');
  } finally {
    chrome.kill();
  }
}

let stack: Stack | undefined;
stopOnSignals(() => stack);
stack = await acquireStack();
try {
  await audit(stack);
} finally {
  await stack.stop();
}
