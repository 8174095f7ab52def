import { type AllergenCode, sortAllergens } from '@nutrimenu/core/allergens';
import type { CiqualRow } from '../ciqualRow';
import { ALLERGEN_RULES, type AllergenRule, type FoodMark, foodText } from './allergenRules';

/** A library food's allergen declaration and diet flags, as allergens.csv ships them. */
export interface FoodAllergens {
  allergens: AllergenCode[];
  /** Possible cross-contact; never one of `allergens`. */
  traces: AllergenCode[];
  vegan: boolean;
  vegetarian: boolean;
  meat: boolean;
  redMeat: boolean;
  fruitVegLegumes: boolean;
  isAdditive: boolean;
}

export interface DerivedAllergens extends FoodAllergens {
  /** Ids of the rules that fired, in rule order. */
  rules: string[];
}

const ANIMAL_FLESH: readonly AllergenCode[] = ['fish', 'crustaceans', 'molluscs'];

/**
 * Applies the rules to one CIQUAL row: additions in order, then removals (of allergens only);
 * traces never repeat an allergen; diet flags follow from the allergens and the rules' marks (a food with fish, or
 * marked as meat or gelatin, is not vegetarian; one with milk, eggs or honey is not vegan).
 *
 * @example
 * deriveAllergens({ name_fr: 'Farine de blé tendre ou froment T55', name_en: 'Wheat flour', subgroup_code: '0304' }).allergens
 * // ['gluten']
 */
export function deriveAllergens(
  row: CiqualRow,
  rules: readonly AllergenRule[] = ALLERGEN_RULES,
): DerivedAllergens {
  const food = foodText(row);
  const allergens = new Set<AllergenCode>();
  const traces = new Set<AllergenCode>();
  const removed = new Set<AllergenCode>();
  const marks = new Set<FoodMark>();
  const unmarked = new Set<FoodMark>();
  const fired: string[] = [];
  for (const rule of rules) {
    if (!rule.when(food)) continue;
    fired.push(rule.id);
    for (const code of rule.allergens ?? []) allergens.add(code);
    for (const code of rule.traces ?? []) traces.add(code);
    for (const code of rule.removes ?? []) removed.add(code);
    for (const mark of rule.marks ?? []) marks.add(mark);
    for (const mark of rule.unmarks ?? []) unmarked.add(mark);
  }
  // An exception removes the allergen, not the cross-contact another rule warns about.
  for (const code of removed) allergens.delete(code);
  for (const code of allergens) traces.delete(code);
  for (const mark of unmarked) marks.delete(mark);

  const meat = marks.has('meat');
  const vegetarian =
    !meat &&
    !marks.has('notVegetarian') &&
    !marks.has('unknownRecipe') &&
    !ANIMAL_FLESH.some((code) => allergens.has(code));
  const vegan =
    vegetarian && !marks.has('notVegan') && !allergens.has('milk') && !allergens.has('eggs');
  return {
    allergens: sortAllergens([...allergens]),
    traces: sortAllergens([...traces]),
    vegan,
    vegetarian,
    meat,
    redMeat: meat && marks.has('redMeat'),
    fruitVegLegumes: marks.has('fruitVegLegumes'),
    isAdditive: marks.has('additive'),
    rules: fired,
  };
}
