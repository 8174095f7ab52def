/**
 * Whether AVIF renditions would pay for themselves beside the WebP ones: the bytes and the encoding
 * time of the sizes the menu and the dish page show (the 320×320 square crop of a card, the 768 px
 * card of a dish page), in WebP as the Media collection makes them today (sharp's defaults: quality
 * 80) and in AVIF (quality 50, at two efforts), one encode at a time as an upload does. Measured on
 * the demo's dish drawings (every one the seed uploads) and on any photographs given as arguments,
 * since the demo has none.
 *
 * Run: npm run bench:image-formats [-- photo.jpg …]
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { demoBistro, demoExpired, demoPrivate } from '../src/seed/demo/data';
import { dishIllustration, dishKindOf } from '../src/seed/demo/dishIllustration';

const SIZES = [
  { name: 'square 320×320', width: 320, height: 320 },
  { name: 'card 768 wide', width: 768, height: undefined },
] as const;
const AVIF_EFFORTS = [2, 4];

interface Totals {
  webpBytes: number;
  webpMs: number;
  avif: Map<number, { bytes: number; ms: number }>;
}

async function timed(encode: () => Promise<Buffer>): Promise<{ bytes: number; ms: number }> {
  const started = performance.now();
  const output = await encode();
  return { bytes: output.length, ms: performance.now() - started };
}

async function measure(sources: Buffer[]): Promise<Map<string, Totals>> {
  const totals = new Map<string, Totals>();
  for (const size of SIZES) {
    const total: Totals = { webpBytes: 0, webpMs: 0, avif: new Map() };
    for (const source of sources) {
      const resized = () =>
        sharp(source).resize(size.width, size.height, {
          position: 'centre',
          withoutEnlargement: true,
        });
      const webp = await timed(() => resized().webp().toBuffer());
      total.webpBytes += webp.bytes;
      total.webpMs += webp.ms;
      for (const effort of AVIF_EFFORTS) {
        const avif = await timed(() => resized().avif({ quality: 50, effort }).toBuffer());
        const kept = total.avif.get(effort) ?? { bytes: 0, ms: 0 };
        total.avif.set(effort, { bytes: kept.bytes + avif.bytes, ms: kept.ms + avif.ms });
      }
    }
    totals.set(size.name, total);
  }
  return totals;
}

function report(label: string, count: number, totals: Map<string, Totals>) {
  console.log(`\n${label} (${count} file${count === 1 ? '' : 's'})`);
  for (const [size, total] of totals) {
    console.log(
      `  ${size.padEnd(16)} WebP ${(total.webpBytes / 1024).toFixed(1)} KB in ${Math.round(total.webpMs)} ms`,
    );
    for (const [effort, avif] of total.avif) {
      const saved = 100 - (100 * avif.bytes) / total.webpBytes;
      console.log(
        `  ${''.padEnd(16)} AVIF effort ${effort}: ${(avif.bytes / 1024).toFixed(1)} KB (${saved.toFixed(0)}% smaller) in ${Math.round(avif.ms)} ms (+${((avif.ms - total.webpMs) / count).toFixed(0)} ms a file)`,
      );
    }
  }
}

// As an upload: one encode at a time, on however many cores sharp's thread pool has.
sharp.concurrency(1);
const drawn = [demoBistro, demoExpired, demoPrivate]
  .flatMap((restaurant) => restaurant.recipes)
  .filter((recipe) => recipe.onMenu && recipe.category !== 'other');
const drawings = await Promise.all(
  drawn.map(async (recipe) => (await dishIllustration(recipe.slug, dishKindOf(recipe))).data),
);
report('The demo dish drawings', drawings.length, await measure(drawings));
const photos = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (photos.length > 0) {
  const files = await Promise.all(photos.map((file) => readFile(file)));
  report('Photographs', files.length, await measure(files));
}
