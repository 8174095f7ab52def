import type { Translate } from '@nutrimenu/core/messages';
import { VALIDATION_MESSAGES as M } from '@nutrimenu/core/validation';
import { z } from 'zod';
import { nameKey } from './nameKey';

/** A cell's value, or why it cannot be used, in words a person understands. */
export type CellResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export const cellOk = <T>(value: T): CellResult<T> => ({ ok: true, value });
export const cellError = (code: string, message: string): CellResult<never> => ({
  ok: false,
  code,
  message,
});

// As core's form rules read numbers: '12,5' and '12.5' are 12.5; no thousands separators.
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** A number column's rule: the text is read as a decimal (comma or point) before the checks. */
export const decimalCell = (check: (number: z.ZodNumber) => z.ZodType<number>) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && DECIMAL.test(value) ? Number(value.replace(',', '.')) : value,
    check(z.number({ error: M.notANumber })),
  );

/**
 * Reads a cell with one of core's validation rules (or `decimalCell`); an empty cell is `null`
 * ("unknown" for nutrients, "none" elsewhere) unless `required`. The messages are the rules'
 * own, in Romanian in every locale as the spec wants.
 *
 * @example
 * readWithRule('12,50', amountSchema) // { ok: true, value: 12.5 }
 */
export function readWithRule<T>(
  text: string,
  schema: z.ZodType<T>,
  { required = false } = {},
): CellResult<T | null> {
  if (text === '') return required ? cellError('required', M.required) : cellOk(null);
  const parsed = schema.safeParse(text);
  if (parsed.success) return cellOk(parsed.data);
  return cellError('invalid', parsed.error.issues[0]?.message ?? M.notANumber);
}

const TRUE = new Set(['1', 'x', 'yes', 'y', 'true', 'da', 'oui', 'si', 'sí', 'ja', 'igen', 'wahr']);
const FALSE = new Set(['0', 'no', 'n', 'false', 'nu', 'non', 'nein', 'nem', 'falsch']);

/**
 * A yes/no cell: 1 or 0 as exported; also yes/no, true/false and "yes" in the seven languages
 * (da, oui, sì, ja, igen…); an empty cell is no.
 */
export function readBoolean(text: string, t: Translate): CellResult<boolean> {
  const value = text.toLowerCase();
  if (value === '' || FALSE.has(value)) return cellOk(false);
  if (TRUE.has(value)) return cellOk(true);
  return cellError('boolean', t('admin.csv.error.boolean', { value: text }));
}

/**
 * One of `allowed` (compared without case, diacritics or punctuation: "Served weight" is
 * `servedWeight`), or an `alias`; empty is `null`.
 */
export function readChoice<T extends string>(
  text: string,
  allowed: readonly T[],
  t: Translate,
  aliases: Record<string, T> = {},
): CellResult<T | null> {
  if (text === '') return cellOk(null);
  const key = nameKey(text).replaceAll('-', '');
  const found = allowed.find((value) => nameKey(value).replaceAll('-', '') === key) ?? aliases[key];
  if (found) return cellOk(found);
  return cellError(
    'choice',
    t('admin.csv.error.choice', { value: text, allowed: allowed.join(', ') }),
  );
}

/**
 * A list cell ("gluten, milk"): each item resolved by `resolve`; the first that is not gives the
 * error. Repeats are dropped, the order kept.
 */
export function readList<T>(
  text: string,
  resolve: (item: string) => CellResult<T>,
): CellResult<T[]> {
  const values: T[] = [];
  for (const item of text.split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const result = resolve(item);
    if (!result.ok) return result;
    if (!values.includes(result.value)) values.push(result.value);
  }
  return cellOk(values);
}

/**
 * A number for a spreadsheet in the markets' convention: decimal comma, no exponent, no
 * thousands separator; empty for no value.
 *
 * @example
 * formatDecimal(81.1) // '81,1'
 * formatDecimal(null) // ''
 */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = String(value).includes('e')
    ? value.toFixed(12).replace(/\.?0+$/, '')
    : String(value);
  return text.replace('.', ',');
}

/** A yes/no cell as exported: 1 or 0. */
export const formatBoolean = (value: boolean | null | undefined): string => (value ? '1' : '0');
