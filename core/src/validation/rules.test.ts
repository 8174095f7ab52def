import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  amountSchema,
  fileSizeSchema,
  integerSchema,
  MAX_UPLOAD_BYTES,
  nameSchema,
  percentSchema,
  positiveNumber,
  positivePercentSchema,
  priceSchema,
  requiredString,
  smallIntegerSchema,
  twoDecimals,
  uploadSchema,
} from './rules';

type Accepted = { label: string; value: unknown; expected: unknown };
type Rejected = { label: string; value: unknown; message: string };

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const EMPTY: Rejected[] = [
  { label: 'an empty string', value: '', message: M.required },
  { label: 'spaces only', value: '   ', message: M.required },
  { label: 'null', value: null, message: M.required },
  { label: 'undefined', value: undefined, message: M.required },
  { label: 'NaN (an empty number input)', value: Number.NaN, message: M.required },
];

const NOT_A_NUMBER: Rejected[] = [
  { label: 'Infinity', value: Number.POSITIVE_INFINITY, message: M.notANumber },
  { label: '-Infinity', value: Number.NEGATIVE_INFINITY, message: M.notANumber },
  { label: 'text', value: 'abc', message: M.notANumber },
  { label: 'a thousands separator', value: '1.234,5', message: M.notANumber },
  { label: 'an exponent', value: '1e3', message: M.notANumber },
  { label: 'a boolean', value: true, message: M.notANumber },
  { label: 'an object', value: {}, message: M.notANumber },
];

describe.each<{ rule: string; schema: z.ZodType; accepted: Accepted[]; rejected: Rejected[] }>([
  {
    rule: 'requiredString',
    schema: requiredString,
    accepted: [
      { label: 'one letter', value: 'a', expected: 'a' },
      { label: 'a padded text, trimmed', value: '  Ciorbă ', expected: 'Ciorbă' },
    ],
    rejected: [
      { label: 'an empty string', value: '', message: M.required },
      { label: 'spaces only', value: ' \t\n ', message: M.required },
      { label: 'null', value: null, message: M.required },
      { label: 'undefined', value: undefined, message: M.required },
      { label: 'a number', value: 5, message: M.required },
    ],
  },
  {
    rule: 'nameSchema',
    schema: nameSchema,
    accepted: [
      { label: 'exactly 3 characters', value: 'abc', expected: 'abc' },
      { label: '3 characters padded with spaces, trimmed', value: '  abc ', expected: 'abc' },
      { label: 'Romanian diacritics', value: 'Măr', expected: 'Măr' },
      { label: 'a long name', value: 'Ciorbă de burtă', expected: 'Ciorbă de burtă' },
    ],
    rejected: [
      { label: '2 characters', value: 'ab', message: M.nameMinLength },
      { label: '2 characters padded to 4', value: ' ab ', message: M.nameMinLength },
      {
        label: '2 characters written with a combining breve',
        value: 'a\u0306b',
        message: M.nameMinLength,
      },
      { label: 'one character', value: 'a', message: M.nameMinLength },
      { label: 'an empty string, reported once as required', value: '', message: M.required },
      { label: 'spaces only, reported once as required', value: '   ', message: M.required },
      { label: 'null', value: null, message: M.required },
      { label: 'undefined', value: undefined, message: M.required },
    ],
  },
  {
    rule: 'positiveNumber',
    schema: positiveNumber,
    accepted: [
      { label: 'a cent', value: 0.01, expected: 0.01 },
      { label: 'a decimal comma', value: '0,5', expected: 0.5 },
      { label: 'a decimal point', value: '0.5', expected: 0.5 },
      { label: 'a tiny value', value: 1e-7, expected: 1e-7 },
      { label: 'a large value (no upper limit in this rule)', value: 123456, expected: 123456 },
    ],
    rejected: [
      { label: 'zero', value: 0, message: M.positive },
      { label: 'negative zero', value: -0, message: M.positive },
      { label: 'a negative number', value: -1, message: M.positive },
      { label: 'a negative decimal comma', value: '-0,5', message: M.positive },
      ...EMPTY,
      ...NOT_A_NUMBER,
    ],
  },
  {
    rule: 'amountSchema',
    schema: amountSchema,
    accepted: [
      { label: 'a cent', value: 0.01, expected: 0.01 },
      { label: 'just below the limit', value: 9999.98, expected: 9999.98 },
      { label: 'just below the limit, typed with a comma', value: '9999,98', expected: 9999.98 },
      { label: 'a Romanian price', value: '12,50', expected: 12.5 },
      { label: 'a price with a point', value: '12.50', expected: 12.5 },
      { label: '19.99', value: 19.99, expected: 19.99 },
      {
        label: '0.1 + 0.2 (a float artefact, not a third decimal)',
        value: 0.1 + 0.2,
        expected: 0.1 + 0.2,
      },
      { label: 'trailing zeros beyond 2 decimals', value: '3,5000', expected: 3.5 },
    ],
    rejected: [
      { label: 'the limit 9999.99', value: 9999.99, message: M.belowAmountLimit },
      { label: 'the limit typed with a comma', value: '9999,99', message: M.belowAmountLimit },
      { label: 'ten thousand', value: 10000, message: M.belowAmountLimit },
      {
        label: 'above the limit with 3 decimals, reported once',
        value: 10000.555,
        message: M.belowAmountLimit,
      },
      { label: '1.005', value: 1.005, message: M.maxTwoDecimals },
      { label: '1,005 typed', value: '1,005', message: M.maxTwoDecimals },
      { label: '1e-7', value: 1e-7, message: M.maxTwoDecimals },
      { label: 'a tenth of a cent', value: 0.001, message: M.maxTwoDecimals },
      { label: 'zero', value: 0, message: M.positive },
      {
        label: 'a negative number with 3 decimals, reported once',
        value: -1.005,
        message: M.positive,
      },
      ...EMPTY,
      ...NOT_A_NUMBER,
    ],
  },
  {
    rule: 'smallIntegerSchema',
    schema: smallIntegerSchema,
    accepted: [
      { label: 'zero', value: 0, expected: 0 },
      { label: 'just below the limit', value: 9998, expected: 9998 },
      { label: 'just below the limit, typed', value: '9998', expected: 9998 },
      { label: 'a whole number typed with a decimal comma', value: '12,0', expected: 12 },
    ],
    rejected: [
      { label: 'the limit 9999', value: 9999, message: M.smallInteger },
      { label: 'ten thousand', value: 10000, message: M.smallInteger },
      { label: 'a fraction', value: 12.5, message: M.smallInteger },
      { label: 'a fraction typed with a comma', value: '12,5', message: M.smallInteger },
      {
        label: 'a fraction above the limit, reported once',
        value: 99999.5,
        message: M.smallInteger,
      },
      ...EMPTY,
      ...NOT_A_NUMBER,
    ],
  },
  {
    rule: 'percentSchema',
    schema: percentSchema,
    accepted: [
      { label: 'zero', value: 0, expected: 0 },
      { label: 'just below 100', value: 99.99, expected: 99.99 },
      { label: 'just below 100, typed with a comma', value: '99,99', expected: 99.99 },
      { label: 'a half', value: 50, expected: 50 },
    ],
    rejected: [
      { label: '100', value: 100, message: M.below100 },
      { label: 'just above 100', value: 100.01, message: M.below100 },
      { label: 'a negative value', value: -0.01, message: M.nonNegative },
      ...EMPTY,
      ...NOT_A_NUMBER,
    ],
  },
  {
    rule: 'priceSchema',
    schema: priceSchema,
    accepted: [
      { label: 'zero', value: 0, expected: 0 },
      { label: 'a price with a comma', value: '12,49', expected: 12.49 },
      { label: 'just below the limit', value: 9999.98, expected: 9999.98 },
    ],
    rejected: [
      { label: 'a negative price', value: -0.01, message: M.nonNegative },
      { label: 'the limit', value: 9999.99, message: M.belowAmountLimit },
      { label: 'three decimals', value: 1.005, message: M.maxTwoDecimals },
      ...EMPTY,
      ...NOT_A_NUMBER,
    ],
  },
  {
    rule: 'positivePercentSchema',
    schema: positivePercentSchema,
    accepted: [
      { label: 'a third', value: 33.3, expected: 33.3 },
      { label: 'typed with a comma', value: '28,5', expected: 28.5 },
    ],
    rejected: [
      { label: 'zero', value: 0, message: M.positive },
      { label: '100', value: 100, message: M.below100 },
      ...EMPTY,
      ...NOT_A_NUMBER,
    ],
  },
  {
    rule: 'integerSchema',
    schema: integerSchema,
    accepted: [
      { label: 'zero', value: 0, expected: 0 },
      { label: 'a negative integer', value: -3, expected: -3 },
      { label: 'a typed integer', value: ' 42 ', expected: 42 },
      {
        label: 'the largest safe integer',
        value: Number.MAX_SAFE_INTEGER,
        expected: Number.MAX_SAFE_INTEGER,
      },
    ],
    rejected: [
      { label: 'a fraction', value: 2.5, message: M.integer },
      { label: 'a fraction typed with a comma', value: '2,5', message: M.integer },
      { label: '0.1 + 0.2', value: 0.1 + 0.2, message: M.integer },
      { label: 'beyond the safe integer range', value: 2 ** 53, message: M.integer },
      ...EMPTY,
      ...NOT_A_NUMBER,
    ],
  },
  {
    rule: 'fileSizeSchema',
    schema: fileSizeSchema,
    accepted: [
      { label: 'an empty file', value: 0, expected: 0 },
      { label: 'exactly 2 MB', value: MAX_UPLOAD_BYTES, expected: 2_097_152 },
      { label: '2 MB less 1 byte', value: MAX_UPLOAD_BYTES - 1, expected: 2_097_151 },
      { label: '2,000,000 bytes (2 MB in decimal units)', value: 2_000_000, expected: 2_000_000 },
    ],
    rejected: [
      { label: '2 MB and 1 byte', value: MAX_UPLOAD_BYTES + 1, message: M.maxFileSize },
      {
        label: '3 MB',
        value: 3 * 1024 * 1024,
        message: M.maxFileSize,
      },
      { label: 'a negative size', value: -1, message: M.nonNegative },
      { label: 'a size as text (sizes come from File.size)', value: '1024', message: M.notANumber },
      { label: 'Infinity', value: Number.POSITIVE_INFINITY, message: M.notANumber },
      { label: 'null', value: null, message: M.required },
      { label: 'undefined', value: undefined, message: M.required },
      { label: 'NaN', value: Number.NaN, message: M.required },
    ],
  },
])('$rule', ({ schema, accepted, rejected }) => {
  test.each(accepted)('accepts $label', ({ value, expected }) => {
    expect(schema.parse(value)).toBe(expected);
  });

  test.each(rejected)('rejects $label with exactly its Romanian message', ({ value, message }) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });
});

describe('twoDecimals', () => {
  const schema = z.number().check(twoDecimals);

  test.each<{ label: string; value: number; ok: boolean }>([
    { label: '19.99', value: 19.99, ok: true },
    { label: 'a negative cent', value: -0.01, ok: true },
    { label: '0.1 + 0.2', value: 0.1 + 0.2, ok: true },
    { label: 'an integer', value: 7, ok: true },
    { label: '1.005', value: 1.005, ok: false },
    { label: '1e-7', value: 1e-7, ok: false },
  ])('$label: accepted is $ok', ({ value, ok }) => {
    expect(messagesOf(schema, value)).toEqual(ok ? [] : [M.maxTwoDecimals]);
  });
});

describe('uploadSchema', () => {
  test.each<{ label: string; value: unknown; expected: unknown }>([
    {
      label: 'a 2 MB image',
      value: { size: MAX_UPLOAD_BYTES, type: 'image/png' },
      expected: { size: MAX_UPLOAD_BYTES, type: 'image/png' },
    },
    { label: 'a size without a type', value: { size: 10 }, expected: { size: 10 } },
    {
      label: 'a Blob of exactly 2 MB',
      value: new Blob([new Uint8Array(MAX_UPLOAD_BYTES)], { type: 'image/jpeg' }),
      expected: { size: MAX_UPLOAD_BYTES, type: 'image/jpeg' },
    },
  ])('accepts $label', ({ value, expected }) => {
    expect(uploadSchema.parse(value)).toEqual(expected);
  });

  test.each<{ label: string; value: unknown; issues: { path: PropertyKey[]; message: string }[] }>([
    {
      label: 'a file of 2 MB and 1 byte',
      value: { size: MAX_UPLOAD_BYTES + 1, type: 'image/png' },
      issues: [{ path: ['size'], message: M.maxFileSize }],
    },
    {
      label: 'a Blob of 2 MB and 1 byte',
      value: new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)]),
      issues: [{ path: ['size'], message: M.maxFileSize }],
    },
    { label: 'no file', value: undefined, issues: [{ path: [], message: M.required }] },
    { label: 'null', value: null, issues: [{ path: [], message: M.required }] },
    { label: 'a missing size', value: {}, issues: [{ path: ['size'], message: M.required }] },
  ])('rejects $label', ({ value, issues }) => {
    const actual = uploadSchema.safeParse(value).error?.issues.map(({ path, message }) => ({
      path,
      message,
    }));
    expect(actual).toEqual(issues);
  });
});
