import { expect, test } from 'vitest';
import { isUnbrandedHost } from './isUnbrandedHost';

const brand = { hosts: ['menu.valorinutritionale.ro', 'menu.valorinutritionale.localhost'] };

test.each([
  ['a host the brand lists', 'menu.valorinutritionale.ro', false],
  ['the same host with a port and in capitals', 'Menu.ValoriNutritionale.localhost:8080', false],
  ['a host no brand lists', 'menu.example.com', true],
  ['another host with a port', 'menu.example.com:8080', true],
  ['localhost', 'localhost:8080', false],
  ['a loopback address', '127.0.0.1:8080', false],
  ['the IPv6 loopback', '[::1]:8080', false],
  ['no host', undefined, false],
])('%s: %s', (_label, host, expected) => {
  expect(isUnbrandedHost(brand, host)).toBe(expected);
});

test('no brand (the brand list failed) is not a host warning', () => {
  expect(isUnbrandedHost(null, 'menu.example.com')).toBe(false);
});
