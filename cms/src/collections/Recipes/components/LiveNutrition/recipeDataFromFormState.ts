import { ALLERGEN_CODES, type AllergenCode } from '@nutrimenu/core/allergens';
import { NUTRI_SCORE_CATEGORIES, type NutriScoreCategory } from '@nutrimenu/core/nutriscore';
import type { FormState } from 'payload';
import { reduceFieldsToValues } from 'payload/shared';
import type { Id, RecipeData, RecipeLineData } from '../../graph/recipeGraphFromDocs';

type Values = Record<string, unknown>;

// Number inputs hold a number, or briefly a string or null while being typed.
function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

function idOrNull(value: unknown): Id | null {
  if (typeof value === 'number' || typeof value === 'string') return value === '' ? null : value;
  if (value && typeof value === 'object' && 'id' in value) return idOrNull(value.id);
  // A polymorphic relationship's shape, should the field ever become one.
  if (value && typeof value === 'object' && 'value' in value) return idOrNull(value.value);
  return null;
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

const allergens = (value: unknown): AllergenCode[] =>
  Array.isArray(value)
    ? value.filter((code): code is AllergenCode => oneOf(ALLERGEN_CODES, code) !== null)
    : [];

function line(row: unknown): RecipeLineData {
  const values = (row ?? {}) as Values;
  return {
    kind: values.kind === 'recipe' ? 'recipe' : 'ingredient',
    ingredient: idOrNull(values.ingredient),
    recipe: idOrNull(values.recipe),
    quantity: numberOrNull(values.quantity),
    unit: oneOf(['g', 'ml', 'pcs'] as const, values.unit),
  };
}

/**
 * The recipe as the edit form holds it right now, in the shape the server computes from:
 * only the fields the calculator reads, so it can be compared between renders as JSON.
 *
 * @example
 * recipeDataFromFormState({ portions: { value: 2 }, 'lines.0.quantity': { value: 50 }, … })
 * // { portions: 2, lines: [{ kind: 'ingredient', quantity: 50, … }], … }
 */
export function recipeDataFromFormState(fields: FormState): RecipeData {
  const values = reduceFieldsToValues(fields, true) as Values;
  const yieldKind = oneOf(['none', 'ratio', 'servedWeight'] as const, values.yieldKind);
  return {
    name: typeof values.name === 'string' ? values.name : '',
    lines: Array.isArray(values.lines) ? values.lines.map(line) : [],
    portions: numberOrNull(values.portions),
    yieldKind,
    yieldRatio: numberOrNull(values.yieldRatio),
    servedWeight: numberOrNull(values.servedWeight),
    density: numberOrNull(values.density),
    category: typeof values.category === 'string' ? values.category : null,
    extraAllergens: allergens(values.extraAllergens),
    extraTraces: allergens(values.extraTraces),
    frozen: values.frozen === true,
    nutriScoreCategory: oneOf<NutriScoreCategory>(
      NUTRI_SCORE_CATEGORIES,
      values.nutriScoreCategory,
    ),
    redMeat: values.redMeat === true,
  };
}
