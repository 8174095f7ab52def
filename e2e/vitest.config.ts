import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: real Chromium against the real stack (embedded PostgreSQL, the CMS's
 * production build, the storefront's production build), started once by globalSetup.ts.
 * Run: `npm test -w e2e` (also part of `npm test`); with E2E_STACK=<file> against a stack kept
 * running by `npx tsx devstack/src/stack/serveStack.ts <file>`.
 */
export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['globalSetup.ts'],
    // One file at a time: the files share one stack and one demo database (the revalidation test
    // renames a dish), and the machine's two cores run the CMS, the storefront and the browser.
    fileParallelism: false,
    // The global setup has no time limit (a cold CMS build takes one to four minutes, the seed
    // about 20 s); these bound a test and a file's browser start and CMS reads.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
