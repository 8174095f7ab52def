import pg from 'pg';
import { inject } from 'vitest';
import { withAdvisoryLock } from '../../src/utilities/withAdvisoryLock';

/** PostgreSQL's "object in use": a copy refused while a session (autovacuum) is in the template. */
const OBJECT_IN_USE = '55006';

/** The run's PostgreSQL server (globalSetup) as its superuser, at `database`. */
export function runDatabaseUrl(database: string): string {
  return `postgres://postgres:nutrimenu@127.0.0.1:${inject('postgresPort')}/${database}`;
}

export async function adminQuery(sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: runDatabaseUrl('postgres') });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates `database` as a copy of the run's template `template`, which `build` fills the first
 * time any test file of the run asks for it: the first caller builds under a lock and the others
 * wait. The template takes its name only once `build` succeeded, so a failed build leaves nothing
 * half-made to copy. A copy takes about a second where migrating, and more so seeding, takes
 * from seconds to minutes on a loaded machine; each test file still gets a database of its own.
 */
export async function createFromTemplate(
  database: string,
  template: string,
  build: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  await withAdvisoryLock(runDatabaseUrl('postgres'), `nutrimenu:template:${template}`, async () => {
    const exists = await adminQuery(`SELECT 1 FROM pg_database WHERE datname = '${template}'`);
    if (exists.rowCount) return;
    const building = `${template}_building`;
    await adminQuery(`DROP DATABASE IF EXISTS ${building}`);
    await adminQuery(`CREATE DATABASE ${building}`);
    await build(runDatabaseUrl(building));
    await adminQuery(`ALTER DATABASE ${building} RENAME TO ${template}`);
    // Nobody works in a template: copies need it free of sessions.
    await adminQuery(`ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
  });
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`CREATE DATABASE ${database} TEMPLATE ${template}`);
      return;
    } catch (error) {
      const inUse = error instanceof pg.DatabaseError && error.code === OBJECT_IN_USE;
      if (!inUse || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
