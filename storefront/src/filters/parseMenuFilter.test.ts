import { describe, expect, test } from 'vitest';
import { filterWith } from './_lib/filterWith';
import { DEFAULT_MENU_FILTER, type MenuFilter } from './menuFilter';
import { parseMenuFilter } from './parseMenuFilter';

describe('parseMenuFilter', () => {
  test.each<{ label: string; query: string | URLSearchParams; filter: MenuFilter }>([
    { label: 'an empty query is the unfiltered menu', query: '', filter: DEFAULT_MENU_FILTER },
    { label: 'a lone question mark', query: '?', filter: DEFAULT_MENU_FILTER },
    {
      label: 'the example of the issue',
      query: '?category=food&kcalMax=600&exclude=gluten&exclude=milk&traces=allow',
      filter: filterWith({
        category: 'food',
        ranges: { energyKcal: { max: 600 } },
        exclude: ['gluten', 'milk'],
        allowTraces: true,
      }),
    },
    {
      label: 'every range',
      query:
        'kcalMin=100&kcalMax=500&fatMin=1&fatMax=20&carbsMin=2&carbsMax=30&proteinMin=3&proteinMax=40&saltMin=0.1&saltMax=1.5',
      filter: filterWith({
        ranges: {
          energyKcal: { min: 100, max: 500 },
          fat: { min: 1, max: 20 },
          carbohydrate: { min: 2, max: 30 },
          protein: { min: 3, max: 40 },
          salt: { min: 0.1, max: 1.5 },
        },
      }),
    },
    {
      label: 'category drinks',
      query: 'category=drinks',
      filter: filterWith({ category: 'drinks' }),
    },
    { label: 'category other', query: 'category=other', filter: filterWith({ category: 'other' }) },
    { label: 'category all', query: 'category=all', filter: DEFAULT_MENU_FILTER },
    {
      label: 'sort by energy, lowest first',
      query: 'sort=energy-asc',
      filter: filterWith({ sort: 'energy-asc' }),
    },
    {
      label: 'sort in capitals, the first known value wins',
      query: 'sort=price&sort=ENERGY-DESC&sort=energy-asc',
      filter: filterWith({ sort: 'energy-desc' }),
    },
    { label: 'an unknown sort is the menu order', query: 'sort=kcal', filter: DEFAULT_MENU_FILTER },
    {
      label: 'an unknown category (category=pizza)',
      query: 'category=pizza',
      filter: DEFAULT_MENU_FILTER,
    },
    { label: 'an empty category', query: 'category=', filter: DEFAULT_MENU_FILTER },
    {
      label: 'a category in capitals',
      query: 'category=FOOD',
      filter: filterWith({ category: 'food' }),
    },
    {
      label: 'the first known category wins',
      query: 'category=pizza&category=drinks&category=food',
      filter: filterWith({ category: 'drinks' }),
    },
    {
      label: 'a word as a number (kcalMax=abc)',
      query: 'kcalMax=abc',
      filter: DEFAULT_MENU_FILTER,
    },
    { label: 'an empty number', query: 'kcalMax=', filter: DEFAULT_MENU_FILTER },
    { label: 'a number with trailing text', query: 'fatMax=12g', filter: DEFAULT_MENU_FILTER },
    { label: 'an exponent', query: 'kcalMax=1e2', filter: DEFAULT_MENU_FILTER },
    { label: 'Infinity', query: 'kcalMin=Infinity', filter: DEFAULT_MENU_FILTER },
    { label: 'NaN', query: 'kcalMax=NaN', filter: DEFAULT_MENU_FILTER },
    { label: 'a hexadecimal number', query: 'kcalMax=0x20', filter: DEFAULT_MENU_FILTER },
    {
      label: 'a negative max is clamped to 0 (kcalMax=-5)',
      query: 'kcalMax=-5',
      filter: filterWith({ ranges: { energyKcal: { max: 0 } } }),
    },
    {
      label: 'a negative min is clamped to 0, which is no bound',
      query: 'kcalMin=-5',
      filter: DEFAULT_MENU_FILTER,
    },
    { label: 'a min of 0 is no bound', query: 'saltMin=0', filter: DEFAULT_MENU_FILTER },
    {
      label: 'a max of 0 is kept: only zero passes',
      query: 'saltMax=0',
      filter: filterWith({ ranges: { salt: { max: 0 } } }),
    },
    {
      label: 'a max above the limit is no bound',
      query: 'kcalMax=5000&fatMax=100',
      filter: DEFAULT_MENU_FILTER,
    },
    {
      label: 'a min above the limit is clamped to it',
      query: 'kcalMin=5000',
      filter: filterWith({ ranges: { energyKcal: { min: 900 } } }),
    },
    {
      label: 'a min above its max is swapped',
      query: 'proteinMin=30&proteinMax=10',
      filter: filterWith({ ranges: { protein: { min: 10, max: 30 } } }),
    },
    {
      label: 'a min above a negative max: swapped, the min becomes 0 and no bound',
      query: 'fatMin=5&fatMax=-1',
      filter: filterWith({ ranges: { fat: { max: 5 } } }),
    },
    {
      label: 'equal bounds are kept',
      query: 'saltMin=1&saltMax=1',
      filter: filterWith({ ranges: { salt: { min: 1, max: 1 } } }),
    },
    {
      label: 'a decimal comma',
      query: 'saltMax=0,5',
      filter: filterWith({ ranges: { salt: { max: 0.5 } } }),
    },
    {
      label: 'decimals beyond 0.01 are rounded',
      query: 'saltMax=0.126&fatMax=.5',
      filter: filterWith({ ranges: { salt: { max: 0.13 }, fat: { max: 0.5 } } }),
    },
    {
      label: 'spaces around a number',
      query: 'kcalMax=%20600%20',
      filter: filterWith({ ranges: { energyKcal: { max: 600 } } }),
    },
    {
      label: 'the first well-formed value of a repeated bound wins',
      query: 'kcalMax=abc&kcalMax=400&kcalMax=200',
      filter: filterWith({ ranges: { energyKcal: { max: 400 } } }),
    },
    {
      label: 'an absurdly long number',
      query: `kcalMax=${'9'.repeat(400)}`,
      filter: DEFAULT_MENU_FILTER,
    },
    {
      label: 'an unknown allergen code (exclude=notanallergen)',
      query: 'exclude=notanallergen',
      filter: DEFAULT_MENU_FILTER,
    },
    {
      label: 'known allergens are kept, unknown ones dropped, in Annex II order',
      query: 'exclude=milk&exclude=pizza&exclude=gluten',
      filter: filterWith({ exclude: ['gluten', 'milk'] }),
    },
    {
      label: 'repeated allergens are de-duplicated',
      query: 'exclude=milk&exclude=milk&exclude=MILK',
      filter: filterWith({ exclude: ['milk'] }),
    },
    {
      label: 'comma-separated allergens',
      query: 'exclude=sesame,eggs,,nope',
      filter: filterWith({ exclude: ['eggs', 'sesame'] }),
    },
    {
      label: '500 repeated parameters',
      query: Array.from({ length: 500 }, () => 'exclude=milk&kcalMax=300').join('&'),
      filter: filterWith({ exclude: ['milk'], ranges: { energyKcal: { max: 300 } } }),
    },
    {
      label: 'a malformed escape (%ZZ) in a value and a name',
      query: 'category=%ZZ&%ZZ=1&kcalMax=%ZZ&exclude=milk%ZZ&saltMax=2',
      filter: filterWith({ ranges: { salt: { max: 2 } } }),
    },
    { label: 'traces with another value', query: 'traces=yes', filter: DEFAULT_MENU_FILTER },
    {
      label: 'traces=allow alone',
      query: 'traces=allow',
      filter: filterWith({ allowTraces: true }),
    },
    {
      label: 'unknown parameters are ignored',
      query: 'utm_source=qr&page=2&__proto__=x&constructor=1&category=drinks',
      filter: filterWith({ category: 'drinks' }),
    },
    {
      label: 'URLSearchParams as input',
      query: new URLSearchParams({ category: 'other' }),
      filter: filterWith({ category: 'other' }),
    },
  ])('$label', ({ query, filter }) => {
    expect(parseMenuFilter(query)).toEqual(filter);
  });

  test('stops reading after 1000 parameters, so a hostile URL costs bounded work', () => {
    const padding = Array.from({ length: 1000 }, (_, index) => `x${index}=1`).join('&');
    expect(parseMenuFilter(`${padding}&category=food`)).toEqual(DEFAULT_MENU_FILTER);
    expect(parseMenuFilter(`category=food&${padding}`)).toEqual(filterWith({ category: 'food' }));
  });
});
