import { DEFAULT_LOCALE, type Locale, pickLocalized } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { Ingredient, Recipe, RecipeError } from '@nutrimenu/core/recipe';

export interface RecipeErrorView {
  title: string;
  /** The reason, in `locale`, naming the recipe or ingredient to fix. */
  reason: string;
  /** "Where: Dish → Sauce → water", from the recipe down to the faulty item. */
  where: string;
  /** "Row 8": the recipe's own line that leads to the fault; `null` when the fault is the recipe's. */
  row: string | null;
  /** What to do, for the faults the owner fixes on an ingredient; `null` for the others. */
  fix: string | null;
}

const FIX_KEYS = {
  missingUnitWeight: 'admin.live.error.fix.missingUnitWeight',
  missingDensity: 'admin.live.error.fix.missingDensity',
} as const;

const hasFix = (code: string): code is keyof typeof FIX_KEYS => code in FIX_KEYS;

// Follows core's path (ids from the top recipe down) through the lines of the graph; an id it
// cannot follow stays an id rather than being dropped.
function itemsOnPath(graph: Recipe, path: readonly string[]): (Recipe | Ingredient | string)[] {
  const items: (Recipe | Ingredient | string)[] = [graph];
  let current: Recipe | Ingredient | undefined = graph;
  for (const id of path.slice(1)) {
    const next: Recipe | Ingredient | undefined =
      current?.kind === 'recipe'
        ? current.lines.find((line) => line.item.id === id)?.item
        : undefined;
    items.push(next ?? id);
    current = next;
  }
  return items;
}

/**
 * Why the recipe in the form cannot be computed, in the admin's language: core's error code
 * turned into a sentence naming the faulty recipe or ingredient, and the path that leads to it.
 *
 * @example
 * recipeErrorView(new RecipeError('missingDensity', '…', ['new', '4']), graph, 'en', t).reason
 * // 'water is measured in ml, but its density (g per ml) is not known.'
 */
export function recipeErrorView(
  error: RecipeError,
  graph: Recipe,
  locale: Locale,
  t: Translate,
): RecipeErrorView {
  const items = itemsOnPath(graph, error.path);
  const nameOf = (item: Recipe | Ingredient | string) =>
    typeof item === 'string'
      ? item
      : pickLocalized(item.name, locale, [DEFAULT_LOCALE]).text.trim() ||
        (item === graph ? t('admin.live.thisRecipe') : item.id);
  const names = items.map(nameOf);
  const faulty = names.at(-1) ?? t('admin.live.thisRecipe');
  const lineIndex =
    error.path.length > 1 ? graph.lines.findIndex((line) => line.item.id === error.path[1]) : -1;
  return {
    title: t('admin.live.error.title'),
    reason: t(`admin.live.error.${error.code}`, { name: faulty }),
    where: t('admin.live.error.path', { path: names.join(' → ') }),
    row: lineIndex >= 0 ? t('admin.live.error.row', { row: lineIndex + 1 }) : null,
    fix: hasFix(error.code) ? t(FIX_KEYS[error.code], { name: faulty }) : null,
  };
}
