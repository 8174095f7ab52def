import type { TechnicalSheet } from '@nutrimenu/core/technicalSheet';
import { expect, test } from 'vitest';
import { parseCsv } from '../csv/parseCsv';
import { TECHNICAL_SHEET_COLUMNS, technicalSheetCsv } from './technicalSheetCsv';

const norm = (net: number, gross: number) => ({
  1: { netGrams: net, grossGrams: gross },
  10: { netGrams: net * 10, grossGrams: gross * 10 },
  100: { netGrams: net * 100, grossGrams: gross * 100 },
});

const sheet: TechnicalSheet = {
  recipeId: '7',
  portions: 2,
  lines: [
    {
      kind: 'ingredient',
      id: '1',
      name: { ro: 'ceapă', en: 'onion' },
      quantity: 90,
      unit: 'g',
      netGrams: 90,
      grossGrams: 100,
      coldLossPercent: 10,
      norm: norm(45, 50),
    },
    {
      kind: 'recipe',
      id: '3',
      name: { ro: 'sos; alb' },
      quantity: 1,
      unit: 'pcs',
      netGrams: 75,
      grossGrams: 75,
      coldLossPercent: 0,
      norm: norm(37.5, 37.5),
    },
  ],
  totalNetGrams: 165,
  totalGrossGrams: 175,
  cookedGrams: 150,
  cookingLossPercent: 9.1,
  portionGrams: 75,
  norm: norm(82.5, 87.5),
};

const rows = () => {
  const { header, records } = parseCsv(technicalSheetCsv(sheet, 'en', 'ro'));
  return { header, cells: records.map((record) => record.cells) };
};

test('has the fixed header, one row per line and a total row', () => {
  const { header, cells } = rows();
  expect(header).toEqual([...TECHNICAL_SHEET_COLUMNS]);
  expect(cells.map((row) => row[0])).toEqual(['1', '2', 'total']);
});

test('names lines in the locale, the default one filling a gap, numbers with a decimal comma', () => {
  const { cells } = rows();
  expect(cells[0]?.slice(1, 9)).toEqual(['onion', '', '', '90', 'g', '100', '90', '10']);
  expect(cells[1]?.slice(1, 4)).toEqual([
    'sos; alb',
    '3',
    '/api/downloads/recipes/3/technical-sheet.csv?locale=en',
  ]);
  expect(cells[1]?.slice(9, 15)).toEqual(['37,5', '37,5', '375', '375', '3750', '3750']);
  expect(cells[2]?.slice(15, 19)).toEqual(['2', '150', '9,1', '75']);
  // Without prices the cost columns stay empty.
  expect(cells[2]?.slice(19)).toEqual(['', '', '']);
});
