import { describe, expect, test } from 'vitest';
import { graphemeLength } from './graphemeLength';

describe('graphemeLength', () => {
  test.each<{ label: string; text: string; expected: number }>([
    { label: 'an empty text', text: '', expected: 0 },
    { label: 'plain letters', text: 'abc', expected: 3 },
    { label: 'precomposed Romanian letters', text: 'ăîș', expected: 3 },
    { label: 'a letter with a combining breve', text: 'a\u0306b', expected: 2 },
    { label: 'an emoji with a skin-tone modifier', text: '👍🏽', expected: 1 },
    { label: 'a family emoji joined with ZWJ', text: '👨‍👩‍👧', expected: 1 },
  ])('counts $expected for $label', ({ text, expected }) => {
    expect(graphemeLength(text)).toBe(expected);
  });
});
