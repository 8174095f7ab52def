/**
 * `npm run import:ciqual -w cms`: imports (or updates) the CIQUAL foods of
 * cms/data/ciqual/ciqual_2025.csv into the shared ingredient library of the database in
 * DATABASE_URL. `npm start` does the same by itself when the library is empty; run this after
 * replacing the CSV with a newer CIQUAL version. Needs a migrated database (`npm start` migrates).
 */
import { env } from '../env';
import { progressReporter } from '../utilities/progressReporter';
import { importCiqual } from './importCiqual';

const HINT = [
  'The import writes to the database in DATABASE_URL, signed with PAYLOAD_SECRET:',
  '  - with `npm start` running on its embedded PostgreSQL, use the database URL its banner prints',
  '    and the secret in .data/secret;',
  '  - otherwise, the same values as the CMS server.',
  'Example: DATABASE_URL=postgres://… PAYLOAD_SECRET=… npm run import:ciqual -w cms',
].join('\n');

async function main(): Promise<number> {
  try {
    env();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${HINT}`);
    return 1;
  }
  // Imported only once the environment is known to be valid: the config reads it on import.
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
  ]);
  const payload = await getPayload({ config });
  try {
    const result = await importCiqual({
      payload,
      log: (message) => console.log(message),
      onProgress: progressReporter('CIQUAL', { log: (message) => console.log(message) }),
    });
    console.log(
      result.inserted + result.updated === 0
        ? 'The ingredient library already matches the CSV: nothing to do.'
        : 'Done.',
    );
    return 0;
  } finally {
    await payload.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
