import { DEFAULT_LOCALE, type Locale, pickLocalized } from '@nutrimenu/core/locale';
import type { MessageKey, Translate } from '@nutrimenu/core/messages';
import type { NutrientKey } from '@nutrimenu/core/nutrition';
import type { MissingData, Recipe } from '@nutrimenu/core/recipe';
import { graphItems } from './graphItems';

export interface MissingDataRow {
  ingredientId: string;
  name: string;
  /** What to complete, e.g. "no value for: Fibre, Sugars; allergens not declared". */
  detail: string;
}

// Core lists every unknown nutrient; the owner completes the fields the ingredient form has.
const FIELD_OF: Record<NutrientKey, MessageKey | null> = {
  energyKj: null,
  energyKcal: null,
  fat: 'nutrition.line.fat',
  saturates: 'admin.live.nutrient.saturates',
  carbohydrate: 'nutrition.line.carbohydrate',
  sugars: 'admin.live.nutrient.sugars',
  fibre: 'nutrition.line.fibre',
  protein: 'nutrition.line.protein',
  salt: 'nutrition.line.salt',
  sodium: 'nutrition.line.salt',
};

/**
 * The ingredients whose data is incomplete, named in `locale`, with what each lacks, so the
 * owner knows which ingredient to open and what to fill in.
 *
 * @example
 * missingDataRows(result.missing, graph, 'en', t)
 * // [{ ingredientId: '9', name: 'condiment', detail: 'no value for: Fat, …; allergens not declared' }]
 */
export function missingDataRows(
  missing: readonly MissingData[],
  graph: Recipe,
  locale: Locale,
  t: Translate,
): MissingDataRow[] {
  const { ingredients } = graphItems(graph);
  return missing.map((item) => {
    const ingredient = ingredients.get(item.ingredientId);
    const name = ingredient
      ? pickLocalized(ingredient.name, locale, [DEFAULT_LOCALE]).text || item.ingredientId
      : item.ingredientId;
    const fields = [
      ...new Set(
        item.nutrients.map((key) => FIELD_OF[key]).filter((key): key is MessageKey => key !== null),
      ),
    ].map((key) => t(key));
    const details: string[] = [];
    if (fields.length > 0) {
      details.push(t('admin.live.missing.nutrients', { nutrients: fields.join(', ') }));
    }
    if (item.allergens) details.push(t('admin.live.missing.allergens'));
    return { ingredientId: item.ingredientId, name, detail: details.join('; ') };
  });
}
