import type { NutriScoreGrade } from '../nutriScore';

export interface GradeBound {
  readonly grade: NutriScoreGrade;
  /** The highest score that still earns this grade. */
  readonly maxScore: number;
}

/**
 * Nutri-Score 2023 grade boundaries per scale; a score above the last bound is E. Cheese uses the
 * food scale. Beverages have no A: only water is A, and it is not scored.
 *
 * @example
 * GRADE_BOUNDARIES.food[0] // { grade: 'A', maxScore: 0 }
 */
export const GRADE_BOUNDARIES = {
  food: [
    { grade: 'A', maxScore: 0 },
    { grade: 'B', maxScore: 2 },
    { grade: 'C', maxScore: 10 },
    { grade: 'D', maxScore: 18 },
  ],
  fatOilNutSeed: [
    { grade: 'A', maxScore: -6 },
    { grade: 'B', maxScore: 2 },
    { grade: 'C', maxScore: 10 },
    { grade: 'D', maxScore: 18 },
  ],
  beverage: [
    { grade: 'B', maxScore: 2 },
    { grade: 'C', maxScore: 6 },
    { grade: 'D', maxScore: 9 },
  ],
} as const satisfies Record<string, readonly GradeBound[]>;

export type GradeScale = keyof typeof GRADE_BOUNDARIES;
