export { computeRecipe, computeRecipes } from './computeRecipe';
export { ENGINE_VERSION } from './engineVersion';
export {
  type FormatIngredientListOptions,
  formatIngredientList,
  type IngredientListPart,
  ingredientListText,
} from './formatIngredientList';
export { type PastedLine, type PastedLineIssue, parsePastedLines } from './parsePastedLines';
export { RECIPE_ERROR_CODES, RecipeError, type RecipeErrorCode } from './RecipeError';
export {
  ADDED_SUGAR_MIN_PER_100G,
  CHECKED_TAGS,
  type CheckedTag,
  type TagConflict,
  type TagConflictCause,
  tagConflicts,
} from './tagConflicts';
export type * from './types';
export { UNIT_WORDS, type UnitWord } from './unitWords';
