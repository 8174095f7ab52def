import { describe, expect, test } from 'vitest';
import { pointsFor } from './pointsFor';
import { POINTS_TABLES, type PointsTableId } from './pointsTables';

const NUDGE = 0.001;

const edges = (
  Object.entries(POINTS_TABLES) as [PointsTableId, (typeof POINTS_TABLES)[PointsTableId]][]
).flatMap(([id, table]) =>
  table.steps.map((step, i) => ({
    id,
    inclusive: table.inclusive,
    threshold: step.threshold,
    lower: table.steps[i - 1]?.points ?? 0,
    higher: step.points,
  })),
);

describe('every threshold of every points table', () => {
  test.each(edges.filter((edge) => !edge.inclusive))(
    '$id: $threshold earns $lower, just above earns $higher',
    ({ id, threshold, lower, higher }) => {
      expect(pointsFor(POINTS_TABLES[id], threshold)).toBe(lower);
      expect(pointsFor(POINTS_TABLES[id], threshold + NUDGE)).toBe(higher);
    },
  );

  test.each(edges.filter((edge) => edge.inclusive))(
    '$id (≥ scale): $threshold already earns $higher, just below earns $lower',
    ({ id, threshold, lower, higher }) => {
      expect(pointsFor(POINTS_TABLES[id], threshold)).toBe(higher);
      expect(pointsFor(POINTS_TABLES[id], threshold - NUDGE)).toBe(lower);
    },
  );
});

// Written out by hand from the standard, so a mistyped table cannot agree with itself.
const MAX_POINTS: Record<PointsTableId, number> = {
  energy: 10,
  sugars: 15,
  saturates: 10,
  salt: 20,
  fibre: 5,
  protein: 7,
  fruitVegLegumes: 5,
  energyFromSaturates: 10,
  saturatesRatio: 10,
  beverageEnergy: 10,
  beverageSugars: 10,
  beverageProtein: 7,
  beverageFruitVegLegumes: 6,
};

describe('table ranges', () => {
  test.each(Object.entries(MAX_POINTS) as [PointsTableId, number][])(
    '%s gives 0 points for 0 and tops out at %i',
    (id, max) => {
      expect(pointsFor(POINTS_TABLES[id], 0)).toBe(0);
      expect(pointsFor(POINTS_TABLES[id], 100_000)).toBe(max);
    },
  );

  test('the hand-written maxima name every table', () => {
    expect(Object.keys(MAX_POINTS).sort()).toEqual(Object.keys(POINTS_TABLES).sort());
  });

  test('food negative points top out at 55 (10 + 15 + 10 + 20)', () => {
    const { energy, sugars, saturates, salt } = POINTS_TABLES;
    const top = [energy, sugars, saturates, salt].map((table) => pointsFor(table, 100_000));
    expect(top.reduce((a, b) => a + b, 0)).toBe(55);
  });
});

// Retyped from the 2023 algorithm's published tables as [threshold, points], independently of
// pointsTables.ts.
const STANDARD: Record<PointsTableId, readonly (readonly [number, number])[]> = {
  energy: [
    [335, 1],
    [670, 2],
    [1005, 3],
    [1340, 4],
    [1675, 5],
    [2010, 6],
    [2345, 7],
    [2680, 8],
    [3015, 9],
    [3350, 10],
  ],
  sugars: [
    [3.4, 1],
    [6.8, 2],
    [10, 3],
    [14, 4],
    [17, 5],
    [20, 6],
    [24, 7],
    [27, 8],
    [31, 9],
    [34, 10],
    [37, 11],
    [41, 12],
    [44, 13],
    [48, 14],
    [51, 15],
  ],
  saturates: [
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 5],
    [6, 6],
    [7, 7],
    [8, 8],
    [9, 9],
    [10, 10],
  ],
  salt: [
    [0.2, 1],
    [0.4, 2],
    [0.6, 3],
    [0.8, 4],
    [1, 5],
    [1.2, 6],
    [1.4, 7],
    [1.6, 8],
    [1.8, 9],
    [2, 10],
    [2.2, 11],
    [2.4, 12],
    [2.6, 13],
    [2.8, 14],
    [3, 15],
    [3.2, 16],
    [3.4, 17],
    [3.6, 18],
    [3.8, 19],
    [4, 20],
  ],
  fibre: [
    [3, 1],
    [4.1, 2],
    [5.2, 3],
    [6.3, 4],
    [7.4, 5],
  ],
  protein: [
    [2.4, 1],
    [4.8, 2],
    [7.2, 3],
    [9.6, 4],
    [12, 5],
    [14, 6],
    [17, 7],
  ],
  fruitVegLegumes: [
    [40, 1],
    [60, 2],
    [80, 5],
  ],
  energyFromSaturates: [
    [120, 1],
    [240, 2],
    [360, 3],
    [480, 4],
    [600, 5],
    [720, 6],
    [840, 7],
    [960, 8],
    [1080, 9],
    [1200, 10],
  ],
  saturatesRatio: [
    [10, 1],
    [16, 2],
    [22, 3],
    [28, 4],
    [34, 5],
    [40, 6],
    [46, 7],
    [52, 8],
    [58, 9],
    [64, 10],
  ],
  beverageEnergy: [
    [30, 1],
    [90, 2],
    [150, 3],
    [210, 4],
    [240, 5],
    [270, 6],
    [300, 7],
    [330, 8],
    [360, 9],
    [390, 10],
  ],
  beverageSugars: [
    [0.5, 1],
    [2, 2],
    [3.5, 3],
    [5, 4],
    [6, 5],
    [7, 6],
    [8, 7],
    [9, 8],
    [10, 9],
    [11, 10],
  ],
  beverageProtein: [
    [1.2, 1],
    [1.5, 2],
    [1.8, 3],
    [2.1, 4],
    [2.4, 5],
    [2.7, 6],
    [3, 7],
  ],
  beverageFruitVegLegumes: [
    [40, 2],
    [60, 4],
    [80, 6],
  ],
};

describe('tables match the standard', () => {
  test.each(Object.entries(STANDARD) as [PointsTableId, readonly (readonly [number, number])[]][])(
    '%s',
    (id, expected) => {
      const table = POINTS_TABLES[id];
      expect(table.steps.map((step) => [step.threshold, step.points])).toEqual(expected);
      expect(table.inclusive).toBe(id === 'saturatesRatio');
    },
  );
});

describe('hand-computed points', () => {
  test.each([
    { id: 'energy', value: 1005, points: 2 },
    { id: 'energy', value: 1006, points: 3 },
    { id: 'energy', value: 3351, points: 10 },
    { id: 'sugars', value: 3.4, points: 0 },
    { id: 'sugars', value: 6.9, points: 2 },
    { id: 'sugars', value: 31, points: 8 },
    { id: 'sugars', value: 51.1, points: 15 },
    { id: 'saturates', value: 1.03, points: 1 },
    { id: 'saturates', value: 10, points: 9 },
    { id: 'salt', value: 0.2, points: 0 },
    { id: 'salt', value: 0.5525, points: 2 },
    { id: 'salt', value: 1, points: 4 },
    { id: 'salt', value: 4.01, points: 20 },
    { id: 'fibre', value: 3, points: 0 },
    { id: 'fibre', value: 6.9, points: 4 },
    { id: 'fibre', value: 7.41, points: 5 },
    { id: 'protein', value: 2.4, points: 0 },
    { id: 'protein', value: 10.3, points: 4 },
    { id: 'protein', value: 17, points: 6 },
    { id: 'protein', value: 17.1, points: 7 },
    { id: 'fruitVegLegumes', value: 60, points: 1 },
    { id: 'fruitVegLegumes', value: 69, points: 2 },
    { id: 'fruitVegLegumes', value: 80, points: 2 },
    { id: 'fruitVegLegumes', value: 80.1, points: 5 },
    { id: 'energyFromSaturates', value: 629, points: 5 },
    { id: 'energyFromSaturates', value: 1200, points: 9 },
    { id: 'saturatesRatio', value: 9.99, points: 0 },
    { id: 'saturatesRatio', value: 10, points: 1 },
    { id: 'saturatesRatio', value: 18.7, points: 2 },
    { id: 'saturatesRatio', value: 64, points: 10 },
    { id: 'beverageEnergy', value: 30, points: 0 },
    { id: 'beverageEnergy', value: 182, points: 3 },
    { id: 'beverageEnergy', value: 240.1, points: 5 },
    { id: 'beverageSugars', value: 0.5, points: 0 },
    { id: 'beverageSugars', value: 8.9, points: 7 },
    { id: 'beverageSugars', value: 11.1, points: 10 },
    { id: 'beverageProtein', value: 3, points: 6 },
    { id: 'beverageProtein', value: 3.3, points: 7 },
    { id: 'beverageFruitVegLegumes', value: 40, points: 0 },
    { id: 'beverageFruitVegLegumes', value: 40.5, points: 2 },
    { id: 'beverageFruitVegLegumes', value: 70.5, points: 4 },
    { id: 'beverageFruitVegLegumes', value: 100, points: 6 },
  ] as const)('$id $value earns $points', ({ id, value, points }) => {
    expect(pointsFor(POINTS_TABLES[id], value)).toBe(points);
  });
});

describe('binary floating-point noise', () => {
  test.each([
    { label: 'salt from sodium 0.24 g × 2.5', id: 'salt', value: 0.24 * 2.5, points: 2 },
    { label: 'ratio 2.8 / 10 × 100', id: 'saturatesRatio', value: (2.8 / 10) * 100, points: 4 },
    { label: 'ratio 5.8 / 10 × 100', id: 'saturatesRatio', value: (5.8 / 10) * 100, points: 9 },
  ] as const)('does not move $label across a threshold', ({ id, value, points }) => {
    expect(pointsFor(POINTS_TABLES[id], value)).toBe(points);
  });
});
