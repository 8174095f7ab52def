/**
 * What a diner downloads for the demo menu: the HTML of /restaurant/demo-bistro and every JS and
 * CSS file it loads (its script, modulepreload and stylesheet tags, the static imports of those
 * scripts and the chunks the entry scripts import dynamically), raw, gzip (level 9) and brotli (quality 11) bytes, against the targets: HTML
 * ≤ 40 KB gz, JS ≤ React's floor + 20 KB gz (the floor measured in the same run by
 * bench/reactFloor.ts). Prints figures only; no threshold fails the run.
 *
 * Runs the real stack on throw-away data (devstack/src/stack/startStack.ts: embedded
 * PostgreSQL, the CMS with demo data, the storefront production build, each built only when
 * stale), or the stack named by E2E_STACK (devstack/src/stack/serveStack.ts).
 *
 * Run: npm run bench:storefront-size   (or: npx tsx bench/storefront-size.ts)
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acquireStack } from '@nutrimenu/devstack/stack/acquireStack';
import type { Stack } from '@nutrimenu/devstack/stack/startStack';
import { stopOnSignals } from '@nutrimenu/devstack/stack/stopOnSignals';
import { measureReactFloorGzip } from './reactFloor';

const PAGE = '/ro/restaurant/demo-bistro';
const KB = 1024;
const HTML_TARGET = 40 * KB;
const JS_ABOVE_REACT_FLOOR = 20 * KB;

interface Sized {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizes(name: string, body: Buffer): Sized {
  return {
    name,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** The same-origin JS and CSS a page's HTML asks for. */
function assetsOf(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    if (src) js.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href || href.startsWith('http')) continue;
    if (rel === 'modulepreload') js.push(href);
    if (rel === 'stylesheet') css.push(href);
  }
  return { js, css };
}

// Vite's chunks import each other with relative specifiers: `import{a}from"./x-123.js"`.
function staticImports(code: string, from: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    found.push(new URL(match[1] ?? '', `http://x${from}`).pathname);
  }
  return found;
}

// The entry loads React and the page (`import(`./hydratePage-123.js`)`, quoted as Vite
// writes it) once the page is painted:
// every page downloads it, so it counts. Deeper dynamic imports (isCrawler, on errors) do not.
function dynamicImports(code: string, from: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) {
    found.push(new URL(match[1] ?? '', `http://x${from}`).pathname);
  }
  return found;
}

function table(title: string, rows: Sized[]): Sized {
  const total = rows.reduce(
    (sum, row) => ({
      name: 'total',
      raw: sum.raw + row.raw,
      gzip: sum.gzip + row.gzip,
      brotli: sum.brotli + row.brotli,
    }),
    { name: 'total', raw: 0, gzip: 0, brotli: 0 },
  );
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`.padStart(10);
  console.log(`\n${title}`);
  console.log(
    `  ${'file'.padEnd(48)}${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`,
  );
  for (const row of [...rows, ...(rows.length > 1 ? [total] : [])]) {
    console.log(`  ${row.name.padEnd(48)}${kb(row.raw)}${kb(row.gzip)}${kb(row.brotli)}`);
  }
  return total;
}

async function measure(stack: Stack) {
  const url = `${stack.storefrontUrl}${PAGE}`;
  const htmlBody = await download(url);
  const html = htmlBody.toString('utf8');
  const { js, css } = assetsOf(html);

  const scripts: Sized[] = [];
  const seen = new Set<string>();
  const entries = new Set(js);
  const queue = [...js];
  while (queue.length > 0) {
    const path = queue.shift() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const body = await download(`${stack.storefrontUrl}${path}`);
    scripts.push(sizes(path, body));
    queue.push(...staticImports(body.toString('utf8'), path));
    if (entries.has(path)) queue.push(...dynamicImports(body.toString('utf8'), path));
  }
  const styles: Sized[] = [];
  for (const path of css) styles.push(sizes(path, await download(`${stack.storefrontUrl}${path}`)));

  console.log(`Storefront page weight: ${url}`);
  const page = table('HTML (with the inline page data)', [sizes(PAGE, htmlBody)]);
  const jsTotal = table(
    "JavaScript (script, modulepreload, their imports and the entry's dynamic ones)",
    scripts,
  );
  const cssTotal = table('CSS', styles);
  const reactFloor = await measureReactFloorGzip();
  const verdict = (value: number, target: number) =>
    `${(value / KB).toFixed(1)} KB gz (target ≤ ${(target / KB).toFixed(1)} KB: ${value <= target ? 'met' : 'MISSED'})`;
  console.log('\nSummary');
  console.log(`  HTML  ${verdict(page.gzip, HTML_TARGET)}`);
  console.log(
    `  JS    ${verdict(jsTotal.gzip, reactFloor + JS_ABOVE_REACT_FLOOR)}; React's floor ${(reactFloor / KB).toFixed(1)} KB gz, ours above it ${((jsTotal.gzip - reactFloor) / KB).toFixed(1)} KB`,
  );
  console.log(`  CSS   ${(cssTotal.gzip / KB).toFixed(1)} KB gz (no target)`);
  console.log(
    `  all   ${((page.gzip + jsTotal.gzip + cssTotal.gzip) / KB).toFixed(1)} KB gz, ${((page.brotli + jsTotal.brotli + cssTotal.brotli) / KB).toFixed(1)} KB brotli`,
  );
}

let stack: Stack | undefined;
stopOnSignals(() => stack);
stack = await acquireStack();
try {
  await measure(stack);
} finally {
  await stack.stop();
}
