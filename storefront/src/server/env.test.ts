import { expect, test } from 'vitest';
import { readEnv } from './env';

test('defaults: no revalidation secret, 60 s fresh, 600 s stale, 64 MB', () => {
  const env = readEnv({});
  expect(env.REVALIDATE_SECRET).toBeUndefined();
  expect([env.CMS_CACHE_TTL, env.CMS_CACHE_STALE, env.CMS_CACHE_MAX_MB]).toEqual([60, 600, 64]);
});

test('the CMS deadline and circuit breaker: 3 s, 3 failures, 5 s open unless told', () => {
  const defaults = readEnv({});
  expect([
    defaults.CMS_TIMEOUT_MS,
    defaults.CMS_BREAKER_FAILURES,
    defaults.CMS_BREAKER_OPEN,
  ]).toEqual([3_000, 3, 5]);
  const set = readEnv({
    CMS_TIMEOUT_MS: '1500',
    CMS_BREAKER_FAILURES: '5',
    CMS_BREAKER_OPEN: '2.5',
  });
  expect([set.CMS_TIMEOUT_MS, set.CMS_BREAKER_FAILURES, set.CMS_BREAKER_OPEN]).toEqual([
    1_500, 5, 2.5,
  ]);
});

test('an empty variable counts as unset', () => {
  expect(readEnv({ REVALIDATE_SECRET: '', CMS_CACHE_TTL: '' }).CMS_CACHE_TTL).toBe(60);
});

test('keeps 64 MB of rendered pages unless told', () => {
  expect(readEnv({}).PAGE_CACHE_MAX_MB).toBe(64);
  expect(readEnv({ PAGE_CACHE_MAX_MB: '256' }).PAGE_CACHE_MAX_MB).toBe(256);
  expect(() => readEnv({ PAGE_CACHE_MAX_MB: '0' })).toThrow(/PAGE_CACHE_MAX_MB/);
});

test('keeps 32 MB of compressed sitemap files unless told', () => {
  expect(readEnv({}).SITEMAP_CACHE_MAX_MB).toBe(32);
  expect(readEnv({ SITEMAP_CACHE_MAX_MB: '8' }).SITEMAP_CACHE_MAX_MB).toBe(8);
  expect(() => readEnv({ SITEMAP_CACHE_MAX_MB: '0' })).toThrow(/SITEMAP_CACHE_MAX_MB/);
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
  ['a CMS deadline under 100 ms', { CMS_TIMEOUT_MS: '10' }, 'CMS_TIMEOUT_MS'],
  ['a CMS deadline that is not a number', { CMS_TIMEOUT_MS: 'soon' }, 'CMS_TIMEOUT_MS'],
  ['a breaker threshold of 0', { CMS_BREAKER_FAILURES: '0' }, 'CMS_BREAKER_FAILURES'],
  ['a cache size that is not a number', { CMS_CACHE_MAX_MB: 'lots' }, 'CMS_CACHE_MAX_MB'],
])('refuses %s, naming the variable', (_label, source, name) => {
  expect(() => readEnv(source)).toThrow(name);
});

test('the change stream is on unless CMS_CHANGE_STREAM says 0 or false; other values are refused', () => {
  expect(readEnv({}).CMS_CHANGE_STREAM).toBe(true);
  expect(readEnv({ CMS_CHANGE_STREAM: '' }).CMS_CHANGE_STREAM).toBe(true);
  expect(readEnv({ CMS_CHANGE_STREAM: '0' }).CMS_CHANGE_STREAM).toBe(false);
  expect(readEnv({ CMS_CHANGE_STREAM: 'false' }).CMS_CHANGE_STREAM).toBe(false);
  expect(() => readEnv({ CMS_CHANGE_STREAM: 'off' })).toThrow('CMS_CHANGE_STREAM');
});
