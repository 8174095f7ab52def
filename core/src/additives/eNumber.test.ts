import { describe, expect, test } from 'vitest';
import { compareENumbers, normalizeENumber } from './eNumber';

describe('normalizeENumber', () => {
  test.each([
    { label: 'canonical', input: 'E330', expected: 'E330' },
    { label: 'lower-case e with a space', input: 'e 330', expected: 'E330' },
    { label: 'hyphenated', input: 'E-330', expected: 'E330' },
    { label: 'hyphen between spaces', input: 'E - 330', expected: 'E330' },
    { label: 'surrounding whitespace', input: '  E330\t', expected: 'E330' },
    { label: 'letter suffix', input: 'E160a', expected: 'E160a' },
    { label: 'upper-case letter suffix', input: 'E160A', expected: 'E160a' },
    { label: 'spaced letter and roman group', input: 'E 160 a(ii)', expected: 'E160a(ii)' },
    { label: 'spaces inside the parentheses', input: 'e160a ( II )', expected: 'E160a(ii)' },
    { label: 'roman group without a letter', input: 'E450(ix)', expected: 'E450(ix)' },
    { label: 'four digits', input: 'E1422', expected: 'E1422' },
    { label: 'lowest number', input: 'E100', expected: 'E100' },
    { label: 'highest number', input: 'E1599', expected: 'E1599' },
  ])('normalises $label ("$input") to $expected', ({ input, expected }) => {
    expect(normalizeENumber(input)).toBe(expected);
  });

  test.each([
    { label: 'the empty string', input: '' },
    { label: 'a bare number', input: '330' },
    { label: 'a name', input: 'citric acid' },
    { label: 'a number below E100', input: 'E99' },
    { label: 'a number above E1599', input: 'E1600' },
    { label: 'a five-digit number', input: 'E13300' },
    { label: 'a leading zero', input: 'E0330' },
    { label: 'two letter suffixes', input: 'E160ab' },
    { label: 'a roman group without parentheses', input: 'E160a ii' },
    { label: 'an unclosed parenthesis', input: 'E160a(ii' },
    { label: 'an arabic numeral in the group', input: 'E160a(2)' },
    { label: 'a malformed roman numeral', input: 'E450(iiii)' },
    { label: 'a roman numeral out of order', input: 'E450(vx)' },
    { label: 'another letter before the number', input: 'F330' },
    { label: 'text after the number', input: 'E330 acid' },
    { label: 'two hyphens', input: 'E--330' },
  ])('returns null for $label ("$input")', ({ input }) => {
    expect(normalizeENumber(input)).toBeNull();
  });
});

describe('compareENumbers', () => {
  test('sorts by number, then letter, then roman numeral', () => {
    const shuffled = ['E1422', 'E450(ix)', 'E330', 'E160a', 'E450(ii)', 'E150d', 'E450', 'E150a'];
    expect([...shuffled].sort(compareENumbers)).toEqual([
      'E150a',
      'E150d',
      'E160a',
      'E330',
      'E450',
      'E450(ii)',
      'E450(ix)',
      'E1422',
    ]);
  });

  test.each([
    { label: 'E150a before E150d', a: 'E150a', b: 'E150d', sign: -1 },
    { label: 'E160a before E330', a: 'E160a', b: 'E330', sign: -1 },
    { label: 'E330 before E1422 (numeric, not alphabetic)', a: 'E330', b: 'E1422', sign: -1 },
    { label: 'E160 without letter before E160a', a: 'E160', b: 'E160a', sign: -1 },
    { label: 'E450(iv) before E450(v)', a: 'E450(iv)', b: 'E450(v)', sign: -1 },
    { label: 'E1422 after E330', a: 'E1422', b: 'E330', sign: 1 },
    { label: 'spellings of one E-number as equal', a: 'e 330', b: 'E-330', sign: 0 },
    { label: 'an E-number before text', a: 'E1599', b: 'abc', sign: -1 },
    { label: 'text after an E-number', a: 'abc', b: 'E100', sign: 1 },
    { label: 'two texts alphabetically', a: 'abc', b: 'abd', sign: -1 },
  ])('puts $label', ({ a, b, sign }) => {
    expect(Math.sign(compareENumbers(a, b))).toBe(sign);
  });
});
