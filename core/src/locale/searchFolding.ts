/**
 * The letters search folds, beyond lower-casing: each accented or locale-specific letter of the
 * 7 locales and its plain form. The CMS's SQL function `nutrimenu_fold` (a migration) applies
 * the same table with `translate()` and `replace()`; an integration test checks they agree.
 */
export const SEARCH_FOLDED_LETTERS: Readonly<Record<string, string>> = {
  // ro (comma below and the legacy cedilla forms)
  ă: 'a',
  â: 'a',
  î: 'i',
  ș: 's',
  ş: 's',
  ț: 't',
  ţ: 't',
  // hu
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ö: 'o',
  ő: 'o',
  ú: 'u',
  ü: 'u',
  ű: 'u',
  // de
  ä: 'a',
  ß: 'ss',
  // fr
  à: 'a',
  ç: 'c',
  è: 'e',
  ê: 'e',
  ë: 'e',
  ï: 'i',
  ô: 'o',
  ù: 'u',
  û: 'u',
  ÿ: 'y',
  œ: 'oe',
  æ: 'ae',
  // es, it
  ñ: 'n',
  ì: 'i',
  ò: 'o',
};
