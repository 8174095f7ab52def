/**
 * Saturates as a percentage of total fat, for the fats, oils, nuts and seeds scale.
 * Without saturates the ratio is 0. Saturates with fat 0 cannot be on a real label; like
 * Open Food Facts (`saturated_fat_ratio` in `lib/ProductOpener/Food.pm`) it counts as 100 %, so a
 * missing fat value never earns the best ratio points.
 *
 * @example
 * saturatesToFatRatio(17, 91) // 18.68…
 * saturatesToFatRatio(0, 0) // 0
 */
export function saturatesToFatRatio(saturates: number, fat: number): number {
  if (saturates <= 0) return 0;
  return (saturates / (fat > 0 ? fat : saturates)) * 100;
}
