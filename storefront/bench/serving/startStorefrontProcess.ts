import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@nutrimenu/devstack/process/freePort';
import { waitForHttp } from '@nutrimenu/devstack/process/waitForHttp';

const STOREFRONT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The storefront as production runs it (`server.ts`, NODE_ENV=production, its default caches),
 * reading `cmsUrl`, in its own process so its resident memory is its own: node loads tsx itself
 * (`--import tsx`), so the pid is the server's and not a wrapper's. Serves storefront/dist (the
 * stack builds it).
 */
export async function startStorefrontProcess(
  cmsUrl: string,
): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: STOREFRONT_DIR,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), CMS_URL: cmsUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new AbortController();
  child.once('exit', () => exited.abort());
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, { timeoutMs: 60_000, signal: exited.signal });
  if (child.pid === undefined) throw new Error('the storefront did not start');
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}
