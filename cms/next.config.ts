import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { adminSecurityHeaders } from './src/utilities/adminSecurityHeaders';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const nextConfig: NextConfig = {
  // core is consumed as TypeScript source (see the root README).
  transpilePackages: ['@nutrimenu/core'],
  turbopack: {
    root: path.resolve(dirname, '..'),
  },
  // The build output is self-contained per checkout; `npm start` checks it for staleness.
  distDir: '.next',
  // Type-check the app, not the tests (see tsconfig.build.json).
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  async headers() {
    return adminSecurityHeaders();
  },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
