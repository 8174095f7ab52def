import fc from 'fast-check';
import { expect, inject, test } from 'vitest';
import { type RawRequest, rawRequest } from './helpers/rawRequest';

/*
 * Generated hostile requests against the real stack must never get a 5xx (nor a dropped
 * connection). 1,000 storefront URLs and 300 public-API requests with bad percent-encoding,
 * traversal, over-long segments, odd locales and filter values, malformed Host, Accept-Language and
 * cookies. fast-check generates them from a fixed seed, so a failure is repeated by rerunning; the
 * failing requests are listed in the assertion.
 */

const stack = inject('stack');
const SEED = 20261124;
const PARALLEL = 4;

const hostile = fc.constantFrom(
  '%E0%A4%A',
  '%FF',
  '%',
  '%%',
  '%00',
  '%2e%2e',
  '..',
  '.',
  '%2F',
  '%5C',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%201=1--",
  '%24%7B7*7%7D',
  'package.json',
  '.env',
  'index.html',
  'Meniu',
  '~root',
  'null',
  '-1',
  '1e309',
);
const word = fc.constantFrom(
  'restaurant',
  'recipes',
  'city',
  'specific',
  'help',
  'faq',
  'terms',
  'bistro-somes',
  'meniul-zilei',
  'ciorba-de-burta',
  'cluj-napoca',
  'robots.txt',
  'sitemap.xml',
  'assets',
  'api',
  'public',
  'menus',
);
const slugLike = fc.stringMatching(/^[a-z0-9-]{1,24}$/);
const long = fc.integer({ min: 81, max: 600 }).map((length) => 'a'.repeat(length));
const unicode = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  .map(encodeURIComponent);
const segment = fc.oneof(word, word, hostile, slugLike, long, unicode);

const localePrefix = fc.constantFrom(
  '',
  '/ro',
  '/en',
  '/de',
  '/hu',
  '/xx',
  '/RO',
  '/en-US',
  '/%FF',
);
const queryValue = fc.oneof(hostile, slugLike, long, unicode, fc.constant(''));
const query = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom('allergens', 'tags', 'menu', 'locale', 'city', 'specific', 'brand', 'q'),
        queryValue,
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  { nil: '' },
);

const acceptLanguage = fc.constantFrom(
  undefined,
  'ro',
  'xx',
  '*',
  'en;q=abc',
  ',,,;;;',
  'de-DE,de;q=0.9,hu;q=0.8',
  'a'.repeat(500),
);
const cookie = fc.constantFrom(
  undefined,
  'locale=xx',
  'locale=%FF',
  '=;=;',
  'payload-token=not-a-token',
  `x=${'a'.repeat(4000)}`,
);
const host = fc.constantFrom(
  undefined,
  'evil.example',
  '..',
  '[::1',
  'menu.nutrischeme.localhost:1',
  'a'.repeat(300),
  'localhost:99999',
);

function headersOf(values: {
  acceptLanguage: string | undefined;
  cookie: string | undefined;
  host: string | undefined;
}): Record<string, string> {
  const headers: Record<string, string> = {};
  if (values.acceptLanguage !== undefined) headers['Accept-Language'] = values.acceptLanguage;
  if (values.cookie !== undefined) headers.Cookie = values.cookie;
  if (values.host !== undefined) headers.Host = values.host;
  return headers;
}

const storefrontRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    prefix: localePrefix,
    segments: fc.array(segment, { maxLength: 5 }),
    query,
    acceptLanguage,
    cookie,
    host,
  })
  .map((parts) => ({
    method: 'GET',
    path: `${parts.prefix}/${parts.segments.join('/')}${parts.query}` || '/',
    headers: headersOf(parts),
  }));

const publicPath = fc.oneof(
  segment.map((slug) => `/api/public/menus/${slug}`),
  fc.constant('/api/public/menus/bistro-somes'),
  fc.constant('/api/public/restaurants'),
  fc.constant('/api/public/brands'),
  segment.map((kind) => `/api/public/pages/${kind}`),
  segment.map((key) => `/api/public/brands/${key}/promo-captions`),
  fc.array(segment, { minLength: 1, maxLength: 3 }).map((rest) => `/api/public/${rest.join('/')}`),
);

const publicApiRequest: fc.Arbitrary<RawRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'DELETE'),
    path: publicPath,
    query,
    acceptLanguage,
    cookie,
    host,
  })
  .map((parts) => ({
    method: parts.method,
    path: `${parts.path}${parts.query}`,
    headers: headersOf(parts),
  }));

/** Sends every request, a few at a time; returns those answered 5xx or not at all. */
async function failures(origin: string, requests: RawRequest[]): Promise<string[]> {
  const failed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const req = requests[next++] as RawRequest;
      const label = `${req.method} ${req.path} ${JSON.stringify(req.headers)}`;
      try {
        const answer = await rawRequest(origin, req);
        if (answer.status >= 500) failed.push(`${answer.status} ${label}`);
      } catch (error) {
        failed.push(`${(error as Error).message} ${label}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return failed;
}

test('1,000 generated storefront URLs: no 5xx', { timeout: 600_000 }, async () => {
  const requests = fc.sample(storefrontRequest, { seed: SEED, numRuns: 1000 });
  expect(new Set(requests.map((req) => req.path)).size).toBeGreaterThan(900);
  expect(await failures(stack.storefrontUrl, requests)).toEqual([]);
});

test('300 generated public-API requests to the CMS: no 5xx', { timeout: 600_000 }, async () => {
  const requests = fc.sample(publicApiRequest, { seed: SEED, numRuns: 300 });
  expect(await failures(stack.cmsUrl, requests)).toEqual([]);
});
