/**
 * How the storefront serves under heavy load, three figures against goals; each phase prints its
 * figures and whether its goal is met, and the run exits non-zero if one is missed:
 * 1. Throughput: the demo menu page under autocannon (100 connections, `Accept-Encoding:
 *    gzip, br`) against the same bytes served precompressed by nginx on this machine (one worker,
 *    as the storefront is one process; without nginx, a minimal Node server writing them from
 *    memory), in alternating rounds; goal: median ratio ≥ 0.5.
 * 2. Memory: the storefront's resident memory every 15,000 requests of that page at 100
 *    connections; goal: ≤ 400 MB at the end, and flat after warm-up (the end within 15 % of
 *    the 30,000-request mark). 60,000 requests by default, 300,000 with BENCH_FULL=1.
 * 3. Mixed pages (menu, dish, listing, home, a filtered menu) at 100 connections for 60 s;
 *    goal: zero errors and zero non-2xx answers.
 *
 * The storefront runs as production runs it (server.ts, default caches) in its own process; the
 * CMS comes from the real stack on throw-away data (@nutrimenu/devstack, builds only when stale)
 * or the stack named by E2E_STACK. The machine is shared: figures are indicative.
 *
 * Run: npm run bench:storefront-serving [-- --seconds=10 --rounds=3 --mixed-seconds=60 --only=throughput,memory,mixed]
 *      BENCH_FULL=1 npm run bench:storefront-serving   (300,000 requests in the memory phase)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { acquireStack } from '@nutrimenu/devstack/stack/acquireStack';
import type { Stack } from '@nutrimenu/devstack/stack/startStack';
import { stopOnSignals } from '@nutrimenu/devstack/stack/stopOnSignals';
import autocannon from 'autocannon';
import { residentMemoryMb } from './serving/residentMemoryMb';
import {
  BASELINE_PATH,
  type PageBytes,
  startPrecompressedBaseline,
} from './serving/startPrecompressedBaseline';
import { startStorefrontProcess } from './serving/startStorefrontProcess';

const RESTAURANT = 'demo-bistro';
const MENU = `/restaurant/${RESTAURANT}`;
const CONNECTIONS = 100;
const ACCEPT = { 'accept-encoding': 'gzip, br' };
const RSS_EVERY = 15_000;
const RATIO_GOAL = 0.5;
const RSS_GOAL_MB = 400;
const FLAT_TOLERANCE = 0.15;

function option(name: string, fallback: number): number {
  const value = Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Whether a phase runs: all unless `--only=throughput,memory,mixed` names some. */
function runs(phase: 'throughput' | 'memory' | 'mixed'): boolean {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  return only === undefined || only.split(',').includes(phase);
}

/** The page's bytes in each encoding, as the storefront sends them. */
async function pageBytes(url: string): Promise<PageBytes> {
  const raw = async (encoding: string) => {
    // fetch decodes what it is sent; node:http would not, but the bytes are checked below.
    const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { encoding: response.headers.get('content-encoding'), body: await response.text() };
  };
  const identity = await raw('identity');
  if (identity.encoding !== null) throw new Error(`${url}: identity came ${identity.encoding}`);
  const { request } = await import('node:http');
  const bytes = (encoding: 'br' | 'gzip') =>
    new Promise<Buffer>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        if (res.headers['content-encoding'] !== encoding) {
          reject(
            new Error(`${url} did not answer ${encoding} (${res.headers['content-encoding']})`),
          );
        }
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
  const br = await bytes('br');
  if (brotliDecompressSync(br).toString('utf8') !== identity.body) {
    throw new Error(`${url}: the brotli body is not the page`);
  }
  return { identity: Buffer.from(identity.body), br, gzip: await bytes('gzip') };
}

function check(result: autocannon.Result, label: string) {
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    console.log(
      `  ${label}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    );
  }
  return failed;
}

async function throughput(url: string, seconds: number) {
  // Warm-up: the JIT, the caches, and the page's compression.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: ACCEPT });
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: ACCEPT });
}

async function phaseThroughput(storefrontUrl: string, baselineUrl: string, label: string) {
  const seconds = option('seconds', 10);
  const rounds = option('rounds', 3);
  console.log(
    `\n1. Throughput: ${CONNECTIONS} connections, Accept-Encoding: gzip, br; ${rounds} rounds of ${seconds} s each, alternating, so a busy moment of the shared machine weighs on both sides`,
  );
  const line = (name: string, result: autocannon.Result) =>
    `    ${name.padEnd(50)}${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`;
  const ratios: number[] = [];
  let failed = 0;
  for (let round = 1; round <= rounds; round++) {
    const ours = await throughput(`${storefrontUrl}${MENU}`, seconds);
    const theirs = await throughput(`${baselineUrl}${BASELINE_PATH}`, seconds);
    failed += check(ours, 'storefront') + check(theirs, 'baseline');
    const ratio = ours.requests.average / theirs.requests.average;
    ratios.push(ratio);
    console.log(`  round ${round}: ratio ${ratio.toFixed(2)}`);
    console.log(line(`storefront ${MENU}`, ours));
    console.log(line(label, theirs));
  }
  const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)] ?? 0;
  const met = median >= RATIO_GOAL && failed === 0;
  console.log(
    `  median ratio ${median.toFixed(2)} (goal ≥ ${RATIO_GOAL}: ${met ? 'met' : 'MISSED'})`,
  );
  return met;
}

async function phaseMemory(storefrontUrl: string, pid: number) {
  const amount = process.env.BENCH_FULL === '1' ? 300_000 : 60_000;
  console.log(
    `\n2. Resident memory of the storefront (pid ${pid}): ${amount.toLocaleString('en')} requests of ${MENU} at ${CONNECTIONS} connections${amount < 300_000 ? ' (BENCH_FULL=1 for 300,000)' : ''}`,
  );
  const samples: { requests: number; mb: number }[] = [{ requests: 0, mb: residentMemoryMb(pid) }];
  console.log(`  ${'0'.padStart(9)} requests: ${samples[0]?.mb.toFixed(0)} MB`);
  let answered = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${storefrontUrl}${MENU}`, connections: CONNECTIONS, amount, headers: ACCEPT },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', () => {
      answered += 1;
      if (answered % RSS_EVERY !== 0) return;
      const sample = { requests: answered, mb: residentMemoryMb(pid) };
      samples.push(sample);
      console.log(
        `  ${sample.requests.toLocaleString('en').padStart(9)} requests: ${sample.mb.toFixed(0)} MB`,
      );
    });
  });
  const failed = check(result, 'storefront');
  const last = samples.at(-1)?.mb ?? Number.NaN;
  const warm = samples.find((sample) => sample.requests >= 2 * RSS_EVERY)?.mb ?? last;
  const growth = (last - warm) / warm;
  const bounded = last <= RSS_GOAL_MB;
  const flat = growth <= FLAT_TOLERANCE;
  console.log(
    `  ${result.requests.average.toFixed(0)} req/s; end ${last.toFixed(0)} MB (goal ≤ ${RSS_GOAL_MB}: ${bounded ? 'met' : 'MISSED'}); ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % since ${(2 * RSS_EVERY).toLocaleString('en')} requests (flat within ${FLAT_TOLERANCE * 100} %: ${flat ? 'met' : 'MISSED'})`,
  );
  return bounded && flat && failed === 0;
}

async function phaseMixed(storefrontUrl: string, cmsUrl: string) {
  const seconds = option('mixed-seconds', 60);
  const menu = (await (
    await fetch(`${cmsUrl}/api/public/menus/${RESTAURANT}?locale=ro`)
  ).json()) as {
    menu: { sections: { dishes: { slug: string }[] }[] };
  };
  const dish = menu.menu.sections.flatMap((section) => section.dishes)[0]?.slug;
  if (!dish) throw new Error(`${RESTAURANT} has no dish`);
  const paths = [
    MENU,
    `${MENU}/recipes/${dish}`,
    '/restaurant',
    '/ro',
    `${MENU}?exclude=gluten&exclude=milk&kcalMax=600`,
  ];
  for (const page of paths) {
    const response = await fetch(`${storefrontUrl}${page}`, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  }
  console.log(
    `\n3. Mixed pages at ${CONNECTIONS} connections for ${seconds} s: ${paths.join(', ')}`,
  );
  const result = await autocannon({
    url: storefrontUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: ACCEPT,
    requests: paths.map((page) => ({ method: 'GET', path: page })),
  });
  const failed = check(result, 'storefront');
  console.log(
    `  ${result.requests.total.toLocaleString('en')} requests, ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms; ${result.errors} errors, ${result.non2xx} non-2xx (goal: zero: ${failed === 0 ? 'met' : 'MISSED'})`,
  );
  return failed === 0;
}

async function run(stack: Stack): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-serving-'));
  const storefront = await startStorefrontProcess(stack.cmsUrl);
  try {
    const page = await pageBytes(`${storefront.url}${MENU}`);
    console.log(
      `Serving bench (figures are indicative: the machine is shared). ${MENU}: ${(page.identity.length / 1024).toFixed(1)} KB, br ${(page.br.length / 1024).toFixed(1)} KB, gzip ${(page.gzip.length / 1024).toFixed(1)} KB`,
    );
    const baseline = await startPrecompressedBaseline(dir, page);
    const met: boolean[] = [];
    try {
      if (runs('throughput')) {
        met.push(await phaseThroughput(storefront.url, baseline.url, baseline.label));
      }
    } finally {
      baseline.stop();
    }
    if (runs('memory')) met.push(await phaseMemory(storefront.url, storefront.pid));
    if (runs('mixed')) met.push(await phaseMixed(storefront.url, stack.cmsUrl));
    return met.every(Boolean);
  } finally {
    storefront.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

let stack: Stack | undefined;
stopOnSignals(() => stack);
stack = await acquireStack();
let ok = false;
try {
  ok = await run(stack);
} finally {
  await stack.stop();
}
console.log(ok ? '\nAll goals met.' : '\nA goal was missed (see above).');
process.exitCode = ok ? 0 : 1;
