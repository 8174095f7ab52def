import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { DATABASE_FILE, MANIFEST_FILE, type Manifest, MEDIA_FOLDER, sha256Of } from './manifest';
import { findPostgresTool, serverMajor } from './postgresTools';
import { runTool } from './runTool';

export interface S3Location {
  bucket: string;
  endpoint: string | null;
  region: string | null;
}

export interface BackupSettings {
  databaseUrl: string;
  /** The uploads folder (MEDIA_DIR), copied unless the uploads are in `s3`. */
  mediaDir: string;
  s3: S3Location | null;
  /** Where the archive is written. */
  outDir: string;
  /** Folder of the PostgreSQL client tools, when not on the PATH (PG_BIN_DIR). */
  binDir?: string;
  now?: Date;
}

/** Every file under `dir`, as paths relative to it with `/`, sorted. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, relative)));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

async function appliedMigrations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * Backs up an installation into one tar archive in `outDir`: the database as a pg_dump
 * custom-format archive (restorable into an empty database of the same or a newer PostgreSQL),
 * the uploads folder (or, when the uploads are in S3, a note of the bucket, which has its own
 * versioning and replication), and a manifest with the applied migrations and every file's
 * size and SHA-256, which restoreBackup checks before touching anything. The archive appears
 * under its final name only once complete, so a scheduled job never leaves a half archive that
 * looks whole.
 *
 * @returns the archive's path.
 */
export async function createBackup(settings: BackupSettings): Promise<string> {
  const now = settings.now ?? new Date();
  await mkdir(settings.outDir, { recursive: true });
  const staging = await mkdtemp(path.join(settings.outDir, '.backup-'));
  try {
    const server = await serverMajor(settings.databaseUrl);
    const pgDump = await findPostgresTool('pg_dump', server, settings.binDir);
    await runTool(
      pgDump,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, DATABASE_FILE)}`,
        `--dbname=${settings.databaseUrl}`,
      ],
      { secret: settings.databaseUrl },
    );
    let media: Manifest['media'];
    if (settings.s3) {
      media = {
        storage: 's3',
        ...settings.s3,
        note:
          'The uploads are in this S3 bucket and are not in this archive: keep the bucket ' +
          'versioned (or copy it with your S3 tools) and point the restored CMS at it.',
      };
    } else {
      if (existsSync(settings.mediaDir)) {
        await cp(settings.mediaDir, path.join(staging, MEDIA_FOLDER), { recursive: true });
      }
      const copied = existsSync(path.join(staging, MEDIA_FOLDER))
        ? await filesUnder(path.join(staging, MEDIA_FOLDER))
        : [];
      media = { storage: 'local', files: copied.length };
    }
    const files: Manifest['files'] = [];
    for (const relative of await filesUnder(staging)) {
      const file = path.join(staging, relative);
      files.push({ path: relative, bytes: (await stat(file)).size, sha256: await sha256Of(file) });
    }
    const manifest: Manifest = {
      format: 'nutrimenu-backup/1',
      createdAt: now.toISOString(),
      migrations: await appliedMigrations(settings.databaseUrl),
      postgres: { server, pgDump },
      media,
      files,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const name = `nutrimenu-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar`;
    const archive = path.join(settings.outDir, name);
    const partial = `${archive}.partial`;
    await runTool('tar', ['-cf', partial, '-C', staging, '.']);
    await rename(partial, archive);
    return archive;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
