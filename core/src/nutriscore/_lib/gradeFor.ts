import type { NutriScoreGrade } from '../nutriScore';
import { GRADE_BOUNDARIES, type GradeScale } from './gradeBoundaries';

/**
 * The letter grade of a Nutri-Score score on the given scale.
 *
 * @example
 * gradeFor('food', 0) // 'A'
 * gradeFor('beverage', 0) // 'B'
 */
export function gradeFor(scale: GradeScale, score: number): NutriScoreGrade {
  for (const bound of GRADE_BOUNDARIES[scale]) {
    if (score <= bound.maxScore) return bound.grade;
  }
  return 'E';
}
