import { describe, expect, test } from 'vitest';
import type { NutrientAmount, NutritionFacts } from '../recipe/types';
import {
  type NutritionTable,
  type NutritionTableRow,
  nutritionTableSchema,
  toNutritionTable,
} from './nutritionTable';
import { NUTRITION_TABLE_KEYS } from './nutritionTableKeys';

const known = (value: number): NutrientAmount => ({ status: 'known', value });
const atLeast = (value: number): NutrientAmount => ({ status: 'lowerBound', value });
const unknown: NutrientAmount = { status: 'unknown' };

const facts: NutritionFacts = {
  energyKj: known(1234.5),
  energyKcal: known(295.06),
  fat: known(7.44),
  saturates: known(0.08),
  carbohydrate: atLeast(45.2),
  sugars: unknown,
  fibre: known(3.25),
  protein: known(0),
  salt: atLeast(0.623),
  sodium: atLeast(0.2492),
};

const table = toNutritionTable(facts);

describe('toNutritionTable', () => {
  // Worked by hand: EU 2012 rounding bands and Annex XIII reference intakes
  // (8400 kJ, 2000 kcal, fat 70, saturates 20, carbohydrate 260, sugars 90, protein 50, salt 6).
  test.each<{ label: string; key: keyof NutritionTable; row: NutritionTableRow }>([
    {
      label: 'energy in kJ rounded to a whole number, 1234.5 / 8400 = 14.7 %',
      key: 'energyKj',
      row: { status: 'known', value: 1234.5, display: '1235', ri: '15' },
    },
    {
      label: 'energy in kcal on its own row, 295.06 / 2000 = 14.8 %',
      key: 'energyKcal',
      row: { status: 'known', value: 295.06, display: '295', ri: '15' },
    },
    {
      label: 'fat between 0.5 and 10 g with one decimal, 7.44 / 70 = 10.6 %',
      key: 'fat',
      row: { status: 'known', value: 7.44, display: '7.4', ri: '11' },
    },
    {
      label: 'saturates at most 0.1 g as <0.1, 0.08 / 20 = 0.4 % as <1',
      key: 'saturates',
      row: { status: 'known', value: 0.08, display: '<0.1', ri: '<1' },
    },
    {
      label: 'a lower bound of carbohydrate keeps its status, 45.2 / 260 = 17.4 %',
      key: 'carbohydrate',
      row: { status: 'lowerBound', value: 45.2, display: '45', ri: '17' },
    },
    {
      label: 'unknown sugars without any figure',
      key: 'sugars',
      row: { status: 'unknown', value: null, display: null, ri: null },
    },
    {
      label: 'fibre without a reference intake',
      key: 'fibre',
      row: { status: 'known', value: 3.25, display: '3.3', ri: null },
    },
    {
      label: 'zero protein as <0.5 and 0 %',
      key: 'protein',
      row: { status: 'known', value: 0, display: '<0.5', ri: '0' },
    },
    {
      label: 'salt below 1 g with two decimals, 0.623 / 6 = 10.4 %',
      key: 'salt',
      row: { status: 'lowerBound', value: 0.623, display: '0.62', ri: '10' },
    },
  ])('gives $label', ({ key, row }) => {
    expect(table[key]).toEqual(row);
  });

  test('has the nine table rows in Annex XV order and no sodium row', () => {
    expect(Object.keys(table)).toEqual([...NUTRITION_TABLE_KEYS]);
    expect(table).not.toHaveProperty('sodium');
  });

  test('gives a table the schema accepts', () => {
    expect(nutritionTableSchema.parse(table)).toEqual(table);
  });

  test('throws a RangeError on a negative amount', () => {
    expect(() => toNutritionTable({ ...facts, fat: known(-1) })).toThrow(RangeError);
  });
});

describe('nutritionTableSchema', () => {
  test.each<{ label: string; value: unknown; path: PropertyKey[] }>([
    {
      label: 'a %RI for fibre',
      value: { ...table, fibre: { ...table.fibre, ri: '5' } },
      path: ['fibre', 'ri'],
    },
    {
      label: 'an unknown row with a value',
      value: { ...table, sugars: { status: 'unknown', value: 3, display: null, ri: null } },
      path: ['sugars', 'value'],
    },
    {
      label: 'a known row without a display',
      value: { ...table, fat: { status: 'known', value: 7.44, display: null, ri: '11' } },
      path: ['fat', 'display'],
    },
    {
      label: 'a display with a comma',
      value: { ...table, fat: { status: 'known', value: 7.44, display: '7,4', ri: '11' } },
      path: ['fat', 'display'],
    },
    {
      label: 'a display with a unit',
      value: { ...table, fat: { status: 'known', value: 7.44, display: '7.4 g', ri: '11' } },
      path: ['fat', 'display'],
    },
    {
      label: 'a %RI with a percent sign',
      value: { ...table, fat: { status: 'known', value: 7.44, display: '7.4', ri: '11%' } },
      path: ['fat', 'ri'],
    },
    {
      label: 'a negative value',
      value: { ...table, fat: { status: 'known', value: -1, display: '1', ri: '1' } },
      path: ['fat', 'value'],
    },
    {
      label: 'an unknown status',
      value: { ...table, fat: { status: 'estimated', value: 1, display: '1', ri: '1' } },
      path: ['fat', 'status'],
    },
    {
      label: 'a missing row',
      value: { ...table, salt: undefined },
      path: ['salt'],
    },
    { label: 'a sodium row', value: { ...table, sodium: table.salt }, path: [] },
  ])('refuses $label at its path', ({ value, path }) => {
    const issues = nutritionTableSchema.safeParse(value).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([path]);
  });
});
