import { ALLERGEN_CODES, ALLERGEN_NAMES, type AllergenCode } from '@nutrimenu/core/allergens';
import { LOCALES } from '@nutrimenu/core/locale';
import { nameKey } from './nameKey';

const fold = (text: string) => nameKey(text).replaceAll('-', '');

/**
 * The 14 allergens' names in the seven languages, folded as `readChoice` folds a cell, so
 * "Lapte (inclusiv lactoză)", its short form "lapte" (the name before the parenthesis) or
 * "Milch" read as `milk`.
 */
export const ALLERGEN_ALIASES: Record<string, AllergenCode> = (() => {
  const aliases: Record<string, AllergenCode> = {};
  for (const code of ALLERGEN_CODES) {
    for (const locale of LOCALES) {
      const name = ALLERGEN_NAMES[code][locale];
      aliases[fold(name)] = code;
      const short = fold(name.split('(')[0] ?? '');
      if (short !== '' && !(short in aliases)) aliases[short] = code;
    }
  }
  return aliases;
})();
