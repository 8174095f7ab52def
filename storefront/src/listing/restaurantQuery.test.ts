import { describe, expect, test } from 'vitest';
import {
  foldSearchText,
  matchesRestaurantQuery,
  RESTAURANT_QUERY_MAX_LENGTH,
  restaurantQuery,
} from './restaurantQuery';

const somes = { name: 'Bistro Someș', city: 'Cluj-Napoca' };
const cetate = { name: 'Cafeneaua din Cetate', city: 'Târgu Mureș' };

describe('matchesRestaurantQuery', () => {
  test.each([
    ['a word of the name, without its diacritics', somes, 'somes', true],
    ['the name with a cedilla instead of the comma below', somes, 'Someş', true],
    ['the city in capitals', somes, 'CLUJ', true],
    ['the city written with a space instead of a hyphen', somes, 'cluj napoca', true],
    ['a word of the name and one of the city', somes, 'bistro cluj', true],
    ['the start of a word', cetate, 'caf', true],
    ['a city with diacritics typed without them', cetate, 'targu mures', true],
    ['a word found in neither', somes, 'pizza', false],
    ['one word found and one not', somes, 'bistro oradea', false],
    ['an empty query', somes, '', true],
    ['only punctuation', somes, ' - , ', true],
  ])('%s', (_label, restaurant, query, expected) => {
    expect(matchesRestaurantQuery(restaurant, query)).toBe(expected);
  });
});

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

describe('foldSearchText', () => {
  test('removes diacritics, case and punctuation', () => {
    expect(foldSearchText('  Târgu-Mureș, ŞTEFAN  cel Mare ')).toBe('targu mures stefan cel mare');
  });
});
