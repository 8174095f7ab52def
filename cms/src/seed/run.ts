import { createLocalReq, type Payload } from 'payload';
import { CIQUAL_DATA_HASH_KEY, ciqualDataHash } from '../ciqual/ciqualDataHash';
import { GLOBAL_CIQUAL_WHERE } from '../ciqual/globalCiqualWhere';
import { importCiqual } from '../ciqual/importCiqual';
import { env } from '../env';
import { type OnProgress, progressReporter } from '../utilities/progressReporter';
import { runInTransaction } from '../utilities/runInTransaction';
import { DEMO_ACCOUNTS } from './demo/demoAccounts';
import type { SeededAccount } from './demo/seedAccounts';
import { seedDemo } from './demo/seedDemo';

export interface RunSeedOptions {
  /** Initialised, with the migrations applied. */
  payload: Payload;
  /** NUTRIMENU_DEMO: also create the demo brands, restaurants, dishes and accounts. */
  demo: boolean;
  /** DEMO_PASSWORD: the demo accounts' password; generated on their creation when unset. */
  demoPassword?: string | undefined;
  log?: (message: string) => void;
  /** Progress of the CIQUAL import; by default a bar on a terminal, lines every 10 % otherwise. */
  onProgress?: OnProgress;
  /** The day demo subscriptions are dated from; today by default. */
  now?: Date;
}

export interface RunSeedResult {
  /** The demo accounts and the password to show for each (none outside demo mode). */
  accounts: SeededAccount[];
  /** CIQUAL foods inserted by this run (0 once the library exists). */
  importedIngredients: number;
  /** Whether this run imported CIQUAL: the library was empty or the shipped data changed. */
  ciqualImported: boolean;
}

/** Outside demo mode, says how to get in when nobody can, and warns about demo accounts left. */
async function adviseWithoutDemo(payload: Payload, log: (message: string) => void) {
  const users = await payload.count({ collection: 'users', overrideAccess: true });
  const admins = await payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    overrideAccess: true,
  });
  if (users.totalDocs === 0) {
    // Payload shows its "create first user" form while no account exists.
    log(
      `No account yet: open ${env().SERVER_URL}/admin, create the first user there and give ` +
        'it the role "admin".',
    );
  } else if (admins.totalDocs === 0) {
    log('No account has the role "admin": brands, restaurants and subscriptions need one.');
  }
  const leftovers = await payload.find({
    collection: 'users',
    where: { email: { in: DEMO_ACCOUNTS.map((account) => account.email) } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { email: true },
  });
  if (leftovers.docs.length > 0) {
    log(
      `Warning: demo accounts from an earlier demo start still exist ` +
        `(${leftovers.docs.map((user) => user.email).join(', ')}); delete them in ` +
        '/admin → Users before real people use this instance.',
    );
  }
}

/**
 * Prepares the database on every start (prepareDatabase.ts calls it after the
 * migrations): imports the CIQUAL ingredient library when it is empty or when the shipped data
 * files changed since the last import (their hash is kept in Payload's key-value store) and, in demo mode,
 * creates what is missing of the demo world (see seedDemo) in one transaction. Idempotent and
 * quick once done: a second run writes nothing.
 */
export async function runSeed({
  payload,
  demo,
  demoPassword,
  log = (message) => console.log(message),
  onProgress,
  now = new Date(),
}: RunSeedOptions): Promise<RunSeedResult> {
  let importedIngredients = 0;
  const library = await payload.count({
    collection: 'ingredients',
    where: GLOBAL_CIQUAL_WHERE,
    overrideAccess: true,
  });
  // The import is idempotent and keeps admins' edits, so it runs again whenever the shipped
  // data (composition, kitchen names, allergens, additives) differs from what was last imported:
  // a database seeded before a data file existed or changed gets it on its next start.
  const dataHash = await ciqualDataHash();
  const importedHash = await payload.kv.get<{ sha256?: string }>(CIQUAL_DATA_HASH_KEY);
  const ciqualImported = library.totalDocs === 0 || importedHash?.sha256 !== dataHash;
  if (ciqualImported) {
    log(
      library.totalDocs === 0
        ? 'Importing the CIQUAL 2025 ingredient library (Anses, Licence Ouverte 2.0)…'
        : 'The shipped CIQUAL data changed since the last import: importing it again…',
    );
    const result = await importCiqual({
      payload,
      log,
      onProgress: onProgress ?? progressReporter('CIQUAL', { log }),
    });
    importedIngredients = result.inserted;
    await payload.kv.set(CIQUAL_DATA_HASH_KEY, { sha256: dataHash, at: new Date().toISOString() });
  }
  if (!demo) {
    await adviseWithoutDemo(payload, log);
    return { accounts: [], importedIngredients, ciqualImported };
  }
  const started = performance.now();
  const req = await createLocalReq({ context: {} }, payload);
  const accounts = await runInTransaction(req, () => seedDemo(req, { demoPassword, log, now }));
  log(`demo data checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { accounts, importedIngredients, ciqualImported };
}
