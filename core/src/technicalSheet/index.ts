export { grossGrams } from './grossGrams';
export { roundForSheet } from './roundForSheet';
export { TechnicalSheetError } from './TechnicalSheetError';
export {
  type ConsumptionNorm,
  NORM_PORTIONS,
  type NormPortions,
  type TechnicalSheet,
  type TechnicalSheetLine,
  technicalSheet,
} from './technicalSheet';
