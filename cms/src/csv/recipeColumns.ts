import { ALLERGEN_CODES } from '@nutrimenu/core/allergens';
import { DISH_CATEGORIES, DISH_TAGS, slugify } from '@nutrimenu/core/contract';
import type { Translate } from '@nutrimenu/core/messages';
import { NUTRI_SCORE_CATEGORIES } from '@nutrimenu/core/nutriscore';
import {
  amountSchema,
  VALIDATION_MESSAGES as M,
  nameSchema,
  percentSchema,
  smallIntegerSchema,
} from '@nutrimenu/core/validation';
import { ALLERGEN_ALIASES } from './allergenAliases';
import { cellError, cellOk, readWithRule } from './csvCells';
import {
  booleanColumn,
  type CsvColumn,
  choiceColumn,
  choiceListColumn,
  numberColumn,
  textColumn,
} from './csvColumn';
import { rangeRule } from './ingredientColumns';

export const RECIPE_STATUSES = ['published', 'draft'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];
export const LINE_UNITS = ['g', 'ml', 'pcs'] as const;
export type LineUnit = (typeof LINE_UNITS)[number];

/** The recipe's key: its slug, typed or made from the name. */
export const RECIPE_SLUG_COLUMN = 'slug';
/** Published or draft: which version the import saves (empty: drafts for new recipes). */
export const RECIPE_STATUS_COLUMN = 'status';

/**
 * The columns of one recipe line, after the recipe's own: the ingredient by name (in the chosen
 * language) with its id to tell apart namesakes, or the sub-recipe by slug; the (net) quantity,
 * its unit and the cleaning loss in % (a file may leave that column out: lines then keep their
 * stored losses).
 */
export const LINE_COLUMNS = {
  ingredient: 'ingredient',
  ingredientId: 'ingredient_id',
  subRecipe: 'sub_recipe',
  quantity: 'quantity',
  unit: 'unit',
  coldLossPercent: 'cold_loss_percent',
} as const;

// Units as people write them on a recipe card, folded as `readChoice` folds a cell.
const UNIT_ALIASES: Record<string, LineUnit> = {
  gr: 'g',
  gram: 'g',
  grams: 'g',
  grame: 'g',
  gramm: 'g',
  gramme: 'g',
  grammes: 'g',
  grammi: 'g',
  gramos: 'g',
  mililitri: 'ml',
  millilitre: 'ml',
  milliliter: 'ml',
  pc: 'pcs',
  piece: 'pcs',
  pieces: 'pcs',
  buc: 'pcs',
  bucata: 'pcs',
  bucati: 'pcs',
  stk: 'pcs',
  stuck: 'pcs',
  db: 'pcs',
  pz: 'pcs',
  pezzi: 'pcs',
  unidad: 'pcs',
  unidades: 'pcs',
};

/** Portions: a whole number from 1 to 9998. */
const portionsRule = smallIntegerSchema.refine((value) => value > 0, { error: M.positive });

/** A recipe line's quantity, as the recipe form checks it. */
export const quantityRule = amountSchema;

/**
 * The columns of the recipes CSV that belong to the recipe (repeated on each of its lines), in
 * the export's order after `slug` and `status`. The recipe's computed values are not in the
 * file: saving recomputes them.
 */
export function recipeColumns(t: Translate): CsvColumn[] {
  return [
    textColumn('name', 'name', { required: true, rule: nameSchema }),
    choiceColumn('category', 'category', DISH_CATEGORIES, { required: true }),
    textColumn('description', 'description'),
    numberColumn('price', 'price', amountSchema),
    booleanColumn('on_menu', 'onMenu'),
    numberColumn('portions', 'portions', portionsRule, { required: true }),
    choiceColumn('yield_kind', 'yieldKind', ['none', 'ratio', 'servedWeight'] as const),
    numberColumn('yield_ratio', 'yieldRatio', rangeRule(t, 0.01, 10)),
    numberColumn('served_weight', 'servedWeight', rangeRule(t, 0.01, 9999.99)),
    numberColumn('density', 'density', rangeRule(t, 0.01, 100)),
    booleanColumn('frozen', 'frozen'),
    booleanColumn('red_meat', 'redMeat'),
    choiceColumn('nutri_score_category', 'nutriScoreCategory', NUTRI_SCORE_CATEGORIES),
    choiceListColumn('tags', 'tags', DISH_TAGS),
    choiceListColumn('extra_allergens', 'extraAllergens', ALLERGEN_CODES, ALLERGEN_ALIASES),
    choiceListColumn('extra_traces', 'extraTraces', ALLERGEN_CODES, ALLERGEN_ALIASES),
  ];
}

/** The slug cell: typed slugs are normalised as the slug field does ("Ciorbă" → "ciorba"). */
export function readSlug(text: string) {
  if (text === '') return cellOk(null);
  const slug = slugify(text);
  return slug === '' ? cellError('invalid', M.required) : cellOk(slug);
}

export const readQuantity = (text: string) => readWithRule(text, quantityRule, { required: true });

/**
 * The cleaning loss cell, read with the rule of the recipe form's field (at least 0, below 100)
 * and refused with its message: `null` when the file has no such column (the line keeps the
 * stored loss), 0 when the cell is empty.
 *
 * @example
 * readColdLossPercent('12,5', t) // { ok: true, value: 12.5 }
 * readColdLossPercent(undefined, t) // { ok: true, value: null }
 */
export function readColdLossPercent(text: string | undefined, t: Translate) {
  if (text === undefined) return cellOk(null);
  if (text === '') return cellOk(0);
  const loss = readWithRule(text, percentSchema);
  return loss.ok ? loss : cellError(loss.code, t('admin.recipe.line.coldLossPercent.invalid'));
}

export { UNIT_ALIASES };
