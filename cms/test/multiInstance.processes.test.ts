import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ensureCmsBuild } from '@nutrimenu/devstack/build/ensureCmsBuild';
import { ensureStorefrontBuild } from '@nutrimenu/devstack/build/ensureStorefrontBuild';
import { cmsServerArguments, paths } from '@nutrimenu/devstack/paths';
import { freePort } from '@nutrimenu/devstack/process/freePort';
import {
  type ChildEnv,
  type ServiceProcess,
  spawnService,
} from '@nutrimenu/devstack/process/spawnService';
import { waitForHttp } from '@nutrimenu/devstack/process/waitForHttp';
import { type S3Server, startS3Server } from '@nutrimenu/devstack/s3/startS3Server';
import { runDatabaseSetup } from '@nutrimenu/devstack/setup/runDatabaseSetup';
import { type RunningStorefront, startStorefront } from '@nutrimenu/devstack/stack/startStorefront';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { migrations } from '../src/migrations';

/**
 * The scaled deployment (docker-compose.scale.yml) as real processes on this machine: two CMS
 * instances (the one `next build` the suite shares, under server.ts) and two storefront
 * instances (their production build), on ONE fresh PostgreSQL database. Each CMS starts as its
 * container does: it prepares the database (migrations and seed), then serves, both at the same
 * moment. Storefront 1 reads CMS 1 and storefront 2 reads CMS 2, so an edit through CMS 1 reaches
 * storefront 2 only through the database (CMS 1's notification, CMS 2's change stream).
 *
 * Media live in one S3-compatible store (s3rver, started here): an upload through CMS 2 is
 * served by CMS 1, and a delete through CMS 1 empties the bucket.
 */

const DEMO_PASSWORD = 'multi-instance-demo-password-1';
const REVALIDATE_SECRET = randomBytes(24).toString('base64url');
// A dish no other step reads by name; renamed through CMS 1.
const DISH = 'ceai-de-plante';
const MENU_PAGE = '/ro/restaurant/demo-bistro';
// The issue's bar: an edit shows on every storefront within 2 s.
const FAN_OUT_MS = 2_000;
const JOBS = 30;

interface CmsInstance {
  name: string;
  url: string;
}

const children = new Set<ServiceProcess>();
const storefronts: RunningStorefront[] = [];
const cms: CmsInstance[] = [];
let databaseUrl: string;
let mediaDir: string;
let sharedCmsEnv: ChildEnv;
let s3: S3Server | undefined;
let bucket: S3Client | undefined;

const onSpawn = (child: ServiceProcess) => {
  children.add(child);
  return () => children.delete(child);
};

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * One CMS container: prepares the database (as `payload run src/seed/prepareDatabase.ts` does
 * before server.ts in the image), then serves with the job queue on. Its database sessions
 * carry its name (application_name), so the jobs step can tell who ran what.
 */
async function startCmsInstance(name: string): Promise<CmsInstance> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const env: ChildEnv = {
    ...sharedCmsEnv,
    DATABASE_URL: `${databaseUrl}?application_name=${name}`,
    SERVER_URL: url,
  };
  await runDatabaseSetup({ env, onSpawn });
  const server = spawnService(name, process.execPath, cmsServerArguments(port), {
    cwd: paths.cmsDir,
    env: { ...env, NODE_ENV: 'production', JOBS_AUTORUN: '1' },
  });
  children.add(server);
  await waitForHttp(`${url}/api/public/brands`, { timeoutMs: 120_000 });
  return { name, url };
}

/** A storefront reading `instance`, resolved once its change stream has said `ready`. */
async function startStorefrontOf(instance: CmsInstance, name: string): Promise<RunningStorefront> {
  let connected = () => {};
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const storefront = await startStorefront({
    cmsUrl: instance.url,
    name,
    env: { REVALIDATE_SECRET },
    onLine: (line) => {
      if (line.includes('change stream: connected')) connected();
    },
  });
  storefronts.push(storefront);
  await Promise.race([
    ready,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`${name}: its change stream did not connect`)), 30_000),
    ),
  ]);
  return storefront;
}

beforeAll(async () => {
  const port = inject('postgresPort');
  const database = `instances_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({
    connectionString: `postgres://postgres:nutrimenu@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  databaseUrl = `postgres://postgres:nutrimenu@127.0.0.1:${port}/${database}`;
  mediaDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-instances-media-'));
  s3 = await startS3Server();
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });

  sharedCmsEnv = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(
        ([name, value]) => value !== '' && name !== 'NODE_ENV' && !name.startsWith('VITEST'),
      ),
    ),
    // One secret for every instance: a session signed by one is valid on the other.
    PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
    NUTRIMENU_DEMO: '1',
    DEMO_PASSWORD,
    MEDIA_DIR: mediaDir,
    REVALIDATE_SECRET,
    NEXT_TELEMETRY_DISABLED: '1',
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
  // No STOREFRONT_REVALIDATE_URL: storefronts learn of changes from the change stream alone.
  delete sharedCmsEnv.STOREFRONT_REVALIDATE_URL;

  // The one CMS build of the suite (made by whichever file needs it first) and the storefront's.
  // next build loads the config, which needs a DATABASE_URL (it connects to none).
  await ensureCmsBuild({ env: { ...sharedCmsEnv, DATABASE_URL: databaseUrl }, onSpawn });
  await ensureStorefrontBuild({ env: sharedCmsEnv, onSpawn });

  // Two containers started together on one fresh database.
  cms.push(...(await Promise.all([startCmsInstance('cms-1'), startCmsInstance('cms-2')])));
  const [first, second] = cms as [CmsInstance, CmsInstance];
  await Promise.all([
    startStorefrontOf(first, 'storefront-1'),
    startStorefrontOf(second, 'storefront-2'),
  ]);
}, 900_000);

afterAll(async () => {
  for (const storefront of storefronts) await storefront.stop();
  for (const child of [...children].reverse()) await child.stop();
  bucket?.destroy();
  await s3?.stop();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
}, 60_000);

test('two instances started together apply each migration once', async () => {
  const applied = await query<{ name: string; runs: string }>(
    `SELECT name, count(*) AS runs FROM payload_migrations WHERE name <> 'dev'
       GROUP BY name ORDER BY name`,
  );
  expect(applied.map((row) => [row.name, Number(row.runs)])).toEqual(
    migrations.map((migration) => [migration.name, 1]),
  );
  const restaurants = await query<{ slug: string; copies: string }>(
    'SELECT slug, count(*) AS copies FROM restaurants GROUP BY slug HAVING count(*) > 1',
  );
  expect(restaurants, 'the seed ran once').toEqual([]);
});

/** The demo owner's token, signed in through `instance` (valid on both: one PAYLOAD_SECRET). */
async function ownerToken(instance: CmsInstance): Promise<string> {
  const login = await fetch(`${instance.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function bucketKeys(prefix: string): Promise<string[]> {
  const listed = await (bucket as S3Client).send(
    new ListObjectsV2Command({ Bucket: s3?.bucket, Prefix: prefix }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
}

test('an image uploaded through CMS 2 is served by CMS 1 from the shared bucket, and deleted', async () => {
  const [first, second] = cms as [CmsInstance, CmsInstance];
  const token = await ownerToken(second);
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'supa-zilei.png');
  form.append('_payload', JSON.stringify({ alt: 'Supa zilei' }));
  const uploaded = await fetch(`${second.url}/api/media`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}` },
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const { doc } = (await uploaded.json()) as {
    doc: { id: number; filename: string; url: string; prefix?: string };
  };
  const keys = await bucketKeys(`${doc.prefix ?? 'media'}/supa-zilei`);
  expect(keys).toContain(`${doc.prefix ?? 'media'}/${doc.filename}`);

  // CMS 1 never saw the upload: it reads the object from the bucket.
  const fileUrl = new URL(doc.url, second.url);
  const served = await fetch(`${first.url}${fileUrl.pathname}${fileUrl.search}`);
  expect(served.status).toBe(200);
  const object = await (bucket as S3Client).send(
    new GetObjectCommand({ Bucket: s3?.bucket, Key: `${doc.prefix ?? 'media'}/${doc.filename}` }),
  );
  expect(Buffer.from(await served.arrayBuffer())).toEqual(
    Buffer.from((await object.Body?.transformToByteArray()) ?? []),
  );

  const deleted = await fetch(`${first.url}/api/media/${doc.id}`, {
    method: 'DELETE',
    headers: { Authorization: `JWT ${token}` },
  });
  expect(deleted.status).toBe(200);
  expect(await bucketKeys(`${doc.prefix ?? 'media'}/supa-zilei`)).toEqual([]);
  // Payload answers a file without its document 403 (no document the reader may see) or 404.
  const gone = await fetch(`${second.url}${fileUrl.pathname}${fileUrl.search}`);
  expect([403, 404]).toContain(gone.status);
  expect(gone.headers.get('Content-Type') ?? '').not.toMatch(/^image\//);
}, 60_000);

test('an edit through CMS 1 shows on both storefronts within 2 s', async () => {
  const [first] = cms as [CmsInstance];
  const token = await ownerToken(first);
  const asOwner = (pathname: string, init: RequestInit = {}) =>
    fetch(`${first.url}${pathname}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    });
  const found = await asOwner(`/api/recipes?where[slug][equals]=${DISH}&locale=ro&depth=0&limit=1`);
  const recipe = ((await found.json()) as { docs: { id: number; name: string }[] }).docs[0];
  if (!recipe) throw new Error(`The demo owner cannot see the recipe ${DISH}`);

  // Both storefronts have the menu cached before the edit (their caches keep it a minute).
  const menuOf = async (storefront: RunningStorefront) =>
    (await fetch(`${storefront.url}${MENU_PAGE}`)).text();
  for (const storefront of storefronts) {
    expect(await menuOf(storefront)).toContain(recipe.name);
    const cached = await fetch(`${storefront.url}${MENU_PAGE}`);
    expect(await cached.text()).toContain(recipe.name);
    // What a CDN in front would purge it by (README, Caching and CDNs).
    expect(cached.headers.get('Surrogate-Key')?.split(' ')).toContain(
      'nutrimenu-restaurant-demo-bistro',
    );
    expect(cached.headers.get('Cache-Tag')?.split(',')).toContain(
      'nutrimenu-restaurant-demo-bistro',
    );
  }

  const renamed = `${recipe.name} proaspăt ${Date.now().toString(36)}`;
  const saved = await asOwner(`/api/recipes/${recipe.id}?locale=ro&depth=0`, {
    method: 'PATCH',
    body: JSON.stringify({ name: renamed, slug: DISH, _status: 'published' }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const committedAt = performance.now();

  const shownAfter = await Promise.all(
    storefronts.map(async (storefront) => {
      while (performance.now() - committedAt < FAN_OUT_MS + 5_000) {
        if ((await menuOf(storefront)).includes(renamed)) return performance.now() - committedAt;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return Number.POSITIVE_INFINITY;
    }),
  );
  console.log(
    `[instances] the rename showed after ${shownAfter.map((ms) => `${Math.round(ms)} ms`).join(' and ')}`,
  );
  for (const [index, ms] of shownAfter.entries()) {
    expect(ms, `storefront ${index + 1} shows the rename (ms after the save)`).toBeLessThan(
      FAN_OUT_MS,
    );
  }
});

test('jobs queued while both instances work the queue run exactly once', async () => {
  // Each task execution appends a log entry with an id of its own; Payload deletes a completed
  // job with its log, so a trigger keeps who ran which entry of which job.
  await query(`
    CREATE TABLE test_job_runs (
      log_id varchar PRIMARY KEY, job_id integer NOT NULL, instance text NOT NULL
    );
    CREATE FUNCTION test_record_job_run() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_job_runs VALUES (NEW.id, NEW._parent_id, current_setting('application_name'))
        ON CONFLICT (log_id) DO NOTHING;
      RETURN NEW;
    END $$;
    CREATE TRIGGER test_record_job_run AFTER INSERT ON payload_jobs_log
      FOR EACH ROW EXECUTE FUNCTION test_record_job_run();`);
  // Queued as payload.jobs.queue writes them: recomputes of recipes nobody uses, done at once.
  const queued = await query<{ id: number }>(
    `INSERT INTO payload_jobs (input, task_slug, queue, total_tried, has_error, processing, created_at, updated_at)
       SELECT jsonb_build_object('field', 'recipe', 'ids', jsonb_build_array(900000 + n)),
              'recomputeRecipes', 'default', 0, false, false, now(), now()
         FROM generate_series(1, $1::int) AS n
       RETURNING id`,
    [JOBS],
  );
  expect(queued).toHaveLength(JOBS);

  // Both instances' queues tick every 10 s.
  const until = Date.now() + 60_000;
  for (;;) {
    const [left] = await query<{ count: string }>(
      'SELECT count(*) FROM payload_jobs WHERE completed_at IS NULL AND id = ANY($1::int[])',
      [queued.map((job) => job.id)],
    );
    if (Number(left?.count) === 0 || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const runs = await query<{ job_id: number; runs: string; instances: string }>(
    `SELECT job_id, count(*) AS runs, string_agg(instance, ',') AS instances
       FROM test_job_runs GROUP BY job_id ORDER BY job_id`,
  );
  const byInstance = await query<{ instance: string; runs: string }>(
    'SELECT instance, count(*) AS runs FROM test_job_runs GROUP BY instance ORDER BY instance',
  );
  console.log(
    `[instances] job runs by instance: ${byInstance.map((row) => `${row.instance} ${row.runs}`).join(', ')}`,
  );
  expect(runs.map((row) => row.job_id)).toEqual(queued.map((job) => job.id));
  expect(
    runs.filter((row) => Number(row.runs) !== 1),
    'jobs run more than once: [job, runs, by]',
  ).toEqual([]);
}, 90_000);

test('the change stream of a real CMS process: 401 without the secret; events, heartbeats, never compressed or cached', async () => {
  const [, second] = cms as [CmsInstance, CmsInstance];
  const refused = await fetch(`${second.url}/api/public/changes`);
  expect(refused.status).toBe(401);
  await refused.body?.cancel();

  const abort = new AbortController();
  const response = await fetch(`${second.url}/api/public/changes`, {
    headers: { Authorization: `Bearer ${REVALIDATE_SECRET}`, 'Accept-Encoding': 'gzip, br' },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('Cache-Control')).toContain('no-store');
  // A compressing layer would hold the events back until its buffer fills.
  expect(response.headers.get('Content-Encoding')).toBeNull();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const started = performance.now();
  try {
    // The first heartbeat comes 15 s after the connection. One read at a time: a read given up
    // on by the race would swallow its chunk.
    const nextRead = () => {
      const read = reader.read();
      // Still pending when the stream is aborted below: that rejection is expected.
      read.catch(() => undefined);
      return read;
    };
    let pending = nextRead();
    while (!text.includes(': heartbeat') && performance.now() - started < 25_000) {
      const read = await Promise.race([
        pending,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000)),
      ]);
      if (read === null) continue;
      if (read.done) break;
      text += decoder.decode(read.value, { stream: true });
      pending = nextRead();
    }
  } finally {
    abort.abort();
    await reader.cancel().catch(() => undefined);
  }
  expect(text).toContain('event: ready');
  expect(text).toContain(': heartbeat');
}, 40_000);
