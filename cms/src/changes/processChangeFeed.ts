import type { Payload } from 'payload';
import { env } from '../env';
import { type ChangeFeed, createChangeFeed } from './createChangeFeed';

// On globalThis: Next may load this module once per route bundle, and the process needs one
// listening connection, not one per copy.
const FEED = Symbol.for('nutrimenu.changeFeed');
type WithFeed = typeof globalThis & { [FEED]?: ChangeFeed };

/** This process's one change feed (createChangeFeed) on the CMS's database, made on first use. */
export function processChangeFeed(payload: Payload): ChangeFeed {
  const holder = globalThis as WithFeed;
  holder[FEED] ??= createChangeFeed({
    databaseUrl: env().DATABASE_URL,
    log: {
      info: (message) => payload.logger.info(message),
      warn: (message) => payload.logger.warn(message),
    },
  });
  return holder[FEED];
}
