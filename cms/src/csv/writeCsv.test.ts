import { describe, expect, test } from 'vitest';
import { csvCell, writeCsv } from './writeCsv';

describe('csvCell', () => {
  test.each([
    ['Ciorbă', 'Ciorbă'],
    ['Ciorbă; cu smântână', '"Ciorbă; cu smântână"'],
    ['81,1', '"81,1"'],
    ['Sos "de casă"', '"Sos ""de casă"""'],
    ['=1+1', "'=1+1"],
    ['+40 721 000 000', "'+40 721 000 000"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("http://x";"y")', `"'=HYPERLINK(""http://x"";""y"")"`],
    [' spaced', '" spaced"'],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

test('writeCsv: BOM, ";" separators, CRLF after every row', () => {
  expect(
    writeCsv([
      ['name', 'fat'],
      ['Unt', '81,1'],
    ]),
  ).toBe('\uFEFFname;fat\r\nUnt;"81,1"\r\n');
});

describe('csvCell (also the allergen matrix cells)', () => {
  test.each([
    { value: 'Ciorbă de burtă', field: 'Ciorbă de burtă' },
    { value: 'Supă; cu tăiței', field: '"Supă; cu tăiței"' },
    { value: 'Salad, mixed', field: '"Salad, mixed"' },
    { value: 'Pizza "Diavola"', field: '"Pizza ""Diavola"""' },
    { value: 'two\nlines', field: '"two\nlines"' },
    { value: ' edge ', field: '" edge "' },
    { value: '=HYPERLINK("http://x")', field: '"\'=HYPERLINK(""http://x"")"' },
    { value: '+40 264', field: "'+40 264" },
    { value: '-', field: "'-" },
    { value: '@sum', field: "'@sum" },
    { value: '(X)', field: '(X)' },
  ])('$value → $field', ({ value, field }) => {
    expect(csvCell(value)).toBe(field);
  });
});
