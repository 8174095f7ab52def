import * as migration_20261122_134556_initial from './20261122_134556_initial';

export const migrations = [
  {
    up: migration_20261122_134556_initial.up,
    down: migration_20261122_134556_initial.down,
    name: '20261122_134556_initial'
  },
];
