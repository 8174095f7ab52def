import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ContentChange,
  compareDatabasePositions,
  contentChangeSchema,
} from '@nutrimenu/core/contract';
import { sql } from '@payloadcms/db-postgres';
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
} from 'payload';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createChangeFeed } from '../src/changes/createChangeFeed';
import { executeSql } from '../src/utilities/executeSql';
import { createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

const ORIGIN = 'http://localhost:3000';
const SECRET = 'change-fan-out-secret-1234';
const CDN_TOKEN = 'cdn-purge-token';
/** A database position, as PostgreSQL writes one. */
const POSITION = expect.stringMatching(/^[0-9A-F]+\/[0-9A-F]+$/);

/** A real HTTP server that records each POST it receives: a storefront, or a CDN's purge API. */
interface Received {
  authorization: string | undefined;
  body: unknown;
}
function recorder(status = 204) {
  const received: Received[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      authorization: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    response.writeHead(status).end();
  });
  return { server, received };
}

const storefronts = [recorder(), recorder()];
const cdn = recorder(200);
let payload: Payload;
let send: (request: Request) => Promise<Response>;
let restaurantId: number;
let brandId: number;
// What this test's own listener on the database hears (as another CMS instance would).
const heard: ContentChange[] = [];
let feed: ReturnType<typeof createChangeFeed>;
let readies = 0;

async function urlOf(server: Server, path: string): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
}

async function waitFor<T>(probe: () => T | undefined, what: string, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The events of a Server-Sent Events text, enough for this stream: `event:` and one `data:` line. */
interface StreamEvent {
  event: string | undefined;
  data: string;
}
function parseEvents(text: string): StreamEvent[] {
  return text
    .split('\n\n')
    .slice(0, -1)
    .map((block) => {
      const field = (name: string) =>
        block
          .split('\n')
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      return { event: field('event'), data: field('data') ?? '' };
    })
    .filter((event) => event.event !== undefined);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const revalidateUrls = await Promise.all(
    storefronts.map(({ server }) => urlOf(server, '/api/revalidate')),
  );
  // Read once by the config's env(), so set before Payload boots; the list has a space to trim.
  process.env.STOREFRONT_REVALIDATE_URL = revalidateUrls.join(', ');
  process.env.REVALIDATE_SECRET = SECRET;
  process.env.CDN_PURGE_URL = await urlOf(cdn.server, '/client/v4/zones/test/purge_cache');
  process.env.CDN_PURGE_TOKEN = CDN_TOKEN;
  payload = await createTestPayload();
  send = createApiClient(payload.config).send;

  const brand = await payload.create({
    collection: 'brands',
    data: {
      name: 'Fan-out',
      key: 'fan-out',
      companyName: 'Fan SRL',
      homeUrl: 'https://fan.example',
      hosts: [{ host: 'menu.fan.example' }],
      isFallback: true,
      contact: { email: 'contact@fan.example' },
    },
  });
  brandId = brand.id;
  restaurantId = (
    await payload.create({
      collection: 'restaurants',
      data: {
        brand: brand.id,
        name: 'Bistro Fan',
        slug: 'bistro-fan',
        city: 'Cluj-Napoca',
        defaultLocale: 'ro',
        offeredLocales: ['ro'],
        currency: 'RON',
      } as never,
    })
  ).id;

  feed = createChangeFeed({
    databaseUrl: process.env.DATABASE_URL as string,
    log: { info: () => {}, warn: (message) => console.warn(message) },
  });
  feed.subscribe({ change: (change) => heard.push(change), ready: () => (readies += 1) });
  await waitFor(() => (readies > 0 ? true : undefined), 'the feed to listen');
}, 180_000);

afterAll(async () => {
  await feed?.close();
  await sleep(100);
  for (const { server } of [...storefronts, cdn]) server.close();
  await payload?.destroy();
});

function reset() {
  heard.length = 0;
  for (const { received } of [...storefronts, cdn]) received.length = 0;
}

describe('a committed change reaches every listener once the save commits', () => {
  test('the database notification, each storefront of the fan-out list, and one CDN purge', async () => {
    reset();
    // The save's transaction stays open a while after its hooks ran, as a slow save's would.
    const req = await createLocalReq({}, payload);
    let beforeCommit: { position: string } | undefined;
    await initTransaction(req);
    try {
      await payload.update({
        collection: 'restaurants',
        id: restaurantId,
        data: { city: 'Oradea' } as never,
        req,
      });
      await sleep(300);
      expect(heard, 'nothing is heard before the commit').toEqual([]);
      expect(storefronts.map(({ received }) => received)).toEqual([[], []]);
      expect(cdn.received).toEqual([]);
    } finally {
      // The commit is written after this position: the relayed change's is past it.
      [beforeCommit] = await executeSql<{ position: string }>(
        await createLocalReq({}, payload),
        sql`SELECT pg_current_wal_insert_lsn()::text AS position`,
      );
      await commitTransaction(req);
    }

    const expected = { restaurant: 'bistro-fan', collection: 'restaurants', id: restaurantId };
    await waitFor(() => heard[0], 'the notification');
    // Relayed with the database's position after the commit (for storefronts behind a replica).
    expect(heard).toEqual([{ ...expected, position: POSITION }]);
    const position = heard[0]?.position ?? '0/0';
    expect(compareDatabasePositions(position, beforeCommit?.position ?? '')).toBeGreaterThan(0);
    for (const [index, { received }] of storefronts.entries()) {
      const notice = await waitFor(() => received[0], `storefront ${index + 1}'s revalidation`);
      expect(notice).toEqual({ authorization: `Bearer ${SECRET}`, body: expected });
    }
    const purge = await waitFor(() => cdn.received[0], 'the CDN purge');
    expect(purge).toEqual({
      authorization: `Bearer ${CDN_TOKEN}`,
      body: { tags: ['nutrimenu-restaurant-bistro-fan', 'nutrimenu-listings'] },
    });
    await sleep(200);
    expect(cdn.received, 'one purge per change').toHaveLength(1);
  });

  test('a save that rolls back announces nothing anywhere', async () => {
    reset();
    const req = await createLocalReq({}, payload);
    await initTransaction(req);
    try {
      await payload.update({
        collection: 'restaurants',
        id: restaurantId,
        data: { city: 'Arad' } as never,
        req,
      });
    } finally {
      await killTransaction(req);
    }
    await sleep(500);
    expect({ heard, storefronts: storefronts.map((s) => s.received), cdn: cdn.received }).toEqual({
      heard: [],
      storefronts: [[], []],
      cdn: [],
    });
  });

  test('a library food’s change announces each restaurant whose dishes it reaches, once, by slug', async () => {
    const food = (
      await payload.create({
        collection: 'ingredients',
        data: {
          name: 'păstârnac',
          nutrients: { fat: 0.3, saturates: 0, carbohydrate: 12, sugars: 5, protein: 1, salt: 0 },
          allergensDeclared: true,
          allergens: [],
        },
      })
    ).id;
    const other = (
      await payload.create({
        collection: 'restaurants',
        data: {
          brand: brandId,
          name: 'Bistro Fan Doi',
          slug: 'bistro-fan-doi',
          city: 'Cluj-Napoca',
          defaultLocale: 'ro',
          offeredLocales: ['ro'],
          currency: 'RON',
        } as never,
      })
    ).id;
    const dishes: number[] = [];
    for (const [restaurant, name] of [
      [restaurantId, 'supă de păstârnac'],
      [restaurantId, 'piure de păstârnac'],
      [other, 'păstârnac la cuptor'],
    ] as const) {
      const dish = await payload.create({
        collection: 'recipes',
        data: {
          restaurant,
          name,
          category: 'food',
          portions: 1,
          lines: [{ kind: 'ingredient', ingredient: food, quantity: 120, unit: 'g' }],
          _status: 'published',
        },
      });
      dishes.push(dish.id);
    }
    await sleep(300);
    reset();

    await payload.update({ collection: 'ingredients', id: food, data: { allergens: ['celery'] } });
    await waitFor(() => (heard.length >= 2 ? true : undefined), 'both restaurants’ notices');
    await sleep(300);
    const restaurantsHeard = heard
      .filter((change) => change.collection === 'recipes')
      .map((change) => change.restaurant)
      .sort();
    expect(restaurantsHeard).toEqual(['bistro-fan', 'bistro-fan-doi']);
    expect(heard.every((change) => dishes.includes(Number(change.id)))).toBe(true);
    for (const { received } of storefronts) {
      await waitFor(() => (received.length >= 2 ? true : undefined), 'the storefront’s notices');
      expect(received.map(({ body }) => (body as ContentChange).restaurant).sort()).toEqual([
        'bistro-fan',
        'bistro-fan-doi',
      ]);
    }
  });

  test('a site-wide change (a brand) purges the tag every response carries', async () => {
    reset();
    await payload.update({ collection: 'brands', id: brandId, data: { companyName: 'Fan SA' } });
    const purge = await waitFor(() => cdn.received[0], 'the CDN purge');
    expect(purge.body).toEqual({ tags: ['nutrimenu'] });
    await waitFor(() => heard[0], 'the notification');
    expect(heard).toEqual([
      { restaurant: null, collection: 'brands', id: brandId, position: POSITION },
    ]);
  });
});

test('the feed reconnects when its database connection is lost, says ready again, and hears on', async () => {
  const before = readies;
  const [killed] = await payload.db.drizzle
    .execute(
      sql`SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
            WHERE application_name = 'nutrimenu-change-feed' AND datname = current_database()`,
    )
    .then((result) => (result as unknown as { rows: { killed: boolean }[] }).rows);
  expect(killed?.killed).toBe(true);
  await waitFor(() => (readies > before ? true : undefined), 'the feed to listen again');
  expect(feed.listening).toBe(true);
  reset();
  await payload.update({ collection: 'brands', id: brandId, data: { companyName: 'Fan SRL' } });
  await waitFor(() => heard[0], 'a notification after the reconnection');
});

describe('GET /api/public/changes', () => {
  test('refuses a missing or wrong token with 401, uncached', async () => {
    for (const authorization of [undefined, 'Bearer wrong-secret-wrong-secret']) {
      const response = await send(
        new Request(new URL('/api/public/changes', ORIGIN), {
          headers: authorization ? { Authorization: authorization } : {},
        }),
      );
      expect(response.status).toBe(401);
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(((await response.json()) as { message: string }).message).toContain('Bearer');
    }
  });

  test('streams `ready`, then each committed change, uncached', async () => {
    const abort = new AbortController();
    const response = await send(
      new Request(new URL('/api/public/changes', ORIGIN), {
        headers: { Authorization: `Bearer ${SECRET}` },
        signal: abort.signal,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('Cache-Control')).toContain('no-store');

    let text = '';
    let events: StreamEvent[] = [];
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const reading = (async () => {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        text += decoder.decode(read.value, { stream: true });
        events = parseEvents(text);
      }
    })().catch(() => undefined);
    try {
      await waitFor(() => events.find((event) => event.event === 'ready'), 'the ready event');
      await payload.update({
        collection: 'restaurants',
        id: restaurantId,
        data: { city: 'Iași' } as never,
      });
      const change = await waitFor(
        () => events.find((event) => event.event === 'change'),
        'the change event',
      );
      expect(contentChangeSchema.parse(JSON.parse(change.data))).toEqual({
        restaurant: 'bistro-fan',
        collection: 'restaurants',
        id: restaurantId,
        position: POSITION,
      });
    } finally {
      await reader.cancel();
      abort.abort();
      await reading;
    }
  });
});

describe('surrogate keys of public documents', () => {
  test('the listing carries the site-wide and the listings tags, in both headers', async () => {
    const response = await send(new Request(new URL('/api/public/restaurants', ORIGIN)));
    expect(response.status).toBe(200);
    expect(response.headers.get('Surrogate-Key')).toBe('nutrimenu nutrimenu-listings');
    expect(response.headers.get('Cache-Tag')).toBe('nutrimenu,nutrimenu-listings');
  });

  test("a restaurant's menu document carries the restaurant's tag", async () => {
    await payload.create({
      collection: 'menus',
      data: {
        restaurant: restaurantId,
        name: 'Meniu',
        slug: 'meniu',
        _status: 'published',
      } as never,
    });
    const response = await send(
      new Request(new URL('/api/public/menus/bistro-fan?locale=ro', ORIGIN)),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('Surrogate-Key')).toBe('nutrimenu nutrimenu-restaurant-bistro-fan');
    expect(response.headers.get('Cache-Tag')).toBe('nutrimenu,nutrimenu-restaurant-bistro-fan');
  });
});
