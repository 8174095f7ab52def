/**
 * How close rendering the demo menu comes to serving a file: requests per second of
 * /restaurant/demo-bistro under autocannon (10 connections, 10 s) against the same HTML saved
 * to disk and served as a static file by the same Express app (a parent app mounts
 * express.static in front of the storefront's createApp), and their ratio (issue target ≥ 0.6).
 * Prints figures only; no threshold fails the run.
 *
 * The server runs in a child process (this file with --serve), so autocannon does not share its
 * event loop. The CMS it reads comes from the real stack on throw-away data
 * (@nutrimenu/devstack's stack/startStack.ts, builds only when stale), or the stack named by
 * E2E_STACK (devstack/src/stack/serveStack.ts). It lives in the storefront because it measures
 * the storefront's own app (createApp) in-process.
 *
 * Run: npm run bench:storefront-throughput [-- --seconds=10 --connections=10]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireStack } from '@nutrimenu/devstack/stack/acquireStack';
import type { Stack } from '@nutrimenu/devstack/stack/startStack';
import { stopOnSignals } from '@nutrimenu/devstack/stack/stopOnSignals';
import autocannon from 'autocannon';
import express from 'express';

const PAGE = '/restaurant/demo-bistro';
const STATIC_PREFIX = '/static-copy';
const STATIC_FILE = 'menu.html';

function option(name: string, fallback: number): number {
  const value = Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The child: the storefront's production app behind a parent app serving `dir` statically. */
async function serve(cmsUrl: string, dir: string) {
  const { createApp } = await import('../src/server/app');
  const { app } = await createApp({ mode: 'production', cmsUrl });
  const parent = express();
  parent.disable('x-powered-by');
  parent.use(STATIC_PREFIX, express.static(dir, { index: false }));
  parent.use(app);
  const server = parent.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  process.on('disconnect', () => process.exit(0));
}

async function startServer(
  cmsUrl: string,
  dir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', cmsUrl, dir], {
    execArgv: process.execArgv,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

async function load(url: string, seconds: number, connections: number) {
  // Warm-up: the first renders fill the storefront's CMS cache and the JIT.
  for (let i = 0; i < 50; i++) await (await fetch(url)).arrayBuffer();
  const result = await autocannon({ url, duration: seconds, connections });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

async function run(stack: Stack) {
  const seconds = option('seconds', 10);
  const connections = option('connections', 10);
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-bench-'));
  const { url, child } = await startServer(stack.cmsUrl, dir);
  try {
    const page = await fetch(`${url}${PAGE}`);
    if (!page.ok) throw new Error(`${PAGE} answered ${page.status}`);
    const html = await page.text();
    await writeFile(path.join(dir, STATIC_FILE), html);

    console.log(
      `Throughput: ${connections} connections, ${seconds} s each, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of HTML per answer`,
    );
    const rendered = await load(`${url}${PAGE}`, seconds, connections);
    const file = await load(`${url}${STATIC_PREFIX}/${STATIC_FILE}`, seconds, connections);
    const line = (label: string, result: autocannon.Result) =>
      `  ${label.padEnd(30)}${result.requests.average.toFixed(0).padStart(8)} req/s   latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
    console.log(line(`rendered ${PAGE}`, rendered));
    console.log(line('same HTML as a static file', file));
    const ratio = rendered.requests.average / file.requests.average;
    console.log(`  ratio ${ratio.toFixed(2)} (target ≥ 0.6: ${ratio >= 0.6 ? 'met' : 'MISSED'})`);
  } finally {
    child.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] ?? '', process.argv[4] ?? '');
} else {
  let stack: Stack | undefined;
  stopOnSignals(() => stack);
  stack = await acquireStack();
  try {
    await run(stack);
  } finally {
    await stack.stop();
  }
}
