import { describe, expect, test } from 'vitest';
import { moveItem } from './moveItem';

describe('moveItem', () => {
  test('moves down and up', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  test('keeps the list at its ends and leaves the input alone', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(items, 1, 5)).toEqual(['a', 'b']);
    expect(items).toEqual(['a', 'b']);
  });
});
