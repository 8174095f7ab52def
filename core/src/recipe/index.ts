export { computeRecipe } from './computeRecipe';
export {
  type FormatIngredientListOptions,
  formatIngredientList,
  type IngredientListPart,
  ingredientListText,
} from './formatIngredientList';
export { RECIPE_ERROR_CODES, RecipeError, type RecipeErrorCode } from './RecipeError';
export type * from './types';
