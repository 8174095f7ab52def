/** One rung of a points scale: a value past `threshold` earns `points`. */
export interface PointsStep {
  readonly threshold: number;
  readonly points: number;
}

/** A Nutri-Score points scale; steps ascend, and a value earns the points of the last step it passes. */
export interface PointsTable {
  /** Only the saturates/fat ratio scale counts a value equal to the threshold ("≥"); all others need ">". */
  readonly inclusive: boolean;
  readonly steps: readonly PointsStep[];
}

/** A scale where the n-th threshold is worth n points. */
function ladder(inclusive: boolean, ...thresholds: number[]): PointsTable {
  return { inclusive, steps: thresholds.map((threshold, i) => ({ threshold, points: i + 1 })) };
}

/**
 * The Nutri-Score 2023 points tables (foods: 2022 update; beverages: 2023 update), per 100 g or
 * 100 ml. Source: the Scientific Committee of the Nutri-Score's update reports (foods 2022,
 * beverages 2023), cross-checked with Open Food Facts' `%points_thresholds_2023` in
 * `lib/ProductOpener/Nutriscore.pm` (openfoodfacts/openfoodfacts-server).
 *
 * @example
 * POINTS_TABLES.salt.steps.length // 20
 */
export const POINTS_TABLES = {
  energy: ladder(false, 335, 670, 1005, 1340, 1675, 2010, 2345, 2680, 3015, 3350),
  sugars: ladder(false, 3.4, 6.8, 10, 14, 17, 20, 24, 27, 31, 34, 37, 41, 44, 48, 51),
  saturates: ladder(false, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
  salt: ladder(
    false,
    0.2,
    0.4,
    0.6,
    0.8,
    1,
    1.2,
    1.4,
    1.6,
    1.8,
    2,
    2.2,
    2.4,
    2.6,
    2.8,
    3,
    3.2,
    3.4,
    3.6,
    3.8,
    4,
  ),
  fibre: ladder(false, 3, 4.1, 5.2, 6.3, 7.4),
  protein: ladder(false, 2.4, 4.8, 7.2, 9.6, 12, 14, 17),
  fruitVegLegumes: {
    inclusive: false,
    steps: [
      { threshold: 40, points: 1 },
      { threshold: 60, points: 2 },
      { threshold: 80, points: 5 },
    ],
  },
  /** Fats, oils, nuts and seeds: replaces energy; the value is saturates (g) × 37 kJ/g. */
  energyFromSaturates: ladder(false, 120, 240, 360, 480, 600, 720, 840, 960, 1080, 1200),
  /** Fats, oils, nuts and seeds: replaces saturates; the value is saturates / fat in %. */
  saturatesRatio: ladder(true, 10, 16, 22, 28, 34, 40, 46, 52, 58, 64),
  beverageEnergy: ladder(false, 30, 90, 150, 210, 240, 270, 300, 330, 360, 390),
  beverageSugars: ladder(false, 0.5, 2, 3.5, 5, 6, 7, 8, 9, 10, 11),
  beverageProtein: ladder(false, 1.2, 1.5, 1.8, 2.1, 2.4, 2.7, 3),
  beverageFruitVegLegumes: {
    inclusive: false,
    steps: [
      { threshold: 40, points: 2 },
      { threshold: 60, points: 4 },
      { threshold: 80, points: 6 },
    ],
  },
} as const satisfies Record<string, PointsTable>;

export type PointsTableId = keyof typeof POINTS_TABLES;
