/** Longest slug, so URLs stay readable on a phone and fit any database index. */
export const SLUG_MAX_LENGTH = 80;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Letters that Unicode does not decompose into a base letter plus marks.
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * A URL slug for a recipe, menu or restaurant name: diacritics folded (ă â î ș ş ț ţ ő ű ö ü ä é
 * …, ß → ss), lower case, every run of other characters turned into one dash, at most 80
 * characters. Folding is the same for every language (German ä → a, not ae), so one name always
 * gives one slug. Returns '' when nothing is left (e.g. a name in another script).
 *
 * @example
 * slugify('Mușchiuleț de porc cu orez & legume') // 'muschiulet-de-porc-cu-orez-legume'
 * slugify('Tokaji aszú őszibarack') // 'tokaji-aszu-oszibarack'
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[ßæœøđðłþı]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/**
 * Whether a value is a slug as `slugify` makes them: lower-case ASCII letters and digits in
 * groups joined by single dashes, 1 to 80 characters.
 *
 * @example
 * isSlug('ciorba-de-burta') // true
 * isSlug('Ciorbă') // false
 */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}
