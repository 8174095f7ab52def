import { ALLERGEN_CODES, ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import { describe, expect, test } from 'vitest';
import { adminTranslator as translator } from '../utilities/adminTranslator';
import { exampleDishes } from './__fixtures__/exampleMenu';
import { allergenMatrixRows } from './allergenMatrix';
import { allergenMatrixCsv } from './allergenMatrixCsv';

describe('allergenMatrixCsv', () => {
  test('BOM, a header with the 14 allergens in the locale, one CRLF line per dish', async () => {
    const csv = allergenMatrixCsv(
      allergenMatrixRows(exampleDishes.map((dish) => ({ dish }))),
      'hu',
      await translator('hu'),
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      ['Étel', ...ALLERGEN_CODES.map((code) => ALLERGEN_NAMES[code].hu)].join(';'),
    );
    expect(lines.slice(1, -1)).toEqual([
      'Ciorbă de burtă;;;X;;;;X;;X;;;X;;',
      'Mușchiuleț de porc cu orez & legume;X;;;;;X;X;;;;;;;',
      'Papanași cu smântână și dulceață de afine;X;?;X;?;?;?;X;?;?;?;?;?;?;?',
      'Limonadă cu mentă;;;;;;;;;;;;;;',
    ]);
  });
});
