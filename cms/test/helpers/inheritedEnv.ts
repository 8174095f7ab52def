import type { ChildEnv } from '@nutrimenu/devstack/process/spawnService';

/**
 * The test process's environment for a child it starts (a CMS, a migration, the seed): without
 * vitest's own variables and NODE_ENV, which the child sets for itself, and without empty values.
 */
export function inheritedEnv(): ChildEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        entry[1] !== '' &&
        entry[0] !== 'NODE_ENV' &&
        !entry[0].startsWith('VITEST'),
    ),
  );
}
