import { describe, expect, test } from 'vitest';
import { grossGrams } from './grossGrams';

describe('grossGrams', () => {
  test('net ÷ (1 − loss): 90 g net of onion at 10 % is 100 g bought', () => {
    expect(grossGrams(90, 10)).toBeCloseTo(100, 10);
    expect(grossGrams(250, 0)).toBe(250);
    expect(grossGrams(64, 36)).toBeCloseTo(100, 10);
  });
});
