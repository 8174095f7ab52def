import { describe, expect, test } from 'vitest';
import { restaurantHostAnswer } from './restaurantHostAnswer';

const BRANDS = [
  { key: 'nutrischeme', hosts: ['menu.nutrischeme.localhost', 'menu.nutrischeme.com'] },
  { key: 'valori', hosts: ['menu.valori.localhost', 'menu.valori.ro'] },
  { key: 'hostless', hosts: [] },
];

describe('restaurantHostAnswer', () => {
  test("serves a restaurant on its brand's hosts, whatever the case and port", () => {
    expect(
      restaurantHostAnswer(
        BRANDS,
        'nutrischeme',
        'https://Menu.NutriScheme.com',
        '/ro/restaurant/x',
      ),
    ).toEqual({ kind: 'serve' });
    expect(
      restaurantHostAnswer(
        BRANDS,
        'valori',
        'http://menu.valori.localhost:8080',
        '/ro/restaurant/y',
      ),
    ).toEqual({ kind: 'serve' });
  });

  test("moves it from another brand's host or an unknown one to its brand's host of the same kind", () => {
    expect(
      restaurantHostAnswer(BRANDS, 'nutrischeme', 'https://menu.valori.ro', '/ro/restaurant/x?q=1'),
    ).toEqual({ kind: 'redirect', location: 'https://menu.nutrischeme.com/ro/restaurant/x?q=1' });
    expect(
      restaurantHostAnswer(
        BRANDS,
        'nutrischeme',
        'http://menu.valori.localhost:8080',
        '/en/restaurant/x/recipes/soup',
      ),
    ).toEqual({
      kind: 'redirect',
      location: 'http://menu.nutrischeme.localhost:8080/en/restaurant/x/recipes/soup',
    });
    expect(
      restaurantHostAnswer(BRANDS, 'valori', 'https://203.0.113.9', '/ro/restaurant/y'),
    ).toEqual({
      kind: 'redirect',
      location: 'https://menu.valori.ro/ro/restaurant/y',
    });
  });

  test('moves it from a malformed host to its brand host on the default port', () => {
    expect(restaurantHostAnswer(BRANDS, 'valori', 'http://[::1', '/ro/restaurant/y')).toEqual({
      kind: 'redirect',
      location: 'http://menu.valori.ro/ro/restaurant/y',
    });
  });

  test('answers 404 where its brand has no host, and serves every restaurant on loopback', () => {
    expect(
      restaurantHostAnswer(BRANDS, 'hostless', 'https://menu.valori.ro', '/ro/restaurant/z'),
    ).toEqual({ kind: 'not-found' });
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:5173', 'http://[::1]:3000']) {
      expect(restaurantHostAnswer(BRANDS, 'nutrischeme', origin, '/ro/restaurant/x')).toEqual({
        kind: 'serve',
      });
    }
  });
});
