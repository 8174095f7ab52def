import { ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import { DEFAULT_LOCALE, type Locale, pickLocalized } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { AllergenProvenance, AllergenSource, Recipe } from '@nutrimenu/core/recipe';
import { type GraphItems, graphItems } from './graphItems';

export interface AllergenSourceRow {
  code: AllergenProvenance['code'];
  /** "Gluten — făină albă de grâu (prin aluat), chiflă". */
  text: string;
}

function nameOf(
  items: GraphItems,
  kind: 'ingredients' | 'recipes',
  id: string,
  locale: Locale,
): string {
  const item = items[kind].get(id);
  return (item && pickLocalized(item.name, locale, [DEFAULT_LOCALE]).text) || id;
}

function sourceText(
  source: AllergenSource,
  items: GraphItems,
  locale: Locale,
  t: Translate,
): string {
  const path = source.via.map((id) => nameOf(items, 'recipes', id, locale)).join(' › ');
  if (source.ingredientId === null) {
    return path
      ? t('admin.live.allergens.declaredOn', { recipe: path })
      : t('admin.live.allergens.declaredHere');
  }
  const name = nameOf(items, 'ingredients', source.ingredientId, locale);
  return path ? t('admin.live.allergens.via', { name, path }) : name;
}

/**
 * One line per allergen (or trace) of the dish naming what brings it in, from core's exact
 * provenance: the ingredient, the sub-recipes it comes through, or the recipe that declares it
 * by hand.
 *
 * @example
 * allergenSourceRows(result.allergens.sources, graph, 'ro', t)
 * // [{ code: 'gluten', text: 'Gluten — făină albă de grâu (prin aluat)' }]
 */
export function allergenSourceRows(
  provenance: readonly AllergenProvenance[],
  graph: Recipe,
  locale: Locale,
  t: Translate,
): AllergenSourceRow[] {
  const items = graphItems(graph);
  return provenance.map(({ code, sources }) => ({
    code,
    text: t('admin.live.allergens.from', {
      allergen: ALLERGEN_NAMES[code][locale],
      sources: sources.map((source) => sourceText(source, items, locale, t)).join(', '),
    }),
  }));
}
