import { expect, test } from 'vitest';
import { isCompositeCiqualFood } from './isCompositeCiqualFood';

test.each([
  ['a dish (group 01)', { group_code: '01', subgroup_code: '0103', name_en: 'Moussaka' }, true],
  ['baby food (group 11)', { group_code: '11', subgroup_code: '1102', name_en: 'Baby dish' }, true],
  ['a cake (subgroup 0709)', { group_code: '07', subgroup_code: '0709', name_en: 'Cake' }, true],
  [
    'a prepacked product',
    { group_code: '04', subgroup_code: '0409', name_en: 'Fish fingers, prepacked' },
    true,
  ],
  [
    'a commercial biscuit',
    { group_code: '03', subgroup_code: '0303', name_en: 'Cracker, commercial' },
    true,
  ],
  ['a raw vegetable', { group_code: '02', subgroup_code: '0201', name_en: 'Onion, raw' }, false],
  ['flour', { group_code: '03', subgroup_code: '0304', name_en: 'Wheat flour, type 55' }, false],
  [
    'sugar (group 07, not a product subgroup)',
    { group_code: '07', subgroup_code: '0701', name_en: 'Sugar, white' },
    false,
  ],
])('%s: %s', (_label, row, expected) => {
  expect(isCompositeCiqualFood(row)).toBe(expected);
});
