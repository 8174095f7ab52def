import type { PublicDish } from '@nutrimenu/core/contract';
import { describe, expect, test } from 'vitest';
import { adminTranslator as translator } from '../utilities/adminTranslator';
import { exampleDishes } from './__fixtures__/exampleMenu';
import { pdfText, renderPdfPages } from './__fixtures__/pdfText';
import { printableMenuView } from './printableMenuView';
import { renderPrintableMenuPdf } from './renderPrintableMenuPdf';

const date = new Date('2026-11-22T10:00:00Z');

// Numbered copies of the example dishes, their ingredient lists ending with a marker, so a test
// can find where each entry starts and ends.
function numberedDishes(count: number, from = 0): PublicDish[] {
  return Array.from({ length: count }, (_, index) => {
    const number = from + index;
    const dish = exampleDishes[number % exampleDishes.length] as PublicDish;
    return {
      ...dish,
      id: `dish-${number}`,
      name: `${dish.name} №${number}`,
      ingredients: {
        ...dish.ingredients,
        parts: [...dish.ingredients.parts, { text: ` END${number}#` }],
      },
    };
  });
}

describe('renderPrintableMenuPdf', () => {
  test('never splits an entry or strands a heading, and numbers every page', async () => {
    const sections = [
      { title: 'Ciorbe și supe', dishes: numberedDishes(13) },
      { title: 'Feluri principale', dishes: numberedDishes(17, 13) },
      { title: 'Deserturi', dishes: numberedDishes(9, 30) },
    ];
    const view = printableMenuView({
      restaurant: { name: 'Demo Bistro', place: 'Piața Unirii 1, Cluj-Napoca', currency: 'RON' },
      menuName: 'Meniu principal',
      sections,
      locale: 'ro',
      t: await translator('ro'),
      date,
    });
    const pdf = await renderPrintableMenuPdf(view, 'ro');
    const pages = (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(3);
    const pageOf = (marker: string) => {
      const found = pages.flatMap((page, index) => (page.includes(marker) ? [index] : []));
      expect(found, marker).toHaveLength(1);
      return found[0];
    };
    for (let number = 0; number < 39; number += 1) {
      expect(pageOf(`№${number} –`), `entry ${number}`).toBe(pageOf(`END${number}#`));
    }
    expect(pageOf('Feluri principale')).toBe(pageOf('№13 –'));
    expect(pageOf('Deserturi')).toBe(pageOf('№30 –'));
    pages.forEach((page, index) => {
      expect(page).toContain(`Pagina ${index + 1} din ${pages.length}`);
    });
    const rendered = await renderPdfPages(pdf);
    expect(rendered).toHaveLength(pages.length);
    expect(rendered.every((page) => page.inked > 0.01)).toBe(true);
  });

  test('an ANPC entry: name, quantity, price, ingredients, allergens, traces, additives, frozen, per 100 g', async () => {
    const view = printableMenuView({
      restaurant: { name: 'Demo Bistro', place: null, currency: 'RON' },
      menuName: 'Meniu',
      sections: [{ title: 'Toate', dishes: exampleDishes }],
      locale: 'ro',
      t: await translator('ro'),
      date,
    });
    const text = (await pdfText(await renderPrintableMenuPdf(view, 'ro'))).replace(/\s+/g, ' ');
    expect(text).toContain('Mușchiuleț de porc cu orez & legume – 520 g · *Din produs decongelat');
    expect(text).toContain('46,50 RON');
    expect(text).toContain('Ingrediente: mușchiuleț de porc – 180 g');
    expect(text).toContain('Alergeni: Cereale care conțin gluten, Soia, Lapte (inclusiv lactoză)');
    expect(text).toContain('Poate conține urme de Soia.');
    expect(text).toContain('Aditivi: conservant: E211');
    expect(text).toContain('per 100 g: Valoare energetică 546 kJ / 130 kcal · Grăsimi 4,6 g');
    expect(text).toContain('Fibre valoare necunoscută');
  });

  test('a menu without published dishes says so', async () => {
    const view = printableMenuView({
      restaurant: { name: 'Demo Bistro', place: null, currency: 'RON' },
      menuName: 'Meniul zilei',
      sections: [{ title: 'Gol', dishes: [] }],
      locale: 'en',
      t: await translator('en'),
      date,
    });
    const text = await pdfText(await renderPrintableMenuPdf(view, 'en'));
    expect(text).toContain('No published dishes.');
    expect(text).not.toContain('Gol');
  });
});
