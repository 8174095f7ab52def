import type { AllergenCode } from '../allergens/allergens';
import type { DishTag } from '../contract/dishTags';
import type { LocalizedText } from '../locale/localizedText';
import type { CompositeComponent, Ingredient, Recipe } from './types';

/**
 * Sugars per 100 g from which an ingredient counts as an added sugar for `no_sugar`.
 *
 * The tag means "no added sugars" in the sense of Reg. (EC) 1924/2006, Annex ("NO ADDED
 * SUGARS"): no added mono- or disaccharides and no other food used for its sweetening
 * properties; sugars the other ingredients bring naturally (milk, fruit, vegetables) are allowed.
 * The ingredient library does not say why an ingredient is used, so an ingredient that is
 * mostly sugar is taken as used for sweetening: sugar (≈100 g), honey (≈80 g), syrups, jams,
 * candied and dried fruit, chocolate are at or above 40 g; fresh fruit (≤ 20 g), milk (≈5 g) and
 * vegetables stay well below. An ingredient whose sugars are unknown is not counted.
 */
export const ADDED_SUGAR_MIN_PER_100G = 40;

/** The tags a recipe can contradict, each with what contradicts it. */
export const CHECKED_TAGS = ['no_gluten', 'vegan', 'vegetarian', 'no_sugar'] as const;

export type CheckedTag = (typeof CHECKED_TAGS)[number];

/** Annex II allergens that are animal products: a vegan dish cannot contain them. */
const ANIMAL_ALLERGENS: readonly AllergenCode[] = [
  'milk',
  'eggs',
  'fish',
  'crustaceans',
  'molluscs',
];

/** Why a tag does not fit: an allergen it excludes, meat, or an added sugar. */
export type TagConflictCause = AllergenCode | 'meat' | 'sugars';

/** One contradiction: `tag` is set, yet `ingredients` (their names, in recipe order) bring `cause`. */
export interface TagConflict {
  tag: CheckedTag;
  cause: TagConflictCause;
  ingredients: (LocalizedText | string)[];
}

/** What each checked tag excludes, in the order conflicts are reported. */
const EXCLUDED: Record<CheckedTag, readonly TagConflictCause[]> = {
  no_gluten: ['gluten'],
  vegan: [...ANIMAL_ALLERGENS, 'meat'],
  vegetarian: ['fish', 'crustaceans', 'molluscs', 'meat'],
  no_sugar: ['sugars'],
};

function componentAllergens(components: readonly CompositeComponent[] | undefined): AllergenCode[] {
  return (components ?? []).flatMap((component) => [
    ...(component.allergens ?? []),
    ...componentAllergens(component.components),
  ]);
}

/** What one ingredient brings of the causes above. */
function ingredientCauses(ingredient: Ingredient): Set<TagConflictCause> {
  const causes = new Set<TagConflictCause>([
    ...(ingredient.allergens ?? []),
    ...componentAllergens(ingredient.components),
  ]);
  if (ingredient.meat === true || ingredient.redMeat === true) causes.add('meat');
  const sugars = ingredient.nutrients.sugars;
  if (typeof sugars === 'number' && sugars >= ADDED_SUGAR_MIN_PER_100G) causes.add('sugars');
  return causes;
}

/**
 * The dish tags of `tags` that `recipe` contradicts, naming the ingredients responsible (through
 * sub-recipes too; allergens added by hand on a recipe name that recipe):
 * `no_gluten` with gluten; `vegan` with milk, eggs, fish, crustaceans, molluscs or meat;
 * `vegetarian` with fish, crustaceans, molluscs or meat; `no_sugar` with an added sugar (see
 * `ADDED_SUGAR_MIN_PER_100G`). Undeclared allergens are unknown, not a contradiction: the menu
 * already shows such a dish's allergens as incomplete. Other tags are never contradicted.
 *
 * @example
 * tagConflicts(['no_gluten', 'hot'], pancakes)
 * // [{ tag: 'no_gluten', cause: 'gluten', ingredients: [{ ro: 'făină de grâu' }] }]
 */
export function tagConflicts(tags: readonly DishTag[], recipe: Recipe): TagConflict[] {
  const checked = CHECKED_TAGS.filter((tag) => tags.includes(tag));
  if (checked.length === 0) return [];

  // Each cause with the names that bring it, in the order the lines are written.
  const sources = new Map<TagConflictCause, (LocalizedText | string)[]>();
  const add = (cause: TagConflictCause, name: LocalizedText | string) => {
    const names = sources.get(cause) ?? [];
    if (!names.includes(name)) names.push(name);
    sources.set(cause, names);
  };
  const seen = new Set<string>();
  const walk = (current: Recipe) => {
    if (seen.has(current.id)) return;
    seen.add(current.id);
    for (const code of current.extraAllergens ?? []) add(code, current.name);
    for (const { item } of current.lines) {
      if (item.kind === 'recipe') walk(item);
      else for (const cause of ingredientCauses(item)) add(cause, item.name);
    }
  };
  walk(recipe);

  return checked.flatMap((tag) =>
    EXCLUDED[tag].flatMap((cause) => {
      const ingredients = sources.get(cause);
      return ingredients ? [{ tag, cause, ingredients }] : [];
    }),
  );
}
