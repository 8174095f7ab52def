import { ALLERGEN_CODES } from '@nutrimenu/core/allergens';
import { describe, expect, test } from 'vitest';
import { exampleDish } from './__fixtures__/exampleMenu';
import { allergenMark, allergenMatrixRows } from './allergenMatrix';

describe('allergenMark', () => {
  test.each([
    {
      name: 'contains',
      allergens: { contains: ['milk'], complete: true },
      traces: [],
      mark: 'contains',
    },
    {
      name: 'a trace',
      allergens: { contains: [], complete: true },
      traces: ['milk'],
      mark: 'traces',
    },
    { name: 'neither', allergens: { contains: [], complete: true }, traces: [], mark: 'none' },
    {
      name: 'undeclared',
      allergens: { contains: [], complete: false },
      traces: [],
      mark: 'unknown',
    },
    {
      name: 'a trace of an incomplete dish: it may contain more than a trace',
      allergens: { contains: [], complete: false },
      traces: ['milk'],
      mark: 'unknown',
    },
    {
      name: 'contains, in an incomplete dish',
      allergens: { contains: ['milk'], complete: false },
      traces: [],
      mark: 'contains',
    },
  ] as const)('$name → $mark', ({ allergens, traces, mark }) => {
    expect(
      allergenMark(
        { contains: [...allergens.contains], complete: allergens.complete },
        traces,
        'milk',
      ),
    ).toBe(mark);
  });
});

describe('allergenMatrixRows', () => {
  test('one row per dish, a mark per allergen in Annex II order, duplicates dropped', () => {
    const ciorba = exampleDish('Ciorbă de burtă');
    const papanasi = exampleDish('Papanași cu smântână și dulceață de afine');
    const rows = allergenMatrixRows([
      { dish: ciorba, section: 'Ciorbe' },
      { dish: papanasi, section: 'Deserturi' },
      { dish: ciorba, section: 'Deserturi' },
    ]);
    expect(rows.map((row) => [row.dish, row.section])).toEqual([
      ['Ciorbă de burtă', 'Ciorbe'],
      ['Papanași cu smântână și dulceață de afine', 'Deserturi'],
    ]);
    expect(Object.keys(rows[0]?.marks ?? {})).toEqual([...ALLERGEN_CODES]);
    expect(rows[0]?.marks).toMatchObject({ eggs: 'contains', milk: 'contains', fish: 'none' });
    expect(rows[1]?.marks).toMatchObject({
      gluten: 'contains',
      soybeans: 'unknown',
      fish: 'unknown',
    });
  });
});
