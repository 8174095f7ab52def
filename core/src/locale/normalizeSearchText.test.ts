import { describe, expect, test } from 'vitest';
import { normalizeSearchText, searchWords } from './normalizeSearchText';

describe('normalizeSearchText', () => {
  test.each([
    ['ro: breves and circumflexes', 'Făină albă de grâu', 'faina alba de grau'],
    ['ro: comma-below s and t', 'Ceapă, șuncă, țelină', 'ceapa sunca telina'],
    ['ro: legacy cedilla s and t', 'şuncă ţelină', 'sunca telina'],
    ['ro: î', 'Cârnați înăbușiți', 'carnati inabusiti'],
    ['ro: capitals', 'SMÂNTÂNĂ ȘI ȚUICĂ', 'smantana si tuica'],
    [
      'hu: double acute',
      'Tejföl, főtt burgonya, gyümölcs, fűszer',
      'tejfol fott burgonya gyumolcs fuszer',
    ],
    ['hu: acute vowels', 'Búza liszt, sárgarépa, hús', 'buza liszt sargarepa hus'],
    ['de: umlauts', 'Käse, Hähnchen, Brötchen, Müsli', 'kase hahnchen brotchen musli'],
    ['de: sharp s', 'Weißbrot, Soße', 'weissbrot sosse'],
    ['fr: accents and ligatures', 'Crème fraîche, œuf, pâté', 'creme fraiche oeuf pate'],
    ['it: grave accents', 'Caffè, però, più', 'caffe pero piu'],
    ['es: ñ and acute', 'Jamón, piña, azúcar', 'jamon pina azucar'],
    ['en: plain', 'Chicken breast, raw', 'chicken breast raw'],
    [
      'punctuation becomes one space',
      '  Piept   de pui (fără piele), 20%  ',
      'piept de pui fara piele 20',
    ],
    ['decomposed input', 'Fa\u0306ina\u0306', 'faina'],
    ['only symbols', '%%% --- !!!', ''],
  ])('%s', (_label, input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('searchWords', () => {
  test.each([
    ['splits folded words', 'Piept  PUI', ['piept', 'pui']],
    ['nothing from symbols', '?!', []],
    ['nothing from empty', '', []],
    ['keeps at most 8 words', 'a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
    ['cuts long words to 64 characters', 'x'.repeat(2000), ['x'.repeat(64)]],
  ])('%s', (_label, input, expected) => {
    expect(searchWords(input)).toEqual(expected);
  });
});
