/**
 * Folded connector words of the 7 locales ("of", "de", "d'" of "gigot d'agneau", "di", "cu",
 * "mit"): a cook writes "échine de porc" where CIQUAL says "Porc, échine crue", so they must not
 * be required. "ou" (French "or", Romanian "egg") is not one.
 */
const CONNECTOR_WORDS = new Set([
  'a',
  'al',
  'alla',
  'and',
  'au',
  'aux',
  'az',
  'con',
  'cu',
  'd',
  'de',
  'dei',
  'del',
  'della',
  'des',
  'di',
  'du',
  'el',
  'en',
  'l',
  'la',
  'las',
  'le',
  'les',
  'los',
  'mit',
  'of',
  'si',
  'the',
  'und',
  'vom',
  'von',
  'with',
  'y',
]);

/**
 * The words a name must hold for a query: its folded words without the connector words (all of
 * them when there is nothing else).
 *
 * @example
 * requiredWords(['echine', 'de', 'porc']) // ['echine', 'porc']
 */
export function requiredWords(words: readonly string[]): string[] {
  const required = words.filter((word) => !CONNECTOR_WORDS.has(word));
  return required.length > 0 ? required : [...words];
}

/**
 * The forms a typed word may take in a name: itself and, for a plural, its singular ("eggs" →
 * "egg", "tomatoes" → "tomato", "anchovies" → "anchovy", "oeufs" → "oeuf"), so a plural typed by
 * a cook finds CIQUAL's singular names. Words ending in -ss, -us, -is, -os keep their s (Hungarian
 * "hus", Spanish plurals are written in the names), and short words are left alone.
 *
 * @example
 * wordForms('carrots') // ['carrots', 'carrot']
 */
export function wordForms(word: string): string[] {
  if (word.length < 4 || !word.endsWith('s') || /(?:ss|us|is|os)$/.test(word)) return [word];
  const forms = [word, word.slice(0, -1)];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  else if (word.endsWith('oes')) forms.push(word.slice(0, -2));
  return forms;
}
