import { readFileSync } from 'node:fs';
import type { AllergenCode } from '@nutrimenu/core/allergens';
import { describe, expect, test } from 'vitest';
import { parseCiqualCsv } from '../ciqualRow';
import { deriveAllergens, type FoodAllergens } from './deriveAllergens';

const ciqual = parseCiqualCsv(
  readFileSync(new URL('../../../data/ciqual/ciqual_2025.csv', import.meta.url), 'utf8'),
);

function derived(code: string) {
  const row = ciqual.get(code);
  if (!row) throw new Error(`no CIQUAL food ${code}`);
  return deriveAllergens(row);
}

describe('deriveAllergens on CIQUAL foods', () => {
  test.each<[string, string, AllergenCode[], AllergenCode[]]>([
    ['wheat flour T55 has gluten', '9436', ['gluten'], []],
    ['sunflower oil has nothing', '17440', [], []],
    ['fully refined soybean oil has nothing (Annex II exception)', '17420', [], []],
    ['butter has milk', '16400', ['milk'], []],
    ['mayonnaise has eggs and mustard', '11054', ['eggs', 'mustard'], []],
    ['boiled shrimp has crustaceans', '10007', ['crustaceans'], ['fish', 'molluscs']],
    ['boiled mussels have molluscs', '10013', ['molluscs'], ['crustaceans', 'fish']],
    ['almond has nuts, traces of peanuts and sesame', '15000', ['nuts'], ['peanuts', 'sesame']],
    ['peanut butter has peanuts and no milk', '15202', ['peanuts'], ['nuts', 'sesame']],
    [
      'coconut flesh is no Annex II nut (traces from shared shelling)',
      '15006',
      [],
      ['peanuts', 'nuts', 'sesame'],
    ],
    ['tofu has soybeans', '20904', ['soybeans'], []],
    ['tahini has sesame', '15203', ['sesame'], ['peanuts', 'nuts']],
    ['raw celeriac has celery', '20055', ['celery'], []],
    ['red wine has sulphites', '5214', ['sulphites'], []],
    ['raisins have sulphites', '13046', ['sulphites'], []],
    ['wine vinegar has sulphites', '11220', ['sulphites'], []],
    [
      'oat flakes have gluten, with breakfast-cereal traces',
      '32140',
      ['gluten'],
      ['peanuts', 'soybeans', 'milk', 'nuts'],
    ],
    ['buckwheat flour has no gluten but may have traces', '9540', [], ['gluten']],
    ['gluten-free pasta has no gluten', '9874', [], []],
    ['fresh egg pasta has gluten and eggs', '9815', ['gluten', 'eggs'], []],
    ['beer has gluten', '5000', ['gluten'], []],
    ['pastis, a spirit, has no gluten', '1000', [], []],
    ['lupin seeds have lupin', '20534', ['lupin'], []],
    ['mustard has mustard and sulphites', '11013', ['mustard', 'sulphites'], []],
    ['a quiche lorraine has gluten, eggs and milk', '25405', ['gluten', 'eggs', 'milk'], []],
    ['coconut milk has no milk', '18041', [], []],
    ['butter beans have no milk', '20195', [], []],
    ['cantaloupe is neither fish nor cheese', '13026', [], []],
    ['scallops are molluscs, not nuts', '10045', ['molluscs'], ['crustaceans', 'fish']],
    ['a veal "noix" cut has no nuts', '6522', [], []],
    ['soy lecithin has soybeans', '42200', ['soybeans'], []],
  ])('%s', (_label, code, allergens, traces) => {
    const result = derived(code);
    expect(result.allergens).toEqual(allergens);
    expect(result.traces).toEqual(traces);
  });

  type Flags = Omit<FoodAllergens, 'allergens' | 'traces'>;
  const flags = (f: Partial<Flags>): Flags => ({
    vegan: false,
    vegetarian: false,
    meat: false,
    redMeat: false,
    fruitVegLegumes: false,
    isAdditive: false,
    ...f,
  });
  test.each<[string, string, Flags]>([
    ['sunflower oil is vegan', '17440', flags({ vegan: true, vegetarian: true })],
    ['butter is vegetarian, not vegan', '16400', flags({ vegetarian: true })],
    ['honey is vegetarian, not vegan', '31008', flags({ vegetarian: true })],
    ['a raw hen is meat, not red meat', '36000', flags({ meat: true })],
    ['a beef rib steak is red meat', '6100', flags({ meat: true, redMeat: true })],
    ['smoked cooked ham is red meat', '28803', flags({ meat: true, redMeat: true })],
    ['salmon is neither meat nor vegetarian', '26037', flags({})],
    ['gelatin is not vegetarian', '11007', flags({})],
    ['duck fat is not meat but not vegetarian', '16550', flags({})],
    [
      'raw celeriac is a vegetable',
      '20055',
      flags({ vegan: true, vegetarian: true, fruitVegLegumes: true }),
    ],
    [
      'a boiled potato does not count as a vegetable',
      '4003',
      flags({ vegan: true, vegetarian: true }),
    ],
    ['a soy-based mince is vegan, not meat', '30181', flags({ vegan: true, vegetarian: true })],
    [
      'sodium bicarbonate is itself an additive',
      '11507',
      flags({ vegan: true, vegetarian: true, isAdditive: true }),
    ],
    ['an average sandwich promises no diet', '25522', flags({})],
    ['a beef-and-soy burger is still red meat', '1032', flags({ meat: true, redMeat: true })],
    ['frog legs, filed with seafood by CIQUAL, are meat', '34500', flags({ meat: true })],
    ['cod liver oil is fish, not meat', '17630', flags({})],
  ])('%s', (_label, code, expected) => {
    const { allergens: _a, traces: _t, rules: _r, ...result } = derived(code);
    expect(result).toEqual(expected);
  });
});

describe('deriveAllergens', () => {
  test('never lists an allergen among the traces', () => {
    for (const row of ciqual.values()) {
      const { allergens, traces } = deriveAllergens(row);
      expect(traces.filter((code) => allergens.includes(code))).toEqual([]);
    }
  });

  test('records which rules fired, so a reader sees why', () => {
    expect(derived('9436').rules).toContain('gluten-cereal');
    expect(derived('17420').rules).toContain('no-soy-refined-oil');
  });
});
