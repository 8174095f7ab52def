import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { type AppOptions, createApp } from '../../src/server/app';

/** The production storefront (built by globalSetup) on a free port, reading `cmsUrl`. */
export async function startStorefront(
  cmsUrl: string,
  options: Pick<
    AppOptions,
    'revalidateSecret' | 'cache' | 'pageCache' | 'trustProxy' | 'cmsGuard' | 'sitemapMaxUrls'
  > = {},
) {
  const { app, close } = await createApp({
    ...options,
    mode: 'production',
    cmsUrl,
    distDir: inject('distDir'),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await close();
    },
  };
}
