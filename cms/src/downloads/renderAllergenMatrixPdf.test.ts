import type { PublicDish } from '@nutrimenu/core/contract';
import { describe, expect, test } from 'vitest';
import { adminTranslator as translator } from '../utilities/adminTranslator';
import { exampleDishes } from './__fixtures__/exampleMenu';
import { pdfText, renderPdfPages } from './__fixtures__/pdfText';
import { allergenMatrixRows } from './allergenMatrix';
import { allergenMatrixView } from './allergenMatrixView';
import { renderAllergenMatrixPdf } from './renderAllergenMatrixPdf';

const date = new Date('2026-11-22T10:00:00Z');

describe('renderAllergenMatrixPdf', () => {
  test('landscape pages, each with the header row; the legend; every dish once', async () => {
    const dishes = Array.from({ length: 60 }, (_, index) => {
      const dish = exampleDishes[index % exampleDishes.length] as PublicDish;
      return {
        dish: { ...dish, id: `d${index}`, name: `${dish.name} №${index}` },
        section: index < 30 ? 'Ciorbe' : 'Deserturi',
      };
    });
    const view = allergenMatrixView({
      rows: allergenMatrixRows(dishes),
      restaurantName: 'Demo Bistro',
      menuName: 'Meniu principal',
      locale: 'ro',
      t: await translator('ro'),
      date,
    });
    const pdf = await renderAllergenMatrixPdf(view, 'ro');
    const pages = (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    for (const [index, page] of pages.entries()) {
      expect(page, `page ${index + 1}`).toContain('Preparat');
      expect(page).toContain(`Pagina ${index + 1} din ${pages.length}`);
    }
    const all = pages.join('\n');
    expect(all).toContain('Matricea alergenilor');
    expect(all).toContain('Demo Bistro – Meniu principal');
    expect(all).toContain('poate conține urme');
    expect(all).toContain('alergeni încă nedeclarați: întrebați personalul');
    for (let index = 0; index < 60; index += 1) expect(all).toContain(`№${index}`);
    const rendered = await renderPdfPages(pdf);
    expect(rendered.every((page) => page.width > page.height && page.inked > 0.01)).toBe(true);
  });

  test('no dishes: a sentence instead of an empty table', async () => {
    const view = allergenMatrixView({
      rows: [],
      restaurantName: 'Demo Bistro',
      menuName: null,
      locale: 'it',
      t: await translator('it'),
      date,
    });
    const text = await pdfText(await renderAllergenMatrixPdf(view, 'it'));
    expect(text).toContain('Nessun piatto pubblicato.');
    expect(text).not.toContain('Piatto\n');
  });
});
