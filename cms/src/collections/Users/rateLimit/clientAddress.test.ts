import { expect, test } from 'vitest';
import { clientAddress } from './clientAddress';

const withHeader = (value?: string) =>
  new Headers(value === undefined ? {} : { 'X-Forwarded-For': value });

test.each([
  [undefined, false, 'unknown'],
  ['', 1, 'unknown'],
  ['203.0.113.7', false, '203.0.113.7'],
  // Untrusted: a forged list is one opaque key, never an entry of the client's choosing.
  ['198.51.100.1, 203.0.113.7', false, '198.51.100.1, 203.0.113.7'],
  ['198.51.100.1, 203.0.113.7', true, '198.51.100.1'],
  ['198.51.100.1, 203.0.113.7', 1, '203.0.113.7'],
  ['198.51.100.1, 203.0.113.7, 10.0.0.2', 2, '203.0.113.7'],
  ['203.0.113.7', 3, '203.0.113.7'],
  ['2001:DB8::1', 1, '2001:db8::1'],
] as const)('X-Forwarded-For %j with trust %j is the client %j', (header, trust, expected) => {
  expect(clientAddress(withHeader(header), trust)).toBe(expected);
});
