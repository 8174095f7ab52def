import type { Translate } from '@nutrimenu/core/messages';
import { LINE_COLUMNS } from '../recipeColumns';
import type { RowIssue } from '../rowIssue';
import { orderByDependencies } from './orderByDependencies';
import type { RecipeGroup } from './recipeGroups';

/**
 * The file's recipes in the order they can be saved, sub-recipes before the dishes using them
 * (a line naming a stored recipe the file also updates counts as well); each line through which
 * a recipe would contain itself is a problem.
 */
export function orderRecipes(
  groups: Iterable<RecipeGroup>,
  t: Translate,
): { order: RecipeGroup[]; issues: RowIssue[] } {
  const all = [...groups];
  const byStoredId = new Map(
    all.flatMap((group) => (group.stored ? [[group.stored.id, group] as const] : [])),
  );
  const { order, cycleEdges } = orderByDependencies(all, (group) =>
    group.lines.flatMap((line) => {
      const to =
        typeof line.recipe === 'object' && line.recipe !== null
          ? line.recipe
          : line.recipe === null
            ? undefined
            : byStoredId.get(line.recipe);
      return to ? [{ to, edge: line }] : [];
    }),
  );
  const issues = cycleEdges.map((line) => ({
    row: line.row,
    column: LINE_COLUMNS.subRecipe,
    code: 'cycle',
    message: t('admin.csv.error.cycle'),
  }));
  return { order, issues };
}
