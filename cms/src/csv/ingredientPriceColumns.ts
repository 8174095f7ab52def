import { PACK_UNITS } from '@nutrimenu/core/costing';
import type { Translate } from '@nutrimenu/core/messages';
import { amountSchema, priceSchema } from '@nutrimenu/core/validation';
import { z } from 'zod';
import { cellError, cellOk, readChoice, readWithRule } from './csvCells';
import { type CsvColumn, numberColumn, textColumn } from './csvColumn';

/** The column naming which stored price a row is (empty: a new price). */
export const PRICE_ID_COLUMN = 'price_id';
/** The ingredient priced, by id; `ingredient` names it instead (or as well, for people). */
export const PRICE_INGREDIENT_ID_COLUMN = 'ingredient_id';
export const PRICE_INGREDIENT_COLUMN = 'ingredient';
/** Written by the export (1 for the price in force), ignored by the import. */
export const PRICE_IN_FORCE_COLUMN = 'in_force';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A moment as the file writes it: a day (2026-12-01, midnight UTC, as a supplier's list dates
 * its prices) or an ISO date-time with its offset (as the export writes it), always the
 * same instant back as ISO text, so a re-imported export compares equal.
 */
function readMoment(text: string, t: Translate) {
  if (text === '') return cellError('required', t('admin.csv.error.date', { value: text }));
  const iso = DAY.test(text) ? `${text}T00:00:00.000Z` : text;
  const parsed = z.iso.datetime({ offset: true }).safeParse(iso);
  const date = new Date(iso);
  if (!parsed.success || Number.isNaN(date.getTime())) {
    return cellError('date', t('admin.csv.error.date', { value: text }));
  }
  return cellOk(date.toISOString());
}

/**
 * The columns of the prices CSV after the price's and the ingredient's, in the export's order:
 * the pack's price VAT excluded (decimal comma or point, at most 2 decimals), its quantity and
 * unit (g, kg, ml, l, piece; 1 kg when left empty), the supplier and the day it is valid from.
 */
export function ingredientPriceColumns(t: Translate): CsvColumn[] {
  return [
    numberColumn('price', 'price', priceSchema, { required: true }),
    {
      ...numberColumn('pack_quantity', 'packQuantity', amountSchema),
      read: (text) => (text === '' ? cellOk(1) : readWithRule(text, amountSchema)),
    },
    {
      name: 'pack_unit',
      path: 'packUnit',
      format: (value) => (typeof value === 'string' ? value : ''),
      read: (text, context) =>
        text === '' ? cellOk('kg') : readChoice(text, PACK_UNITS, context.t),
      normalise: (value) => value ?? null,
    },
    textColumn('supplier', 'supplier', {
      rule: z
        .string()
        .trim()
        .max(200, { error: t('admin.csv.error.tooLong', { max: 200 }) }),
    }),
    {
      name: 'valid_from',
      path: 'validFrom',
      format: (value) => (typeof value === 'string' ? new Date(value).toISOString() : ''),
      read: (text) => readMoment(text, t),
      normalise: (value) => (typeof value === 'string' ? new Date(value).toISOString() : null),
    },
  ];
}
