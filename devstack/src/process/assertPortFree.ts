import { createServer } from 'node:net';

export class PortInUseError extends Error {}

/**
 * Fails early, before a 45-second build, when the CMS could not listen on `port`. Listens the way
 * the CMS's server does (every interface), so a server bound to any of them is caught.
 */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new PortInUseError(
            `Port ${port} is already in use (another \`npm start\`, or another server).\n` +
              `Stop it, or start on another port: PORT=${port + 1} npm start`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new PortInUseError(
            `Port ${port} needs privileges this user lacks: choose a port above 1023, e.g. PORT=3000`,
          ),
        );
      } else reject(error);
    });
    server.listen({ port }, () => server.close(() => resolve()));
  });
}
