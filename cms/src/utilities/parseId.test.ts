import type { PayloadRequest } from 'payload';
import { expect, test } from 'vitest';
import { EndpointError } from './EndpointError';
import { parseId } from './parseId';

// Payload's `t` as it answers in English, `{{args}}` filled in.
const t = ((key: string, values?: { args?: string }) =>
  key === 'error:invalidRequestArgs'
    ? `Invalid arguments passed in request: ${values?.args}`
    : key) as PayloadRequest['t'];

test.each([
  { value: '1', id: 1 },
  { value: '42', id: 42 },
  { value: '2147483647', id: 2147483647 },
])('$value is the id $id', ({ value, id }) => {
  expect(parseId(value, 'id', t)).toBe(id);
});

test.each(['', '0', '-3', '1.5', 'abc', '12abc', '2147483648', '99999999999', undefined])(
  '"%s" is a 400 that names the argument',
  (value) => {
    expect(() => parseId(value, 'menu', t)).toThrow(EndpointError);
    try {
      parseId(value, 'menu', t);
    } catch (error) {
      expect((error as EndpointError).status).toBe(400);
      expect((error as EndpointError).message).toBe(
        `Invalid arguments passed in request: menu "${value ?? ''}"`,
      );
    }
  },
);
