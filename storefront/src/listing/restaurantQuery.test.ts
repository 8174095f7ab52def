import { RESTAURANT_QUERY_MAX_LENGTH } from '@nutrimenu/core/contract';
import { describe, expect, test } from 'vitest';
import { restaurantQuery } from './restaurantQuery';

describe('restaurantQuery', () => {
  test.each([
    ['q=%20Cluj%20', 'Cluj'],
    ['', ''],
    ['q=', ''],
    ['q=a&q=b', 'a'],
    [`q=${'x'.repeat(RESTAURANT_QUERY_MAX_LENGTH)}`, 'x'.repeat(RESTAURANT_QUERY_MAX_LENGTH)],
    [`q=${'x'.repeat(RESTAURANT_QUERY_MAX_LENGTH + 1)}`, ''],
  ])('reads "%s" as "%s"', (search, expected) => {
    expect(restaurantQuery(new URLSearchParams(search))).toBe(expected);
  });
});
