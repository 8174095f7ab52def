import pg from 'pg';
import { env } from '../../env';

/** Where the replica's troubles are told: Payload's logger, or the production server's. */
export interface ReplicaLogger {
  warn(details: { err: unknown }, message: string): void;
}

// On globalThis: Next may load this module once per route bundle, and the process needs one pool
// (per replica address, should a process, like a test run, see two).
const POOLS = Symbol.for('nutrimenu.replicaPools');
type WithPools = typeof globalThis & { [POOLS]?: Map<string, pg.Pool> };

/**
 * The connections to the read replica (DATABASE_READ_URL), opened on first use; undefined
 * without one. Separate from Payload's pool on purpose: Payload's own replica option would send
 * every read there (the admin, jobs, a save's checks), where a lagging copy is wrong; here only
 * the public documents are read from it (readOnReplica).
 *
 * Short timeouts: a replica that is down or hung costs a read a moment before it goes to the
 * primary, never a request held until the client gives up.
 */
export function replicaPool(logger: ReplicaLogger): pg.Pool | undefined {
  const url = env().DATABASE_READ_URL;
  if (url === undefined) return undefined;
  const holder = globalThis as WithPools;
  holder[POOLS] ??= new Map();
  const known = holder[POOLS].get(url);
  if (known) return known;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2_000,
    query_timeout: 2_000,
    idleTimeoutMillis: 30_000,
    // Idle connections to the replica alone never keep a process (a CLI command, a test) alive.
    allowExitOnIdle: true,
  });
  // A connection that breaks while idle (the replica restarted) must not end the process.
  pool.on('error', (error) => {
    logger.warn({ err: error }, 'A connection to the read replica broke');
  });
  holder[POOLS].set(url, pool);
  return pool;
}
