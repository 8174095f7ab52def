import type { Locale } from '@nutrimenu/core/locale';
import { technicalSheet } from '@nutrimenu/core/technicalSheet';
import { describe, expect, test } from 'vitest';
import { adminTranslator } from '../../utilities/adminTranslator';
import { exampleDish } from '../__fixtures__/exampleMenu';
import { pdfPageCount, pdfText, renderPdfPages } from '../__fixtures__/pdfText';
import {
  emptyContent,
  filledContent,
  longRecipe,
  porkWithRice,
  sauce,
} from './__fixtures__/sheetFixtures';
import { renderTechnicalSheetPdf } from './renderTechnicalSheetPdf';
import type { SheetContent } from './sheetContent';
import type { SheetOutcome } from './sheetOutcome';
import { technicalSheetView } from './technicalSheetView';

const date = new Date('2026-11-29T08:00:00Z');
// Frozen, with a composite ingredient (soy sauce) and an additive: the label's wording.
const dish = exampleDish('Mușchiuleț de porc cu orez & legume');

async function render(
  locale: Locale,
  content: SheetContent,
  sheet: SheetOutcome = technicalSheet(porkWithRice),
) {
  const t = await adminTranslator(locale);
  const view = technicalSheetView({
    dish,
    sheet,
    content,
    subSheetNumbers: new Map([[sauce.id, 9]]),
    restaurantName: 'Bistro Ștefan Kőműves',
    locale,
    defaultLocale: 'ro',
    t,
    date,
  });
  const pdf = await renderTechnicalSheetPdf(view, locale, t);
  return { pdf, text: await pdfText(pdf), view };
}

/** The cells of the text line that starts with `start`, as pdftotext lays them out. */
function cells(text: string, start: string): string[] | undefined {
  return text
    .split('\n')
    .find((line) => line.trim().startsWith(start))
    ?.trim()
    .split(/\s{2,}/);
}

describe('renderTechnicalSheetPdf', () => {
  test('a filled Romanian sheet: every section, in the words kitchens use', async () => {
    const { text } = await render('ro', filledContent);
    for (const words of [
      'FIȘĂ TEHNICĂ',
      'Bistro Ștefan Kőműves',
      'Nr. fișă',
      'Versiunea',
      'Tipărită la',
      '29 noiembrie 2026',
      'Mâncare',
      'Din produs decongelat',
      'Brut (g)',
      'Net (g)',
      'Pierderi la curățare (%)',
      'Gramaj porție (g)',
      'Norme de consum (g)',
      '100 de porții',
      'Mod de preparare',
      '2. Se fierbe orezul în apă cu sare 18 minute; se ține la cald.',
      'Puncte critice de control',
      'Prăjirea cărnii de porc · temperatura la miez 75 °C · 2 min',
      'Răcirea orezului rămas · 90 min',
      'Menținere și servire',
      'Durata maximă de menținere: 120 min',
      'Condiții de păstrare',
      'Temperatura: 4 °C',
      'Termen de valabilitate: 48 de ore',
      'Caracteristici organoleptice',
      'Consistență: Carne fragedă, suculentă',
      'Declarație nutrițională',
      'Aditivi:',
      'Aprobat de Ana Pop la 20 noiembrie 2026, versiunea 3',
      'Întocmit',
      'Nume, semnătură, dată',
      'Pagina 1 din',
    ]) {
      expect(text).toContain(words);
    }
    // The ANPC text, as the menu shows it: a composite ingredient with its own list in brackets.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'sos de soia – 10 ml [apă, boabe de soia – 1,4 g, grâu – 1,2 g, sare, conservant: E211]',
    );
    // By hand: pork 600 g net at 15 % loss is 600 / 0.85 = 705.9 g gross.
    expect(cells(text, 'mușchiuleț de porc')).toEqual([
      'mușchiuleț de porc',
      '600 g',
      '705,9',
      '15',
      '600',
    ]);
    expect(cells(text, 'ouă')).toEqual(['ouă', '2 buc.', '114,3', '12,5', '100']);
    // The sub-recipe: its portion of 150 g / 2 = 75 g, and its own sheet's number.
    expect(text).toContain('semipreparat, fișa nr. 9');
    // Net 600 + 280 + 200 + 100 + 75 = 1255 g; gross 705.88 + 280 + 250 + 114.29 + 75 = 1425.2 g.
    expect(cells(text, 'Total')).toEqual(['Total', '1425,2', '1255']);
    // Norm of the pork per 1, 10 and 100 portions of 4: gross 176.5/1764.7/17647.1, net 150/1500/15000.
    expect(text).toMatch(/mușchiuleț de porc\s+176,5\s+150\s+1764,7\s+1500\s+17647,1\s+15000/);
    // Cooked: 1255 × 0.8 = 1004 g; a portion 251 g; 20 % lost.
    expect(text).toMatch(/1004\s+20\s+251/);
  });

  test('an empty sheet leaves the owner’s sections out and says it is not approved', async () => {
    const { text } = await render('ro', emptyContent);
    for (const absent of [
      'Mod de preparare',
      'Puncte critice',
      'Menținere și servire',
      'Condiții de păstrare',
      'Caracteristici organoleptice',
    ]) {
      expect(text).not.toContain(absent);
    }
    expect(text).toContain('fără număr');
    expect(text).toContain('Neaprobată');
    expect(text).toContain('Aprobat');
  });

  test('Hungarian: kitchen words, ő and ű, a withdrawn approval', async () => {
    const { text } = await render('hu', {
      ...filledContent,
      storage: { temperatureC: 4, shelfLifeHours: 24, conditions: 'Hűtőben, lefedve.' },
      approval: { state: 'withdrawn', by: 'Kőműves Ödön', at: '2026-10-01T09:00:00Z', version: 2 },
    });
    for (const words of [
      'TECHNOLÓGIAI LAP',
      'Bruttó (g)',
      'Nettó (g)',
      'Tisztítási veszteség (%)',
      'Adagtömeg (g)',
      'Anyaghányad (g)',
      'Elkészítés módja',
      'Tárolási feltételek',
      'Eltarthatóság: 24 óra',
      'Hűtőben, lefedve.',
      'sertésszűz',
      'Jóváhagyás visszavonva: a(z) 2. változatot Kőműves Ödön hagyta jóvá',
      'Fagyasztott termék',
      'Tömeg hőkezelés után (g)',
    ]) {
      expect(text).toContain(words);
    }
    expect(cells(text, 'sertésszűz')).toEqual(['sertésszűz', '600 g', '705,9', '15', '600']);
  });

  test('a long table runs over pages with its header row repeated, pages numbered', async () => {
    const { pdf, text } = await render('ro', filledContent, technicalSheet(longRecipe(70)));
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    // Each page the lines table or the norms table reaches opens it with its header row.
    const withLines = pages.filter((page) => /ingredient \d+/.test(page));
    for (const page of withLines) expect(page).toContain('Materie primă');
    expect(text).toContain(`Pagina ${pages.length} din ${pages.length}`);
    expect(await pdfPageCount(pdf)).toBe(pages.length);
  });

  test('a recipe that cannot be computed prints the reason instead of the figures', async () => {
    const { text } = await render('ro', emptyContent, { reason: 'lapte nu are densitate.' });
    expect(text).toContain('Cantitățile nu pot fi calculate: lapte nu are densitate.');
    expect(text).not.toContain('Brut (g)');
    expect(text).toContain('Declarație nutrițională');
  });

  test('renders every page with ink on it', async () => {
    const { pdf } = await render('ro', filledContent);
    const pages = await renderPdfPages(pdf);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page.inked).toBeGreaterThan(0.005);
  });
});
