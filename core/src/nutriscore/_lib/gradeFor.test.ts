import { describe, expect, test } from 'vitest';
import { GRADE_BOUNDARIES, type GradeScale } from './gradeBoundaries';
import { gradeFor } from './gradeFor';

const bounds = (Object.keys(GRADE_BOUNDARIES) as GradeScale[]).flatMap((scale) =>
  GRADE_BOUNDARIES[scale].map((bound, i) => ({
    scale,
    maxScore: bound.maxScore,
    grade: bound.grade,
    next: GRADE_BOUNDARIES[scale][i + 1]?.grade ?? 'E',
  })),
);

describe('every grade boundary', () => {
  test.each(bounds)(
    '$scale: $maxScore is $grade, one more is $next',
    ({ scale, maxScore, grade, next }) => {
      expect(gradeFor(scale, maxScore)).toBe(grade);
      expect(gradeFor(scale, maxScore + 1)).toBe(next);
    },
  );
});

describe('hand-written grade bands', () => {
  test.each([
    { scale: 'food', score: -15, grade: 'A' },
    { scale: 'food', score: 0, grade: 'A' },
    { scale: 'food', score: 1, grade: 'B' },
    { scale: 'food', score: 2, grade: 'B' },
    { scale: 'food', score: 3, grade: 'C' },
    { scale: 'food', score: 10, grade: 'C' },
    { scale: 'food', score: 11, grade: 'D' },
    { scale: 'food', score: 18, grade: 'D' },
    { scale: 'food', score: 19, grade: 'E' },
    { scale: 'fatOilNutSeed', score: -6, grade: 'A' },
    { scale: 'fatOilNutSeed', score: -5, grade: 'B' },
    { scale: 'fatOilNutSeed', score: 0, grade: 'B' },
    { scale: 'fatOilNutSeed', score: 2, grade: 'B' },
    { scale: 'fatOilNutSeed', score: 3, grade: 'C' },
    { scale: 'fatOilNutSeed', score: 10, grade: 'C' },
    { scale: 'fatOilNutSeed', score: 11, grade: 'D' },
    { scale: 'fatOilNutSeed', score: 18, grade: 'D' },
    { scale: 'fatOilNutSeed', score: 19, grade: 'E' },
    { scale: 'beverage', score: -10, grade: 'B' },
    { scale: 'beverage', score: 2, grade: 'B' },
    { scale: 'beverage', score: 3, grade: 'C' },
    { scale: 'beverage', score: 6, grade: 'C' },
    { scale: 'beverage', score: 7, grade: 'D' },
    { scale: 'beverage', score: 9, grade: 'D' },
    { scale: 'beverage', score: 10, grade: 'E' },
  ] as const)('$scale: score $score is $grade', ({ scale, score, grade }) => {
    expect(gradeFor(scale, score)).toBe(grade);
  });
});
