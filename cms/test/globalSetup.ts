import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type EmbeddedPostgresHandle,
  startEmbeddedPostgres,
} from '@nutrimenu/devstack/postgres/embeddedPostgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresPort: number;
    /** A folder for the whole run's shared files (the seeded template's media), removed at its end. */
    testRunDir: string;
  }
}

let server: EmbeddedPostgresHandle | undefined;
let dir: string | undefined;
let runDir: string | undefined;

/** One real PostgreSQL server for the whole run; each test file creates its own database in it. */
export async function setup(project: TestProject) {
  dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-test-pg-'));
  server = await startEmbeddedPostgres({ dir, durable: false });
  project.provide('postgresPort', server.port);
  runDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-test-run-'));
  project.provide('testRunDir', runDir);
}

export async function teardown() {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
  if (runDir) await rm(runDir, { recursive: true, force: true });
}
