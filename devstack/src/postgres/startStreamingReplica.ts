import { spawn } from 'node:child_process';
import { freePort } from '../process/freePort';
import { baseBackup } from './baseBackup';
import { type EmbeddedPostgresHandle, stopOnExit } from './embeddedPostgres';
import { postgresServerBinary, serverUser } from './postgresServerBinary';

export interface StreamingReplicaHandle {
  port: number;
  /** The connection URL of one database on the standby (read-only), as the primary's user. */
  url(database: string): string;
  /** Resolves when the standby's process ends, whether stop() ended it or not. */
  exited: Promise<void>;
  /** Stops the standby (fast shutdown) and waits for it to end. */
  stop(): Promise<void>;
}

const READY = 'database system is ready to accept read-only connections';

/**
 * Starts a hot standby of a running embedded primary: a base backup of it into `dir` (baseBackup)
 * and a PostgreSQL server on that copy that streams the primary's WAL and answers read-only
 * queries. Resolves once it accepts them. For tests and local trials of a read replica
 * (`DATABASE_READ_URL`); `durable: false` skips fsync, as throw-away primaries do.
 *
 * @example
 * const primary = await startEmbeddedPostgres({ dir: primaryDir, durable: false });
 * const replica = await startStreamingReplica({ primary, primaryDir, dir: standbyDir });
 * process.env.DATABASE_READ_URL = replica.url('nutrimenu');
 */
export async function startStreamingReplica(options: {
  primary: EmbeddedPostgresHandle;
  primaryDir: string;
  dir: string;
  /** The replication slot on the primary; `standby` unless given (one per standby). */
  slot?: string;
  durable?: boolean;
  onLog?: (line: string) => void;
}): Promise<StreamingReplicaHandle> {
  const { primary, primaryDir, dir, slot = 'standby', durable = true } = options;
  const log = options.onLog ?? (() => {});
  const [binary, owner, port] = await Promise.all([
    postgresServerBinary(),
    serverUser(),
    freePort(),
  ]);
  await baseBackup({ primary, primaryDir, dir, slot, owner });

  const flags = durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off'];
  const child = spawn(binary, ['-D', dir, '-p', String(port), '-c', 'hot_standby=on', ...flags], {
    ...owner,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  stopOnExit(child, durable);
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const onExit = () =>
      reject(new Error(`The standby exited while starting:\n${output.slice(-15).join('')}`));
    child.once('exit', onExit);
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output.push(text);
      log(text);
      if (text.includes(READY)) {
        child.off('exit', onExit);
        resolve();
      }
    });
  });

  const primaryUrl = new URL(primary.url('postgres'));
  return {
    port,
    url: (database) => {
      const url = new URL(primaryUrl);
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}
