import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';

/** How the line passes requests on: as they come, late, or never. */
export type LineMode = { kind: 'pass' } | { kind: 'slow'; delayMs: number } | { kind: 'hang' };

// The start of an HTTP/1.1 request line, as undici writes them.
const REQUEST_LINE = /(?:^|\r\n)(GET|POST|HEAD) (\S+) HTTP\/1\.1\r\n/g;

/**
 * A real TCP server between the storefront and the stand-in CMS, to play a CMS that is slow or
 * hung: in `pass` it relays bytes both ways, in `slow` it relays what the storefront sends only
 * after `delayMs`, in `hang` it accepts connections, reads the requests and never answers (as a
 * stopped CMS process behind a live socket does). Switching mode drops the open connections, so
 * kept-alive ones cannot bypass it. It counts connections and the request lines it saw.
 */
export async function startCmsLine(targetUrl: string) {
  const target = new URL(targetUrl);
  let mode: LineMode = { kind: 'pass' };
  const sockets = new Set<Socket>();
  const requests: string[] = [];
  let connections = 0;

  const server = createServer((client) => {
    connections += 1;
    sockets.add(client);
    const current = mode;
    let upstream: Socket | null = null;
    if (current.kind !== 'hang') {
      upstream = connect(Number(target.port), target.hostname);
      sockets.add(upstream);
      upstream.pipe(client);
      upstream.on('error', () => client.destroy());
      upstream.on('close', () => client.destroy());
    }
    client.on('data', (chunk) => {
      for (const match of chunk.toString('latin1').matchAll(REQUEST_LINE)) {
        requests.push(`${match[1]} ${match[2]}`);
      }
      if (!upstream) return;
      const relay = upstream;
      if (current.kind === 'slow') setTimeout(() => relay.write(chunk), current.delayMs);
      else relay.write(chunk);
    });
    client.on('error', () => upstream?.destroy());
    client.on('close', () => {
      upstream?.destroy();
      sockets.delete(client);
      if (upstream) sockets.delete(upstream);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request line seen, in order: 'GET /api/public/menus/closed?locale=ro'. */
    requests,
    get connections() {
      return connections;
    },
    /** The requests seen whose path starts with `prefix`. */
    requestsTo: (prefix: string) =>
      requests.filter((line) => line.split(' ')[1]?.startsWith(prefix)),
    setMode(next: LineMode) {
      mode = next;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
