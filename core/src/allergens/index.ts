export type { AllergenCode } from './allergens';
export {
  ALLERGEN_CODES,
  ALLERGEN_NAMES,
  allergenName,
  isAllergenCode,
  sortAllergens,
} from './allergens';
export { type AllergenDeclaration, passesAllergenExclusion } from './passesAllergenExclusion';
