import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, test } from 'vitest';
import { LOCALE_TAGS, LOCALES, type Locale } from '../locale/locales';
import { DECLARATION_ORDER } from '../nutrition/nutrients';
import { de } from './de';
import { en, type MessageKey, type Messages } from './en';
import { es } from './es';
import { fr } from './fr';
import { hu } from './hu';
import { it } from './it';
import { ro } from './ro';

const CATALOGS: Record<Locale, Messages> = { en, ro, fr, it, es, hu, de };
const KEYS = Object.keys(en) as MessageKey[];

/** Each ICU argument of a message, by name, with its kind ("argument", "plural", ...). */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, string>()) {
  for (const element of elements) {
    if (isArgumentElement(element)) found.set(element.value, 'argument');
    else if (isNumberElement(element)) found.set(element.value, 'number');
    else if (isDateElement(element)) found.set(element.value, 'date');
    else if (isTimeElement(element)) found.set(element.value, 'time');
    else if (isPluralElement(element) || isSelectElement(element)) {
      found.set(element.value, isPluralElement(element) ? 'plural' : 'select');
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (isTagElement(element)) {
      found.set(element.value, 'tag');
      argumentsOf(element.children, found);
    }
  }
  return found;
}

function parsedArguments(message: string, locale: Locale) {
  return argumentsOf(new IntlMessageFormat(message, LOCALE_TAGS[locale]).getAst());
}

/** Sample values for every argument of the English message: 3 for numbers, else a word. */
function sampleValues(key: MessageKey): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, kind] of parsedArguments(en[key], 'en')) {
    values[name] = kind === 'plural' || kind === 'number' ? 3 : 'X';
  }
  return values;
}

const ROWS = LOCALES.flatMap((locale) => KEYS.map((key) => ({ locale, key })));

describe('every catalog', () => {
  test.each(LOCALES)('%s has exactly the keys of the English catalog', (locale) => {
    expect(Object.keys(CATALOGS[locale]).sort()).toEqual([...KEYS].sort());
  });

  test.each(ROWS)('$locale $key is a non-empty, trimmed string', ({ locale, key }) => {
    const message: unknown = CATALOGS[locale][key];
    expect(typeof message).toBe('string');
    expect((message as string).trim()).not.toBe('');
    expect(message).toBe((message as string).trim());
  });

  test.each(ROWS)('$locale $key parses as ICU MessageFormat', ({ locale, key }) => {
    expect(() => new IntlMessageFormat(CATALOGS[locale][key], LOCALE_TAGS[locale])).not.toThrow();
  });

  test.each(ROWS)('$locale $key uses the same argument names as English', ({ locale, key }) => {
    const names = [...parsedArguments(CATALOGS[locale][key], locale).keys()].sort();
    expect(names).toEqual([...parsedArguments(en[key], 'en').keys()].sort());
  });

  test.each(ROWS)(
    '$locale $key uses each argument as the same kind as English',
    ({ locale, key }) => {
      expect(parsedArguments(CATALOGS[locale][key], locale)).toEqual(
        parsedArguments(en[key], 'en'),
      );
    },
  );

  test.each(ROWS)(
    '$locale $key formats with sample values and leaves no ICU syntax',
    ({ locale, key }) => {
      const output = new IntlMessageFormat(CATALOGS[locale][key], LOCALE_TAGS[locale]).format(
        sampleValues(key),
      );
      expect(typeof output).toBe('string');
      expect(output).not.toMatch(/[{}#]/);
    },
  );
});

describe('English catalog', () => {
  test.each([
    { key: 'error.notFound.title', text: "We couldn't find the page you are looking for..." },
    { key: 'error.generic.title', text: 'Oops... Something went wrong on our side' },
    { key: 'error.goHome', text: 'Go to Home' },
    { key: 'auth.login.invalidCredentials', text: 'Email/Password combination is invalid' },
    {
      key: 'location.noSubscription',
      text: 'This location does not have an active subscription at the moment',
    },
    {
      key: 'location.noPublicMenu',
      text: 'This location does not have a public menu at the moment',
    },
    {
      key: 'location.ownerHint',
      text: 'If you are the owner of this location please contact us for subscription renewal',
    },
    { key: 'menu.empty', text: 'No dish found in this category!' },
    {
      key: 'nutrition.referenceIntake',
      text: 'Reference intake of an average adult (8 400 kJ/2 000 kcal)',
    },
  ] as const)('keeps the spec text of $key verbatim', ({ key, text }) => {
    expect(en[key]).toBe(text);
    expect(new IntlMessageFormat(en[key], 'en-US').format()).toBe(text);
  });

  test.each(DECLARATION_ORDER)('names the nutrition table line %s', (line) => {
    expect(KEYS).toContain(`nutrition.line.${line}`);
  });

  test.each(['hot', 'halal', 'eco', 'no_gluten', 'no_sugar', 'vegan', 'vegetarian', 'with_meat'])(
    'names the dish tag %s',
    (tag) => {
      expect(KEYS).toContain(`tag.${tag}`);
    },
  );

  test.each(['all', 'food', 'drinks', 'other'])('names the menu category %s', (category) => {
    expect(KEYS).toContain(`menu.category.${category}`);
  });
});

describe('Annex XV line names', () => {
  test.each([
    {
      locale: 'en',
      lines: [
        'Energy',
        'Fat',
        'of which saturates',
        'Carbohydrate',
        'of which sugars',
        'Fibre',
        'Protein',
        'Salt',
      ],
    },
    {
      locale: 'ro',
      lines: [
        'Valoare energetică',
        'Grăsimi',
        'din care acizi grași saturați',
        'Glucide',
        'din care zaharuri',
        'Fibre',
        'Proteine',
        'Sare',
      ],
    },
    {
      locale: 'fr',
      lines: [
        'Valeur énergétique',
        'Matières grasses',
        'dont acides gras saturés',
        'Glucides',
        'dont sucres',
        'Fibres alimentaires',
        'Protéines',
        'Sel',
      ],
    },
    {
      locale: 'it',
      lines: [
        'Energia',
        'Grassi',
        'di cui acidi grassi saturi',
        'Carboidrati',
        'di cui zuccheri',
        'Fibre',
        'Proteine',
        'Sale',
      ],
    },
    {
      locale: 'es',
      lines: [
        'Valor energético',
        'Grasas',
        'de las cuales saturadas',
        'Hidratos de carbono',
        'de los cuales azúcares',
        'Fibra alimentaria',
        'Proteínas',
        'Sal',
      ],
    },
    {
      locale: 'hu',
      lines: [
        'Energia',
        'Zsír',
        'amelyből telített zsírsavak',
        'Szénhidrát',
        'amelyből cukrok',
        'Rost',
        'Fehérje',
        'Só',
      ],
    },
    {
      locale: 'de',
      lines: [
        'Brennwert',
        'Fett',
        'davon gesättigte Fettsäuren',
        'Kohlenhydrate',
        'davon Zucker',
        'Ballaststoffe',
        'Eiweiß',
        'Salz',
      ],
    },
  ] as const)(
    '$locale uses the wording of its language version of Annex XV',
    ({ locale, lines }) => {
      expect(DECLARATION_ORDER.map((line) => CATALOGS[locale][`nutrition.line.${line}`])).toEqual(
        lines,
      );
    },
  );
});

describe('Romanian catalog', () => {
  // Cedilla ş/ţ (U+015F, U+0163) are a common encoding slip; Romanian uses comma-below ș/ț.
  test.each(KEYS)('%s has no cedilla ş or ţ', (key) => {
    expect(ro[key]).not.toMatch(/[\u015e\u015f\u0162\u0163]/);
  });

  // ANPC Order 183/2016 names the words a menu uses for a dish made from a frozen product.
  test('marks dishes made from frozen products as ANPC Order 183/2016 words it', () => {
    expect(ro['dish.frozen']).toBe('Din produs decongelat');
  });
});

describe('plural messages', () => {
  test.each([
    { locale: 'ro', key: 'restaurants.count', count: 0, text: 'Niciun restaurant' },
    { locale: 'ro', key: 'restaurants.count', count: 1, text: '1 restaurant' },
    { locale: 'ro', key: 'restaurants.count', count: 2, text: '2 restaurante' },
    { locale: 'ro', key: 'restaurants.count', count: 5, text: '5 restaurante' },
    { locale: 'ro', key: 'restaurants.count', count: 21, text: '21 de restaurante' },
    { locale: 'ro', key: 'filter.showDishes', count: 0, text: 'Niciun preparat de afișat' },
    { locale: 'ro', key: 'filter.showDishes', count: 1, text: 'Afișați 1 preparat' },
    { locale: 'ro', key: 'filter.showDishes', count: 2, text: 'Afișați 2 preparate' },
    { locale: 'ro', key: 'filter.showDishes', count: 5, text: 'Afișați 5 preparate' },
    { locale: 'ro', key: 'filter.showDishes', count: 21, text: 'Afișați 21 de preparate' },
    { locale: 'ro', key: 'filter.activeCount', count: 1, text: '1 filtru activ' },
    { locale: 'ro', key: 'filter.activeCount', count: 2, text: '2 filtre active' },
    { locale: 'ro', key: 'filter.activeCount', count: 21, text: '21 de filtre active' },
    { locale: 'hu', key: 'restaurants.count', count: 0, text: 'Nincs étterem' },
    { locale: 'hu', key: 'restaurants.count', count: 1, text: '1 étterem' },
    { locale: 'hu', key: 'restaurants.count', count: 2, text: '2 étterem' },
    { locale: 'hu', key: 'restaurants.count', count: 5, text: '5 étterem' },
    { locale: 'hu', key: 'restaurants.count', count: 21, text: '21 étterem' },
    { locale: 'hu', key: 'filter.showDishes', count: 0, text: 'Nincs megjeleníthető étel' },
    { locale: 'hu', key: 'filter.showDishes', count: 1, text: '1 étel megjelenítése' },
    { locale: 'hu', key: 'filter.showDishes', count: 2, text: '2 étel megjelenítése' },
    { locale: 'hu', key: 'filter.showDishes', count: 5, text: '5 étel megjelenítése' },
    { locale: 'hu', key: 'filter.showDishes', count: 21, text: '21 étel megjelenítése' },
    { locale: 'en', key: 'filter.showDishes', count: 1, text: 'Show 1 dish' },
    { locale: 'en', key: 'filter.showDishes', count: 21, text: 'Show 21 dishes' },
  ] as const)('$locale $key with $count reads "$text"', ({ locale, key, count, text }) => {
    const format = new IntlMessageFormat(CATALOGS[locale][key], LOCALE_TAGS[locale]);
    expect(format.format({ count })).toBe(text);
  });
});
