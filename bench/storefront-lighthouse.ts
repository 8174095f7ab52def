/**
 * Lighthouse's mobile scores for the storefront's public pages (home, listing, a dish page, the
 * demo menu in two locales), each the median of several runs: performance with its metrics (TBT,
 * LCP, FCP, CLS, speed index), where the main thread's time goes (Lighthouse's breakdown, at its
 * simulated 4× CPU slowdown), the longest tasks and the scripts they belong to, and the
 * accessibility, best-practices and SEO scores. Prints the machine's benchmark index too:
 * Lighthouse's simulated throttling scales the tasks this machine ran, so a busy or slow machine
 * scores lower; compare figures taken on the same quiet machine. Prints figures only; no
 * threshold fails the run.
 *
 * Uses the `lighthouse` package with Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium)
 * started by chrome-launcher headless without sandbox. The pages come from the real stack on
 * throw-away data (devstack/src/stack/startStack.ts, builds only when stale), or the stack
 * named by E2E_STACK (devstack/src/stack/serveStack.ts).
 *
 * Run: npm run bench:storefront-lighthouse [-- --runs=3] [-- --path=/ro/restaurant/demo-bistro]
 *      [-- --details] (every run's audits below full score)
 */

import { publicMenuSchema } from '@nutrimenu/core/contract';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@nutrimenu/devstack/browser/launchChromium';
import { acquireStack } from '@nutrimenu/devstack/stack/acquireStack';
import type { Stack } from '@nutrimenu/devstack/stack/startStack';
import { stopOnSignals } from '@nutrimenu/devstack/stack/stopOnSignals';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Goals: every page at performance ≥ 98 with TBT ≤ 150 ms; the big menu at ≥ 95. */
const GOALS = { performance: 98, bigMenu: 95, tbtMs: 150, others: 100 } as const;

function argument(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const RUNS = Number(argument('runs') ?? 3);
const DETAILS = process.argv.includes('--details');

interface PageToAudit {
  name: string;
  path: string;
  bigMenu?: boolean;
  /** A budget of the main thread's time (Lighthouse's breakdown, at its 4× slowdown). */
  mainThreadBudgetMs?: number;
}

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: { tbt: number; lcp: number; fcp: number; cls: number; si: number };
  mainThread: { group: string; ms: number }[];
  mainThreadTotalMs: number;
  longTasks: { url: string; ms: number; start: number }[];
  benchmarkIndex: number;
  belowFull: string[];
}

async function firstDishPath(stack: Stack): Promise<string> {
  const response = await fetch(`${stack.cmsUrl}/api/public/menus/demo-bistro?locale=ro`);
  if (!response.ok) throw new Error(`The demo menu answered ${response.status}`);
  const document = publicMenuSchema.parse(await response.json());
  const slug = document.menu?.sections.flatMap((section) => section.dishes)[0]?.slug;
  if (slug === undefined) throw new Error('The demo menu lists no dish');
  return `/ro/restaurant/demo-bistro/recipes/${slug}`;
}

async function pagesToAudit(stack: Stack): Promise<PageToAudit[]> {
  const only = argument('path');
  if (only !== undefined) return [{ name: only, path: only }];
  return [
    { name: 'home (ro)', path: '/ro' },
    { name: 'listing (ro)', path: '/ro/restaurant' },
    // Before the diner touches it, the page costs its parse, style and layout, and the small
    // entry script: about 0.9 s on this machine, down from 2.9 s while React hydrated at load.
    { name: 'dish page (ro)', path: await firstDishPath(stack), mainThreadBudgetMs: 1_200 },
    { name: 'menu (ro)', path: '/ro/restaurant/demo-bistro', bigMenu: true },
    { name: 'menu (en)', path: '/en/restaurant/demo-bistro', bigMenu: true },
  ];
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

async function auditOnce(stack: Stack, path: string): Promise<Figures> {
  const url = `${stack.storefrontUrl}${path}`;
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    // A first visit fills the storefront's caches, as on any page diners already opened.
    await (await fetch(url)).arrayBuffer();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Figures['scores'];
    const breakdown = lhr.audits['mainthread-work-breakdown'];
    const groups =
      (
        breakdown?.details as {
          items?: { groupLabel?: string; group?: string; duration: number }[];
        }
      )?.items ?? [];
    const tasks =
      (
        lhr.audits['long-tasks']?.details as {
          items?: { url: string; duration: number; startTime: number }[];
        }
      )?.items ?? [];
    const belowFull: string[] = [];
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const item = lhr.audits[ref.id];
        if (!item || item.score === null || item.score >= 1) continue;
        if (item.scoreDisplayMode === 'informative' || item.scoreDisplayMode === 'notApplicable') {
          continue;
        }
        const value = item.displayValue ? ` (${item.displayValue})` : '';
        belowFull.push(`[${id}] ${ref.id}${value}, score ${item.score.toFixed(2)}`);
      }
    }
    return {
      scores,
      metrics: {
        tbt: numeric(lhr, 'total-blocking-time'),
        lcp: numeric(lhr, 'largest-contentful-paint'),
        fcp: numeric(lhr, 'first-contentful-paint'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        si: numeric(lhr, 'speed-index'),
      },
      mainThread: groups.map((item) => ({
        group: item.groupLabel ?? item.group ?? '?',
        ms: item.duration,
      })),
      mainThreadTotalMs: breakdown?.numericValue ?? Number.NaN,
      longTasks: tasks.map((task) => ({
        url: task.url,
        ms: task.duration,
        start: task.startTime,
      })),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      belowFull,
    };
  } finally {
    chrome.kill();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The run whose performance score is the median one: its breakdown is printed whole. */
function medianRun(runs: readonly Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Figures;
}

function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

function report(page: PageToAudit, runs: readonly Figures[], origin: string): string[] {
  const performance = median(runs.map((run) => run.scores.performance));
  const tbt = median(runs.map((run) => run.metrics.tbt));
  const goal = page.bigMenu ? GOALS.bigMenu : GOALS.performance;
  const met = performance >= goal && (page.bigMenu || tbt <= GOALS.tbtMs);
  const typical = medianRun(runs);
  const lines = [
    `${page.name}: ${page.path}`,
    `  performance ${performance} (runs ${runs.map((run) => run.scores.performance).join(', ')}; goal ≥ ${goal}${page.bigMenu ? '' : `, TBT ≤ ${GOALS.tbtMs} ms`}: ${met ? 'met' : 'MISSED'})`,
    `  ${CATEGORIES.slice(1)
      .map((id) => `${id} ${median(runs.map((run) => run.scores[id]))}`)
      .join(', ')} (goal ${GOALS.others})`,
    `  TBT ${Math.round(tbt)} ms, LCP ${Math.round(median(runs.map((run) => run.metrics.lcp)))} ms, FCP ${Math.round(median(runs.map((run) => run.metrics.fcp)))} ms, CLS ${median(runs.map((run) => run.metrics.cls)).toFixed(3)}, speed index ${Math.round(median(runs.map((run) => run.metrics.si)))} ms`,
    `  benchmark index ${runs.map((run) => Math.round(run.benchmarkIndex)).join(', ')}`,
    `  main thread ${Math.round(median(runs.map((run) => run.mainThreadTotalMs)))} ms${
      page.mainThreadBudgetMs === undefined
        ? ''
        : ` (budget ≤ ${page.mainThreadBudgetMs} ms: ${median(runs.map((run) => run.mainThreadTotalMs)) <= page.mainThreadBudgetMs ? 'met' : 'MISSED'})`
    }; the median run's: ${typical.mainThread
      .map((item) => `${item.group} ${Math.round(item.ms)}`)
      .join(', ')}`,
    `  long tasks: ${
      typical.longTasks.length === 0
        ? 'none'
        : typical.longTasks
            .slice(0, 6)
            .map(
              (task) =>
                `${Math.round(task.ms)} ms at ${Math.round(task.start)} (${shortUrl(task.url, origin)})`,
            )
            .join('; ')
    }`,
  ];
  if (DETAILS) {
    for (const [index, run] of runs.entries()) {
      lines.push(`  run ${index + 1} below full score: ${run.belowFull.join('; ') || 'none'}`);
    }
  } else if (typical.belowFull.length > 0) {
    lines.push(`  below full score: ${typical.belowFull.join('; ')}`);
  }
  return lines;
}

let stack: Stack | undefined;
stopOnSignals(() => stack);
stack = await acquireStack();
try {
  const pages = await pagesToAudit(stack);
  console.log(
    `Lighthouse (mobile preset: simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs per page`,
  );
  for (const page of pages) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await auditOnce(stack, page.path));
    console.log(report(page, runs, stack.storefrontUrl).join('\n'));
  }
} finally {
  await stack.stop();
}
