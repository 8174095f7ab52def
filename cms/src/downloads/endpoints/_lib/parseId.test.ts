import { expect, test } from 'vitest';
import { DownloadError } from './DownloadError';
import { parseId } from './parseId';

test.each([
  { value: '1', id: 1 },
  { value: '42', id: 42 },
  { value: '2147483647', id: 2147483647 },
])('$value is the id $id', ({ value, id }) => {
  expect(parseId(value, 'recipe')).toBe(id);
});

test.each(['', '0', '-3', '1.5', 'abc', '12abc', '2147483648', '99999999999', undefined])(
  '"%s" is a 400 that names the id',
  (value) => {
    expect(() => parseId(value, 'menu')).toThrow(DownloadError);
    try {
      parseId(value, 'menu');
    } catch (error) {
      expect((error as DownloadError).status).toBe(400);
      expect((error as DownloadError).message).toBe(
        `No menu id "${value ?? ''}": an id is a whole number such as 12.`,
      );
    }
  },
);
