import type { SanitizedConfig } from 'payload';
import { LOCKS_SLUG, lockedDocumentsAccess } from './lockedDocumentsAccess';

const JOB_STATS_SLUG = 'payload-jobs-stats';

/**
 * Tightens the access of two collections Payload adds while building the config, which no
 * config option reaches (hence a step after `buildConfig`): document locks (see
 * `lockedDocumentsAccess`), and the job-schedule statistics global, which by default any
 * signed-in user could read and overwrite (stopping the scheduled jobs); Payload reads and
 * writes it below access control, so nobody needs it through the API.
 */
export function restrictSystemCollections(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS_SLUG);
  if (locks) locks.access = { ...locks.access, ...lockedDocumentsAccess };
  const stats = config.globals.find((global) => global.slug === JOB_STATS_SLUG);
  if (stats) {
    const never = () => false;
    stats.access = { ...stats.access, read: never, update: never, readVersions: never };
  }
  return config;
}
