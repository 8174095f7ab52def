import type { PointsTable } from './pointsTables';

/**
 * The points a value earns on a Nutri-Score scale.
 *
 * @example
 * pointsFor(POINTS_TABLES.salt, 0.6) // 2 (0.6 is not above the 0.6 threshold)
 */
export function pointsFor(table: PointsTable, value: number): number {
  // Binary noise would flip a threshold: 2.8 / 10 × 100 is 27.999999999999996 and 0.24 × 2.5 is
  // 0.6000000000000001. Twelve significant digits is far finer than any declared value.
  const clean = Number(value.toPrecision(12));
  let points = 0;
  for (const step of table.steps) {
    const passes = table.inclusive ? clean >= step.threshold : clean > step.threshold;
    if (!passes) break;
    points = step.points;
  }
  return points;
}
