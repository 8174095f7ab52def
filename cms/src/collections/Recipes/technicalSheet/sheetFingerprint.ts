import { createHash } from 'node:crypto';
import type { Recipe } from '../../../payload-types';
import { idOf } from '../../../utilities/idOf';

/** The parts of a recipe a technical sheet's version follows. */
export type SheetContentParts = Pick<
  Partial<Recipe>,
  'lines' | 'portions' | 'yieldKind' | 'yieldRatio' | 'servedWeight'
>;

/**
 * A digest of what goes into the sheet: each line's ingredient or sub-recipe, quantity, unit and
 * cleaning loss, in order, the portions and the cooking yield. Two saves with the same digest
 * print the same figures; texts (method, description) and the price are left out on purpose,
 * since rewording a step is not a new sheet.
 */
export function sheetFingerprint(recipe: SheetContentParts): string {
  const lines = (recipe.lines ?? []).map((line) => [
    line.kind ?? 'ingredient',
    line.kind === 'recipe' ? idOf(line.recipe ?? null) : idOf(line.ingredient ?? null),
    line.quantity ?? null,
    line.unit ?? null,
    // An empty loss is no loss: clearing a 0 does not change the sheet.
    line.coldLossPercent ?? 0,
  ]);
  const yieldKind = recipe.yieldKind ?? 'none';
  const content = [
    lines,
    recipe.portions ?? null,
    yieldKind,
    yieldKind === 'ratio' ? (recipe.yieldRatio ?? null) : null,
    yieldKind === 'servedWeight' ? (recipe.servedWeight ?? null) : null,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
