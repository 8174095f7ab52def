import * as migration_20261122_134556_initial from './20261122_134556_initial';
import * as migration_20261122_134956_recompute_jobs from './20261122_134956_recompute_jobs';

export const migrations = [
  {
    up: migration_20261122_134556_initial.up,
    down: migration_20261122_134556_initial.down,
    name: '20261122_134556_initial',
  },
  {
    up: migration_20261122_134956_recompute_jobs.up,
    down: migration_20261122_134956_recompute_jobs.down,
    name: '20261122_134956_recompute_jobs'
  },
];
