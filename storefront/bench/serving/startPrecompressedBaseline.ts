import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { freePort } from '@nutrimenu/devstack/process/freePort';
import { waitForHttp } from '@nutrimenu/devstack/process/waitForHttp';

const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** The path the baseline serves the page at. */
export const BASELINE_PATH = '/menu.html';

export interface PageBytes {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface Baseline {
  url: string;
  label: string;
  stop: () => void;
}

// One worker: the storefront is one Node process, so both sides get one core's worth of server.
function nginxConfig(dir: string, port: number): string {
  return `load_module ${BROTLI_STATIC_MODULE};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  types { text/html html; }
  keepalive_requests 10000000;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp;
  scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location / {
      brotli_static on;
      gzip_static on;
      gzip_vary on;
    }
  }
}
`;
}

async function startNginx(dir: string, page: PageBytes): Promise<Baseline> {
  const www = path.join(dir, 'www');
  await mkdir(path.join(dir, 'tmp'), { recursive: true });
  await mkdir(www, { recursive: true });
  const file = path.join(www, BASELINE_PATH.slice(1));
  await writeFile(file, page.identity);
  await writeFile(`${file}.br`, page.br);
  await writeFile(`${file}.gz`, page.gzip);
  // nginx's workers run as nobody: the temporary folder must be readable to them.
  await chmod(dir, 0o755);
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, nginxConfig(dir, port));
  const child: ChildProcess = spawn(NGINX, ['-c', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new AbortController();
  child.once('exit', () => exited.abort());
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}${BASELINE_PATH}`, { timeoutMs: 10_000, signal: exited.signal });
  return {
    url,
    label: 'nginx (1 worker, brotli_static/gzip_static)',
    stop: () => child.kill('SIGQUIT'),
  };
}

// Without nginx: the least a Node server can do, writing the stored bytes from memory.
async function startMemoryServer(page: PageBytes): Promise<Baseline> {
  const server = createServer((req, res) => {
    const accepted = req.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(encoding ? page[encoding] : page.identity);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    label: 'minimal node http server (nginx not installed)',
    stop: () => server.close(),
  };
}

/**
 * The same page bytes served precompressed by nginx (brotli_static, gzip_static) when nginx and
 * its brotli module are installed (`apt-get install -y nginx libnginx-mod-http-brotli-static`),
 * else by a minimal Node server writing them from memory: the ceiling the storefront is compared
 * with.
 */
export async function startPrecompressedBaseline(dir: string, page: PageBytes): Promise<Baseline> {
  if (existsSync(NGINX) && existsSync(BROTLI_STATIC_MODULE)) return startNginx(dir, page);
  console.log('  nginx with its brotli module is not installed: using a minimal Node server');
  return startMemoryServer(page);
}
