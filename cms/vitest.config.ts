import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@payload-config': path.resolve(dirname, 'src/payload.config.ts') },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // Each file boots Payload against its own database, and Payload caches its instance per
    // process: keep files isolated.
    isolate: true,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
