import { describe, expect, test } from 'vitest';
import { languageName } from './languageName';
import { LOCALE_NAMES, LOCALES, type Locale } from './locales';

// Written out by hand, row = the page's locale, in LOCALES order: what a reader of that
// language expects mid-sentence ("shown in …"), so a return to endonyms fails here.
const EXPECTED: Record<Locale, readonly string[]> = {
  en: ['English', 'Romanian', 'French', 'Italian', 'Spanish', 'Hungarian', 'German'],
  ro: ['engleză', 'română', 'franceză', 'italiană', 'spaniolă', 'maghiară', 'germană'],
  fr: ['anglais', 'roumain', 'français', 'italien', 'espagnol', 'hongrois', 'allemand'],
  it: ['inglese', 'rumeno', 'francese', 'italiano', 'spagnolo', 'ungherese', 'tedesco'],
  es: ['inglés', 'rumano', 'francés', 'italiano', 'español', 'húngaro', 'alemán'],
  hu: ['angol', 'román', 'francia', 'olasz', 'spanyol', 'magyar', 'német'],
  de: ['Englisch', 'Rumänisch', 'Französisch', 'Italienisch', 'Spanisch', 'Ungarisch', 'Deutsch'],
};

describe('languageName', () => {
  test.each(LOCALES)('names all seven languages in %s', (pageLocale) => {
    expect(LOCALES.map((locale) => languageName(locale, pageLocale))).toEqual(EXPECTED[pageLocale]);
  });

  test('never gives another language its own name (the endonym)', () => {
    for (const pageLocale of LOCALES) {
      for (const locale of LOCALES) {
        if (locale !== pageLocale) {
          expect(languageName(locale, pageLocale)).not.toBe(LOCALE_NAMES[locale]);
        }
      }
    }
  });
});
