import { describe, expect, test } from 'vitest';
import { isSlug, SLUG_MAX_LENGTH, slugify } from './slug';

describe('slugify', () => {
  test.each([
    {
      label: 'Romanian breve and comma-below letters',
      text: 'Ciorbă de burtă',
      slug: 'ciorba-de-burta',
    },
    {
      label: 'an ampersand between words',
      text: 'Mușchiuleț de porc cu orez & legume',
      slug: 'muschiulet-de-porc-cu-orez-legume',
    },
    {
      label: 'Hungarian double acute and acute',
      text: 'Tokaji aszú őszibarack',
      slug: 'tokaji-aszu-oszibarack',
    },
    { label: 'Hungarian ű and ö', text: 'Gyümölcsleves tűzről', slug: 'gyumolcsleves-tuzrol' },
    {
      label: 'Romanian circumflexes',
      text: 'Pâine de casă cu îngheţată',
      slug: 'paine-de-casa-cu-inghetata',
    },
    {
      label: 'cedilla s and t (legacy Romanian encoding)',
      text: 'Şniţel Ţărănesc',
      slug: 'snitel-taranesc',
    },
    { label: 'comma-below S and T in upper case', text: 'ȘTRUDEL ȚARA', slug: 'strudel-tara' },
    {
      label: 'German sharp s',
      text: 'Weißwurst mit süßem Senf',
      slug: 'weisswurst-mit-sussem-senf',
    },
    { label: 'German capital sharp s', text: 'STRAẞE', slug: 'strasse' },
    { label: 'German umlauts folded to the base letter', text: 'Käsespätzle', slug: 'kasespatzle' },
    { label: 'French ligature and accents', text: 'Bœuf à la mode', slug: 'boeuf-a-la-mode' },
    { label: 'Danish ø and æ', text: 'Smørrebrød Ærø', slug: 'smorrebrod-aero' },
    { label: 'Polish ł', text: 'Żurek z łososiem', slug: 'zurek-z-lososiem' },
    { label: 'Spanish ñ', text: 'Jalapeño', slug: 'jalapeno' },
    { label: 'digits kept', text: 'Pizza 4 Stagioni 32cm', slug: 'pizza-4-stagioni-32cm' },
    {
      label: 'punctuation runs collapsed',
      text: 'Salată -- „de vară” (mare)!',
      slug: 'salata-de-vara-mare',
    },
    { label: 'leading and trailing separators trimmed', text: '  --Supă--  ', slug: 'supa' },
    { label: 'apostrophe splits words', text: "Chef's special", slug: 'chef-s-special' },
    { label: 'underscores become dashes', text: 'meniu_zilei', slug: 'meniu-zilei' },
    { label: 'compatibility characters decomposed', text: 'ﬁlé 0,5ℓ', slug: 'file-0-5l' },
    { label: 'nothing left in another script', text: 'ラーメン', slug: '' },
    { label: 'empty text', text: '', slug: '' },
  ])('turns $label into a slug', ({ text, slug }) => {
    expect(slugify(text)).toBe(slug);
  });

  test('caps a slug at 80 characters without a trailing dash', () => {
    const text = `${'a'.repeat(79)} bcd`;
    expect(slugify(text)).toBe('a'.repeat(79));
    expect(slugify('x'.repeat(100))).toHaveLength(SLUG_MAX_LENGTH);
  });

  test('gives slugs that isSlug accepts', () => {
    for (const text of ['Ciorbă de burtă', 'Tokaji aszú őszibarack', `${'ă'.repeat(90)}`]) {
      expect(isSlug(slugify(text))).toBe(true);
    }
  });
});

describe('isSlug', () => {
  test.each([
    { label: 'a word', value: 'ciorba', expected: true },
    { label: 'words and digits', value: 'pizza-4-stagioni', expected: true },
    { label: 'a single digit', value: '1', expected: true },
    { label: '80 characters', value: 'a'.repeat(80), expected: true },
    { label: '81 characters', value: 'a'.repeat(81), expected: false },
    { label: 'an empty string', value: '', expected: false },
    { label: 'upper case', value: 'Ciorba', expected: false },
    { label: 'a diacritic', value: 'ciorbă', expected: false },
    { label: 'a leading dash', value: '-ciorba', expected: false },
    { label: 'a trailing dash', value: 'ciorba-', expected: false },
    { label: 'a double dash', value: 'ciorba--de-burta', expected: false },
    { label: 'a space', value: 'ciorba de', expected: false },
    { label: 'an underscore', value: 'no_gluten', expected: false },
    { label: 'a number', value: 42, expected: false },
    { label: 'null', value: null, expected: false },
  ])('says $expected for $label', ({ value, expected }) => {
    expect(isSlug(value)).toBe(expected);
  });
});
