import type { DrinkDeclaration, NutritionFacts, Recipe } from '../types';
import { scaleFacts } from './nutrientAmount';

const validDensity = (density: number | undefined): density is number =>
  density !== undefined && Number.isFinite(density) && density > 0;

/**
 * The density of a served drink: the one the recipe gives, else the one its lines give when
 * every line is measured in ml and nothing is lost or gained in making it (a poured espresso,
 * milk and espresso); otherwise unknown.
 */
function drinkDensity(recipe: Recipe, potGrams: number): number | null {
  if (validDensity(recipe.density)) return recipe.density;
  const yieldRatio = recipe.cookingYield ?? { kind: 'ratio', ratio: 1 };
  if (yieldRatio.kind !== 'ratio' || yieldRatio.ratio !== 1) return null;
  if (!recipe.lines.every((line) => line.unit === 'ml')) return null;
  const millilitres = recipe.lines.reduce((total, line) => total + line.quantity, 0);
  return millilitres > 0 ? potGrams / millilitres : null;
}

/**
 * A drink's declaration per 100 ml: Reg. 1169/2011 art. 32(2) declares liquids per 100 ml, so
 * the figures per 100 g are scaled by the density (100 ml weigh 100 × density g). `null` for a
 * food, or for a drink whose density is unknown (it stays declared per 100 g, and says so).
 */
export function drinkDeclaration(
  recipe: Recipe,
  per100g: NutritionFacts,
  weights: { potBatch: number; netPortion: number },
): DrinkDeclaration | null {
  if (recipe.drink !== true) return null;
  const density = drinkDensity(recipe, weights.potBatch);
  if (density === null) return null;
  return {
    density,
    per100ml: scaleFacts(per100g, density),
    netPortionMl: weights.netPortion / density,
  };
}
