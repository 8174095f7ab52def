import { loadMessages, type Messages } from '@nutrimenu/core/messages';
import { expect, test, vi } from 'vitest';
import { pageMessages } from './pageMessages';

test('loads and parses a locale once, without the admin messages', async () => {
  const load = vi.fn(loadMessages);
  const first = await pageMessages('it', load);
  const second = await pageMessages('it', load);
  expect(second).toBe(first);
  expect(load).toHaveBeenCalledTimes(1);
  expect(Object.keys(first.compiled).some((key) => key.startsWith('admin.'))).toBe(false);
  expect(first.compiled['error.goHome']).toEqual([
    { type: 0, value: first.catalog['error.goHome'] },
  ]);
});

test('tries again after a failed load', async () => {
  const failing = vi.fn(async (): Promise<Messages> => {
    throw new Error('not available');
  });
  await expect(pageMessages('es', failing)).rejects.toThrow('not available');
  const load = vi.fn(loadMessages);
  expect((await pageMessages('es', load)).catalog['error.goHome']).toBe(
    (await loadMessages('es'))['error.goHome'],
  );
  expect(load).toHaveBeenCalledTimes(1);
});
