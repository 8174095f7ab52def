import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';
import { runDatabaseUrl } from './databaseTemplate';
import { inheritedEnv } from './inheritedEnv';
import { createMigratedDatabase } from './migratedTemplate';
import { createSeededDatabase } from './seededTemplate';
import { DEMO_PASSWORD } from './startCms';

/**
 * Boots the real Payload config against a database of its own in the run's PostgreSQL server,
 * with the committed migrations applied (a copy of the run's migrated template), as production
 * starts; the migrate call then finds nothing pending.
 * `serverUrl` is the CMS's public address (SERVER_URL), e.g. https to test what depends on it.
 * The environment is set before the config is imported: it reads `DATABASE_URL` once and caches
 * its Payload instance.
 */
export async function createTestPayload({
  serverUrl = 'http://localhost:3000',
  seed = 'none',
  databaseUrl,
  databaseReadUrl,
}: {
  serverUrl?: string;
  /**
   * `demo`: the database is a copy of the run's seeded template instead (the CIQUAL library and
   * the demo world, as `npm start` in demo mode makes them, see seededTemplate.ts).
   */
  seed?: 'none' | 'demo';
  /**
   * A database of the test's own on another server (an empty one is fine: the committed
   * migrations are applied to it), instead of a copy in the run's server; `seed` is then ignored.
   */
  databaseUrl?: string;
  /** DATABASE_READ_URL: a read replica of `databaseUrl`. */
  databaseReadUrl?: string;
} = {}): Promise<Payload> {
  const database = `test_${randomBytes(6).toString('hex')}`;
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-test-media-'));
  if (databaseUrl !== undefined) {
    // Migrated below, as the run's template was.
  } else if (seed === 'demo') {
    await createSeededDatabase({
      database,
      mediaDir,
      env: {
        ...inheritedEnv(),
        PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
        NUTRIMENU_DEMO: '1',
        DEMO_PASSWORD,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      onSpawn: () => () => {},
    });
  } else {
    await createMigratedDatabase(database);
  }

  process.env.DATABASE_URL = databaseUrl ?? runDatabaseUrl(database);
  if (databaseReadUrl !== undefined) process.env.DATABASE_READ_URL = databaseReadUrl;
  process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex');
  process.env.MEDIA_DIR = mediaDir;
  process.env.SERVER_URL = serverUrl;

  const [{ getPayload }, { default: config }, { migrations }] = await Promise.all([
    import('payload'),
    import('../../src/payload.config'),
    import('../../src/migrations'),
  ]);
  const payload = await getPayload({ config });
  // The generated list types its arguments precisely; the adapter's parameter is looser.
  await payload.db.migrate({
    migrations: migrations as unknown as Parameters<typeof payload.db.migrate>[0] extends {
      migrations?: infer M;
    }
      ? M
      : never,
  });
  return payload;
}
