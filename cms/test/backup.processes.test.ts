import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@nutrimenu/devstack/paths';
import {
  type EmbeddedPostgresHandle,
  startEmbeddedPostgres,
} from '@nutrimenu/devstack/postgres/embeddedPostgres';
import { type ServiceProcess, spawnService } from '@nutrimenu/devstack/process/spawnService';
import { runDatabaseSetup } from '@nutrimenu/devstack/setup/runDatabaseSetup';
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
const servers = new Set<EmbeddedPostgresHandle>();
const dataDirs = new Set<string>();
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
  for (const server of servers) await server.stop();
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
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

/** Whether this machine has pg_dump and pg_restore for a server of `major` (see SECURITY.md). */
async function clientToolsFor(major: number): Promise<boolean> {
  try {
    await findPostgresTool('pg_dump', major);
    await findPostgresTool('pg_restore', major);
    return true;
  } catch {
    return false;
  }
}

/** A PostgreSQL server the round trip runs on: where its databases are and how one is made. */
interface RoundTripServer {
  major: number;
  url(database: string): string;
  /** A database with the migrations and the demo seed, its pictures in `mediaDir`. */
  seeded(database: string, mediaDir: string): Promise<void>;
  empty(database: string): Promise<void>;
}

const seedEnv = () => ({
  ...inheritedEnv(),
  PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
  NUTRIMENU_DEMO: '1',
  DEMO_PASSWORD,
  NEXT_TELEMETRY_DISABLED: '1',
});

const trackChild = (child: ServiceProcess) => {
  children.add(child);
  return () => children.delete(child);
};

/**
 * The run's own server when this machine has its client tools. Otherwise a PostgreSQL 15 server
 * started for the test when PostgreSQL 15's tools are here (Debian 12 ships only those:
 * postgresql-client-15, which CI installs): the same backup and restore, on an older major.
 * Null when neither is possible.
 */
async function roundTripServer(): Promise<RoundTripServer | null> {
  const runMajor = await serverMajor(runDatabaseUrl('postgres'));
  if (await clientToolsFor(runMajor)) {
    return {
      major: runMajor,
      url: runDatabaseUrl,
      seeded: (database, mediaDir) =>
        createSeededDatabase({ database, mediaDir, env: seedEnv(), onSpawn: trackChild }),
      empty: async (database) => {
        await adminQuery(`CREATE DATABASE ${database}`);
      },
    };
  }
  if (!(await clientToolsFor(15))) return null;
  // A folder of its own, handed to the server's system user (the test's folder is root's only).
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-backup-postgres-15-'));
  const server = await startEmbeddedPostgres({ dir: dataDir, durable: false, major: 15 });
  dataDirs.add(dataDir);
  servers.add(server);
  return {
    major: 15,
    url: server.url,
    seeded: async (database, mediaDir) => {
      await server.createDatabase(database);
      await runDatabaseSetup({
        env: { ...seedEnv(), DATABASE_URL: server.url(database), MEDIA_DIR: mediaDir },
        onSpawn: trackChild,
      });
    },
    empty: (database) => server.createDatabase(database),
  };
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
  const server = await roundTripServer();
  if (!server) {
    context.skip(
      'no pg_dump/pg_restore of the run PostgreSQL major version, nor of PostgreSQL 15, here: set PG_BIN_DIR',
    );
    return;
  }
  const source = freshName('backup_source');
  const sourceMedia = await mkdtemp(path.join(dir, 'media-source-'));
  await server.seeded(source, sourceMedia);
  const archive = await createBackup({
    databaseUrl: server.url(source),
    mediaDir: sourceMedia,
    s3: null,
    outDir: path.join(dir, 'backups'),
  });

  const restoredName = freshName('restore');
  await server.empty(restoredName);
  const restoredUrl = server.url(restoredName);
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

  expect(outcome.manifest.postgres.server).toBe(server.major);
  const before = await publicDocuments(server.url(source), sourceMedia, 'source');
  const after = await publicDocuments(restoredUrl, restoredMedia, 'restored');
  const documents = JSON.parse(before) as Record<string, { status: number }>;
  expect(Object.keys(documents).length).toBeGreaterThan(50);
  expect(Object.values(documents).filter((doc) => doc.status === 200).length).toBeGreaterThan(20);
  expect(after).toBe(before);
}, 900_000);
