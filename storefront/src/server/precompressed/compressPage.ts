import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// A page is compressed once per render and then sent many times: spend a little more than a
// per-request compressor would. Brotli 11 costs far more time than 5 for a few percent fewer bytes.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 9;

/**
 * A page's body in brotli and gzip, computed once when the page is cached, on libuv's thread
 * pool so the event loop keeps serving meanwhile.
 *
 * @example
 * const { br, gzip } = await compressPage(Buffer.from(html));
 */
export async function compressPage(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: GZIP_LEVEL }),
  ]);
  return { br, gzip: gzipped };
}
