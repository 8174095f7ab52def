export {
  amountBelowLimit,
  BELOW_LIMIT_POLICY,
  type BelowLimitKey,
} from './amountBelowLimit';
export { ENERGY_FACTORS } from './energyFactors';
export { type EnergyComponents, energyFromComponents } from './energyFromComponents';
export { formatNutrient } from './formatNutrient';
export { type FormatNutrientOptions, formatNutrientForLocale } from './formatNutrientForLocale';
export {
  DECLARATION_ORDER,
  type DeclarationLine,
  ENERGY_COMPONENT_KEYS,
  type EnergyComponentKey,
  NUTRIENT_KEYS,
  NUTRIENT_UNITS,
  type NutrientKey,
  SALT_PER_SODIUM,
  SUB_LINES,
} from './nutrients';
export { formatPercentReferenceIntake, percentReferenceIntake } from './percentReferenceIntake';
export { hasReferenceIntake, REFERENCE_INTAKES, type ReferenceIntakeKey } from './referenceIntakes';
export { type RoundedNutrient, roundNutrient } from './roundNutrient';
