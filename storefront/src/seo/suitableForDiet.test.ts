import { describe, expect, test } from 'vitest';
import { suitableForDiet } from './suitableForDiet';

describe('suitableForDiet', () => {
  test.each([
    { label: 'vegan', tags: ['vegan'] as const, diets: ['https://schema.org/VeganDiet'] },
    {
      label: 'vegetarian',
      tags: ['vegetarian'] as const,
      diets: ['https://schema.org/VegetarianDiet'],
    },
    { label: 'halal', tags: ['halal'] as const, diets: ['https://schema.org/HalalDiet'] },
    {
      label: 'no_gluten',
      tags: ['no_gluten'] as const,
      diets: ['https://schema.org/GlutenFreeDiet'],
    },
    {
      label: 'several, in tag order',
      tags: ['no_gluten', 'hot', 'vegan'] as const,
      diets: ['https://schema.org/GlutenFreeDiet', 'https://schema.org/VeganDiet'],
    },
    {
      label: 'tags without a diet (hot, eco, no_sugar, with_meat)',
      tags: ['hot', 'eco', 'no_sugar', 'with_meat'] as const,
      diets: [],
    },
  ])('maps $label', ({ tags, diets }) => {
    expect(suitableForDiet(tags)).toEqual(diets);
  });
});
