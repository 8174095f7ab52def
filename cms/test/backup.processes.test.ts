import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@nutrimenu/devstack/paths';
import { type ServiceProcess, spawnService } from '@nutrimenu/devstack/process/spawnService';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BackupError } from '../src/backup/BackupError';
import { createBackup } from '../src/backup/createBackup';
import { DATABASE_FILE, MANIFEST_FILE, type Manifest, sha256Of } from '../src/backup/manifest';
import { findPostgresTool, serverMajor } from '../src/backup/postgresTools';
import { restoreBackup } from '../src/backup/restoreBackup';
import { runTool } from '../src/backup/runTool';
import { migrations } from '../src/migrations';
import { adminQuery, runDatabaseUrl } from './helpers/databaseTemplate';
import { inheritedEnv } from './helpers/inheritedEnv';
import { createMigratedDatabase } from './helpers/migratedTemplate';
import { createSeededDatabase } from './helpers/seededTemplate';
import { DEMO_PASSWORD } from './helpers/startCms';

const known = migrations.map((migration) => migration.name);
const children = new Set<ServiceProcess>();
let dir: string;

const freshName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

async function emptyDatabase(): Promise<string> {
  const database = freshName('restore');
  await adminQuery(`CREATE DATABASE ${database}`);
  return runDatabaseUrl(database);
}

/** A hand-made archive (no pg_dump needed) with a valid manifest over `files`. */
async function handMadeArchive(files: Record<string, string>): Promise<string> {
  const staging = await mkdtemp(path.join(dir, 'staging-'));
  const entries: Manifest['files'] = [];
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(staging, name), content);
    entries.push({
      path: name,
      bytes: Buffer.byteLength(content),
      sha256: await sha256Of(path.join(staging, name)),
    });
  }
  const manifest: Manifest = {
    format: 'nutrimenu-backup/1',
    createdAt: new Date().toISOString(),
    migrations: known.slice(),
    postgres: { server: 18, pgDump: 'pg_dump' },
    media: { storage: 'local', files: 0 },
    files: entries,
  };
  await writeFile(path.join(staging, MANIFEST_FILE), JSON.stringify(manifest));
  const archive = path.join(dir, `${path.basename(staging)}.tar`);
  await runTool('tar', ['-cf', archive, '-C', staging, '.']);
  return archive;
}

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BackupError);
  return (error as BackupError).message;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-backup-test-'));
});

afterAll(async () => {
  for (const child of children) await child.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('restore refuses before changing anything', () => {
  test('a database that is not empty, naming it and its tables', async () => {
    const database = freshName('busy');
    await createMigratedDatabase(database);
    const archive = await handMadeArchive({ [DATABASE_FILE]: 'not read: refused before' });
    const message = await refusal(
      restoreBackup({
        file: archive,
        databaseUrl: runDatabaseUrl(database),
        mediaDir: path.join(dir, 'media-busy'),
        knownMigrations: known,
      }),
    );
    expect(message).toContain(`The database "${database}" is not empty`);
    expect(message).toContain('Nothing was changed');
    expect(existsSync(path.join(dir, 'media-busy'))).toBe(false);
  });

  test('a damaged archive, a newer version and a file that is no backup', async () => {
    const archive = await handMadeArchive({ [DATABASE_FILE]: 'the-dump-content' });
    const bytes = await readFile(archive);
    // The dump's content sits in the tar in clear: change one byte of it.
    const at = bytes.indexOf(Buffer.from('the-dump-content'));
    expect(at).toBeGreaterThan(0);
    bytes[at] = 'T'.charCodeAt(0);
    const damaged = path.join(dir, 'damaged.tar');
    await writeFile(damaged, bytes);
    const settings = {
      databaseUrl: await emptyDatabase(),
      mediaDir: path.join(dir, 'media-damaged'),
      knownMigrations: known,
    };
    expect(await refusal(restoreBackup({ ...settings, file: damaged }))).toContain(
      `${DATABASE_FILE} does not match its checksum`,
    );
    expect(
      await refusal(restoreBackup({ ...settings, file: archive, knownMigrations: known.slice(1) })),
    ).toContain('newer Nutrimenu');
    const notBackup = path.join(dir, 'notes.txt');
    await writeFile(notBackup, 'hello');
    expect(await refusal(restoreBackup({ ...settings, file: notBackup }))).toContain(
      'not a Nutrimenu backup',
    );
  });
});

/** Whether this machine has client tools for the run's PostgreSQL (see SECURITY.md). */
async function clientToolsPresent(): Promise<boolean> {
  const server = await serverMajor(runDatabaseUrl('postgres'));
  try {
    await findPostgresTool('pg_dump', server);
    await findPostgresTool('pg_restore', server);
    return true;
  } catch {
    return false;
  }
}

async function publicDocuments(databaseUrl: string, mediaDir: string, name: string) {
  const out = path.join(dir, `${name}.json`);
  const child = spawnService(
    name,
    process.execPath,
    [
      paths.tsxBin,
      '--tsconfig',
      path.join(paths.cmsDir, 'tsconfig.json'),
      path.join(paths.cmsDir, 'test', 'helpers', 'publicDocuments.ts'),
      out,
    ],
    {
      cwd: paths.cmsDir,
      env: {
        ...inheritedEnv(),
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: mediaDir,
        PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
        SERVER_URL: 'http://localhost:3000',
        NODE_ENV: 'production',
        DISABLE_PAYLOAD_HMR: 'true',
      },
    },
  );
  children.add(child);
  const status = await child.exited;
  children.delete(child);
  expect(status.code, child.tail().join('\n')).toBe(0);
  return readFile(out, 'utf8');
}

test('the demo backed up and restored into a fresh database serves the same public documents', async (context) => {
  if (!(await clientToolsPresent())) {
    context.skip('no pg_dump/pg_restore of the run PostgreSQL major version here: set PG_BIN_DIR');
  }
  const source = freshName('backup_source');
  const sourceMedia = await mkdtemp(path.join(dir, 'media-source-'));
  await createSeededDatabase({
    database: source,
    mediaDir: sourceMedia,
    env: {
      ...inheritedEnv(),
      PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
      NUTRIMENU_DEMO: '1',
      DEMO_PASSWORD,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    onSpawn: (child) => {
      children.add(child);
      return () => children.delete(child);
    },
  });
  const archive = await createBackup({
    databaseUrl: runDatabaseUrl(source),
    mediaDir: sourceMedia,
    s3: null,
    outDir: path.join(dir, 'backups'),
  });

  const restoredUrl = await emptyDatabase();
  const restoredMedia = path.join(dir, 'media-restored');
  const outcome = await restoreBackup({
    file: archive,
    databaseUrl: restoredUrl,
    mediaDir: restoredMedia,
    knownMigrations: known,
  });
  expect(outcome.manifest.migrations).toEqual(known);
  expect(outcome.mediaFiles).toBeGreaterThan(0);
  // A second restore into the now-filled database is refused.
  expect(
    await refusal(
      restoreBackup({
        file: archive,
        databaseUrl: restoredUrl,
        mediaDir: path.join(dir, 'media-again'),
        knownMigrations: known,
      }),
    ),
  ).toContain('is not empty');

  const before = await publicDocuments(runDatabaseUrl(source), sourceMedia, 'source');
  const after = await publicDocuments(restoredUrl, restoredMedia, 'restored');
  const documents = JSON.parse(before) as Record<string, { status: number }>;
  expect(Object.keys(documents).length).toBeGreaterThan(50);
  expect(Object.values(documents).filter((doc) => doc.status === 200).length).toBeGreaterThan(20);
  expect(after).toBe(before);
}, 900_000);
