import { defineConfig } from 'vitest/config';

// Tests drive the built dist/widget.js in Chromium (`npm test` builds first).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
