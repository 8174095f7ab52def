import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { type Recipe, RecipeError } from '@nutrimenu/core/recipe';
import {
  type TechnicalSheet,
  TechnicalSheetError,
  technicalSheet,
} from '@nutrimenu/core/technicalSheet';
import { recipeErrorView } from '../../collections/Recipes/nutritionView/recipeErrorView';

/** A recipe's technical sheet, or why it cannot be computed. */
export type SheetOutcome = TechnicalSheet | { reason: string };

/**
 * The technical sheet of a recipe graph, or the reason it cannot be computed in `t`'s language
 * (the faulty item and the path to it, as the admin's live preview says it), so a sheet or a
 * book prints the reason instead of failing.
 *
 * @example
 * sheetOutcome(graph, 'ro', t) // { reason: 'cartofi este măsurat în ml, … Unde: Piure → cartofi' }
 */
export function sheetOutcome(graph: Recipe, locale: Locale, t: Translate): SheetOutcome {
  try {
    return technicalSheet(graph);
  } catch (error) {
    if (error instanceof RecipeError) {
      const view = recipeErrorView(error, graph, locale, t);
      return { reason: `${view.reason} ${view.where}` };
    }
    if (error instanceof TechnicalSheetError) {
      return { reason: t('admin.recipe.line.coldLossPercent.invalid') };
    }
    throw error;
  }
}
