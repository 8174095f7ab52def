import { describe, expect, test } from 'vitest';
import { foldSearchText, searchWords } from './searchText';

describe('foldSearchText', () => {
  test('removes diacritics, case and punctuation', () => {
    expect(foldSearchText('  Târgu-Mureș, ŞTEFAN  cel Mare ')).toBe('targu mures stefan cel mare');
  });
});

describe('searchWords', () => {
  test.each([
    ['Someş cluj', ['somes', 'cluj']],
    [' - , ', []],
    ['', []],
  ])('reads "%s"', (query, expected) => {
    expect(searchWords(query)).toEqual(expected);
  });
});
