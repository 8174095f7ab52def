import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createCircuitBreaker } from './createCircuitBreaker';
import { CmsTimeoutError, createGuardedFetch } from './createGuardedFetch';

// A real server that sends a response's headers and part of its body, then stalls.
let url = '';
const sockets = new Set<Socket>();
const server = createServer((socket) => {
  sockets.add(socket);
  socket.once('data', () => {
    socket.write(
      'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/public/brands`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

test('a CMS that stalls in the middle of the body is given up at the deadline', async () => {
  const guarded = createGuardedFetch({
    timeoutMs: 300,
    breaker: createCircuitBreaker({ failureThreshold: 5, openMs: 1_000 }),
  });
  const started = performance.now();
  await expect(guarded(url)).rejects.toBeInstanceOf(CmsTimeoutError);
  const elapsed = performance.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(290);
  expect(elapsed).toBeLessThan(2_000);
});

test("the caller's own abort still aborts, and is not taken for the deadline", async () => {
  const guarded = createGuardedFetch({
    timeoutMs: 5_000,
    breaker: createCircuitBreaker({ failureThreshold: 5, openMs: 1_000 }),
  });
  const request = guarded(url, { signal: AbortSignal.timeout(100) });
  await expect(request).rejects.not.toBeInstanceOf(CmsTimeoutError);
  await expect(request).rejects.toThrow();
});
