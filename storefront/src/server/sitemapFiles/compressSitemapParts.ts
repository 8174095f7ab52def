import { once } from 'node:events';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

// Written to the compressors in pieces of this many characters: one write per `<url>` would
// cost more in calls than in compression.
const BATCH_CHARS = 256 * 1024;

// Made once and sent many times, but a 28 MB file at brotli 11 would take tens of seconds.
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return once(stream, 'end').then(() => Buffer.concat(chunks));
}

/**
 * A text made of `parts`, compressed in gzip and brotli as the parts come (on libuv's thread
 * pool), never held whole: a sitemap file of 50,000 URLs is 28 MB of XML and 1–2 MB compressed.
 * `length` is the text's size in UTF-8 bytes.
 *
 * @example
 * const { gzip, br } = await compressSitemapParts(sitemapXmlParts(entries));
 */
export async function compressSitemapParts(
  parts: Iterable<string>,
): Promise<{ gzip: Buffer; br: Buffer; length: number }> {
  const gzip = createGzip({ level: GZIP_LEVEL });
  const br = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    },
  });
  const compressed = Promise.all([collect(gzip), collect(br)]);
  // A failing compressor rejects `compressed`; it is awaited below either way.
  compressed.catch(() => undefined);
  let length = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    length += bytes.length;
    const gzipReady = gzip.write(bytes);
    const brReady = br.write(bytes);
    // Waits for the compressors to keep up, so what is queued for them stays small.
    await Promise.all([gzipReady || once(gzip, 'drain'), brReady || once(br, 'drain')]);
  };
  let batch = '';
  for (const part of parts) {
    batch += part;
    if (batch.length >= BATCH_CHARS) {
      await write(batch);
      batch = '';
    }
  }
  if (batch !== '') await write(batch);
  gzip.end();
  br.end();
  const [gzipped, brotli] = await compressed;
  return { gzip: gzipped, br: brotli, length };
}
