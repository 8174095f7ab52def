import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { filterWith } from './_lib/filterWith';
import { MENU_SEARCH_MAX_LENGTH, parseMenuSearch, replaceSearchInQuery } from './menuSearchQuery';
import { parseMenuFilter } from './parseMenuFilter';
import { replaceFilterInQuery } from './replaceFilterInQuery';

describe('parseMenuSearch', () => {
  test.each([
    { label: 'no query', query: '', text: '' },
    { label: 'a word with diacritics, encoded', query: '?q=ciorb%C4%83', text: 'ciorbă' },
    {
      label: 'spaces around are trimmed',
      query: 'q=+%20burt%C4%83%20de+vit%C4%83+',
      text: 'burtă de vită',
    },
    {
      label: 'the first non-blank q wins',
      query: 'q=&q=%20&q=papanasi&q=ciorba',
      text: 'papanasi',
    },
    { label: 'a malformed escape is kept as text', query: 'q=%ZZ', text: '%ZZ' },
    {
      label: 'a long text is cut',
      query: `q=${'a'.repeat(500)}`,
      text: 'a'.repeat(MENU_SEARCH_MAX_LENGTH),
    },
    {
      label: 'URLSearchParams as input',
      query: new URLSearchParams({ q: 'Weißbrot' }),
      text: 'Weißbrot',
    },
  ])('$label', ({ query, text }) => {
    expect(parseMenuSearch(query)).toBe(text);
  });

  test('the filter ignores q, and q ignores the filter', () => {
    expect(parseMenuFilter('q=milk&exclude=milk')).toEqual(filterWith({ exclude: ['milk'] }));
    expect(parseMenuSearch('exclude=milk&category=food')).toBe('');
  });
});

describe('replaceSearchInQuery', () => {
  test.each([
    { label: 'a search on a bare URL', search: '', text: 'ciorba', query: 'q=ciorba' },
    {
      label: 'a blank search removes q',
      search: '?q=ciorba&kcalMax=600',
      text: '  ',
      query: 'kcalMax=600',
    },
    {
      label: 'other parameters keep their order, q goes last',
      search: '?q=old&category=food&utm_source=qr',
      text: 'ciorbă ',
      query: 'category=food&utm_source=qr&q=ciorb%C4%83',
    },
  ])('$label', ({ search, text, query }) => {
    expect(replaceSearchInQuery(search, text)).toBe(query);
  });

  test('replacing the filter keeps the search, and replacing the search keeps the filter', () => {
    const filter = filterWith({ exclude: ['milk'], allowTraces: true });
    expect(replaceFilterInQuery('?q=ciorba&category=all', filter)).toBe(
      'exclude=milk&traces=allow&q=ciorba',
    );
    expect(parseMenuFilter(replaceSearchInQuery('?exclude=milk&traces=allow', 'supa'))).toEqual(
      filter,
    );
  });

  test('round trip: a search put in a query is read back as it was put, trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ maxLength: 60 }), (text, other) => {
        const query = replaceSearchInQuery(new URLSearchParams({ other }).toString(), text);
        expect(parseMenuSearch(query)).toBe(text.trim().slice(0, MENU_SEARCH_MAX_LENGTH).trim());
        expect(new URLSearchParams(query).get('other')).toBe(other);
      }),
      { numRuns: 500 },
    );
  });
});
