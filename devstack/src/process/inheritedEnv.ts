import type { ChildEnv } from './spawnService';

/**
 * This process's environment as a bench hands it to the services it starts: without empty
 * values, NODE_ENV (each service sets its own) and the settings of the launcher that started this
 * process (tsx's `TSX_*`, npm's `npm_*`), nor those with the other prefixes given (the bench's
 * own settings, say).
 */
export function inheritedEnv(omitPrefixes: readonly string[] = []): ChildEnv {
  const omitted = ['TSX_', 'npm_', ...omitPrefixes];
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name, value]) =>
        value !== '' && name !== 'NODE_ENV' && !omitted.some((prefix) => name.startsWith(prefix)),
    ),
  );
}
