import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * widget.js loads on restaurants' own pages, whose speed it must not cost them: at most 12 KB
 * (12 × 1024 bytes) in every encoding the storefront sends it. The storefront compresses it once
 * per build with these same settings (storefront/src/server/precompressed/compressWidget.ts):
 * browsers get brotli, older clients gzip, so both must hold the budget.
 */
const BUDGET_BYTES = 12 * 1024;

const file = new URL('../dist/widget.js', import.meta.url);
const code = readFileSync(file);
const encoded = {
  gzip: gzipSync(code, { level: 9 }).length,
  brotli: brotliCompressSync(code, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: code.length,
    },
  }).length,
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB (${bytes} B)`;

console.log(`widget.js raw    ${kb(code.length)}`);
let over = false;
for (const [encoding, bytes] of Object.entries(encoded)) {
  console.log(`widget.js ${encoding.padEnd(6)} ${kb(bytes)}  budget ${kb(BUDGET_BYTES)}`);
  if (bytes > BUDGET_BYTES) {
    console.error(`widget.js is ${bytes - BUDGET_BYTES} B over its budget in ${encoding}`);
    over = true;
  }
}
if (over) process.exit(1);
