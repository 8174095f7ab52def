import { describe, expect, test } from 'vitest';
import { mapWithConcurrency } from './mapWithConcurrency';

describe('mapWithConcurrency', () => {
  test('keeps the input order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      // Resolve in a different order than started.
      for (let i = 0; i < n; i += 1) await Promise.resolve();
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  test('maps an empty list to an empty list', async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([]);
  });

  test('rejects when one call fails', async () => {
    await expect(
      mapWithConcurrency([1, 2], 2, async (n) => {
        if (n === 2) throw new Error('no');
        return n;
      }),
    ).rejects.toThrow('no');
  });
});
