import { describe, expect, test } from 'vitest';
import { listingPage, listingPath, toggleSlug } from './listingPath';

describe('listingPath', () => {
  test.each([
    ['no filter', [], [], '', '/restaurant'],
    ['one city', ['oradea'], [], '', '/restaurant/city/oradea'],
    ['two cities', ['cluj-napoca', 'oradea'], [], '', '/restaurant/city/cluj-napoca,oradea'],
    ['a specific', [], ['bistro'], '', '/restaurant/specific/bistro'],
    [
      'both filters',
      ['cluj-napoca', 'oradea'],
      ['bistro'],
      '',
      '/restaurant/city/cluj-napoca,oradea/specific/bistro',
    ],
    ['a search', [], [], 'pizza la gară', '/restaurant?q=pizza+la+gar%C4%83'],
    ['a filter and a search', ['oradea'], [], 'a&b', '/restaurant/city/oradea?q=a%26b'],
  ])('%s', (_label, cities, specifics, query, expected) => {
    expect(listingPath({ cities, specifics }, query)).toBe(expected);
  });

  test.each([
    [1, '', '/restaurant/city/oradea'],
    [2, '', '/restaurant/city/oradea?page=2'],
    [3, 'pizza', '/restaurant/city/oradea?q=pizza&page=3'],
  ])('page %i with the search "%s"', (page, query, expected) => {
    expect(listingPath({ cities: ['oradea'], specifics: [] }, query, page)).toBe(expected);
  });
});

describe('listingPage', () => {
  test.each([
    ['', 1],
    ['page=1', 1],
    ['page=167', 167],
    ['page=0', null],
    ['page=02', null],
    ['page=-1', null],
    ['page=1e3', null],
    ['page=two', null],
    ['page=', null],
    ['page=9999999', null],
  ])('reads "%s" as %s', (search, expected) => {
    expect(listingPage(new URLSearchParams(search))).toBe(expected);
  });
});

describe('toggleSlug', () => {
  test('adds a slug that is not chosen at the end', () => {
    expect(toggleSlug(['oradea'], 'cluj-napoca')).toEqual(['oradea', 'cluj-napoca']);
  });

  test('removes a chosen slug and keeps the others in order', () => {
    expect(toggleSlug(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  test('leaves the given list untouched', () => {
    const chosen = ['a'];
    toggleSlug(chosen, 'b');
    expect(chosen).toEqual(['a']);
  });
});
