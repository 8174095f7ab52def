import { describe, expect, test } from 'vitest';
import {
  compareDatabasePositions,
  isDatabasePosition,
  laterDatabasePosition,
} from './databasePosition';

describe('database positions', () => {
  test('are what PostgreSQL writes, and nothing else', () => {
    expect(isDatabasePosition('0/3001130')).toBe(true);
    expect(isDatabasePosition('16/B374D848')).toBe(true);
    expect(isDatabasePosition('16/b374d848')).toBe(true);
    for (const text of ['', '0', '0/', '/1', '1/2/3', '123456789/0', 'x/1', ' 0/1']) {
      expect(isDatabasePosition(text), text).toBe(false);
    }
  });

  test('compare by their value, not as text', () => {
    expect(compareDatabasePositions('0/FFFFFFFF', '1/0')).toBeLessThan(0);
    expect(compareDatabasePositions('0/A', '0/9')).toBeGreaterThan(0);
    expect(compareDatabasePositions('0/10', '0/9')).toBeGreaterThan(0);
    expect(compareDatabasePositions('2/0', '2/00')).toBe(0);
  });

  test('the later of two is kept, a missing one is ignored', () => {
    expect(laterDatabasePosition('0/10', '0/9')).toBe('0/10');
    expect(laterDatabasePosition('0/9', '1/0')).toBe('1/0');
    expect(laterDatabasePosition(undefined, '0/9')).toBe('0/9');
    expect(laterDatabasePosition('0/9', undefined)).toBe('0/9');
    expect(laterDatabasePosition(undefined, undefined)).toBeUndefined();
  });

  test('an invalid position is refused rather than compared', () => {
    expect(() => compareDatabasePositions('nope', '0/1')).toThrow(/Not a database position/);
  });
});
