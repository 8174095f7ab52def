import { gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { prepareEncodedBodies, sharedEncodedBodies } from './sharedEncodedBodies';

const BODY = JSON.stringify({ menu: 'Meniul zilei', dishes: ['ciorbă', 'sarmale'] });
const unreadable = async (): Promise<string | null> => {
  throw new Error('the row was read: it should have been prepared');
};

test('without a front in the process, preparing keeps nothing; with one, the next read is from memory', async () => {
  // No front yet: nothing is made, and nothing fails.
  prepareEncodedBodies('"v0"', BODY);
  const shared = sharedEncodedBodies(1024 * 1024);
  // One cache a process, whoever asks.
  expect(sharedEncodedBodies(1)).toBe(shared);
  await new Promise((resolve) => setImmediate(resolve));
  await expect(shared.get('"v0"', 'gzip', unreadable)).rejects.toThrow(/was read/);

  prepareEncodedBodies('"v1"', BODY);
  // Once the answer is out, the compressions are under way (or done): a read joins them.
  await new Promise((resolve) => setImmediate(resolve));
  const gzip = await shared.get('"v1"', 'gzip', unreadable);
  expect(gunzipSync(gzip as Buffer).toString('utf8')).toBe(BODY);
  expect(await shared.get('"v1"', 'br', unreadable)).toBeInstanceOf(Buffer);
});
