import { expect, test } from 'vitest';
import { restaurantPlace } from './restaurantPlace';

test.each([
  ['Piața Unirii 1, Cluj-Napoca', 'Cluj-Napoca', 'Piața Unirii 1, Cluj-Napoca'],
  ['Piața Unirii 1, cluj-napoca', 'Cluj-Napoca', 'Piața Unirii 1, cluj-napoca'],
  ['Str. Lungă 5', 'Brașov', 'Str. Lungă 5, Brașov'],
  [null, 'Brașov', 'Brașov'],
  ['Str. Lungă 5', null, 'Str. Lungă 5'],
  ['  ', '', null],
] as const)('%s + %s → %s', (address, city, place) => {
  expect(restaurantPlace(address, city)).toBe(place);
});
