// Digits with at most one decimal separator, either '.' or the Romanian ','. Thousands
// separators and exponents are refused: '1.234,5' is ambiguous and nobody types '1e3' here.
const FORM_NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a form value as a number: '12,50' and '12.50' both give 12.5. Empty values ('', spaces,
 * null, NaN from an empty `valueAsNumber`) give undefined so the schema reports "required";
 * anything else unreadable is passed on unchanged so the schema reports "not a number".
 *
 * @example
 * toFormNumber(' 12,50 ') // 12.5
 */
export function toFormNumber(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return FORM_NUMBER.test(text) ? Number(text.replace(',', '.')) : value;
}
