import { expect, test } from 'vitest';
import { t } from './__fixtures__/recipeFile';
import { managesLines, missingLineColumns } from './missingLineColumns';

test.each([
  {
    label: 'no line columns: lines left alone',
    header: ['slug', 'name'],
    manages: false,
    missing: [],
  },
  {
    label: 'every line column',
    header: ['slug', 'ingredient', 'quantity', 'unit', 'cold_loss_percent'],
    manages: true,
    missing: [],
  },
  {
    label: 'sub-recipes only',
    header: ['slug', 'sub_recipe', 'quantity', 'unit'],
    manages: true,
    missing: [],
  },
  {
    label: 'no unit',
    header: ['slug', 'ingredient_id', 'quantity'],
    manages: true,
    missing: ['unit'],
  },
  {
    label: 'a quantity alone',
    header: ['slug', 'quantity'],
    manages: true,
    missing: ['unit', 'ingredient'],
  },
  {
    label: 'a cleaning loss alone',
    header: ['slug', 'cold_loss_percent'],
    manages: true,
    missing: ['quantity', 'unit', 'ingredient'],
  },
])('$label', ({ header, manages, missing }) => {
  const columns = new Set(header);
  expect(managesLines(columns)).toBe(manages);
  expect(missingLineColumns(columns, t)).toEqual(
    missing.map((column) => ({
      row: 1,
      column,
      code: 'missingColumn',
      message: `The column “${column}” is missing.`,
    })),
  );
});
