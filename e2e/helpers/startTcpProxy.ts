import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** http://127.0.0.1:{port}, forwarding to the target. */
  url: string;
  /** Refuses new connections and cuts open ones, as a crashed server would. */
  down(): Promise<void>;
}

/**
 * A TCP relay in front of `target` (an http:// URL), so a test can take that server "down" for
 * one client without stopping it for everyone else.
 *
 * @example
 * const proxy = await startTcpProxy(stack.cmsUrl);
 * await proxy.down(); // connections to proxy.url are now refused
 */
export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    down: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
