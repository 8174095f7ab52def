import { describe, expect, test } from 'vitest';
import { publicDishSchema } from './publicMenu';

const category = publicDishSchema.shape.category;

describe('DISH_CATEGORIES, as the public dish contract applies them', () => {
  test.each(['food', 'drinks', 'other'])('accepts the category %s', (value) => {
    expect(category.safeParse(value).success).toBe(true);
  });

  test.each([
    { label: 'the filter value "all"', value: 'all' },
    { label: 'a capitalised category', value: 'Food' },
    { label: 'the empty string', value: '' },
  ])('refuses $label', ({ value }) => {
    expect(category.safeParse(value).success).toBe(false);
  });
});
