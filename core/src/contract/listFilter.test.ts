import { describe, expect, test } from 'vitest';
import { LIST_FILTER_MAX_ITEMS, parseListFilter } from './listFilter';

describe('parseListFilter', () => {
  test.each([
    { label: 'one slug', segment: 'cluj-napoca', slugs: ['cluj-napoca'] },
    {
      label: 'two slugs in their order',
      segment: 'oradea,cluj-napoca',
      slugs: ['oradea', 'cluj-napoca'],
    },
    {
      label: 'spaces around items',
      segment: ' oradea , cluj-napoca ',
      slugs: ['oradea', 'cluj-napoca'],
    },
    { label: 'upper case', segment: 'Cluj-Napoca,ORADEA', slugs: ['cluj-napoca', 'oradea'] },
    {
      label: 'repeats, first kept',
      segment: 'oradea,cluj-napoca,Oradea',
      slugs: ['oradea', 'cluj-napoca'],
    },
    { label: 'empty items', segment: ',oradea,,', slugs: ['oradea'] },
    { label: 'an empty segment', segment: '', slugs: [] },
    { label: 'only commas', segment: ',,,', slugs: [] },
    { label: 'a diacritic', segment: 'târgu-mureș,oradea', slugs: ['oradea'] },
    { label: 'a space inside an item', segment: 'cluj napoca,oradea', slugs: ['oradea'] },
    { label: 'an encoded character', segment: 'cluj%20napoca,oradea', slugs: ['oradea'] },
    { label: 'a double dash', segment: 'cluj--napoca', slugs: [] },
    { label: 'an underscore', segment: 'no_gluten,vegan', slugs: ['vegan'] },
    { label: 'a path traversal', segment: '..,/etc', slugs: [] },
  ])('keeps the slugs of $label', ({ segment, slugs }) => {
    expect(parseListFilter(segment)).toEqual(slugs);
  });

  test('keeps at most 20 distinct slugs', () => {
    const many = Array.from({ length: 30 }, (_, index) => `city-${index}`);
    const segment = ['city-0', ...many].join(',');
    expect(parseListFilter(segment)).toEqual(many.slice(0, LIST_FILTER_MAX_ITEMS));
  });

  test('counts the cap after dropping invalid items', () => {
    const segment = ['Bad Item', ...Array.from({ length: 25 }, (_, index) => `c${index}`)].join(
      ',',
    );
    expect(parseListFilter(segment)).toHaveLength(20);
    expect(parseListFilter(segment)[0]).toBe('c0');
  });
});
