import { describe, expect, test } from 'vitest';
import { filterWith } from '../filters/_lib/filterWith';
import { parseMenuFilter } from '../filters/parseMenuFilter';
import {
  filtersRememberedAllergens,
  parseRememberedAllergens,
  queryChoosesAllergens,
  serializeRememberedAllergens,
  withRememberedAllergens,
} from './rememberedAllergens';

describe('parseRememberedAllergens', () => {
  test.each([
    { label: 'no cookie', value: undefined, remembered: null },
    { label: 'an empty cookie', value: '', remembered: null },
    { label: 'traces alone are nothing to remember', value: 'traces=allow', remembered: null },
    { label: 'unknown codes only', value: 'exclude=pizza&exclude=%3Cscript%3E', remembered: null },
    {
      label: 'known codes in Annex II order, traces',
      value: 'exclude=milk&exclude=eggs&exclude=pizza&traces=allow',
      remembered: { exclude: ['eggs', 'milk'], allowTraces: true },
    },
    {
      label: 'a ridiculously long cookie',
      value: `exclude=milk&${'x'.repeat(5000)}`,
      remembered: null,
    },
    {
      label: 'ranges are not remembered',
      value: 'kcalMax=300&exclude=fish',
      remembered: { exclude: ['fish'], allowTraces: false },
    },
  ])('$label', ({ value, remembered }) => {
    expect(parseRememberedAllergens(value)).toEqual(remembered);
  });

  test('round trip', () => {
    const remembered = { exclude: ['gluten', 'sesame'] as const, allowTraces: true };
    const value = serializeRememberedAllergens(remembered);
    expect(value).toBe('exclude=gluten&exclude=sesame&traces=allow');
    expect(parseRememberedAllergens(value)).toEqual(remembered);
  });
});

describe('withRememberedAllergens', () => {
  const remembered = { exclude: ['milk'] as const, allowTraces: false };

  test.each([
    { label: 'a bare menu URL takes them', search: '', applied: true },
    {
      label: 'a URL filtering something else takes them',
      search: '?category=food&q=supa',
      applied: true,
    },
    {
      label: 'a URL excluding other allergens keeps its own',
      search: '?exclude=fish',
      applied: false,
    },
    {
      label: 'a form sent with every allergen unticked keeps none',
      search: '?exclude=',
      applied: false,
    },
    { label: 'a URL allowing traces keeps its own', search: '?traces=allow', applied: false },
  ])('$label', ({ search, applied }) => {
    const filter = withRememberedAllergens(parseMenuFilter(search), search, remembered);
    expect(filtersRememberedAllergens(filter, remembered)).toBe(applied);
    expect(queryChoosesAllergens(search)).toBe(!applied);
  });

  test('nothing remembered leaves the URL filter alone', () => {
    const filter = filterWith({ category: 'drinks' });
    expect(withRememberedAllergens(filter, '?category=drinks', null)).toBe(filter);
    expect(filtersRememberedAllergens(filter, null)).toBe(false);
  });
});
