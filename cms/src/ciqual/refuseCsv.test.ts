import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CIQUAL_CSV_PATH, parseCiqualCsv } from './ciqualRow';
import { CIQUAL_REFUSE_CSV_PATH, parseRefuseCsv } from './refuseCsv';

const text = readFileSync(CIQUAL_REFUSE_CSV_PATH, 'utf8');
const refuse = parseRefuseCsv(text);
const ciqual = parseCiqualCsv(readFileSync(CIQUAL_CSV_PATH, 'utf8'));

describe('refuse.csv against its rules', () => {
  test('covers the common foods bought with waste', () => {
    expect(refuse.size).toBeGreaterThanOrEqual(40);
  });

  test('every code is a raw, not frozen, CIQUAL food, named as CIQUAL names it', () => {
    for (const entry of refuse.values()) {
      const food = ciqual.get(entry.code);
      expect(food, entry.code).toBeDefined();
      expect(food?.name_en, entry.code).toBe(entry.nameEn);
      expect(entry.nameEn, entry.code).toMatch(/\braw\b/i);
      expect(entry.nameEn, entry.code).not.toMatch(/frozen|cooked|boiled/i);
    }
  });

  test('every loss is 0 ≤ x < 100, with what is cut off and the USDA food it comes from', () => {
    for (const entry of refuse.values()) {
      expect(entry.coldLossPercent).toBeGreaterThanOrEqual(0);
      expect(entry.coldLossPercent).toBeLessThan(100);
      expect(entry.refuse.length, entry.code).toBeGreaterThan(2);
      expect(entry.usdaNdb, entry.code).toMatch(/^\d{5}$/);
      expect(entry.usdaDescription.length, entry.code).toBeGreaterThan(3);
    }
  });

  test('no code is given twice', () => {
    const codes = text
      .split('\n')
      .filter((line) => /^\d/.test(line))
      .map((line) => line.split(',')[0]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBe(refuse.size);
  });

  test('the header names the source and the rules', () => {
    expect(text).toMatch(/^# .*\n(# .*\n|#\n)*ciqual_code,/);
    expect(text).toContain('National Nutrient Database for');
    expect(text).toContain('public domain');
  });

  test.each([
    ['20034', 'onion', 10, '11282', /stem ends/i],
    ['11000', 'garlic', 13, '11215', /skin/i],
    ['13005', 'banana', 36, '09040', /skin/i],
    ['22000', 'egg', 12, '01123', /shell/i],
    ['20016', 'cauliflower', 61, '11135', /stalks/i],
    ['36002', 'chicken leg', 27, '05075', /bone/i],
  ])('%s (%s) loses %d % (USDA %s)', (code, _name, loss, ndb, what) => {
    const entry = refuse.get(code);
    expect(entry?.coldLossPercent).toBe(loss);
    expect(entry?.usdaNdb).toBe(ndb);
    expect(entry?.refuse).toMatch(what);
  });
});

describe('parseRefuseCsv refuses a malformed row', () => {
  const header = 'ciqual_code,name_en,cold_loss_percent,refuse,usda_ndb,usda_description';
  test.each([
    ['a bad code', 'x1,Onion,10,Skin,11282,Onions'],
    ['a loss of 100', '1,Onion,100,Skin,11282,Onions'],
    ['a negative loss', '1,Onion,-1,Skin,11282,Onions'],
    ['no loss', '1,Onion,,Skin,11282,Onions'],
    ['no refuse', '1,Onion,10,,11282,Onions'],
    ['no source food', '1,Onion,10,Skin,11282,'],
    ['a bad NDB number', '1,Onion,10,Skin,112,Onions'],
    ['a code twice', '1,Onion,10,Skin,11282,Onions\n1,Onion,12,Skin,11282,Onions'],
  ])('%s', (_label, rows) => {
    expect(() => parseRefuseCsv(`# provenance\n${header}\n${rows}\n`)).toThrow();
  });
});
