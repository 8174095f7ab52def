import { ALLERGEN_CODES } from '@nutrimenu/core/allergens';
import type { Translate } from '@nutrimenu/core/messages';
import { VALIDATION_MESSAGES as M, nameSchema } from '@nutrimenu/core/validation';
import { ALLERGEN_ALIASES } from './allergenAliases';
import { decimalCell } from './csvCells';
import {
  additivesColumn,
  booleanColumn,
  type CsvColumn,
  choiceListColumn,
  numberColumn,
  textColumn,
} from './csvColumn';

/** The column that names which stored ingredient a row updates (empty: a new ingredient). */
export const INGREDIENT_ID_COLUMN = 'id';

/** Grams per 100 g, 0 to 100, as the ingredient form checks them. */
const gramsPer100g = decimalCell((number) =>
  number.min(0, { error: M.nonNegative }).max(100, { error: M.below100 }),
);

const NUTRIENTS = [
  ['fat', 'fat'],
  ['saturates', 'saturates'],
  ['carbohydrate', 'carbohydrate'],
  ['sugars', 'sugars'],
  ['fibre', 'fibre'],
  ['protein', 'protein'],
  ['salt', 'salt'],
  ['sodium', 'sodium'],
  ['polyols', 'polyols'],
  ['erythritol', 'erythritol'],
  ['salatrims', 'salatrims'],
  ['alcohol', 'alcohol'],
  ['organic_acids', 'organicAcids'],
] as const;

/** A positive number from `min` (the form's minimum), with the range in the message. */
export function rangeRule(t: Translate, min: number, max: number) {
  const error = t('admin.csv.error.range', { min, max });
  return decimalCell((number) => number.min(min, { error }).max(max, { error }));
}

/**
 * The columns of the ingredients CSV after `id`, in the export's order: the name in the chosen
 * language, the source code, the 13 nutrients per 100 g (empty: unknown, never zero), the
 * allergen declaration, allergens and traces (codes or names, comma-separated), additives by
 * E-number, the diet flags (1/0), density and unit weight. Composite ingredients' components
 * are not in the file, and an import leaves them as they are.
 */
export function ingredientColumns(t: Translate): CsvColumn[] {
  return [
    textColumn('name', 'name', { required: true, rule: nameSchema }),
    textColumn('code', 'source.code'),
    ...NUTRIENTS.map(([column, key]) => numberColumn(column, `nutrients.${key}`, gramsPer100g)),
    booleanColumn('allergens_declared', 'allergensDeclared'),
    choiceListColumn('allergens', 'allergens', ALLERGEN_CODES, ALLERGEN_ALIASES),
    choiceListColumn('traces', 'traces', ALLERGEN_CODES, ALLERGEN_ALIASES),
    additivesColumn('additives', 'additives', true),
    additivesColumn('is_additive', 'isAdditive', false),
    booleanColumn('vegan', 'vegan'),
    booleanColumn('vegetarian', 'vegetarian'),
    booleanColumn('meat', 'meat'),
    booleanColumn('red_meat', 'redMeat'),
    booleanColumn('frozen', 'frozen'),
    booleanColumn('fruit_veg_legumes', 'fruitVegLegumes'),
    numberColumn('density', 'density', rangeRule(t, 0.01, 100)),
    numberColumn('unit_weight', 'unitWeight', rangeRule(t, 0.01, 9999.99)),
  ];
}
