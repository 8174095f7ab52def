import { expect, test } from 'vitest';
import { costingLinks, downloadLinks, menuAsShownLinks, offersCosting } from './downloadLinks';

test.each([
  {
    name: 'a recipe: its label and technical sheet in the chosen language',
    target: { kind: 'recipe', id: 7 } as const,
    hrefs: [
      '/api/downloads/recipes/7/label.pdf?locale=hu',
      '/api/downloads/recipes/7/technical-sheet.pdf?locale=hu',
      '/api/downloads/recipes/7/technical-sheet.csv?locale=hu',
    ],
  },
  {
    name: 'a menu: the guests’ menu, the printable menu and its allergen matrix',
    target: { kind: 'menu', id: 3, restaurantId: 2 } as const,
    hrefs: [
      '/api/downloads/menus/3/guest-menu.pdf?locale=hu',
      '/api/downloads/menus/3/menu.pdf?locale=hu',
      '/api/downloads/restaurants/2/allergens.pdf?locale=hu&menu=3',
      '/api/downloads/restaurants/2/allergens.csv?locale=hu&menu=3',
    ],
  },
  {
    name: 'a menu whose restaurant is not chosen yet: the printed menus only',
    target: { kind: 'menu', id: 3, restaurantId: null } as const,
    hrefs: [
      '/api/downloads/menus/3/guest-menu.pdf?locale=hu',
      '/api/downloads/menus/3/menu.pdf?locale=hu',
    ],
  },
  {
    name: 'a restaurant: the matrix, the book of technical sheets, then the table cards and QR codes, which have no language',
    target: { kind: 'restaurant', id: 2 } as const,
    hrefs: [
      '/api/downloads/restaurants/2/allergens.pdf?locale=hu',
      '/api/downloads/restaurants/2/allergens.csv?locale=hu',
      '/api/downloads/restaurants/2/technical-sheets.pdf?locale=hu',
      '/api/downloads/restaurants/2/technical-sheets.csv?locale=hu',
      '/api/downloads/restaurants/2/table-card-a6.pdf',
      '/api/downloads/restaurants/2/table-card-a7.pdf',
      '/api/downloads/restaurants/2/qr.png',
      '/api/downloads/restaurants/2/qr.svg',
    ],
  },
])('$name', ({ target, hrefs }) => {
  expect(downloadLinks('/api/', target, 'hu').map((link) => link.href)).toEqual(hrefs);
});

test('links are absolute when the API is on another origin', () => {
  expect(
    downloadLinks('https://cms.example.com/api', { kind: 'restaurant', id: 1 }, 'ro')[6]?.href,
  ).toBe('https://cms.example.com/api/downloads/restaurants/1/qr.png');
});

test('the menu as it was shown: now without a moment, else the moment in UTC', () => {
  expect(menuAsShownLinks('/api/', 2, 'ro', null).map((link) => link.href)).toEqual([
    '/api/downloads/restaurants/2/menu-as-shown.pdf?locale=ro',
    '/api/downloads/restaurants/2/menu-as-shown.csv?locale=ro',
  ]);
  const at = new Date('2026-11-29T09:30:00+02:00');
  expect(menuAsShownLinks('/api', 2, 'hu', at)[1]?.href).toBe(
    '/api/downloads/restaurants/2/menu-as-shown.csv?locale=hu&at=2026-11-29T07%3A30%3A00.000Z',
  );
});

test('costing files: the restaurant’s PDF, CSV and prices; a menu’s PDF and CSV only', () => {
  expect(costingLinks('/api/', 2, 'hu').map((link) => link.href)).toEqual([
    '/api/downloads/restaurants/2/costing.pdf?locale=hu',
    '/api/downloads/restaurants/2/costing.csv?locale=hu',
    '/api/downloads/restaurants/2/ingredient-prices.csv?locale=hu',
  ]);
  expect(costingLinks('/api', 2, 'ro', 5).map((link) => link.href)).toEqual([
    '/api/downloads/restaurants/2/costing.pdf?locale=ro&menu=5',
    '/api/downloads/restaurants/2/costing.csv?locale=ro&menu=5',
  ]);
});

test.each([
  ['admin', false, true],
  ['owner', false, true],
  ['staff', false, false],
  ['staff', true, true],
  [null, true, false],
] as const)('%s, staff may enter prices: %s → costing offered: %s', (role, allowed, offered) => {
  expect(offersCosting(role, allowed)).toBe(offered);
});
