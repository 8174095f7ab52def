import { z } from 'zod';

/** The coldest and hottest core or holding temperature a sheet accepts, in °C (inclusive). */
export const SHEET_TEMPERATURE_RANGE = { min: -50, max: 300 } as const;
/** The longest time a critical point or holding may last: one week, in minutes (inclusive). */
export const SHEET_MAX_MINUTES = 7 * 24 * 60;
/** The longest shelf life a sheet states: one year, in hours (inclusive). */
export const SHEET_MAX_SHELF_LIFE_HOURS = 365 * 24;

// The admin's fields and the REST API hand numbers over as numbers; a text is refused, never
// read, so a "75 °C" typed through the API is not silently kept as 75.

/**
 * A core, holding or storage temperature in °C: a number from −50 to 300, decimals allowed
 * (a probe reads 72.5 °C).
 *
 * @example
 * sheetTemperatureSchema.safeParse(75).success // true
 */
export const sheetTemperatureSchema = z
  .number()
  .min(SHEET_TEMPERATURE_RANGE.min)
  .max(SHEET_TEMPERATURE_RANGE.max);

/**
 * A time in whole minutes, from 0 to one week.
 *
 * @example
 * sheetMinutesSchema.safeParse(90).success // true
 */
export const sheetMinutesSchema = z.number().int().min(0).max(SHEET_MAX_MINUTES);

/**
 * A shelf life in whole hours, from 0 to one year.
 *
 * @example
 * sheetShelfLifeHoursSchema.safeParse(72).success // true
 */
export const sheetShelfLifeHoursSchema = z.number().int().min(0).max(SHEET_MAX_SHELF_LIFE_HOURS);
