export type {
  NutriScoreComponents,
  NutriScoreGrade,
  NutriScoreInput,
  NutriScoreResult,
} from './nutriScore';
export { nutriScore } from './nutriScore';
export type { NutriScoreCategory } from './nutriScoreCategories';
export { NUTRI_SCORE_CATEGORIES } from './nutriScoreCategories';
