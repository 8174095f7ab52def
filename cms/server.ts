/**
 * The CMS in production: Next (the admin, Payload's API) behind a front that answers stored public
 * menus itself (src/publicApi/front). `next start` would route every request through Next, which
 * costs a diner's menu read about 5 ms on this project's 2-core machine before the row is read.
 *
 * Run from cms/ (Next's folder, as `next start` takes it), after `next build`, as the bundle
 * scripts/bundleServer.ts makes of it: node dist/server.mjs [--port N]; PORT otherwise, 3000
 * unless set. Everything else comes from the environment, as under `next start` (src/env.ts).
 * `next dev` stays the development server: it has no front.
 */
import { createServer } from 'node:http';
import next from 'next';
import { pino } from 'pino';
import { build as prettyLogs } from 'pino-pretty';
import { env } from './src/env';
import { createPublicMenuFront } from './src/publicApi/front/publicMenuFront';

const port = portArgument(process.argv.slice(2)) ?? Number(process.env.PORT ?? 3000);
const config = env();
// Payload's own log format (its default pino logger's), so both read as one log.
const logger = pino(
  prettyLogs({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }),
);

const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
const front = createPublicMenuFront({
  databaseUrl: config.DATABASE_URL,
  hasReadReplica: config.DATABASE_READ_URL !== undefined,
  logger,
  encodedBytes: config.PUBLIC_MENU_CACHE_MAX_MB * 1024 * 1024,
});
// Listening starts at once, as under `next start`: requests wait for Next to be prepared.
const prepared = app.prepare();

const server = createServer((req, res) => {
  void front
    .answer(req, res)
    .then(async (answered) => {
      if (answered) return;
      await prepared;
      await handle(req, res);
    })
    .catch((error: unknown) => {
      logger.error({ err: error, url: req.url }, 'A request failed before Next answered it');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end();
    });
});
server.listen(port, () => {
  logger.info(`CMS (production) on http://localhost:${port}`);
  // Payload starts (its job queue, its change feed) on the first request Next routes; diners'
  // menus answered by the front never reach it, so one is made now.
  void fetch(`http://127.0.0.1:${port}/api/public/brands`)
    .then((response) => response.arrayBuffer())
    .catch((error: unknown) => logger.warn({ err: error }, 'The first request to Payload failed'));
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  void Promise.allSettled([front.close(), app.close()]).then(() => process.exit(0));
  // Open keep-alive connections and long jobs do not hold the stop up.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** `--port N` or `-p N`, as `next start` takes it. */
function portArgument(args: readonly string[]): number | undefined {
  const at = args.findIndex((arg) => arg === '--port' || arg === '-p');
  if (at < 0) return undefined;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new Error(`--port needs a port number, not "${args[at + 1] ?? ''}"`);
  }
  return value;
}
