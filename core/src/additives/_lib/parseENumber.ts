/** An E-number split into the parts that order it: E160a(ii) → 160, 'a', 2. */
export type ENumberParts = {
  number: number;
  /** Lower-case letter suffix, '' when absent. */
  letter: string;
  /** Value of the roman-numeral group, 0 when absent. */
  roman: number;
  /** Lower-case roman numeral as written in the canonical form, '' when absent. */
  romanText: string;
};

// Spaces and a hyphen are tolerated where people type them ("E-330", "e 160 a (ii)"); the number
// itself must be 3 or 4 digits without a leading zero.
const E_NUMBER_PATTERN = /^e\s*-?\s*([1-9]\d{2,3})\s*([a-z])?\s*(?:\(\s*([ivx]+)\s*\))?$/i;

// Sub-divisions in the Union list stay small (E450 runs to (ix)); this accepts 1–39 written
// canonically, so "(iiii)" or "(vx)" is rejected rather than guessed at.
const ROMAN_PATTERN = /^(x{0,3})(ix|iv|v?i{0,3})$/;
const ROMAN_DIGITS: Record<string, number> = { i: 1, v: 5, x: 10 };

/** Reads an E-number from user input, or returns null when it is not one (E100–E1599). */
export function parseENumber(input: string): ENumberParts | null {
  const match = E_NUMBER_PATTERN.exec(input.trim());
  if (match === null) return null;
  const number = Number(match[1]);
  if (number < 100 || number > 1599) return null;
  const letter = (match[2] ?? '').toLowerCase();
  const romanText = (match[3] ?? '').toLowerCase();
  const roman = romanText === '' ? 0 : romanValue(romanText);
  if (roman === null) return null;
  return { number, letter, roman, romanText };
}

function romanValue(text: string): number | null {
  if (!ROMAN_PATTERN.test(text)) return null;
  let total = 0;
  for (let index = 0; index < text.length; index += 1) {
    const value = ROMAN_DIGITS[text.charAt(index)] ?? 0;
    const next = ROMAN_DIGITS[text.charAt(index + 1)] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}
