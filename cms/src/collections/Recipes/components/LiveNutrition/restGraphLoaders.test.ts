import { describe, expect, test, vi } from 'vitest';
import { GraphDocLoadError, restGraphLoaders } from './restGraphLoaders';

function fakeFetch(status = 200) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    const id = url.split('?')[0]?.split('/').at(-1);
    return new Response(JSON.stringify({ id: Number(id) }), { status });
  });
}

describe('restGraphLoaders', () => {
  test('reads as the signed-in user, every locale, with the options of the server', async () => {
    const fetch = fakeFetch();
    const loaders = restGraphLoaders('http://localhost:3000/api', fetch);
    await expect(loaders.ingredients(['7', '8'])).resolves.toEqual([{ id: 7 }, { id: 8 }]);
    await expect(loaders.recipes(['10'])).resolves.toEqual([{ id: 10 }]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost:3000/api/ingredients/7?locale=all&depth=1',
      'http://localhost:3000/api/ingredients/8?locale=all&depth=1',
      'http://localhost:3000/api/recipes/10?locale=all&depth=0&draft=false',
    ]);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  test('fails with the status when a document cannot be read', async () => {
    const loaders = restGraphLoaders('/api', fakeFetch(403));
    await expect(loaders.ingredients(['7'])).rejects.toBeInstanceOf(GraphDocLoadError);
    await expect(loaders.ingredients(['7'])).rejects.toMatchObject({ status: 403 });
  });
});
