import { parseENumber } from './_lib/parseENumber';

/**
 * Turns a typed E-number into its canonical form (upper-case E, no spaces, lower-case letter
 * and roman numeral), so that "e 330" and "E-330" are stored and matched as one additive.
 * Returns null for anything that is not an E-number in E100–E1599.
 *
 * @example
 * normalizeENumber('e 160 a(ii)') // 'E160a(ii)'
 * normalizeENumber('330') // null
 */
export function normalizeENumber(input: string): string | null {
  const parts = parseENumber(input);
  if (parts === null) return null;
  const group = parts.romanText === '' ? '' : `(${parts.romanText})`;
  return `E${parts.number}${parts.letter}${group}`;
}

/**
 * Orders E-numbers as the Union list does: by number, then letter suffix, then roman numeral
 * (E150a < E150d < E160a < E330 < E450(ii) < E450(ix) < E1422). Text that is not an E-number
 * sorts after every E-number, alphabetically, so a sort never throws on bad data.
 *
 * @example
 * ['E1422', 'E330', 'E150d'].sort(compareENumbers) // ['E150d', 'E330', 'E1422']
 */
export function compareENumbers(a: string, b: string): number {
  const left = parseENumber(a);
  const right = parseENumber(b);
  if (left === null || right === null) {
    if (left !== null) return -1;
    if (right !== null) return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (left.number !== right.number) return left.number - right.number;
  if (left.letter !== right.letter) return left.letter < right.letter ? -1 : 1;
  return left.roman - right.roman;
}
