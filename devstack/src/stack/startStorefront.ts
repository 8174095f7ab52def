import { paths } from '../paths';
import { freePort } from '../process/freePort';
import { type ChildEnv, spawnService } from '../process/spawnService';
import { waitForHttp } from '../process/waitForHttp';

export interface RunningStorefront {
  /** e.g. http://localhost:41234 */
  url: string;
  stop(): Promise<void>;
}

/**
 * One more storefront (its production build under `server.ts`, as startStack runs it) on a free
 * port, reading the CMS at `cmsUrl`, with `env` for its settings (e.g. CMS_CACHE_TTL=0): for a
 * test that needs a storefront of its own, say one whose CMS it can take down. Expects the build
 * to exist (startStack makes it). Killed with its process group if this process exits first.
 *
 * @example
 * const storefront = await startStorefront({ cmsUrl: proxy.url, env: { CMS_CACHE_TTL: '0' } });
 * try { await fetch(`${storefront.url}/restaurant/demo-bistro`); } finally { await storefront.stop(); }
 */
export async function startStorefront(options: {
  cmsUrl: string;
  env?: ChildEnv;
  /** The prefix of its output lines ('storefront' unless given), to tell several apart. */
  name?: string;
  /** Sees each line it prints, e.g. to wait for its change stream to connect. */
  onLine?: (line: string) => void;
}): Promise<RunningStorefront> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name, value]) => value !== '' && name !== 'NODE_ENV' && !name.startsWith('VITEST'),
    ),
  );
  const storefront = spawnService(
    options.name ?? 'storefront',
    process.execPath,
    [paths.tsxBin, 'server.ts'],
    {
      cwd: paths.storefrontDir,
      ...(options.onLine ? { onLine: options.onLine } : {}),
      env: {
        ...inherited,
        ...options.env,
        NODE_ENV: 'production',
        PORT: String(port),
        CMS_URL: options.cmsUrl,
      },
    },
  );
  const killNow = () => {
    if (storefront.hasExited() || storefront.child.pid === undefined) return;
    try {
      process.kill(-storefront.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', killNow);
  const stop = async () => {
    await storefront.stop();
    process.removeListener('exit', killNow);
  };
  try {
    await waitForHttp(`${url}/healthz`, { timeoutMs: 60_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
