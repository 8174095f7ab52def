import type { MessageKey } from '@nutrimenu/core/messages';
import {
  sheetMinutesSchema,
  sheetShelfLifeHoursSchema,
  sheetTemperatureSchema,
} from '@nutrimenu/core/technicalSheet';
import type { NumberFieldSingleValidation } from 'payload';
import type { z } from 'zod';
import { adminTranslator } from '../../../utilities/adminTranslator';

// An empty number is "not stated": every figure of the sheet is optional.
function sheetNumberRule(schema: z.ZodType, message: MessageKey): NumberFieldSingleValidation {
  return async (value, { req }) => {
    if (value === null || value === undefined) return true;
    if (schema.safeParse(value).success) return true;
    return (await adminTranslator(req))(message);
  };
}

/** A core, holding or storage temperature: −50 to 300 °C, refused in the admin's language. */
export const validateSheetTemperature = sheetNumberRule(
  sheetTemperatureSchema,
  'admin.sheet.temperature.invalid',
);

/** A critical point's time or the longest holding: whole minutes, up to one week. */
export const validateSheetMinutes = sheetNumberRule(
  sheetMinutesSchema,
  'admin.sheet.minutes.invalid',
);

/** The shelf life: whole hours, up to one year. */
export const validateShelfLifeHours = sheetNumberRule(
  sheetShelfLifeHoursSchema,
  'admin.sheet.hours.invalid',
);
