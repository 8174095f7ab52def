import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * widget.js in brotli and gzip at their best settings, computed once per build of the file: it is
 * sent to every visitor of every restaurant site embedding it, and its 12 KB budget holds for these
 * exact bytes (widget/scripts/size.ts measures with the same settings). The per-request
 * `compression` middleware would send brotli at quality 4, larger than gzip for this file.
 *
 * @example
 * const { br, gzip } = compressWidget(readFileSync('widget/dist/widget.js'));
 */
export function compressWidget(code: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(code, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
      },
    }),
    gzip: gzipSync(code, { level: 9 }),
  };
}
