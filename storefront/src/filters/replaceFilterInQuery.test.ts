import { describe, expect, test } from 'vitest';
import { filterWith } from './_lib/filterWith';
import { DEFAULT_MENU_FILTER, type MenuFilter } from './menuFilter';
import { replaceFilterInQuery } from './replaceFilterInQuery';

describe('replaceFilterInQuery', () => {
  test.each<{ label: string; search: string; filter: MenuFilter; query: string }>([
    { label: 'no query, no filter', search: '', filter: DEFAULT_MENU_FILTER, query: '' },
    {
      label: 'a filter on a bare URL',
      search: '',
      filter: filterWith({ category: 'drinks' }),
      query: 'category=drinks',
    },
    {
      label: 'every field of a form submitted without JavaScript is replaced',
      search: '?category=all&kcalMin=&kcalMax=600&fatMin=&exclude=milk&exclude=milk&traces=no',
      filter: filterWith({ ranges: { energyKcal: { max: 600 } }, exclude: ['milk'] }),
      query: 'kcalMax=600&exclude=milk',
    },
    {
      label: 'removing the filter leaves other parameters',
      search: '?exclude=gluten&utm_source=qr&table=12',
      filter: DEFAULT_MENU_FILTER,
      query: 'utm_source=qr&table=12',
    },
    {
      label: 'other parameters come after the filter, in their order',
      search: '?utm_source=qr&category=food&table=12',
      filter: filterWith({ category: 'food', allowTraces: true }),
      query: 'category=food&traces=allow&utm_source=qr&table=12',
    },
  ])('$label', ({ search, filter, query }) => {
    expect(replaceFilterInQuery(search, filter)).toBe(query);
  });
});
