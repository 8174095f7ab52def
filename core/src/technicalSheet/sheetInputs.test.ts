import { describe, expect, test } from 'vitest';
import {
  sheetMinutesSchema,
  sheetShelfLifeHoursSchema,
  sheetTemperatureSchema,
} from './sheetInputs';

const accepts = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('technical sheet inputs', () => {
  test('temperatures run from −50 to 300 °C, decimals allowed', () => {
    expect([-50, -18, 0, 72.5, 300].map((value) => accepts(sheetTemperatureSchema, value))).toEqual(
      [true, true, true, true, true],
    );
    expect(
      [-50.1, 300.5, Number.NaN, '75'].map((value) => accepts(sheetTemperatureSchema, value)),
    ).toEqual([false, false, false, false]);
  });

  test('minutes are whole, from 0 to one week', () => {
    expect([0, 90, 10080].map((value) => accepts(sheetMinutesSchema, value))).toEqual([
      true,
      true,
      true,
    ]);
    expect([-1, 10081, 2.5].map((value) => accepts(sheetMinutesSchema, value))).toEqual([
      false,
      false,
      false,
    ]);
  });

  test('shelf life is whole hours, from 0 to one year', () => {
    expect([0, 72, 8760].map((value) => accepts(sheetShelfLifeHoursSchema, value))).toEqual([
      true,
      true,
      true,
    ]);
    expect([-1, 8761, 1.5].map((value) => accepts(sheetShelfLifeHoursSchema, value))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
