import { z } from 'zod';
import { decimalPlaces } from './_lib/decimalPlaces';
import { graphemeLength } from './_lib/graphemeLength';
import { toFormNumber } from './_lib/toFormNumber';
import { VALIDATION_MESSAGES as M } from './messages';

/** Shortest accepted name, in user-perceived characters, after trimming. */
export const NAME_MIN_LENGTH = 3;
/** Prices and quantities must stay below this (exclusive). */
export const AMOUNT_LIMIT = 9999.99;
/** Small integers (e.g. counts) must stay below this (exclusive). */
export const SMALL_INTEGER_LIMIT = 9999;
/** Percentages must stay below this (exclusive). */
export const PERCENT_LIMIT = 100;
/** The upload limit: 2 MB, counted as 2 × 1024 × 1024 bytes (inclusive). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

// Every rule reports exactly one message, so each check aborts the ones after it.
const abort = (error: string) => ({ error, abort: true });

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'number' && Number.isNaN(input));

// z.number() already refuses NaN and ±Infinity; this only picks the message.
const number = z.number({ error: (issue) => (isEmpty(issue.input) ? M.required : M.notANumber) });

/**
 * A check for `z.number()` allowing at most 2 decimals, exact for values such as 19.99 and
 * 0.1 + 0.2 (accepted) and 1.005 and 1e-7 (rejected).
 *
 * @example
 * z.number().check(twoDecimals).safeParse(19.99).success // true
 */
export const twoDecimals = z.refine<number>((value) => decimalPlaces(value) <= 2, {
  error: M.maxTwoDecimals,
});

/**
 * A required text: trimmed, and refused when empty.
 *
 * @example
 * requiredString.parse('  Ciorbă ') // 'Ciorbă'
 */
export const requiredString = z.string({ error: M.required }).trim().min(1, abort(M.required));

/**
 * A name: a required text of at least 3 characters after trimming.
 *
 * @example
 * nameSchema.safeParse('ab').error?.issues[0]?.message // 'Numele trebuie să aibă cel puțin 3 caractere.'
 */
export const nameSchema = requiredString.refine(
  (value) => graphemeLength(value) >= NAME_MIN_LENGTH,
  abort(M.nameMinLength),
);

// Number schemas take what forms send: numbers, or strings with '.' or the Romanian ',' as
// decimal separator ('12,50'). Empty input ('', null, NaN) is "required".

/**
 * A number above 0.
 *
 * @example
 * positiveNumber.parse('0,5') // 0.5
 */
export const positiveNumber = z.preprocess(toFormNumber, number.positive(abort(M.positive)));

/**
 * A price or quantity: above 0, below 9999.99, at most 2 decimals.
 *
 * @example
 * amountSchema.parse('12,50') // 12.5
 */
export const amountSchema = z.preprocess(
  toFormNumber,
  number.positive(abort(M.positive)).lt(AMOUNT_LIMIT, abort(M.belowAmountLimit)).check(twoDecimals),
);

/**
 * An integer below 9999; a fraction gets the same message, since it is one rule.
 *
 * @example
 * smallIntegerSchema.parse('9998') // 9998
 */
export const smallIntegerSchema = z.preprocess(
  toFormNumber,
  number.int(abort(M.smallInteger)).lt(SMALL_INTEGER_LIMIT, abort(M.smallInteger)),
);

/**
 * A price that may be 0 (tap water, a free sample): at least 0, below 9999.99, at most 2
 * decimals. A price a dish is sold at uses `amountSchema`, which refuses 0.
 *
 * @example
 * priceSchema.parse('0') // 0
 * priceSchema.safeParse(1.005).success // false
 */
export const priceSchema = z.preprocess(
  toFormNumber,
  number
    .nonnegative(abort(M.nonNegative))
    .lt(AMOUNT_LIMIT, abort(M.belowAmountLimit))
    .check(twoDecimals),
);

/**
 * A percentage above 0 and below 100, for a share that cannot be nothing (a target food cost).
 *
 * @example
 * positivePercentSchema.safeParse(0).success // false
 */
export const positivePercentSchema = z.preprocess(
  toFormNumber,
  number.positive(abort(M.positive)).lt(PERCENT_LIMIT, abort(M.below100)),
);

/**
 * A percentage: at least 0 and below 100.
 *
 * @example
 * percentSchema.parse('99,99') // 99.99
 */
export const percentSchema = z.preprocess(
  toFormNumber,
  number.nonnegative(abort(M.nonNegative)).lt(PERCENT_LIMIT, abort(M.below100)),
);

/**
 * A whole number (safe integer range).
 *
 * @example
 * integerSchema.safeParse('2,5').error?.issues[0]?.message // 'Numărul trebuie să fie întreg.'
 */
export const integerSchema = z.preprocess(toFormNumber, number.int(abort(M.integer)));

/**
 * A file size in bytes, at most 2 MB. Not read from text: it comes from `File.size`.
 *
 * @example
 * fileSizeSchema.safeParse(MAX_UPLOAD_BYTES + 1).success // false
 */
export const fileSizeSchema = number
  .nonnegative(abort(M.nonNegative))
  .max(MAX_UPLOAD_BYTES, abort(M.maxFileSize));

/**
 * An uploaded file as the browser describes it; a `File` or `Blob` passes as is.
 *
 * @example
 * uploadSchema.safeParse({ size: 1024, type: 'image/png' }).success // true
 */
export const uploadSchema = z.object(
  { size: fileSizeSchema, type: z.string().optional() },
  { error: M.required },
);
