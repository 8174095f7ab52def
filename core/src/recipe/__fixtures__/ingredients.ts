import type { Ingredient, Recipe, RecipeLine } from '../types';

// Round figures, so the expected values in the tests can be worked out by hand.

export const flour: Ingredient = {
  kind: 'ingredient',
  id: 'flour',
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
  allergens: ['gluten'],
  traces: ['sesame', 'soybeans'],
  vegan: true,
  vegetarian: true,
};

export const butter: Ingredient = {
  kind: 'ingredient',
  id: 'butter',
  name: { ro: 'unt', en: 'butter' },
  nutrients: {
    fat: 80,
    saturates: 50,
    carbohydrate: 1,
    sugars: 1,
    fibre: 0,
    protein: 1,
    sodium: 0.4,
  },
  allergens: ['milk'],
  vegetarian: true,
};

export const egg: Ingredient = {
  kind: 'ingredient',
  id: 'egg',
  name: { ro: 'ou', en: 'egg' },
  nutrients: {
    fat: 10,
    saturates: 3,
    carbohydrate: 1,
    sugars: 1,
    fibre: 0,
    protein: 12,
    salt: 0.3,
  },
  allergens: ['eggs'],
  vegetarian: true,
  unitWeight: 50,
};

export const milk: Ingredient = {
  kind: 'ingredient',
  id: 'milk',
  name: { ro: 'lapte', en: 'milk' },
  nutrients: {
    fat: 3.5,
    saturates: 2,
    carbohydrate: 5,
    sugars: 5,
    fibre: 0,
    protein: 3.5,
    salt: 0.1,
  },
  allergens: ['milk'],
  vegetarian: true,
  density: 1.03,
};

export const salt: Ingredient = {
  kind: 'ingredient',
  id: 'salt',
  name: { ro: 'sare', en: 'salt' },
  nutrients: { fat: 0, saturates: 0, carbohydrate: 0, sugars: 0, fibre: 0, protein: 0, sodium: 39 },
  allergens: [],
  vegan: true,
  vegetarian: true,
};

export const water: Ingredient = {
  kind: 'ingredient',
  id: 'water',
  name: { ro: 'apă', en: 'water' },
  nutrients: { fat: 0, saturates: 0, carbohydrate: 0, sugars: 0, fibre: 0, protein: 0, salt: 0 },
  allergens: [],
  vegan: true,
  vegetarian: true,
  density: 1,
};

export const rice: Ingredient = {
  kind: 'ingredient',
  id: 'rice',
  name: { ro: 'orez', en: 'rice' },
  nutrients: { fat: 1, saturates: 0.3, carbohydrate: 78, sugars: 0, fibre: 1, protein: 7, salt: 0 },
  allergens: [],
  vegan: true,
  vegetarian: true,
};

export const carrot: Ingredient = {
  kind: 'ingredient',
  id: 'carrot',
  name: { ro: 'morcov', en: 'carrot' },
  nutrients: { fat: 0, saturates: 0, carbohydrate: 8, sugars: 5, fibre: 3, protein: 1, salt: 0.1 },
  allergens: [],
  vegan: true,
  vegetarian: true,
  fruitVegLegumes: true,
};

export const celeriac: Ingredient = {
  kind: 'ingredient',
  id: 'celeriac',
  name: { ro: 'țelină', en: 'celeriac' },
  nutrients: { fat: 0, saturates: 0, carbohydrate: 4, sugars: 2, fibre: 4, protein: 1, salt: 0.2 },
  allergens: ['celery'],
  vegan: true,
  vegetarian: true,
  fruitVegLegumes: true,
  frozen: true,
};

export const oil: Ingredient = {
  kind: 'ingredient',
  id: 'oil',
  name: { ro: 'ulei vegetal', en: 'vegetable oil' },
  nutrients: { fat: 100, saturates: 10, carbohydrate: 0, sugars: 0, fibre: 0, protein: 0, salt: 0 },
  allergens: [],
  vegan: true,
  vegetarian: true,
  density: 0.92,
};

export const pork: Ingredient = {
  kind: 'ingredient',
  id: 'pork',
  name: { ro: 'mușchiuleț de porc', en: 'pork tenderloin' },
  nutrients: {
    fat: 4,
    saturates: 1.5,
    carbohydrate: 0,
    sugars: 0,
    fibre: 0,
    protein: 22,
    salt: 0.15,
  },
  allergens: [],
  meat: true,
  redMeat: true,
};

export const msg: Ingredient = {
  kind: 'ingredient',
  id: 'msg',
  name: { ro: 'glutamat monosodic', en: 'monosodium glutamate' },
  nutrients: { fat: 0, saturates: 0, carbohydrate: 0, sugars: 0, fibre: 0, protein: 0, sodium: 12 },
  allergens: [],
  vegan: true,
  vegetarian: true,
  additive: {
    eNumber: 'E621',
    functionalClass: 'flavourEnhancers',
    name: { ro: 'glutamat de sodiu', en: 'monosodium glutamate' },
  },
};

/** A bought composite ingredient with its own list, an acid and allergens in its components. */
export const mayonnaise: Ingredient = {
  kind: 'ingredient',
  id: 'mayonnaise',
  name: { ro: 'maioneză', en: 'mayonnaise' },
  nutrients: {
    fat: 70,
    saturates: 6,
    carbohydrate: 3,
    sugars: 2,
    fibre: 0,
    protein: 1.5,
    salt: 1.2,
  },
  allergens: ['eggs', 'mustard'],
  vegetarian: true,
  additives: [{ eNumber: 'e330', functionalClass: 'acids' }],
  components: [
    { name: { ro: 'ulei de floarea-soarelui', en: 'sunflower oil' }, percent: 75 },
    { name: { ro: 'gălbenuș de ou', en: 'egg yolk' }, percent: 8, allergens: ['eggs'] },
    { name: { ro: 'muștar', en: 'mustard' }, allergens: ['mustard'] },
  ],
};

/** Nothing but a name: every value unknown, allergens undeclared. */
export const mysterySpice: Ingredient = {
  kind: 'ingredient',
  id: 'mystery',
  name: { ro: 'condiment', en: 'seasoning' },
  nutrients: {},
  allergens: null,
};

export const bun: Ingredient = {
  kind: 'ingredient',
  id: 'bun',
  name: { ro: 'chiflă', en: 'bun' },
  nutrients: { fat: 5, saturates: 1, carbohydrate: 50, sugars: 5, fibre: 3, protein: 9, salt: 1.2 },
  allergens: ['gluten'],
  traces: ['sesame'],
  vegan: true,
  vegetarian: true,
  unitWeight: 60,
  frozen: true,
};

export function line(
  item: Ingredient | Recipe,
  quantity: number,
  unit: RecipeLine['unit'] = 'g',
): RecipeLine {
  return { item, quantity, unit };
}

export function recipe(id: string, lines: RecipeLine[], extra: Partial<Recipe> = {}): Recipe {
  return { kind: 'recipe', id, name: { ro: id, en: id }, lines, portions: 1, ...extra };
}
