import { SEARCH_FOLDED_LETTERS } from './searchFolding';

const FOLDABLE = new RegExp(`[${Object.keys(SEARCH_FOLDED_LETTERS).join('')}]`, 'gu');

/**
 * Folds text for search in any of the 7 locales: lower case, accents and locale letters to their
 * plain form (ă→a, ș/ş→s, ő→o, ß→ss, œ→oe …, see SEARCH_FOLDED_LETTERS), anything that is not a
 * letter or digit to one space, trimmed. The CMS folds stored names the same way in SQL.
 *
 * @example
 * normalizeSearchText('Smântână 20% grăsime') // 'smantana 20 grasime'
 * normalizeSearchText('Weißbrot') // 'weissbrot'
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(FOLDABLE, (letter) => SEARCH_FOLDED_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The words of a search query, folded (see normalizeSearchText), each at most 64 characters,
 * at most 8 of them: what the search matches as word prefixes.
 *
 * @example
 * searchWords('  Piept   PUI! ') // ['piept', 'pui']
 */
export function searchWords(query: string): string[] {
  const folded = normalizeSearchText(query);
  if (folded === '') return [];
  return folded
    .split(' ')
    .slice(0, 8)
    .map((word) => word.slice(0, 64));
}
