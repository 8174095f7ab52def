import { normalizeENumber } from '@nutrimenu/core/additives';
import type { Translate } from '@nutrimenu/core/messages';
import { VALIDATION_MESSAGES as M } from '@nutrimenu/core/validation';
import type { z } from 'zod';
import { idOfUnknown } from '../utilities/idOf';
import {
  type CellResult,
  cellError,
  cellOk,
  formatBoolean,
  formatDecimal,
  readBoolean,
  readChoice,
  readList,
  readWithRule,
} from './csvCells';

/** What reading and writing cells needs besides the cell: messages and the additives. */
export interface CellContext {
  t: Translate;
  /** Additive ids by canonical E-number ("E330"), and back. */
  additiveIds: ReadonlyMap<string, number>;
  eNumbers: ReadonlyMap<number, string>;
}

/**
 * One column of an export and import: its header, the document field it maps to (a dotted path
 * such as `nutrients.fat`), how a stored value becomes a cell and a cell a value to store, and
 * the stored value in the form `read` gives, so that a re-imported export compares equal.
 */
export interface CsvColumn {
  name: string;
  path: string;
  format(value: unknown, context: CellContext): string;
  read(text: string, context: CellContext): CellResult<unknown>;
  normalise(value: unknown): unknown;
}

/** The value at a dotted path of a document. */
export function valueAt(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const orNull = (value: unknown) => (value === undefined || value === '' ? null : value);

/** Whether two normalised values are the same; lists compare as sets. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    const sorted = (list: unknown[]) => list.map((item) => String(item)).sort();
    const [left, right] = [sorted(a), sorted(b)];
    return left.length === right.length && left.every((item, index) => item === right[index]);
  }
  return a === b;
}

const required = (): CellResult<never> => cellError('required', M.required);

export function textColumn(
  name: string,
  path: string,
  options: { required?: boolean; rule?: z.ZodType<string> } = {},
): CsvColumn {
  return {
    name,
    path,
    format: (value) => (typeof value === 'string' ? value : ''),
    read: (text) => {
      if (options.rule) return readWithRule(text, options.rule, options);
      if (text === '') return options.required ? required() : cellOk(null);
      return cellOk(text);
    },
    normalise: orNull,
  };
}

export function numberColumn(
  name: string,
  path: string,
  rule: z.ZodType<number>,
  options: { required?: boolean } = {},
): CsvColumn {
  return {
    name,
    path,
    format: (value) => formatDecimal(typeof value === 'number' ? value : null),
    read: (text) => readWithRule(text, rule, options),
    normalise: (value) => (typeof value === 'number' ? value : null),
  };
}

export function booleanColumn(name: string, path: string): CsvColumn {
  return {
    name,
    path,
    format: (value) => formatBoolean(value === true),
    read: (text, { t }) => readBoolean(text, t),
    normalise: (value) => value === true,
  };
}

export function choiceColumn<T extends string>(
  name: string,
  path: string,
  allowed: readonly T[],
  options: { required?: boolean; aliases?: Record<string, T> } = {},
): CsvColumn {
  return {
    name,
    path,
    format: (value) => (typeof value === 'string' ? value : ''),
    read: (text, { t }) => {
      if (text === '' && options.required) return required();
      return readChoice(text, allowed, t, options.aliases);
    },
    normalise: orNull,
  };
}

/** Several choices in one cell, "gluten, milk"; an item may also be one of `aliases`. */
export function choiceListColumn<T extends string>(
  name: string,
  path: string,
  allowed: readonly T[],
  aliases: Record<string, T> = {},
): CsvColumn {
  return {
    name,
    path,
    format: (value) => (Array.isArray(value) ? value.join(', ') : ''),
    read: (text, { t }) =>
      readList(text, (item) => {
        const result = readChoice(item, allowed, t, aliases);
        return result.ok ? cellOk(result.value as T) : result;
      }),
    normalise: (value) => (Array.isArray(value) ? value : []),
  };
}

/** Additives by E-number ("E330, E300" for `hasMany`, else one). */
export function additivesColumn(name: string, path: string, hasMany: boolean): CsvColumn {
  const lookUp = (item: string, { t, additiveIds }: CellContext): CellResult<number> => {
    const id = additiveIds.get(normalizeENumber(item) ?? item);
    return id === undefined
      ? cellError('unknownAdditive', t('admin.csv.error.unknownAdditive', { value: item }))
      : cellOk(id);
  };
  const eNumber = (value: unknown, { eNumbers }: CellContext) => {
    const id = idOfUnknown(value);
    return typeof id === 'number' ? (eNumbers.get(id) ?? String(id)) : '';
  };
  return {
    name,
    path,
    format: (value, context) =>
      hasMany
        ? (Array.isArray(value) ? value : []).map((item) => eNumber(item, context)).join(', ')
        : eNumber(value, context),
    read: (text, context) => {
      if (hasMany) return readList(text, (item) => lookUp(item, context));
      return text === '' ? cellOk(null) : lookUp(text, context);
    },
    normalise: (value) =>
      hasMany ? (Array.isArray(value) ? value.map(idOfUnknown) : []) : orNull(idOfUnknown(value)),
  };
}
