import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContentChange } from '@nutrimenu/core/contract';
import { afterEach, expect, test } from 'vitest';
import { type ChangeSubscription, subscribeToChanges } from './subscribeToChanges';

const SECRET = 'change-stream-secret-1234';

/** A real HTTP server standing in for the CMS's change stream; `serve` answers each connection. */
async function startCms(serve: (response: ServerResponse, connection: number) => void) {
  let connections = 0;
  const open = new Set<ServerResponse>();
  const authorizations: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    if (request.url !== '/api/public/changes') {
      response.writeHead(404).end();
      return;
    }
    connections += 1;
    open.add(response);
    response.on('close', () => open.delete(response));
    serve(response, connections);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get connections() {
      return connections;
    },
    open,
    authorizations,
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function eventStream(response: ServerResponse) {
  response.writeHead(200, { 'Content-Type': 'text/event-stream' });
  return (event: string, data: unknown) =>
    response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

async function waitFor(probe: () => boolean, what: string, ms = 5_000) {
  const until = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function subscribe(url: string, options: { idleTimeoutMs?: number } = {}) {
  const changes: ContentChange[] = [];
  let readies = 0;
  const subscription: ChangeSubscription = subscribeToChanges({
    cmsUrl: url,
    secret: SECRET,
    onChange: (change) => changes.push(change),
    onReady: () => {
      readies += 1;
    },
    log: () => {},
    minDelayMs: 20,
    maxDelayMs: 100,
    ...options,
  });
  cleanups.push(() => subscription.close());
  return {
    subscription,
    changes,
    get readies() {
      return readies;
    },
  };
}

test('relays each change, and drops everything on every (re)connection', async () => {
  const change = { restaurant: 'demo-bistro', collection: 'recipes', id: 7 };
  const cms = await startCms((response, connection) => {
    const send = eventStream(response);
    send('ready', {});
    if (connection === 1) {
      send('change', change);
      // Then the CMS goes away: the subscriber must come back and start afresh.
      setTimeout(() => response.destroy(), 50);
    }
  });
  cleanups.push(cms.close);
  const subscriber = subscribe(cms.url);

  await waitFor(() => subscriber.changes.length === 1, 'the change');
  expect(subscriber.changes).toEqual([change]);
  await waitFor(() => subscriber.readies === 2, 'the second ready');
  expect(cms.connections).toBe(2);
  expect(subscriber.subscription.connected).toBe(true);
  expect(cms.authorizations[0]).toBe(`Bearer ${SECRET}`);
});

test('a malformed change is ignored, the stream goes on', async () => {
  const cms = await startCms((response) => {
    const send = eventStream(response);
    send('ready', {});
    send('change', { restaurant: 42 });
    response.write('event: change\ndata: not json\n\n');
    send('change', { restaurant: null, collection: 'brands', id: 1 });
  });
  cleanups.push(cms.close);
  const subscriber = subscribe(cms.url);
  await waitFor(() => subscriber.changes.length === 1, 'the valid change');
  expect(subscriber.changes).toEqual([{ restaurant: null, collection: 'brands', id: 1 }]);
});

test('a stream that falls silent (a hung CMS) is given up and made anew', async () => {
  const cms = await startCms((response) => {
    eventStream(response)('ready', {});
    // No heartbeat ever after.
  });
  cleanups.push(cms.close);
  const subscriber = subscribe(cms.url, { idleTimeoutMs: 200 });
  await waitFor(() => cms.connections >= 3, 'two reconnections');
  expect(subscriber.readies).toBeGreaterThanOrEqual(2);
});

test('a refused token is retried, not given up on', async () => {
  const cms = await startCms((response) => {
    response.writeHead(401).end();
  });
  cleanups.push(cms.close);
  const subscriber = subscribe(cms.url);
  await waitFor(() => cms.connections >= 2, 'a retry');
  expect(subscriber.readies).toBe(0);
  expect(subscriber.subscription.connected).toBe(false);
});

test('close() ends the connection and stops reconnecting', async () => {
  const cms = await startCms((response) => eventStream(response)('ready', {}));
  cleanups.push(cms.close);
  const subscriber = subscribe(cms.url);
  await waitFor(() => subscriber.readies === 1, 'the first ready');
  subscriber.subscription.close();
  await waitFor(() => cms.open.size === 0, 'the connection to close');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(cms.connections).toBe(1);
});
