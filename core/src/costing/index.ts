export { COSTING_ERROR_CODES, CostingError, type CostingErrorCode } from './CostingError';
export { checkPricePack } from './checkPricePack';
export { currencyMinorDigits, fromMinorUnits, toMinorUnits } from './currency';
export { type MenuEconomics, type MenuEconomicsInput, menuEconomics } from './menuEconomics';
export { priceInForce } from './priceInForce';
export { type CostOptions, recipeCost, recipeCosts } from './recipeCost';
export {
  type IngredientPrice,
  type LineCost,
  type MissingPrice,
  PACK_UNITS,
  type PackUnit,
  type RecipeCost,
} from './types';
export { DEFAULT_TARGET_FOOD_COST_PERCENT, ROMANIAN_VAT_DEFAULTS } from './vatDefaults';
