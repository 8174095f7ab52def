import { expect, test } from 'vitest';
import { isChunkLoadError } from './isChunkLoadError';

test.each([
  ['Chromium', 'Failed to fetch dynamically imported module: http://x/assets/a-1.js', true],
  ['Firefox', 'error loading dynamically imported module: http://x/assets/a-1.js', true],
  ['Safari', 'Importing a module script failed.', true],
  ["Vite's CSS preload", 'Unable to preload CSS for /assets/a-1.css', true],
  ['another error', "Cannot read properties of undefined (reading 'x')", false],
])('%s: %s', (_browser, message, expected) => {
  expect(isChunkLoadError(new TypeError(message))).toBe(expected);
});

test('only errors count', () => {
  expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
});
