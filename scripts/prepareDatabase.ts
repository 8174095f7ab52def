/**
 * Applies the CMS's migrations and runs its seed, then exits. scripts/start.ts runs it as a child
 * process before the CMS starts, so Payload's memory and connections are gone by then, and sends
 * the result (accounts to print) back over IPC; the container runs it with
 * `payload run ../scripts/prepareDatabase.ts` before `next start`. Runs with cwd cms/: tsx must
 * compile the CMS with cms/tsconfig.json (Payload's generated migrations need verbatimModuleSyntax
 * off).
 *
 * Migrations only, never schema push (the config sets `push: false`): a pushed database cannot
 * take migrations later without an interactive prompt. Runs with NODE_ENV=production: outside
 * production Payload spawns `payload generate:types` on every init, which would rewrite
 * cms/src/payload-types.ts behind the user's back and outlive this process.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { getPayload, type Migration, type Payload, type SanitizedConfig } from 'payload';
import { paths } from './lib/paths';
import { readStartConfig } from './lib/readStartConfig';
import { type PrepareResult, type SeedResult, seedResultSchema } from './lib/seedResult';

type RunSeed = (args: {
  payload: Payload;
  demo: boolean;
  demoPassword: string | undefined;
  log: (message: string) => void;
}) => Promise<unknown>;

const importFile = (file: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(file).href);

async function countMigrations(payload: Payload): Promise<number> {
  return (await payload.count({ collection: 'payload-migrations' })).totalDocs;
}

async function seed(payload: Payload, demo: boolean, demoPassword: string | undefined) {
  if (!existsSync(paths.seedEntry)) {
    console.log('cms/src/seed/run.ts does not exist yet: skipping the seed (no demo data).');
    return { seeded: false, accounts: [] };
  }
  const { runSeed } = await importFile(paths.seedEntry);
  if (typeof runSeed !== 'function') {
    throw new Error('cms/src/seed/run.ts must export a function runSeed({ payload, demo, … })');
  }
  const started = Date.now();
  const result = await (runSeed as RunSeed)({
    payload,
    demo,
    demoPassword,
    log: (message) => console.log(message),
  });
  const parsed = seedResultSchema.safeParse(result);
  if (!parsed.success) {
    throw new Error(
      `runSeed must return { accounts: { email, password, role }[] }: ${parsed.error.message}`,
    );
  }
  console.log(`seed done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { seeded: true, accounts: parsed.data.accounts satisfies SeedResult['accounts'] };
}

async function main() {
  const config = readStartConfig([], process.env);
  const configModule = await importFile(paths.payloadConfig);
  const { migrations } = (await importFile(paths.migrationsIndex)) as { migrations: Migration[] };
  const payload = await getPayload({
    config: configModule.default as Promise<SanitizedConfig>,
  });
  try {
    // In production mode getPayload has already applied `prodMigrations` while connecting (and
    // logged each one); this explicit call keeps the step visible here and is a no-op then.
    await payload.db.migrate({ migrations });
    const total = await countMigrations(payload);
    console.log(`migrations: ${total} applied in this database, none pending`);
    const seeded = await seed(payload, config.demo, config.demoPassword);
    const result: PrepareResult = { type: 'result', migrationsTotal: total, ...seeded };
    await new Promise<void>((resolve, reject) =>
      process.send
        ? process.send(result, (error: Error | null) => (error ? reject(error) : resolve()))
        : resolve(),
    );
  } finally {
    await payload.destroy();
  }
}

// Top-level await: `payload run` (the container's entry point) exits as soon as the import resolves.
try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
