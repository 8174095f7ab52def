export { grossGrams } from './grossGrams';
export { roundForSheet } from './roundForSheet';
export {
  SHEET_MAX_MINUTES,
  SHEET_MAX_SHELF_LIFE_HOURS,
  SHEET_TEMPERATURE_RANGE,
  sheetMinutesSchema,
  sheetShelfLifeHoursSchema,
  sheetTemperatureSchema,
} from './sheetInputs';
export { TechnicalSheetError } from './TechnicalSheetError';
export {
  type ConsumptionNorm,
  NORM_PORTIONS,
  type NormPortions,
  type TechnicalSheet,
  type TechnicalSheetLine,
  technicalSheet,
} from './technicalSheet';
