import type { Locale } from '@nutrimenu/core/locale';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { adminTranslator } from '../utilities/adminTranslator';
import { pdfQrCodes } from './__fixtures__/pdfQrCodes';
import { pdfText, renderPdfPages } from './__fixtures__/pdfText';
import { renderTableCardPdf, TABLE_CARD_SIZES } from './renderTableCardPdf';
import { type PngImage, tableCardView } from './tableCardView';

const url = 'https://menu.nutrischeme.com/restaurant/bistro-stefan';

async function card(locales: Locale[], logo: PngImage | null) {
  const translators = Object.fromEntries(
    await Promise.all(locales.map(async (locale) => [locale, await adminTranslator(locale)])),
  );
  return tableCardView({ restaurant: 'Bistro Ștefan & Fiii', logo, locales, translators, url });
}

// A logo a test can find on the page: a solid red disc.
const redLogo = async (): Promise<PngImage> => ({
  png: await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><circle cx="100" cy="50" r="48" fill="#d01010"/></svg>',
    ),
  )
    .png()
    .toBuffer(),
  width: 200,
  height: 100,
});

async function redShare(pdf: Buffer): Promise<number> {
  const dir = `${process.env.TMPDIR ?? '/tmp'}`;
  const file = `${dir}/table-card-red-${process.pid}.png`;
  await pdfQrCodes(pdf, { dpi: 50, keepPngAs: file });
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let index = 0; index < data.length; index += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[index], data[index + 1], data[index + 2]];
    if (r > 150 && g < 80 && b < 80) red += 1;
  }
  return red / (info.width * info.height);
}

describe('renderTableCardPdf', () => {
  test.each(TABLE_CARD_SIZES)(
    '%s: one page, the texts in every language, a QR code that scans to the menu',
    async (size) => {
      const view = await card(['ro', 'en', 'hu', 'de'], await redLogo());
      const pdf = await renderTableCardPdf(view, size, 'ro');
      const keep = process.env.KEEP_PDF_PNG
        ? `${process.env.KEEP_PDF_PNG}/table-card-${size}.png`
        : undefined;
      expect(await pdfQrCodes(pdf, { keepPngAs: keep })).toEqual([url]);
      const pages = await renderPdfPages(pdf);
      expect(pages).toHaveLength(1);
      // A6 is 105 × 148 mm, A7 74 × 105 mm: at 50 dpi, 207 × 291 and 146 × 207 pixels.
      expect(pages[0]?.width).toBe(size === 'A6' ? 207 : 146);
      const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
      for (const words of [
        'Bistro Ștefan & Fiii',
        'Scanați pentru meniu',
        'Scan for the menu',
        'Olvassa be az étlapért',
        'Scannen für die Speisekarte',
        'menu.nutrischeme.com/restaurant/bistro-stefan',
      ]) {
        expect(text, words).toContain(words);
      }
      expect(text).not.toContain('https://');
      expect(await redShare(pdf)).toBeGreaterThan(0.005);
    },
  );

  test('without a logo, and in a single language, the card still scans', async () => {
    const view = await card(['fr'], null);
    const pdf = await renderTableCardPdf(view, 'A7', 'fr');
    expect(await pdfQrCodes(pdf)).toEqual([url]);
    expect(await redShare(pdf)).toBe(0);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Scannez pour voir le menu');
    expect(text).not.toContain('Scan for the menu');
  });

  test('two languages that say it the same way print it once', async () => {
    const view = await card(['en', 'en'], null);
    expect(view.scanLines).toEqual(['Scan\u00a0for\u00a0the\u00a0menu']);
  });
});
