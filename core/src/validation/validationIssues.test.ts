import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages';
import { amountSchema, nameSchema, uploadSchema } from './rules';
import { type ValidationIssue, validationIssues } from './validationIssues';

const dishForm = z.object({
  name: nameSchema,
  price: amountSchema,
  ingredients: z.array(z.object({ quantity: amountSchema })),
  photo: uploadSchema.optional(),
});

describe('validationIssues', () => {
  test.each<{ label: string; schema: z.ZodType; value: unknown; expected: ValidationIssue[] }>([
    {
      label: 'returns no issues for a valid form',
      schema: dishForm,
      value: { name: 'Sarmale', price: '32,50', ingredients: [{ quantity: 0.25 }] },
      expected: [],
    },
    {
      label: 'returns one issue per invalid field, in field order',
      schema: dishForm,
      value: { name: 'ab', price: '9999,99', ingredients: [] },
      expected: [
        { path: 'name', message: M.nameMinLength },
        { path: 'price', message: M.belowAmountLimit },
      ],
    },
    {
      label: 'joins nested paths with dots, array indexes included',
      schema: dishForm,
      value: {
        name: 'Sarmale',
        price: 30,
        ingredients: [{ quantity: 1 }, { quantity: 1.005 }],
        photo: { size: 3 * 1024 * 1024 },
      },
      expected: [
        { path: 'ingredients.1.quantity', message: M.maxTwoDecimals },
        { path: 'photo.size', message: M.maxFileSize },
      ],
    },
    {
      label: 'reports missing fields as required',
      schema: dishForm,
      value: { ingredients: [] },
      expected: [
        { path: 'name', message: M.required },
        { path: 'price', message: M.required },
      ],
    },
    {
      label: 'uses an empty path for a problem with the value itself',
      schema: nameSchema,
      value: '',
      expected: [{ path: '', message: M.required }],
    },
  ])('$label', ({ schema, value, expected }) => {
    expect(validationIssues(schema, value)).toEqual(expected);
  });
});
