/** The longest search a diner can mean; a longer `q` (a pasted text, an attack) is ignored. */
export const RESTAURANT_QUERY_MAX_LENGTH = 100;

/**
 * Text folded for searching: without diacritics (ș, ş and s are one letter), lower case, with
 * punctuation and runs of spaces as one space.
 *
 * @example
 * foldSearchText('  Târgu-Mureș ') // 'targu mures'
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The words of a diner's search as the listing matches them: folded, each one found at the start
 * of a word of a restaurant's name or city. None for an empty search or one of punctuation only.
 *
 * @example
 * searchWords(' Bistro, Cluj ') // ['bistro', 'cluj']
 */
export function searchWords(query: string): string[] {
  return foldSearchText(query).split(' ').filter(Boolean);
}
