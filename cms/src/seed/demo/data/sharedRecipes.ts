import { C } from './ingredients';
import type { DemoRecipe } from './types';

/** A sub-recipe two demo restaurants make the same way; each restaurant still owns its copy. */
export const homemadeMayonnaise: DemoRecipe = {
  slug: 'maioneza-de-casa',
  names: {
    ro: 'Maioneză de casă',
    en: 'Homemade mayonnaise',
    fr: 'Mayonnaise maison',
    it: 'Maionese fatta in casa',
    es: 'Mayonesa casera',
    hu: 'Házi majonéz',
    de: 'Hausgemachte Mayonnaise',
  },
  descriptions: {
    ro: 'Gălbenușuri pasteurizate emulsionate cu ulei, muștar și suc de lămâie.',
    en: 'Pasteurised egg yolks emulsified with oil, mustard and lemon juice.',
  },
  category: 'food',
  portions: 20,
  lines: [
    { ingredient: C.yolk, quantity: 3, unit: 'pcs' },
    { ingredient: C.sunflowerOil, quantity: 500, unit: 'ml' },
    { ingredient: C.mustard, quantity: 15, unit: 'g' },
    { ingredient: C.lemonJuice, quantity: 20, unit: 'ml' },
    { ingredient: C.salt, quantity: 5, unit: 'g' },
  ],
  tags: ['vegetarian', 'no_gluten'],
  onMenu: false,
};
