export { computeRecipe } from './computeRecipe';
export {
  type FormatIngredientListOptions,
  formatIngredientList,
  type IngredientListPart,
  ingredientListText,
} from './formatIngredientList';
export { type PastedLine, type PastedLineIssue, parsePastedLines } from './parsePastedLines';
export { RECIPE_ERROR_CODES, RecipeError, type RecipeErrorCode } from './RecipeError';
export type * from './types';
export { UNIT_WORDS, type UnitWord } from './unitWords';
