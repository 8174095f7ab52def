import { idOf } from '../../utilities/idOf';
import type { CsvColumn } from '../csvColumn';
import { changedData } from './changedData';
import { keepColdLosses } from './keepColdLosses';
import { plannedAction } from './planAndSave';
import { type PlannedLine, type RecipeGroup, recipeIdOf } from './recipeGroups';

/** The stored lines in the form of planned ones, for comparing. */
function storedLinesOf(group: RecipeGroup) {
  return (group.stored?.lines ?? []).map((line) => ({
    kind: line.kind === 'recipe' ? 'recipe' : 'ingredient',
    ingredient: line.kind === 'recipe' ? null : (idOf(line.ingredient) ?? null),
    recipe: line.kind === 'recipe' ? (idOf(line.recipe) ?? null) : null,
    quantity: line.quantity ?? null,
    unit: line.unit ?? null,
    coldLossPercent: line.coldLossPercent ?? 0,
  }));
}

function sameLines(group: RecipeGroup): boolean {
  const before = storedLinesOf(group);
  return (
    before.length === group.lines.length &&
    group.lines.every((line, index) => {
      const stored = before[index];
      return (
        stored !== undefined &&
        stored.kind === line.kind &&
        stored.ingredient === line.ingredient &&
        stored.recipe === recipeIdOf(line) &&
        stored.quantity === line.quantity &&
        stored.unit === line.unit &&
        stored.coldLossPercent === (line.coldLossPercent ?? 0)
      );
    })
  );
}

/**
 * The lines as the recipe saves them, sub-recipes of the file by the ids they were saved under;
 * a new line without a loss is saved without one, so it takes its ingredient's default.
 */
export const linesToSave = (lines: readonly PlannedLine[]) =>
  lines.map((line) => ({
    kind: line.kind,
    ingredient: line.ingredient,
    recipe: recipeIdOf(line),
    quantity: line.quantity,
    unit: line.unit,
    coldLossPercent: line.coldLossPercent,
  }));

/**
 * What saving the recipe changes: the cells that differ from the stored recipe (`data`), whether
 * its lines differ (compared in order, losses included, only when the file has line columns) and
 * so whether it is created, updated (cells, lines or status changed) or left unchanged;
 * `group.item.action` is set, and lines read without a loss take the stored one (`keepColdLosses`).
 */
export function planRecipeChange(
  group: RecipeGroup,
  present: readonly CsvColumn[],
  managesLines: boolean,
): { data: Record<string, unknown>; linesChanged: boolean } {
  const data = changedData(present, group.wanted, group.stored);
  if (managesLines) keepColdLosses(group);
  const linesChanged = managesLines && (!group.stored || !sameLines(group));
  const statusChanged = group.stored !== null && group.stored._status !== group.status;
  group.item.action = plannedAction({
    stored: group.stored !== null,
    changed: Object.keys(data).length > 0 || linesChanged || statusChanged,
  });
  return { data, linesChanged };
}
