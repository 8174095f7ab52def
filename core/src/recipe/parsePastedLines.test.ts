import { describe, expect, test } from 'vitest';
import { parsePastedLines } from './parsePastedLines';

const lines = (text: string) =>
  parsePastedLines(text).map((line) =>
    line.status === 'parsed' ? [line.name, line.quantity, line.unit] : [line.status, line.issue],
  );

describe('parsePastedLines', () => {
  test('a Romanian list, with and without diacritics, decimals with a comma', () => {
    expect(
      lines('făină 500 g\nouă 3 buc\nlapte 200 ml\nsare 1 g\nunt 0,25 kg\nfaina alba 1,5 kg'),
    ).toEqual([
      ['făină', 500, 'g'],
      ['ouă', 3, 'pcs'],
      ['lapte', 200, 'ml'],
      ['sare', 1, 'g'],
      ['unt', 250, 'g'],
      ['faina alba', 1500, 'g'],
    ]);
  });

  test('a spreadsheet: name, quantity and unit in cells, Windows line ends, empty rows', () => {
    expect(lines('Făină albă\t500\tg\r\n\r\nOuă\t3\tbuc.\r\nLapte\t0.5\tl\r\n')).toEqual([
      ['Făină albă', 500, 'g'],
      ['Ouă', 3, 'pcs'],
      ['Lapte', 500, 'ml'],
    ]);
  });

  test('the quantity first, units glued to the number, list marks and separators', () => {
    expect(
      lines('500 g făină\n3 ouă\n1,5kg cartofi\n- lapte: 200ml\n2) sare - 5 g\n• piper 2g'),
    ).toEqual([
      ['făină', 500, 'g'],
      ['ouă', 3, 'pcs'],
      ['cartofi', 1500, 'g'],
      ['lapte', 200, 'ml'],
      ['sare', 5, 'g'],
      ['piper', 2, 'g'],
    ]);
  });

  test('numbers inside a name stay in the name', () => {
    expect(lines('Smântână 20% grăsime 200 g')).toEqual([['Smântână 20% grăsime', 200, 'g']]);
  });

  test("each language's units: Stück, db, pz, ud., pce, dl", () => {
    expect(
      lines('Eier 3 Stück\ntojás 2 db\nuova 4 pz\nhuevos 2 ud.\noeufs 6 pce\nleche 2 dl'),
    ).toEqual([
      ['Eier', 3, 'pcs'],
      ['tojás', 2, 'pcs'],
      ['uova', 4, 'pcs'],
      ['huevos', 2, 'pcs'],
      ['oeufs', 6, 'pcs'],
      ['leche', 200, 'ml'],
    ]);
  });

  test('lines not understood say why and keep their text', () => {
    expect(parsePastedLines('Ingredient\tCantitate\nulei 2 linguri\nsare 0 g\n500 g')).toEqual([
      { status: 'invalid', text: 'Ingredient Cantitate', issue: 'noQuantity' },
      { status: 'invalid', text: 'ulei 2 linguri', issue: 'unknownUnit', unitText: 'linguri' },
      { status: 'invalid', text: 'sare 0 g', issue: 'invalidQuantity' },
      { status: 'invalid', text: '500 g', issue: 'noName' },
    ]);
  });

  test('nothing pasted, nothing parsed', () => {
    expect(parsePastedLines(' \n\t\n')).toEqual([]);
  });
});
