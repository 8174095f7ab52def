import { slugify } from '@nutrimenu/core/contract';

/**
 * What two names must share to be the same name in a spreadsheet: `slugify`'s folding (case,
 * diacritics, punctuation) without its length limit, so "Făină de grâu", "faina de grau" and the
 * slug "faina-de-grau" match, and two long names that differ only after 80 characters do not.
 *
 * @example
 * nameKey('Făină  de grâu (tip 000)') // 'faina-de-grau-tip-000'
 */
export function nameKey(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => slugify(word))
    .filter(Boolean)
    .join('-');
}
