import { describe, expect, test } from 'vitest';
import { createTranslator } from './createTranslator';
import { en, type Messages } from './en';
import { ro } from './ro';

// A Romanian catalog as an outdated cache might hold it: one key short.
const { 'dish.frozen': _dropped, ...roWithoutFrozen } = ro;

describe('createTranslator', () => {
  test.each([
    {
      label: 'plain text',
      key: 'menu.empty',
      values: undefined,
      text: 'Nu am găsit niciun preparat în această categorie!',
    },
    {
      label: 'a text argument',
      key: 'dish.price',
      values: { price: '25,00 lei' },
      text: 'Preț: 25,00 lei',
    },
    {
      label: 'a Romanian plural (few)',
      key: 'restaurants.count',
      values: { count: 3 },
      text: '3 restaurante',
    },
    {
      label: 'a Romanian plural (other)',
      key: 'restaurants.count',
      values: { count: 20 },
      text: '20 de restaurante',
    },
    {
      label: 'numbers in the Romanian style',
      key: 'admin.csv.error.range',
      values: { min: 0.5, max: 1200 },
      text: 'Introduceți un număr între 0,5 și 1.200.',
    },
  ] as const)('formats $label in the locale', ({ key, values, text }) => {
    const t = createTranslator('ro', ro, en);
    expect(t(key, values)).toBe(text);
  });

  test('falls back to the English message for a key missing at runtime', () => {
    const t = createTranslator('ro', roWithoutFrozen, en);
    expect(t('dish.frozen')).toBe('Frozen product');
  });

  test('formats a fallback message with English plural rules', () => {
    const { 'restaurants.count': _count, ...partial } = ro;
    const t = createTranslator('ro', partial, en);
    expect(t('restaurants.count', { count: 2 })).toBe('2 restaurants');
  });

  test('falls back to English when a translation does not parse', () => {
    const broken: Messages = { ...ro, 'dish.price': 'Preț: {price' };
    const t = createTranslator('ro', broken, en);
    expect(t('dish.price', { price: '9 lei' })).toBe('Price: 9 lei');
  });

  test('returns the key when neither catalog has the message', () => {
    const t = createTranslator('ro', roWithoutFrozen);
    expect(t('dish.frozen')).toBe('dish.frozen');
  });

  test('treats an empty translation as missing', () => {
    const t = createTranslator('ro', { ...ro, 'dish.frozen': '' }, en);
    expect(t('dish.frozen')).toBe('Frozen product');
  });

  test.each([
    { label: 'no values at all', values: undefined },
    { label: 'another value only', values: { grams: '250' } },
  ])('returns the key instead of throwing when a value is missing ($label)', ({ values }) => {
    const t = createTranslator('ro', ro, en);
    expect(() => t('dish.price', values)).not.toThrow();
    expect(t('dish.price', values)).toBe('dish.price');
  });

  test('formats a message again after a missing value, from the cached compilation', () => {
    const t = createTranslator('de', en, en);
    expect(t('dish.portion')).toBe('dish.portion');
    expect(t('dish.portion', { grams: '250' })).toBe('Portion: 250 g');
    expect(t('dish.portion', { grams: '300' })).toBe('Portion: 300 g');
  });

  test('keeps a "<" in a message literal', () => {
    const t = createTranslator('en', { ...en, 'nutrition.atLeast': '<{value}' });
    expect(t('nutrition.atLeast', { value: '0.5 g' })).toBe('<0.5 g');
  });
});
