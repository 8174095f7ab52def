import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * widget.js loads on restaurants' own pages, whose speed it must not cost them: at most 12 KB
 * (12 × 1024 bytes) gzipped, as a CDN would serve it.
 */
const BUDGET_GZIP_BYTES = 12 * 1024;

const file = new URL('../dist/widget.js', import.meta.url);
const code = readFileSync(file);
const gzip = gzipSync(code, { level: 9 }).length;
const brotli = brotliCompressSync(code, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB (${bytes} B)`;

console.log(`widget.js raw    ${kb(code.length)}`);
console.log(`widget.js gzip   ${kb(gzip)}  budget ${kb(BUDGET_GZIP_BYTES)}`);
console.log(`widget.js brotli ${kb(brotli)}`);
if (gzip > BUDGET_GZIP_BYTES) {
  console.error(`widget.js is ${gzip - BUDGET_GZIP_BYTES} B over its gzip budget`);
  process.exit(1);
}
