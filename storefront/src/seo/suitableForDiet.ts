import type { DishTag } from '@nutrimenu/core/contract';

// The tags that name a schema.org RestrictedDiet; the others (hot, eco, no_sugar, with_meat)
// have no diet of their own, and guessing one would tell search engines something untrue.
const DIETS: Partial<Record<DishTag, string>> = {
  vegan: 'https://schema.org/VeganDiet',
  vegetarian: 'https://schema.org/VegetarianDiet',
  halal: 'https://schema.org/HalalDiet',
  no_gluten: 'https://schema.org/GlutenFreeDiet',
};

/**
 * The schema.org diets a dish's tags declare, in tag order.
 *
 * @example
 * suitableForDiet(['hot', 'vegan', 'no_gluten'])
 * // ['https://schema.org/VeganDiet', 'https://schema.org/GlutenFreeDiet']
 */
export function suitableForDiet(tags: readonly DishTag[]): string[] {
  return [...new Set(tags.flatMap((tag) => DIETS[tag] ?? []))];
}
