import { expect, test } from 'vitest';
import { chooseEncoding } from './chooseEncoding';

test.each([
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip, br', 'br'],
  ['gzip', 'gzip'],
  ['br;q=0.5, gzip', 'gzip'],
  ['br;q=0, gzip;q=0', 'identity'],
  ['deflate', 'identity'],
  ['*', 'br'],
  ['', 'identity'],
  [undefined, 'identity'],
])('Accept-Encoding %j gets %s', (acceptEncoding, expected) => {
  expect(chooseEncoding({ 'accept-encoding': acceptEncoding })).toBe(expected);
});
