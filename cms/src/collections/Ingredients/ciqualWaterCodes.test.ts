import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { parseCiqualCsv } from '../../ciqual/ciqualRow';
import { CIQUAL_WATER_CODES } from './ciqualWaterCodes';
import { isPlainWater } from './isPlainWater';

const CSV = new URL('../../../data/ciqual/ciqual_2025.csv', import.meta.url);

describe('CIQUAL waters', () => {
  test('are exactly the foods of subgroup 0601 in the shipped CSV', async () => {
    const rows = parseCiqualCsv(await readFile(CSV, 'utf8'));
    const waters = [...rows.values()]
      .filter((row) => row.subgroup_code === '0601')
      .map((row) => row.ciqual_code);
    expect(waters.length).toBeGreaterThan(80);
    expect([...CIQUAL_WATER_CODES].sort()).toEqual(waters.sort());
  });

  test.each([
    { source: { kind: 'ciqual', code: '18066' }, expected: true, row: 'tap water' },
    { source: { kind: 'ciqual', code: '18430' }, expected: true, row: 'spring water' },
    { source: { kind: 'ciqual', code: '18020' }, expected: false, row: 'brewed tea' },
    { source: { kind: 'manual', code: '18066' }, expected: false, row: 'a manual ingredient' },
    { source: null, expected: false, row: 'no source' },
  ])('$row → $expected', ({ source, expected }) => {
    expect(isPlainWater(source)).toBe(expected);
  });
});
