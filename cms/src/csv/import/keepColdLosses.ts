import { idOf } from '../../utilities/idOf';
import { type RecipeGroup, recipeIdOf } from './recipeGroups';

const targetKey = (kind: string | null | undefined, id: number | string | null | undefined) =>
  `${kind === 'recipe' ? 'recipe' : 'ingredient'}:${id ?? ''}`;

/**
 * Gives each line read without a loss (the file has no loss column, as files exported before
 * it existed) the loss of the stored line it stands for, so importing such a file loses none:
 * the first line of an ingredient or sub-recipe takes the loss of the stored recipe's first
 * line of it, the second the second's, and so on. A line with no stored counterpart is a new
 * one and stays without a loss: the recipe's save gives it its ingredient's default
 * (coldLossFromIngredient).
 *
 * @example
 * // stored: potato (loss 20), milk (loss 0), potato (loss 10); file: potato, potato, egg
 * keepColdLosses(group) // losses 20, 10, null (the egg's default on save)
 */
export function keepColdLosses(group: RecipeGroup): void {
  const storedLosses = new Map<string, number[]>();
  for (const line of group.stored?.lines ?? []) {
    const key = targetKey(line.kind, idOf(line.kind === 'recipe' ? line.recipe : line.ingredient));
    storedLosses.set(key, [...(storedLosses.get(key) ?? []), line.coldLossPercent ?? 0]);
  }
  for (const line of group.lines) {
    if (line.coldLossPercent !== null) continue;
    const key = targetKey(line.kind, line.kind === 'recipe' ? recipeIdOf(line) : line.ingredient);
    line.coldLossPercent = storedLosses.get(key)?.shift() ?? null;
  }
}
