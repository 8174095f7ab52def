import { createTranslator, en } from '@nutrimenu/core/messages';
import { amountSchema, VALIDATION_MESSAGES as M } from '@nutrimenu/core/validation';
import { describe, expect, test } from 'vitest';
import { ALLERGEN_ALIASES } from './allergenAliases';
import {
  decimalCell,
  formatDecimal,
  readBoolean,
  readChoice,
  readList,
  readWithRule,
} from './csvCells';
import { nameKey } from './nameKey';

const t = createTranslator('en', en);

describe('readWithRule', () => {
  test.each([
    ['12,50', { ok: true, value: 12.5 }],
    ['12.5', { ok: true, value: 12.5 }],
    ['', { ok: true, value: null }],
    ['abc', { ok: false, code: 'invalid', message: M.notANumber }],
    ['0', { ok: false, code: 'invalid', message: M.positive }],
    ['1,005', { ok: false, code: 'invalid', message: M.maxTwoDecimals }],
    ['10000', { ok: false, code: 'invalid', message: M.belowAmountLimit }],
  ])('amount %j', (text, result) => {
    expect(readWithRule(text, amountSchema)).toEqual(result);
  });

  test('an empty required cell is "required"', () => {
    expect(readWithRule('', amountSchema, { required: true })).toEqual({
      ok: false,
      code: 'required',
      message: M.required,
    });
  });

  test('decimalCell reads a decimal comma before its checks', () => {
    const grams = decimalCell((number) => number.min(0).max(100));
    expect(readWithRule('99,9', grams)).toEqual({ ok: true, value: 99.9 });
    expect(readWithRule('1.234,5', grams).ok).toBe(false);
  });
});

describe('readBoolean', () => {
  test.each(['1', 'x', 'yes', 'DA', 'oui', 'igen', 'true'])('%s is yes', (text) => {
    expect(readBoolean(text, t)).toEqual({ ok: true, value: true });
  });
  test.each(['0', '', 'no', 'nu', 'nein', 'FALSE'])('%j is no', (text) => {
    expect(readBoolean(text, t)).toEqual({ ok: true, value: false });
  });
  test('anything else is an error naming the value', () => {
    const result = readBoolean('maybe', t);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('maybe');
  });
});

describe('readChoice and readList', () => {
  test('values compare without case or punctuation; aliases work', () => {
    expect(readChoice('Served weight', ['none', 'ratio', 'servedWeight'], t)).toEqual({
      ok: true,
      value: 'servedWeight',
    });
    expect(readChoice('Lapte', ['milk'], t, ALLERGEN_ALIASES)).toEqual({ ok: true, value: 'milk' });
    expect(readChoice('kg', ['g', 'ml', 'pcs'], t).ok).toBe(false);
  });

  test('a list keeps its order and drops repeats; the first bad item is the error', () => {
    const read = (item: string) =>
      readChoice(item, ['gluten', 'milk'] as const, t, ALLERGEN_ALIASES);
    expect(
      readList('milk, Gluten, lapte', (item) => {
        const result = read(item);
        return result.ok ? { ok: true, value: result.value as string } : result;
      }),
    ).toEqual({ ok: true, value: ['milk', 'gluten'] });
    expect(
      readList('milk, soap', (item) => {
        const result = read(item);
        return result.ok ? { ok: true, value: result.value as string } : result;
      }).ok,
    ).toBe(false);
  });
});

describe('formatDecimal', () => {
  test.each([
    [81.1, '81,1'],
    [0.0000001, '0,0000001'],
    [1500, '1500'],
    [null, ''],
    [undefined, ''],
  ])('%s → %j', (value, text) => {
    expect(formatDecimal(value)).toBe(text);
  });
});

describe('nameKey', () => {
  test('folds case, diacritics and punctuation, with no length limit', () => {
    expect(nameKey('Făină  de grâu (tip 000)')).toBe('faina-de-grau-tip-000');
    expect(nameKey('faina-de-grau-tip-000')).toBe('faina-de-grau-tip-000');
    const long = 'x'.repeat(90);
    expect(nameKey(`${long} a`)).not.toBe(nameKey(`${long} b`));
  });
});
