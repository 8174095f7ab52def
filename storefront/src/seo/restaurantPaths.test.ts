import { describe, expect, test } from 'vitest';
import { restaurantPaths } from './restaurantPaths';

describe('restaurantPaths', () => {
  test.each([
    {
      label: 'the restaurant',
      path: restaurantPaths.restaurant('bistro'),
      expected: '/restaurant/bistro',
    },
    {
      label: 'the default menu',
      path: restaurantPaths.menu('bistro', { slug: 'meniu', isDefault: true }),
      expected: '/restaurant/bistro',
    },
    {
      label: 'a secondary menu',
      path: restaurantPaths.menu('bistro', { slug: 'bauturi', isDefault: false }),
      expected: '/restaurant/bistro/bauturi',
    },
    {
      label: 'a dish',
      path: restaurantPaths.dish('bistro', 'ciorba'),
      expected: '/restaurant/bistro/recipes/ciorba',
    },
  ])('gives the path of $label', ({ path, expected }) => {
    expect(path).toBe(expected);
  });
});
