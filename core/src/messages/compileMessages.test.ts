import { describe, expect, test } from 'vitest';
import { LOCALES } from '../locale/locales';
import { compileMessages } from './compileMessages';
import { createTranslator } from './createTranslator';
import type { MessageKey } from './en';
import { loadMessages } from './loadMessages';

describe('compileMessages', () => {
  test('parses plain text into one literal element', () => {
    expect(compileMessages('en', { 'error.goHome': 'Go to Home' })).toEqual({
      'error.goHome': [{ type: 0, value: 'Go to Home' }],
    });
  });

  test('keeps a < literal, as createTranslator does with text', () => {
    const compiled = compileMessages('en', { 'nutrition.atLeast': '<0.5 {value}' });
    expect(createTranslator('en', compiled)('nutrition.atLeast', { value: 'g' })).toBe('<0.5 g');
  });

  test('leaves out a message that does not parse, so its key shows', () => {
    const compiled = compileMessages('en', { 'error.goHome': 'Go {to', 'page.retry': 'Try again' });
    expect(Object.keys(compiled)).toEqual(['page.retry']);
    expect(createTranslator('en', compiled)('error.goHome')).toBe('error.goHome');
  });

  // Every message of every catalog, with plural and number values, formats the same parsed or not.
  test.each(LOCALES)('formats every %s message exactly as the text does', async (locale) => {
    const catalog = await loadMessages(locale);
    const fromText = createTranslator(locale, catalog);
    const fromCompiled = createTranslator(locale, compileMessages(locale, catalog));
    const values = {
      count: 3,
      min: 1.5,
      max: 20,
      grams: 250,
      millilitres: 330,
      kj: 1000,
      kcal: 239,
      value: '7',
      name: 'Ana',
      price: '25 lei',
      unit: 'g',
      language: 'română',
      grade: 'B',
      city: 'Cluj',
      feature: 'vegan',
      allergens: 'gluten',
      days: 5,
      date: new Date(Date.UTC(2026, 10, 22)),
    };
    for (const key of Object.keys(catalog) as MessageKey[]) {
      expect(fromCompiled(key, values), key).toBe(fromText(key, values));
    }
  });
});
