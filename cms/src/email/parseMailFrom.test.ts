import { describe, expect, test } from 'vitest';
import { parseMailFrom } from './parseMailFrom';

describe('parseMailFrom', () => {
  test.each([
    ['Bistro <hi@bistro.ro>', { name: 'Bistro', address: 'hi@bistro.ro' }],
    ['"Bistro Cluj" <hi@bistro.ro>', { name: 'Bistro Cluj', address: 'hi@bistro.ro' }],
    ['hi@bistro.ro', { name: 'Nutrimenu', address: 'hi@bistro.ro' }],
    ['<hi@bistro.ro>', { name: 'Nutrimenu', address: 'hi@bistro.ro' }],
  ])('reads %s', (value, expected) => {
    expect(parseMailFrom(value, 'http://localhost:3000')).toEqual(expected);
  });

  test('defaults to no-reply at the host of the public URL', () => {
    expect(parseMailFrom(undefined, 'https://cms.example.com')).toEqual({
      name: 'Nutrimenu',
      address: 'no-reply@cms.example.com',
    });
    expect(parseMailFrom('  ', 'http://localhost:3000').address).toBe('no-reply@localhost');
  });

  test('refuses what is not an address', () => {
    expect(() => parseMailFrom('Bistro', 'http://localhost:3000')).toThrow(/MAIL_FROM/);
  });
});
