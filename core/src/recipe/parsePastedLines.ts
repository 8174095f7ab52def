import { normalizeSearchText } from '../locale/normalizeSearchText';
import type { QuantityUnit } from './types';
import { UNIT_WORDS } from './unitWords';

/** Why a pasted line was not understood. */
export type PastedLineIssue = 'noQuantity' | 'invalidQuantity' | 'unknownUnit' | 'noName';

/** One non-empty pasted line: understood as a name, a quantity and a stored unit, or not. */
export type PastedLine =
  | { status: 'parsed'; text: string; name: string; quantity: number; unit: QuantityUnit }
  | { status: 'invalid'; text: string; issue: PastedLineIssue; unitText?: string };

// A decimal with a comma or a point: "500", "1,5", "0.25".
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`([\p{L}][\p{L}.]*)`;
/** "făină 500 g", "ouă 3 buc.", "Smântână 20% grăsime 200g", "ouă 3". */
const NAME_FIRST = new RegExp(String.raw`^(.+?)\s+${NUMBER}\s*${UNIT}?$`, 'u');
/** "500 g făină", "3 ouă", "1,5kg cartofi". */
const QUANTITY_FIRST = new RegExp(String.raw`^${NUMBER}\s*${UNIT}?(?:\s+(.+))?$`, 'u');
// A list's bullet or number: "- ", "• ", "* ", "1. ", "2) ".
const LIST_MARK = /^(?:[-•*–—]|\d+[.)])\s+/u;
// Separators a list puts between the name and the quantity: "făină: 500 g", "ouă - 3 buc".
const TRAILING_SEPARATOR = /[\s:;,–—-]+$/u;

function parseNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

function unitOf(text: string | undefined): { unit: QuantityUnit; factor: number } | null {
  if (text === undefined) return { unit: 'pcs', factor: 1 };
  return UNIT_WORDS[normalizeSearchText(text)] ?? null;
}

function parsed(
  text: string,
  name: string,
  quantityText: string,
  unitText: string | undefined,
): PastedLine {
  const cleanName = name.replace(TRAILING_SEPARATOR, '').trim();
  if (normalizeSearchText(cleanName) === '') return { status: 'invalid', text, issue: 'noName' };
  const unit = unitOf(unitText);
  if (!unit) {
    // A missing unit means pieces, so an unknown unit always has a text.
    return { status: 'invalid', text, issue: 'unknownUnit', unitText: unitText ?? '' };
  }
  const quantity = Math.round(parseNumber(quantityText) * unit.factor * 1000) / 1000;
  if (!(quantity > 0)) return { status: 'invalid', text, issue: 'invalidQuantity' };
  return { status: 'parsed', text, name: cleanName, quantity, unit: unit.unit };
}

function parseLine(text: string): PastedLine {
  const line = text.replace(LIST_MARK, '').replace(/\s+/gu, ' ').trim();
  const nameFirst = NAME_FIRST.exec(line);
  if (nameFirst) {
    const [, name = '', quantity = '', unit] = nameFirst;
    return parsed(text, name, quantity, unit);
  }
  const quantityFirst = QUANTITY_FIRST.exec(line);
  if (quantityFirst) {
    const [, quantity = '', unitText, rest] = quantityFirst;
    // "3 ouă": the word after the number is the name, not a unit; the count is in pieces.
    if (unitText !== undefined && unitOf(unitText) === null) {
      return parsed(text, rest ? `${unitText} ${rest}` : unitText, quantity, undefined);
    }
    return parsed(text, rest ?? '', quantity, unitText);
  }
  return { status: 'invalid', text, issue: 'noQuantity' };
}

/**
 * The recipe lines in text pasted from a spreadsheet (cells separated by tabs: name, quantity,
 * unit, or name and "500 g") or a list ("făină 500 g", "3 ouă", "- lapte: 0,2 l"), one per
 * non-empty line. A quantity is a decimal with a comma or a point, before or after the name; the
 * unit is any word of `UNIT_WORDS` (kg and l converted to g and ml), and none means pieces.
 * Lines not understood are answered too, with the reason, so nobody's line disappears silently.
 *
 * @example
 * parsePastedLines('făină 500 g\nouă 3 buc')
 * // [{ status: 'parsed', text: 'făină 500 g', name: 'făină', quantity: 500, unit: 'g' },
 * //  { status: 'parsed', text: 'ouă 3 buc', name: 'ouă', quantity: 3, unit: 'pcs' }]
 */
export function parsePastedLines(pasted: string): PastedLine[] {
  return pasted
    .split(/\r\n|\r|\n/u)
    .map((row) =>
      row
        .split('\t')
        .map((cell) => cell.trim())
        .filter((cell) => cell !== '')
        .join(' '),
    )
    .filter((line) => line !== '')
    .map(parseLine);
}
