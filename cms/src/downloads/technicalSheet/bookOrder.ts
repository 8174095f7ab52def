import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';

/** What places a sheet in the book: its number, then its dish's name. */
export interface BookPlace {
  sheetNumber: number | null;
  name: string;
}

/**
 * The order of a restaurant's book: numbered sheets by number, then the unnumbered ones by
 * name in the book's language, so the index reads like the kitchen's binder.
 *
 * @example
 * [{ sheetNumber: null, name: 'Ciorbă' }, { sheetNumber: 2, name: 'Zacuscă' }].sort(bookOrder('ro'))
 * // Zacuscă (2) first, then Ciorbă
 */
export function bookOrder(locale: Locale): (a: BookPlace, b: BookPlace) => number {
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);
  return (a, b) => {
    if (a.sheetNumber !== b.sheetNumber) {
      if (a.sheetNumber === null) return 1;
      if (b.sheetNumber === null) return -1;
      return a.sheetNumber - b.sheetNumber;
    }
    return collator.compare(a.name, b.name);
  };
}
