import { describe, expect, test } from 'vitest';
import { csvOutcome, csvUrl } from './csvTransferLinks';

describe('csvUrl', () => {
  test.each([
    ['ingredients', 7, false, '/api/csv/restaurants/7/ingredients.csv?locale=ro'],
    ['recipes', '12', true, '/api/csv/restaurants/12/recipes.csv?locale=ro&dryRun=1'],
    ['ingredients', null, false, '/api/csv/library/ingredients.csv?locale=ro'],
  ] as const)('%s of %s (dry run %s)', (kind, restaurant, dryRun, url) => {
    expect(csvUrl('/api', kind, restaurant, 'ro', { dryRun })).toBe(url);
  });
});

describe('csvOutcome', () => {
  test('a passed import gives its counts', () => {
    expect(
      csvOutcome(200, { dryRun: true, created: 1, updated: 2, unchanged: 3, items: [] }),
    ).toEqual({ kind: 'done', dryRun: true, created: 1, updated: 2, unchanged: 3 });
  });

  test('a refused file lists its problems by row and column', () => {
    expect(
      csvOutcome(400, {
        errors: [
          { row: 3, column: 'fat', code: 'invalid', message: 'Valoarea trebuie să fie un număr.' },
          { row: 4, column: null, code: 'saveFailed', message: 'Could not be saved' },
        ],
      }),
    ).toEqual({
      kind: 'refused',
      message: null,
      problems: [
        { row: 3, column: 'fat', message: 'Valoarea trebuie să fie un număr.' },
        { row: 4, column: null, message: 'Could not be saved' },
      ],
    });
  });

  test('a refusal of the whole file (413) is its message alone', () => {
    const message = 'Fișierul trebuie să aibă cel mult 2 MB.';
    expect(csvOutcome(413, { errors: [{ message }] })).toEqual({
      kind: 'refused',
      message,
      problems: [],
    });
  });

  test.each([
    [500, { errors: [{ message: 'An unknown error has occurred.' }] }],
    [400, { message: 'not our shape' }],
    [200, 'not json'],
    [502, null],
  ])('anything else (%s) is a failure to retry', (status, body) => {
    expect(csvOutcome(status, body)).toEqual({ kind: 'failed' });
  });
});
