import { describe, expect, test } from 'vitest';
import { CsvSyntaxError, parseCsv, unescapeFormula } from './parseCsv';
import { writeCsv } from './writeCsv';

describe('parseCsv', () => {
  test.each([
    {
      label: 'our export: BOM, ";", CRLF, quoted separators and quotes',
      text: '\uFEFFname;fat\r\n"Unt; 82%";81,1\r\n"Sos ""de casă""";\r\n',
      separator: ';',
      records: [
        { row: 2, cells: ['Unt; 82%', '81,1'] },
        { row: 3, cells: ['Sos "de casă"', ''] },
      ],
    },
    {
      label: 'a spreadsheet in English: "," and LF',
      text: 'name,fat\n"Butter, salted","81.1"\n',
      separator: ',',
      records: [{ row: 2, cells: ['Butter, salted', '81.1'] }],
    },
    {
      label: 'tabs',
      text: 'name\tfat\nUnt\t81\n',
      separator: '\t',
      records: [{ row: 2, cells: ['Unt', '81'] }],
    },
    {
      label: 'a line break inside quotes is one row; blank rows are skipped but counted',
      text: 'name;description\n"Ciorbă";"două\nrânduri"\n;\n\nSupă;x',
      separator: ';',
      records: [
        { row: 2, cells: ['Ciorbă', 'două\nrânduri'] },
        { row: 5, cells: ['Supă', 'x'] },
      ],
    },
    {
      label: 'unquoted cells are trimmed, quoted ones kept; a stray quote is text',
      text: 'a;b;c\n  x  ;" y ";5" pizza\n',
      separator: ';',
      records: [{ row: 2, cells: ['x', ' y ', '5" pizza'] }],
    },
  ])('$label', ({ text, separator, records }) => {
    const parsed = parseCsv(text);
    expect(parsed.separator).toBe(separator);
    expect(parsed.records).toEqual(records);
  });

  test('a quoted cell never closed names the row it opened in', () => {
    expect(() => parseCsv('name\nok\n"broken\nstill\n')).toThrow(
      expect.objectContaining({ row: 3, code: 'unclosedQuote' }),
    );
  });

  test('an empty file has no header', () => {
    expect(() => parseCsv('\uFEFF\r\n')).toThrow(CsvSyntaxError);
  });

  test('reads back what writeCsv writes, formula escapes included', () => {
    const rows = [
      ['name', 'note'],
      ['=HYPERLINK("http://x","y")', '+40 721'],
      ['-5', '@home'],
      ['Ciorbă; cu "smântână"', ' spaced '],
      ['două\r\nrânduri', ''],
    ];
    const parsed = parseCsv(writeCsv(rows));
    expect([parsed.header, ...parsed.records.map((record) => record.cells)]).toEqual(rows);
  });
});

describe('unescapeFormula', () => {
  test.each([
    ["'=1+1", '=1+1'],
    ["'+40", '+40'],
    ["'@x", '@x'],
    ["'apostrophe", "'apostrophe"],
    ['plain', 'plain'],
  ])('%s → %s', (cell, value) => {
    expect(unescapeFormula(cell)).toBe(value);
  });
});
