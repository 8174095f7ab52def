import { expect, test } from 'vitest';
import { plannedAction } from './planAndSave';

test.each([
  { stored: false, changed: true, action: 'create' },
  { stored: false, changed: false, action: 'create' },
  { stored: true, changed: true, action: 'update' },
  { stored: true, changed: false, action: 'unchanged' },
])('stored $stored, changed $changed: $action', ({ stored, changed, action }) => {
  expect(plannedAction({ stored, changed })).toBe(action);
});
