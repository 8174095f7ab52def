/**
 * Applies the committed migrations to the database in DATABASE_URL and exits: the migrated
 * template of a test run (see migratedTemplate.ts). Production mode, as prepareDatabase.ts runs:
 * getPayload applies the migrations while connecting, and spawns no `payload generate:types`.
 */
import { getPayload } from 'payload';
import config from '../../src/payload.config';

try {
  const payload = await getPayload({ config });
  await payload.destroy();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
