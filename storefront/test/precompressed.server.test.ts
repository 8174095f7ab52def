import { request } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { DINER_USER_AGENT } from './helpers/dinerUserAgent';
import { startFakeCms } from './helpers/startFakeCms';
import { startStorefront } from './helpers/startStorefront';

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

const PAGE = '/en/restaurant/bistro-somes';

/** The bytes as they came over the wire (fetch would decode them). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${storefront.url}${path}`,
        { headers: { 'User-Agent': DINER_USER_AGENT, Cookie: 'locale=en', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('a cached page is compressed once per encoding', () => {
  test('brotli, gzip or plain by Accept-Encoding, the same page and ETag in each', async () => {
    const plain = await rawGet(PAGE);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain('Ciorbă de burtă');

    const br = await rawGet(PAGE, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(html);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gzip = await rawGet(PAGE, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(html);

    // q-values are honoured: brotli refused, gzip it is.
    const noBrotli = await rawGet(PAGE, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');

    expect(new Set([plain, br, gzip].map((response) => response.headers.etag)).size).toBe(1);
    const notModified = await rawGet(PAGE, {
      'Accept-Encoding': 'gzip, br',
      'If-None-Match': String(br.headers.etag),
    });
    expect([notModified.status, notModified.body.length]).toEqual([304, 0]);
  });

  test('no compression stream per request: fifty requests send the stored bytes', async () => {
    const first = await rawGet(PAGE, { 'Accept-Encoding': 'gzip, br' });
    const brotliStreams = vi.spyOn(zlib, 'createBrotliCompress');
    const gzipStreams = vi.spyOn(zlib, 'createGzip');
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          rawGet(PAGE, { 'Accept-Encoding': i % 2 ? 'gzip, br' : 'gzip' }),
        ),
      );
      for (const [i, answer] of answers.entries()) {
        expect(answer.headers['content-encoding']).toBe(i % 2 ? 'br' : 'gzip');
        if (i % 2) expect(answer.body.equals(first.body)).toBe(true);
      }
      expect(brotliStreams).not.toHaveBeenCalled();
      expect(gzipStreams).not.toHaveBeenCalled();
    } finally {
      brotliStreams.mockRestore();
      gzipStreams.mockRestore();
    }
  });
});
