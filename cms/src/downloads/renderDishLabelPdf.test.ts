import { describe, expect, test } from 'vitest';
import { adminTranslator as translator } from '../utilities/adminTranslator';
import { exampleDish } from './__fixtures__/exampleMenu';
import { pdfText, renderPdfPages } from './__fixtures__/pdfText';
import { dishLabelView } from './dishLabelView';
import { renderDishLabelPdf } from './renderDishLabelPdf';

const date = new Date('2026-11-22T10:00:00Z');

describe('renderDishLabelPdf', () => {
  test('prints Hungarian and Romanian letters as themselves (ő ű ș ț ă)', async () => {
    const dish = exampleDish('Papanași cu smântână și dulceață de afine');
    const view = dishLabelView({
      dish,
      restaurantName: 'Kőműves Étterem',
      locale: 'hu',
      t: await translator('hu'),
      date,
    });
    const pdf = await renderDishLabelPdf(view, 'hu');
    const text = await pdfText(pdf);
    expect(text).toContain('Kőműves Étterem');
    expect(text).toContain('Papanași cu smântână și dulceață de afine');
    expect(text).toContain('Tápértékjelölés');
    expect(text).toMatch(/amelyből telített zsírsavak\s+≥/);
    expect(text).toContain('ismeretlen érték');
    expect(text).toContain('Nyomokban tartalmazhat: Szójabab.');
  });

  test('the table lines read across: label, per 100 g, per portion, %RI', async () => {
    const dish = exampleDish('Ciorbă de burtă');
    const view = dishLabelView({
      dish,
      restaurantName: 'Demo Bistro',
      locale: 'en',
      t: await translator('en'),
      date,
    });
    const lines = (await pdfText(await renderDishLabelPdf(view, 'en'))).split('\n');
    const fat = lines.find((line) => line.trim().startsWith('Fat'));
    expect(fat?.trim().split(/\s{2,}/)).toEqual([
      'Fat',
      '3.9 g',
      view.nutrition?.rows[1]?.perPortion.text,
      `${view.nutrition?.rows[1]?.riPercent}%`,
    ]);
  });

  test('renders to a page with ink on it', async () => {
    const dish = exampleDish('Mușchiuleț de porc cu orez & legume');
    const view = dishLabelView({
      dish,
      restaurantName: 'Demo Bistro',
      locale: 'ro',
      t: await translator('ro'),
      date,
    });
    const pages = await renderPdfPages(await renderDishLabelPdf(view, 'ro'));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.inked).toBeGreaterThan(0.01);
  });
});
