import { describe, expect, test } from 'vitest';
import { toFormNumber } from './toFormNumber';

describe('toFormNumber', () => {
  test.each<{ label: string; value: unknown; expected: unknown }>([
    { label: 'a number stays as is', value: 12.5, expected: 12.5 },
    { label: 'Infinity stays for the schema to refuse', value: Infinity, expected: Infinity },
    { label: 'NaN from an empty number input is empty', value: Number.NaN, expected: undefined },
    { label: 'null is empty', value: null, expected: undefined },
    { label: 'undefined is empty', value: undefined, expected: undefined },
    { label: 'an empty string is empty', value: '', expected: undefined },
    { label: 'spaces are empty', value: ' \t ', expected: undefined },
    { label: 'a decimal point', value: '12.50', expected: 12.5 },
    { label: 'a Romanian decimal comma', value: '12,50', expected: 12.5 },
    { label: 'surrounding spaces', value: '  7 ', expected: 7 },
    { label: 'a sign', value: '-3,5', expected: -3.5 },
    { label: 'a plus sign', value: '+3', expected: 3 },
    { label: 'a leading separator', value: ',5', expected: 0.5 },
    { label: 'a trailing separator', value: '5,', expected: 5 },
    { label: 'text stays for the schema to refuse', value: 'abc', expected: 'abc' },
    { label: 'a thousands separator stays', value: '1.234,5', expected: '1.234,5' },
    { label: 'two separators stay', value: '1,2,3', expected: '1,2,3' },
    { label: 'an exponent stays', value: '1e3', expected: '1e3' },
    { label: 'a hex literal stays', value: '0x10', expected: '0x10' },
    { label: 'a boolean stays', value: true, expected: true },
  ])('$label', ({ value, expected }) => {
    expect(toFormNumber(value)).toBe(expected);
  });
});
