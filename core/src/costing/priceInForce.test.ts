import { expect, test } from 'vitest';
import { priceInForce } from './priceInForce';

const history = [
  { id: 1, validFrom: '2026-01-01T00:00:00.000Z', price: 10 },
  { id: 2, validFrom: '2026-06-01T00:00:00.000Z', price: 12 },
  { id: 3, validFrom: '2026-03-01T00:00:00.000Z', price: 11 },
];

test.each([
  ['2026-02-15T00:00:00.000Z', 1],
  ['2026-03-01T00:00:00.000Z', 3],
  ['2026-05-31T23:59:59.999Z', 3],
  ['2027-01-01T00:00:00.000Z', 2],
])('at %s the price in force is #%s, whatever the order entered', (now, id) => {
  expect(priceInForce(history, new Date(now))?.id).toBe(id);
  expect(priceInForce([...history].reverse(), new Date(now))?.id).toBe(id);
});

test('none before the first, none of none', () => {
  expect(priceInForce(history, new Date('2025-12-31T23:59:59.999Z'))).toBeNull();
  expect(priceInForce([], new Date())).toBeNull();
});

test('of two from the same moment, the one entered later', () => {
  const same = [
    { id: 1, validFrom: '2026-01-01T00:00:00.000Z' },
    { id: 2, validFrom: new Date('2026-01-01T00:00:00.000Z') },
  ];
  expect(priceInForce(same, new Date('2026-02-01'))?.id).toBe(2);
});

test('an unreadable date is skipped', () => {
  expect(priceInForce([{ validFrom: 'soon' }], new Date())).toBeNull();
});
