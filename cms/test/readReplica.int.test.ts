import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  compareDatabasePositions,
  DATABASE_POSITION_HEADER,
  MIN_DATABASE_POSITION_HEADER,
  publicBrandListSchema,
  publicMenuSchema,
} from '@nutrimenu/core/contract';
import {
  type EmbeddedPostgresHandle,
  startEmbeddedPostgres,
} from '@nutrimenu/devstack/postgres/embeddedPostgres';
import {
  type StreamingReplicaHandle,
  startStreamingReplica,
} from '@nutrimenu/devstack/postgres/startStreamingReplica';
import type { Payload } from 'payload';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  createPublicMenuFront,
  type PublicMenuFront,
} from '../src/publicApi/front/publicMenuFront';
import { postgresAdapter } from '../src/utilities/postgresAdapter';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

// A primary and a real streaming standby of it, both of this file alone: the CMS writes to the
// primary (DATABASE_URL) and reads public documents from the standby (DATABASE_READ_URL). The
// reads go through HTTP as in production (server.ts): the front that answers stored menus, then
// Payload's handler for everything it passes on, whose answers say so (ANSWERED_BY).

/** A header the test's server adds to what Payload's handler answered, not the front. */
const ANSWERED_BY = 'x-test-answered-by';

const ORIGIN = 'http://localhost:3000';
const DAY = 24 * 60 * 60 * 1000;
const DATABASE = 'nutrimenu';

let primaryDir: string;
let standbyDir: string;
let primary: EmbeddedPostgresHandle;
let replica: StreamingReplicaHandle;
let onPrimary: pg.Client;
let onReplica: pg.Client;
let payload: Payload;
let api: ReturnType<typeof createApiClient>;
let front: PublicMenuFront;
/** server.ts's order: the front, then Payload's route handler. */
let server: Server;
let serverUrl: string;
let brand: number;
let restaurant: number;
/** A storefront's /api/revalidate: the bodies the CMS posted to it. */
let storefront: Server;
const revalidations: { position?: string; restaurant: string | null }[] = [];

function get(address: string, headers: Record<string, string> = {}) {
  return fetch(new URL(address, serverUrl), { headers });
}

/** Whether the front answered (a stored menu), not Payload's handler. */
const byFront = (response: Response) => response.headers.get(ANSWERED_BY) === null;

async function menuName(response: Response): Promise<string | undefined> {
  return publicMenuSchema.parse(await response.json()).menu?.name;
}

async function brandName(response: Response): Promise<string | undefined> {
  return publicBrandListSchema.parse(await response.json()).find((each) => each.key === 'brand')
    ?.name;
}

async function primaryPosition(): Promise<string> {
  const { rows } = await onPrimary.query<{ position: string }>(
    'SELECT pg_current_wal_insert_lsn()::text AS position',
  );
  return rows[0]?.position ?? '';
}

async function replayedPosition(): Promise<string> {
  const { rows } = await onReplica.query<{ position: string }>(
    'SELECT pg_last_wal_replay_lsn()::text AS position',
  );
  return rows[0]?.position ?? '';
}

/** Waits until the standby has replayed everything the primary has written so far. */
async function replicaCaughtUp(): Promise<void> {
  const target = await primaryPosition();
  const deadline = Date.now() + 20_000;
  while (compareDatabasePositions(await replayedPosition(), target) < 0) {
    if (Date.now() > deadline) throw new Error(`The standby did not reach ${target}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function storedOnPrimary(key: string): Promise<boolean> {
  const { rowCount } = await onPrimary.query('SELECT 1 FROM public_documents WHERE key = $1', [
    key,
  ]);
  return rowCount === 1;
}

beforeAll(async () => {
  primaryDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-test-primary-'));
  standbyDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-test-standby-'));
  primary = await startEmbeddedPostgres({ dir: primaryDir, durable: false });
  await primary.createDatabase(DATABASE);
  replica = await startStreamingReplica({
    primary,
    primaryDir,
    dir: standbyDir,
    durable: false,
  });
  storefront = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      revalidations.push(JSON.parse(body));
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  const { port } = storefront.address() as AddressInfo;
  process.env.STOREFRONT_REVALIDATE_URL = `http://127.0.0.1:${port}/api/revalidate`;
  process.env.REVALIDATE_SECRET = 'read-replica-test-secret';

  onPrimary = new pg.Client({ connectionString: primary.url(DATABASE) });
  onReplica = new pg.Client({ connectionString: replica.url(DATABASE) });
  await Promise.all([onPrimary.connect(), onReplica.connect()]);

  // The migrations run on the primary; the standby replays them.
  payload = await createTestPayload({
    databaseUrl: primary.url(DATABASE),
    databaseReadUrl: replica.url(DATABASE),
  });
  api = createApiClient(payload.config);
  front = createPublicMenuFront({
    databaseUrl: primary.url(DATABASE),
    hasReadReplica: true,
    logger: payload.logger,
    encodedBytes: 8 * 1024 * 1024,
  });
  server = createServer(async (request, response) => {
    if (await front.answer(request, response)) return;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const answer = await api.send(new Request(new URL(request.url ?? '/', ORIGIN), { headers }));
    response.writeHead(answer.status, {
      ...Object.fromEntries(answer.headers),
      [ANSWERED_BY]: 'payload',
    });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  brand = (
    await payload.create({
      collection: 'brands',
      data: {
        name: 'Brand',
        key: 'brand',
        companyName: 'Brand SRL',
        homeUrl: 'https://example.com',
        isFallback: true,
      },
    })
  ).id;
  restaurant = (
    await payload.create({
      collection: 'restaurants',
      data: {
        brand,
        name: 'Bistro',
        slug: 'bistro',
        city: 'Cluj-Napoca',
        defaultLocale: 'ro',
        offeredLocales: ['ro', 'en'],
        currency: 'RON',
      },
    })
  ).id;
  await payload.create({
    collection: 'subscriptions',
    data: {
      restaurant,
      plan: 'standard',
      status: 'active',
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    },
  });
  const ingredient = await payload.create({
    collection: 'ingredients',
    data: {
      name: 'morcov',
      nutrients: {
        fat: 0.2,
        saturates: 0,
        carbohydrate: 7,
        sugars: 5,
        fibre: 3,
        protein: 1,
        salt: 0.1,
      },
      allergensDeclared: true,
      allergens: [],
      vegan: true,
      vegetarian: true,
    },
  });
  const dish = await payload.create({
    collection: 'recipes',
    data: {
      restaurant,
      name: 'ciorbă',
      category: 'food',
      portions: 1,
      lines: [{ kind: 'ingredient', ingredient: ingredient.id, quantity: 100, unit: 'g' }],
      _status: 'published',
    },
  });
  await payload.create({
    collection: 'menus',
    data: {
      restaurant,
      name: 'Meniul zilei',
      slug: 'meniu',
      isDefault: true,
      sections: [{ title: 'Supe', dishes: [dish.id] }],
      _status: 'published',
    },
  });
  // The brand list is stored on its first read (on the primary: the standby has no row yet).
  expect((await get('/api/public/brands')).status).toBe(200);
  await replicaCaughtUp();
}, 180_000);

afterAll(async () => {
  storefront?.close();
  server?.close();
  await front?.close();
  await payload?.destroy();
  // Payload leaves its pool open, and the primary stops next: its idle connections break, which
  // a pool without an error listener throws.
  if (payload) postgresAdapter(payload).pool?.on('error', () => {});
  await onPrimary?.end();
  await onReplica?.end().catch(() => undefined);
  await replica?.stop();
  await primary?.stop();
  await rm(primaryDir, { recursive: true, force: true });
  await rm(standbyDir, { recursive: true, force: true });
});

describe('public documents with a read replica', () => {
  test('the replica is a real standby: it replays the primary and refuses writes', async () => {
    const { rows } = await onReplica.query<{ standby: boolean }>(
      'SELECT pg_is_in_recovery() AS standby',
    );
    expect(rows[0]?.standby).toBe(true);
    await expect(
      onReplica.query("DELETE FROM public_documents WHERE key = 'brands'"),
    ).rejects.toThrow(/read-only transaction/);
  });

  test('a read is answered from the replica; a client holding a newer document gets the primary', async () => {
    const menu = '/api/public/menus/bistro?locale=ro';
    const before = await get(menu);
    expect(before.status).toBe(200);
    const beforePosition = before.headers.get(DATABASE_POSITION_HEADER) ?? '';
    const beforeETag = before.headers.get('ETag') ?? '';
    expect(await menuName(before)).toBe('Meniul zilei');

    // The standby stops replaying: what the primary writes from now on, it does not show.
    await onReplica.query('SELECT pg_wal_replay_pause()');
    try {
      const beforeChange = await primaryPosition();
      revalidations.length = 0;
      await payload.update({
        collection: 'menus',
        where: { slug: { equals: 'meniu' } },
        data: { name: 'Meniul de azi' },
      });
      await payload.update({ collection: 'brands', id: brand, data: { name: 'Brand nou' } });
      const changedAt = await primaryPosition();
      // The storefront is told of the change with a position past its commit: what it fetches
      // again must be at least that new, so the paused standby cannot answer it.
      await vi.waitFor(() => expect(revalidations).toHaveLength(2));
      const told = revalidations.find((each) => each.restaurant === 'bistro');
      expect(compareDatabasePositions(told?.position ?? '0/0', beforeChange)).toBeGreaterThan(0);
      const refetched = await get(menu, { [MIN_DATABASE_POSITION_HEADER]: told?.position ?? '' });
      expect(await menuName(refetched)).toBe('Meniul de azi');
      // The save stored it on the primary: the front answers it from there.
      expect(byFront(refetched)).toBe(true);

      // A client with no copy: the standby's stored row, the document before the change. Only
      // the standby still has it, so this is the standby answering.
      const fresh = await get(menu);
      expect(fresh.status).toBe(200);
      expect(await menuName(fresh)).toBe('Meniul zilei');
      expect(fresh.headers.get('ETag')).toBe(beforeETag);
      expect(byFront(fresh)).toBe(true);
      expect(await brandName(await get('/api/public/brands'))).toBe('Brand');

      // A client holding the document it had before: the standby's is as new, a 304.
      const same = await get(menu, {
        'If-None-Match': beforeETag,
        [MIN_DATABASE_POSITION_HEADER]: beforePosition,
      });
      expect(same.status).toBe(304);
      expect(byFront(same)).toBe(true);

      // A client holding a document from after the change: the primary answers, never the
      // standby's older one, with a position at least as new as the client's.
      const newer = await get(menu, { [MIN_DATABASE_POSITION_HEADER]: changedAt });
      expect(newer.status).toBe(200);
      expect(await menuName(newer)).toBe('Meniul de azi');
      expect(byFront(newer)).toBe(true);
      const newerPosition = newer.headers.get(DATABASE_POSITION_HEADER) ?? '';
      expect(compareDatabasePositions(newerPosition, changedAt)).toBeGreaterThanOrEqual(0);
      const brands = await get('/api/public/brands', { [MIN_DATABASE_POSITION_HEADER]: changedAt });
      expect(await brandName(brands)).toBe('Brand nou');

      // Revalidating what it now holds: still never the standby's older copy.
      const revalidated = await get(menu, {
        'If-None-Match': newer.headers.get('ETag') ?? '',
        [MIN_DATABASE_POSITION_HEADER]: newerPosition,
      });
      expect(revalidated.status).toBe(304);
    } finally {
      await onReplica.query('SELECT pg_wal_replay_resume()');
    }

    // Caught up, the standby answers the new document to every client.
    await replicaCaughtUp();
    const replayed = await replayedPosition();
    const after = await get(menu);
    expect(await menuName(after)).toBe('Meniul de azi');
    // Its position is the standby's, no further than what it has replayed.
    const afterPosition = after.headers.get(DATABASE_POSITION_HEADER) ?? '';
    expect(compareDatabasePositions(afterPosition, replayed)).toBeGreaterThanOrEqual(0);
    expect(compareDatabasePositions(afterPosition, await replayedPosition())).toBeLessThanOrEqual(
      0,
    );
  });

  test('a document the replica does not have is built and stored on the primary', async () => {
    // German is not offered: no save stored this address, the first read builds it.
    const key = 'menu/bistro//de';
    expect(await storedOnPrimary(key)).toBe(false);
    const built = await get('/api/public/menus/bistro?locale=de');
    expect(built.status).toBe(200);
    // Nothing stored: the front passes it on, and Payload's handler builds it.
    expect(byFront(built)).toBe(false);
    expect(await menuName(built)).toBe('Meniul de azi');
    expect(await storedOnPrimary(key)).toBe(true);
    // The standby receives the row like any other write.
    await replicaCaughtUp();
    const { rowCount } = await onReplica.query('SELECT 1 FROM public_documents WHERE key = $1', [
      key,
    ]);
    expect(rowCount).toBe(1);
  });

  test('a position that is not one is refused, naming the header', async () => {
    const response = await get('/api/public/menus/bistro', {
      [MIN_DATABASE_POSITION_HEADER]: 'yesterday',
    });
    expect(response.status).toBe(400);
    expect(byFront(response)).toBe(false);
    expect((await response.json()).message).toContain(MIN_DATABASE_POSITION_HEADER);
  });

  test('with the replica down, the primary answers', async () => {
    await onReplica.end();
    await replica.stop();
    const started = Date.now();
    const menu = await get('/api/public/menus/bistro?locale=en');
    expect(menu.status).toBe(200);
    expect(byFront(menu)).toBe(true);
    expect(menu.headers.get(DATABASE_POSITION_HEADER)).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    const brands = await get('/api/public/brands');
    expect(brands.status).toBe(200);
    expect(await brandName(brands)).toBe('Brand nou');
    // A refused connection fails at once, and the replica is then left alone for a while.
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
