import { httpGet } from '@nutrimenu/devstack/http/httpGet';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DINER_USER_AGENT } from './helpers/dinerUserAgent';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

/*
 * Whatever address a visitor (or a scanner) types, the storefront answers 2xx, 3xx or 4xx: never
 * a 5xx, which monitors read as an outage, and a 4xx is the storefront's own screen rather than
 * a bare status text. Fixed cases found by an outside test, then seeded random addresses.
 */

let cms: Awaited<ReturnType<typeof startFakeCms>>;
let storefront: Awaited<ReturnType<typeof startStorefront>>;

beforeAll(async () => {
  cms = await startFakeCms();
  storefront = await startStorefront(cms.url);
});

afterAll(async () => {
  await storefront?.close();
  await cms?.close();
});

// The path as typed: fetch() would normalise it.
const getRaw = (path: string) =>
  httpGet(`${storefront.url}${path}`, { 'user-agent': DINER_USER_AGENT });

describe('malformed addresses', () => {
  test.each([
    '//a:b',
    '//%00%00',
    '//%25%25/demo-bistro',
    '//%25%25/ro/restaurant/bistro-somes',
    '/ro/restaurant/%E0',
    '/%E0%A4%A',
    '/ro/%FF/x',
  ])('%s is a 4xx with the storefront’s own screen', async (path) => {
    const answer = await getRaw(path);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers['retry-after']).toBeUndefined();
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<!doctype html>');
  });
});

// Characters that make addresses hard to read: escapes, slashes, colons, dots, non-ASCII.
const PIECES = [
  '/',
  '//',
  '%',
  '%E0',
  '%25',
  '%00',
  '%2F',
  '%2e%2e',
  ':',
  '..',
  '?',
  '#',
  'ro',
  'restaurant',
  'bistro-somes',
  'a',
  'ț',
  '\\',
  '@',
  '%C3%A9',
  ';',
  '~',
];

describe('random addresses (seeded)', () => {
  test('never answer 5xx', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }),
          async (pieces) => {
            // Node sends no raw non-ASCII in a path: those go percent-encoded, as browsers send them.
            const path = `/${pieces.join('')}`.replace(/[^\x21-\x7e]/gu, encodeURIComponent);
            const { status } = await getRaw(path);
            expect(status, path).toBeLessThan(500);
          },
        ),
        { seed: 20261129, numRuns: 150 },
      );
    } finally {
      errors.mockRestore();
    }
  });
});
