import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALLERGEN_CODES } from './allergens';
import { type AllergenDeclaration, passesAllergenExclusion } from './passesAllergenExclusion';

const safe: AllergenDeclaration = { contains: ['eggs'], complete: true, traces: ['nuts'] };

describe('passesAllergenExclusion', () => {
  test.each([
    {
      label: 'no exclusion passes even an undeclared dish',
      dish: { ...safe, complete: false },
      exclude: [],
      allowTraces: false,
      expected: true,
    },
    {
      label: 'an allergen the dish contains fails',
      dish: safe,
      exclude: ['eggs'],
      allowTraces: false,
      expected: false,
    },
    {
      label: 'an allergen the dish contains fails even with traces allowed',
      dish: safe,
      exclude: ['eggs'],
      allowTraces: true,
      expected: false,
    },
    {
      label: 'an allergen it lacks passes',
      dish: safe,
      exclude: ['milk'],
      allowTraces: false,
      expected: true,
    },
    {
      label: 'a trace of an excluded allergen fails',
      dish: safe,
      exclude: ['nuts'],
      allowTraces: false,
      expected: false,
    },
    {
      label: 'a trace passes when the diner allows traces',
      dish: safe,
      exclude: ['nuts'],
      allowTraces: true,
      expected: true,
    },
    {
      label: 'incomplete allergens never pass an exclusion',
      dish: { contains: [], complete: false, traces: [] },
      exclude: ['milk'],
      allowTraces: true,
      expected: false,
    },
    {
      label: 'one matching code among several fails',
      dish: safe,
      exclude: ['milk', 'gluten', 'eggs'],
      allowTraces: false,
      expected: false,
    },
  ])('$label', ({ dish, exclude, allowTraces, expected }) => {
    expect(passesAllergenExclusion(dish, exclude, allowTraces)).toBe(expected);
  });

  test('whatever is excluded, a passing dish contains none of it', () => {
    const codes = fc.subarray([...ALLERGEN_CODES]);
    fc.assert(
      fc.property(
        codes,
        codes,
        codes,
        fc.boolean(),
        fc.boolean(),
        (contains, traces, exclude, complete, allowTraces) => {
          const dish = { contains, traces, complete };
          if (!passesAllergenExclusion(dish, exclude, allowTraces) || exclude.length === 0) return;
          expect(complete).toBe(true);
          expect(exclude.filter((code) => contains.includes(code))).toEqual([]);
          if (!allowTraces) expect(exclude.filter((code) => traces.includes(code))).toEqual([]);
        },
      ),
    );
  });
});
