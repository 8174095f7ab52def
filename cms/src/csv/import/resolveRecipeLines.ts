import { slugify } from '@nutrimenu/core/contract';
import type { Translate } from '@nutrimenu/core/messages';
import { LINE_COLUMNS } from '../recipeColumns';
import type { RowIssue } from '../rowIssue';
import type { RecipeGroup, StoredRecipes } from './recipeGroups';
import type { IngredientRef } from './resolveIngredients';

/**
 * Turns each recipe's line drafts into lines: an ingredient by the id `resolveIngredients`
 * found for it (a line it found none for is left out: its problem is already listed); a
 * sub-recipe by slug among the file's recipes first, else the restaurant's (by id when the
 * cell is a number). Answers the sub-recipes not found, or whose slug two stored recipes share.
 */
export function resolveRecipeLines(
  groups: ReadonlyMap<string, RecipeGroup>,
  ingredientIds: ReadonlyMap<IngredientRef, number>,
  stored: StoredRecipes,
  t: Translate,
): RowIssue[] {
  const issues: RowIssue[] = [];
  for (const group of groups.values()) {
    for (const draft of group.drafts) {
      if (draft.ingredient) {
        const id = ingredientIds.get(draft.ingredient);
        if (id !== undefined) {
          group.lines.push({ ...draft, kind: 'ingredient', ingredient: id, recipe: null });
        }
        continue;
      }
      const text = draft.subRecipe ?? '';
      const slug = slugify(text);
      const inFile = groups.get(slug);
      const namesakes = stored.bySlug.get(slug) ?? [];
      const storedTarget =
        namesakes.length === 1
          ? namesakes[0]
          : /^\d{1,10}$/.test(text)
            ? stored.byId.get(text)
            : undefined;
      const target = inFile ?? storedTarget?.id;
      if (target === undefined) {
        issues.push({
          row: draft.row,
          column: LINE_COLUMNS.subRecipe,
          code: namesakes.length > 1 ? 'ambiguousSlug' : 'unknownRecipe',
          message:
            namesakes.length > 1
              ? t('admin.csv.error.ambiguousRecipe', {
                  slug,
                  ids: namesakes.map((recipe) => recipe.id).join(', '),
                })
              : t('admin.csv.error.unknownRecipe', { slug: text }),
        });
        continue;
      }
      group.lines.push({ ...draft, kind: 'recipe', ingredient: null, recipe: target });
    }
  }
  return issues;
}
