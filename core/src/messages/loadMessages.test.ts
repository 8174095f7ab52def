import { describe, expect, test } from 'vitest';
import { LOCALES } from '../locale/locales';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hu } from './hu';
import { it } from './it';
import { loadMessages } from './loadMessages';
import { ro } from './ro';

describe('loadMessages', () => {
  test('returns the Romanian catalog for ro', async () => {
    const messages = await loadMessages('ro');
    expect(messages).toBe(ro);
    expect(messages['dish.frozen']).toBe('Din produs decongelat');
  });

  test.each([
    { locale: 'en', catalog: en },
    { locale: 'ro', catalog: ro },
    { locale: 'fr', catalog: fr },
    { locale: 'it', catalog: it },
    { locale: 'es', catalog: es },
    { locale: 'hu', catalog: hu },
    { locale: 'de', catalog: de },
  ] as const)('returns the $locale catalog for $locale', async ({ locale, catalog }) => {
    expect(await loadMessages(locale)).toBe(catalog);
  });

  test('has a loader for every locale', async () => {
    const loaded = await Promise.all(LOCALES.map(loadMessages));
    expect(new Set(loaded).size).toBe(LOCALES.length);
  });
});
