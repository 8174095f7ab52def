import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './BackupError';
import {
  DATABASE_FILE,
  MANIFEST_FILE,
  type Manifest,
  MEDIA_FOLDER,
  manifestSchema,
  sha256Of,
} from './manifest';
import { findPostgresTool, serverMajor } from './postgresTools';
import { runTool } from './runTool';

export interface RestoreSettings {
  /** The archive createBackup wrote. */
  file: string;
  /** An empty database: a restore never mixes a backup with other data. */
  databaseUrl: string;
  /** The uploads folder to fill (MEDIA_DIR): absent or empty. */
  mediaDir: string;
  /** The migrations this CMS knows, in order: a backup of a newer version is refused. */
  knownMigrations: readonly string[];
  binDir?: string;
}

export interface RestoreOutcome {
  manifest: Manifest;
  mediaFiles: number;
}

/** The manifest, once every file it lists is in the extracted archive, whole and unaltered. */
async function checkedManifest(dir: string): Promise<Manifest> {
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifestFile)) {
    throw new BackupError('This file is not a Nutrimenu backup: it has no manifest.json.');
  }
  const parsed = manifestSchema.safeParse(JSON.parse(await readFile(manifestFile, 'utf8')));
  if (!parsed.success) {
    throw new BackupError(`This backup's manifest.json is not valid: ${parsed.error.message}`);
  }
  for (const entry of parsed.data.files) {
    const file = path.join(dir, entry.path);
    if (!file.startsWith(dir + path.sep) || !existsSync(file)) {
      throw new BackupError(`The backup is incomplete: ${entry.path} is missing.`);
    }
    const bytes = (await stat(file)).size;
    if (bytes !== entry.bytes || (await sha256Of(file)) !== entry.sha256) {
      throw new BackupError(
        `The backup is damaged: ${entry.path} does not match its checksum in the manifest.`,
      );
    }
  }
  if (!parsed.data.files.some((entry) => entry.path === DATABASE_FILE)) {
    throw new BackupError('The backup holds no database dump.');
  }
  return parsed.data;
}

/** Refuses a database that holds any table: a restore is into an empty one only. */
async function refuseNonEmptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT schemaname || '.' || tablename AS name FROM pg_catalog.pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    if (rows.length > 0) {
      const database = new URL(databaseUrl).pathname.slice(1);
      throw new BackupError(
        `The database "${database}" is not empty (${rows.length} tables, such as ` +
          `${rows
            .slice(0, 3)
            .map((row) => row.name)
            .join(', ')}). Restore into an empty database: create a new one ` +
          '(createdb, or a fresh docker compose volume) and point DATABASE_URL at it. ' +
          'Nothing was changed.',
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Restores a backup: checks the archive (every file against the manifest's checksum), that this
 * CMS knows every migration of the backed-up database, that the database is empty and the uploads
 * folder too, all before writing anything; then pg_restore in one transaction (a failure leaves
 * the database empty) and the uploads. Migrations newer than the backup are applied by the CMS
 * at its next start, as after an upgrade.
 */
export async function restoreBackup(settings: RestoreSettings): Promise<RestoreOutcome> {
  if (!existsSync(settings.file)) throw new BackupError(`No such file: ${settings.file}`);
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-restore-'));
  try {
    try {
      await runTool('tar', ['-xf', settings.file, '-C', dir]);
    } catch (error) {
      throw new BackupError(
        `This file is not a Nutrimenu backup archive (tar could not read it): ${(error as Error).message}`,
      );
    }
    const manifest = await checkedManifest(dir);
    const unknown = manifest.migrations.filter((name) => !settings.knownMigrations.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `The backup comes from a newer Nutrimenu (migrations ${unknown.join(', ')} are unknown ` +
          'here): restore it with that version or a later one.',
      );
    }
    await refuseNonEmptyDatabase(settings.databaseUrl);
    if (
      manifest.media.storage === 'local' &&
      existsSync(settings.mediaDir) &&
      (await readdir(settings.mediaDir)).length > 0
    ) {
      throw new BackupError(
        `The uploads folder ${settings.mediaDir} (MEDIA_DIR) is not empty: restore into an ` +
          'empty one. Nothing was changed.',
      );
    }

    const server = await serverMajor(settings.databaseUrl);
    const pgRestore = await findPostgresTool('pg_restore', server, settings.binDir);
    await runTool(
      pgRestore,
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${settings.databaseUrl}`,
        path.join(dir, DATABASE_FILE),
      ],
      { secret: settings.databaseUrl },
    );
    let mediaFiles = 0;
    if (manifest.media.storage === 'local' && existsSync(path.join(dir, MEDIA_FOLDER))) {
      await cp(path.join(dir, MEDIA_FOLDER), settings.mediaDir, { recursive: true });
      mediaFiles = manifest.media.files;
    }
    return { manifest, mediaFiles };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
