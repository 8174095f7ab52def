import { expect, test } from 'vitest';
import { brandThemeStyle } from './brandThemeStyle';

test('sets the brand colour as the accent with white text on a dark colour', () => {
  expect(brandThemeStyle({ themeColor: '#123456' })).toEqual({
    '--color-accent': '#123456',
    '--color-accent-contrast': '#ffffff',
  });
});

test('sets black text on the default light grey', () => {
  expect(brandThemeStyle({ themeColor: '#f3f3f3' })).toEqual({
    '--color-accent': '#f3f3f3',
    '--color-accent-contrast': '#000000',
  });
});

test("leaves base.css's default without a brand", () => {
  expect(brandThemeStyle(null)).toEqual({});
});
