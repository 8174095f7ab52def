import { idOf } from '../../utilities/idOf';
import type { CsvColumn } from '../csvColumn';
import { changedData } from './changedData';
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
        stored.unit === line.unit
      );
    })
  );
}

/** The lines as the recipe saves them, sub-recipes of the file by the ids they were saved under. */
export const linesToSave = (lines: readonly PlannedLine[]) =>
  lines.map((line) => ({
    kind: line.kind,
    ingredient: line.ingredient,
    recipe: recipeIdOf(line),
    quantity: line.quantity,
    unit: line.unit,
  }));

/**
 * What saving the recipe changes: the cells that differ from the stored recipe (`data`), whether
 * its lines differ (compared in order, only when the file has line columns) and so whether it is
 * created, updated (cells, lines or status changed) or left unchanged; `group.item.action` is set.
 */
export function planRecipeChange(
  group: RecipeGroup,
  present: readonly CsvColumn[],
  managesLines: boolean,
): { data: Record<string, unknown>; linesChanged: boolean } {
  const data = changedData(present, group.wanted, group.stored);
  const linesChanged = managesLines && (!group.stored || !sameLines(group));
  const statusChanged = group.stored !== null && group.stored._status !== group.status;
  group.item.action = plannedAction({
    stored: group.stored !== null,
    changed: Object.keys(data).length > 0 || linesChanged || statusChanged,
  });
  return { data, linesChanged };
}
