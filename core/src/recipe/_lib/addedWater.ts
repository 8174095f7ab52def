import type { IngredientListEntry } from '../types';

// Reg. 1169/2011 Annex VII Part A point 1: the quantity of added water "shall not be required
// to be taken into consideration if it does not exceed 5 % by weight of the finished product".
const NEGLIGIBLE_SHARE = 0.05;

/**
 * The recipe's own list entries with its added water as Annex VII Part A point 1 of
 * Regulation (EU) No 1169/2011 lists it: the water left in the finished product, worked out as
 * the finished (served) weight minus every other ingredient used, and left out when that does
 * not exceed 5 % of the finished product (or when cooking took off more than the water).
 * `waterIds` are the entries that are added water; weights are for the whole batch.
 */
export function withAddedWaterAsFinished(
  entries: readonly IngredientListEntry[],
  waterIds: ReadonlySet<string>,
  batch: { addedWater: number; usedInPot: number; finished: number },
): IngredientListEntry[] {
  if (waterIds.size === 0 || batch.addedWater <= 0) return [...entries];
  const left = batch.finished - (batch.usedInPot - batch.addedWater);
  const isWater = (entry: IngredientListEntry) =>
    entry.source === 'ingredient' && entry.id !== null && waterIds.has(entry.id);
  if (left <= NEGLIGIBLE_SHARE * batch.finished) {
    return entries.filter((entry) => !isWater(entry));
  }
  const factor = left / batch.addedWater;
  return entries.map((entry) =>
    isWater(entry)
      ? {
          ...entry,
          grams: entry.grams === null ? null : entry.grams * factor,
          millilitres: entry.millilitres === null ? null : entry.millilitres * factor,
        }
      : entry,
  );
}
