import { writeFile } from 'node:fs/promises';
import type { PublicDish } from '@nutrimenu/core/contract';
import { describe, expect, test } from 'vitest';
import { adminTranslator as translator } from '../utilities/adminTranslator';
import { exampleDish, exampleDishes } from './__fixtures__/exampleMenu';
import { pdfText, renderPdfPages } from './__fixtures__/pdfText';
import { guestMenuView } from './guestMenuView';
import { renderGuestMenuPdf } from './renderGuestMenuPdf';

const date = new Date('2026-11-22T10:00:00Z');
const keep = process.env.KEEP_PDF_PNG;

function manyDishes(count: number): PublicDish[] {
  return Array.from({ length: count }, (_, index) => {
    const dish = exampleDishes[index % exampleDishes.length] as PublicDish;
    return { ...dish, id: `dish-${index}`, name: `${dish.name} №${index}` };
  });
}

const pagesOf = async (pdf: Buffer) =>
  (await pdfText(pdf)).split('\f').filter((page) => page.trim() !== '');

describe('renderGuestMenuPdf', () => {
  test('dishes by section with prices and allergen numbers, the legend, the nutrition appendix', async () => {
    const view = guestMenuView({
      restaurant: { name: 'Demo Bistro', place: 'Piața Unirii 1, Cluj-Napoca', currency: 'RON' },
      menuName: 'Meniu principal',
      sections: [{ title: 'Toate', dishes: exampleDishes }],
      locale: 'ro',
      t: await translator('ro'),
      date,
    });
    const pdf = await renderGuestMenuPdf(view, 'ro');
    if (keep) await writeFile(`${keep}/guest-menu-ro.pdf`, pdf);
    const pages = await pagesOf(pdf);
    const [menu = '', ...appendix] = pages.map((page) => page.replace(/\s+/g, ' '));
    // The pork dish contains gluten (1), soybeans (6) and milk (7) and is frozen.
    expect(menu).toContain('Mușchiuleț de porc cu orez & legume');
    expect(menu).toContain('46,50 RON');
    expect(menu).toContain('520 g · Alergeni: 1, 6, 7 · *Din produs decongelat');
    // Papanași: an ingredient's allergens are undeclared, and it may contain soybeans.
    expect(menu).toContain(
      '384 g · Alergeni: 1, 3, 7; Alergenii nu au fost încă declarați · urme: 6',
    );
    // The lemonade is a drink: served in ml, as its nutrition is per 100 ml.
    expect(menu).toContain('383 ml · Niciun alergen declarat');
    expect(menu).toContain('Alergeni (Regulamentul UE 1169/2011, anexa II)');
    expect(menu).toContain('1 Cereale care conțin gluten · 2 Crustacee');
    expect(menu).toContain('14 Moluște');
    // The guest's menu leaves the full ANPC entry to the compliance document.
    expect(menu).not.toContain('Ingrediente:');
    expect(menu).not.toContain('Valoare energetică');
    const tail = appendix.join(' ');
    expect(tail).toContain('Anexă: declarații nutriționale');
    expect(tail).toMatch(
      /Preparat Valoare energetică Grăsimi din care Glucide din care Fibre Proteine Sare/,
    );
    expect(tail).toMatch(
      /Mușchiuleț de porc cu orez & legume per 100 g 546 kJ \/ 130 kcal 4,6 g 1,7 g 13 g/,
    );
    expect(tail).toMatch(/Limonadă cu mentă per 100 ml 115 kJ \/ 27 kcal/);
    expect(tail).not.toContain('1 Cereale care conțin gluten');
    pages.forEach((page, index) => {
      expect(page).toContain(`Pagina ${index + 1} din ${pages.length}`);
    });
  });

  test('the legend is at the foot of every menu page, and no dish is split', async () => {
    const view = guestMenuView({
      restaurant: { name: 'Demo Bistro', place: null, currency: 'RON' },
      menuName: 'Meniu',
      sections: [
        { title: 'Ciorbe', dishes: manyDishes(25) },
        {
          title: 'Deserturi',
          dishes: manyDishes(25).map((dish) => ({
            ...dish,
            id: `d-${dish.id}`,
            name: `${dish.name}d`,
          })),
        },
      ],
      locale: 'ro',
      t: await translator('ro'),
      date,
    });
    const pdf = await renderGuestMenuPdf(view, 'ro');
    if (keep) await writeFile(`${keep}/guest-menu-long.pdf`, pdf);
    const pages = (await pagesOf(pdf)).map((page) => page.replace(/\s+/g, ' '));
    const appendixStart = pages.findIndex((page) =>
      page.includes('Anexă: declarații nutriționale'),
    );
    const menuPages = pages.slice(0, appendixStart);
    expect(menuPages.length).toBeGreaterThan(1);
    for (const page of menuPages) {
      expect(page).toContain('Alergeni (Regulamentul UE 1169/2011, anexa II)');
      // The legend sits under the last dish of the page.
      expect(page.lastIndexOf('14 Moluște')).toBeGreaterThan(page.lastIndexOf('Alergeni:'));
    }
    for (let index = 0; index < 25; index += 1) {
      const holding = menuPages.filter(
        (page) => page.includes(`№${index} `) || page.includes(`№${index}d`),
      );
      expect(holding.length, `dish ${index}`).toBeGreaterThan(0);
    }
    const rendered = await renderPdfPages(pdf);
    expect(rendered).toHaveLength(pages.length);
    expect(rendered.every((page) => page.inked > 0.01)).toBe(true);
  });

  test('in German, a dish without nutrition says so in the appendix', async () => {
    const soup = exampleDish(exampleDishes[0]?.name ?? '');
    const view = guestMenuView({
      restaurant: { name: 'Demo Bistro', place: null, currency: 'EUR' },
      menuName: 'Speisekarte',
      sections: [{ title: 'Suppen', dishes: [{ ...soup, nutrition: null }] }],
      locale: 'de',
      t: await translator('de'),
      date,
    });
    const text = (await pdfText(await renderGuestMenuPdf(view, 'de'))).replace(/\s+/g, ' ');
    expect(text).toContain('Allergene (Verordnung (EU) 1169/2011, Anhang II)');
    expect(text).toContain('Anhang: Nährwertdeklarationen');
    expect(text).toContain((await translator('de'))('label.nutritionUnavailable'));
  });
});
