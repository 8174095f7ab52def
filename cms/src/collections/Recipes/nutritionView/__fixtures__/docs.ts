import { createGraphDocs, type GraphDocs, type RecipeData } from '../../graph/recipeGraphFromDocs';
import type { IngredientDoc } from '../../graph/toCoreIngredient';

/** Documents as REST returns them (`locale=all`, additives populated), for the preview's tests. */
export const flour: IngredientDoc = {
  id: 1,
  name: { ro: 'făină de grâu', en: 'wheat flour' },
  nutrients: {
    fat: 1,
    saturates: 0.2,
    carbohydrate: 70,
    sugars: 2,
    fibre: 3,
    protein: 10,
    salt: 0,
  },
  allergensDeclared: true,
  allergens: ['gluten'],
  traces: ['sesame'],
  vegan: true,
  vegetarian: true,
};

export const butter: IngredientDoc = {
  id: 2,
  name: { ro: 'unt', en: 'butter' },
  nutrients: { fat: 80, saturates: 50, carbohydrate: 1, sugars: 1, fibre: 0, protein: 1, salt: 1 },
  allergensDeclared: true,
  allergens: ['milk'],
  vegetarian: true,
};

/** A bought condiment nobody has completed: no sugars, no fibre, allergens undeclared. */
export const condiment: IngredientDoc = {
  id: 3,
  name: { ro: 'condiment' },
  nutrients: { fat: 2, saturates: 1, carbohydrate: 20, protein: 3, salt: 10 },
  allergensDeclared: false,
  additives: [{ id: 40, eNumber: 'E621', functionalClass: 'flavourEnhancers' }],
  frozen: true,
};

export const water: IngredientDoc = {
  id: 4,
  name: { ro: 'apă', en: 'water' },
  nutrients: { fat: 0, saturates: 0, carbohydrate: 0, sugars: 0, fibre: 0, protein: 0, salt: 0 },
  allergensDeclared: true,
  allergens: [],
  vegan: true,
  vegetarian: true,
};

export const dough: RecipeData = {
  id: 10,
  name: { ro: 'aluat', en: 'dough' },
  portions: 1,
  lines: [
    { kind: 'ingredient', ingredient: 1, quantity: 100, unit: 'g' },
    { kind: 'ingredient', ingredient: 2, quantity: 100, unit: 'g' },
  ],
};

export function graphDocs(): GraphDocs {
  const docs = createGraphDocs();
  for (const doc of [flour, butter, condiment, water]) docs.ingredients.set(String(doc.id), doc);
  docs.recipes.set('10', dough);
  return docs;
}
