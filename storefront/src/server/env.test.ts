import { expect, test } from 'vitest';
import { readEnv } from './env';

test('defaults: no revalidation secret, 60 s fresh, 600 s stale, 64 MB', () => {
  const env = readEnv({});
  expect(env.REVALIDATE_SECRET).toBeUndefined();
  expect([env.CMS_CACHE_TTL, env.CMS_CACHE_STALE, env.CMS_CACHE_MAX_MB]).toEqual([60, 600, 64]);
});

test('an empty variable counts as unset', () => {
  expect(readEnv({ REVALIDATE_SECRET: '', CMS_CACHE_TTL: '' }).CMS_CACHE_TTL).toBe(60);
});

test('reads the cache settings as numbers', () => {
  const env = readEnv({ CMS_CACHE_TTL: '0', CMS_CACHE_STALE: '30', CMS_CACHE_MAX_MB: '8' });
  expect([env.CMS_CACHE_TTL, env.CMS_CACHE_STALE, env.CMS_CACHE_MAX_MB]).toEqual([0, 30, 8]);
});

test.each([
  ['true', true],
  ['2', 2],
  ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ['false', false],
])('reads TRUST_PROXY=%s for Express as %j', (value, expected) => {
  expect(readEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
});

test('believes no proxy unless told', () => {
  expect(readEnv({}).TRUST_PROXY).toBeUndefined();
});

test.each([
  [
    'a revalidation secret under 16 characters',
    { REVALIDATE_SECRET: 'short' },
    'REVALIDATE_SECRET',
  ],
  ['a negative TTL', { CMS_CACHE_TTL: '-1' }, 'CMS_CACHE_TTL'],
  ['a cache size that is not a number', { CMS_CACHE_MAX_MB: 'lots' }, 'CMS_CACHE_MAX_MB'],
])('refuses %s, naming the variable', (_label, source, name) => {
  expect(() => readEnv(source)).toThrow(name);
});
