import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@nutrimenu/devstack/process/freePort';
import { waitForHttp } from '@nutrimenu/devstack/process/waitForHttp';

/** Debian's nginx (`apt-get install nginx`, as .ci/run does). */
export const NGINX = '/usr/sbin/nginx';

export interface RunningNginx {
  /** http://127.0.0.1:{port} */
  url: string;
  stop(): Promise<void>;
}

/**
 * A throw-away nginx on a free loopback port, one worker, everything in a temporary directory:
 * `http` is the inside of its `http {}` block, in which `{dir}` and `{port}` are replaced by that
 * directory and the port (for a cache path and `listen`).
 *
 * @example
 * const nginx = await startNginx('server { listen 127.0.0.1:{port}; location / { return 204; } }');
 * try { await fetch(nginx.url); } finally { await nginx.stop(); }
 */
export async function startNginx(http: string): Promise<RunningNginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-nginx-'));
  // Its workers run as nobody when we are root: they must reach the cache and temp files here.
  await chmod(dir, 0o777);
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  await writeFile(
    config,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${http.replaceAll('{dir}', dir).replaceAll('{port}', String(port))}
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-c', config, '-e', `${dir}/error.log`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const aborted = new AbortController();
  void exited.then(() => aborted.abort());
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/healthz`, { timeoutMs: 10_000, signal: aborted.signal });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
