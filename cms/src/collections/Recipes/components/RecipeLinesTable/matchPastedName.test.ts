import { describe, expect, test } from 'vitest';
import { matchPastedName } from './matchPastedName';

const flour = { id: 4, name: 'Făină albă' };
const flour650 = { id: 9, name: 'Făină albă tip 650' };

describe('matchPastedName', () => {
  test('the only hit is taken', () => {
    expect(matchPastedName('faina', [flour650])).toEqual({ status: 'matched', hit: flour650 });
  });

  test('among several, the one named exactly so, accents and case ignored', () => {
    expect(matchPastedName('FAINA ALBA', [flour650, flour])).toEqual({
      status: 'matched',
      hit: flour,
    });
  });

  test('several hits and no exact name: the owner chooses', () => {
    expect(matchPastedName('faina', [flour, flour650])).toEqual({
      status: 'ambiguous',
      hits: [flour, flour650],
    });
    const twins = [flour, { id: 5, name: 'Faina alba' }];
    expect(matchPastedName('faina alba', twins)).toEqual({ status: 'ambiguous', hits: twins });
  });

  test('no hit: unmatched', () => {
    expect(matchPastedName('ceva', [])).toEqual({ status: 'unmatched' });
  });
});
