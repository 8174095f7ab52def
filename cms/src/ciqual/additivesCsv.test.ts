import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CIQUAL_ADDITIVES_CSV_PATH, parseAdditivesCsv } from './additivesCsv';
import { CIQUAL_ALLERGENS_CSV_PATH, parseAllergensCsv } from './allergens/allergensCsv';

const additives = parseAdditivesCsv(readFileSync(CIQUAL_ADDITIVES_CSV_PATH, 'utf8'));
const allergens = parseAllergensCsv(readFileSync(CIQUAL_ALLERGENS_CSV_PATH, 'utf8'));

describe('additives.csv against the allergen table', () => {
  test('links exactly the foods the allergen table marks as additives', () => {
    const marked = [...allergens.values()].filter((row) => row.isAdditive).map((row) => row.code);
    expect([...additives.keys()].sort()).toEqual(marked.sort());
  });

  test('sodium bicarbonate and soy lecithin are additives; baking powder contains two', () => {
    expect(additives.get('11507')).toMatchObject([
      { link: 'is', eNumber: 'E500(ii)', functionalClass: 'raisingAgents' },
    ]);
    expect(additives.get('42200')).toMatchObject([
      { link: 'is', eNumber: 'E322', functionalClass: 'emulsifiers' },
    ]);
    expect(additives.get('11046')?.map((link) => [link.link, link.eNumber])).toEqual([
      ['contains', 'E450(i)'],
      ['contains', 'E500(ii)'],
    ]);
  });

  test('one E-number has one class and one name wherever it appears', () => {
    const seen = new Map<string, string>();
    for (const links of additives.values()) {
      for (const link of links) {
        const key = JSON.stringify([link.functionalClass, link.name]);
        expect(seen.get(link.eNumber) ?? key, link.eNumber).toBe(key);
        seen.set(link.eNumber, key);
      }
    }
  });
});

describe('parseAdditivesCsv refuses a malformed row', () => {
  const header =
    'ciqual_code,link,e_number,functional_class,name_en,name_ro,name_fr,name_it,name_es,name_hu,name_de,why';
  const names = 'a,b,c,d,e,f,g';
  test.each([
    ['an unknown link', `1,maybe,E322,emulsifiers,${names},x`],
    ['a bad E-number', `1,is,E99999,emulsifiers,${names},x`],
    ['an unknown class', `1,is,E322,glue,${names},x`],
    ['a missing name', '1,is,E322,emulsifiers,a,b,c,d,e,f,,x'],
    ['two "is" rows', `1,is,E322,emulsifiers,${names},x\n1,is,E500,raisingAgents,${names},x`],
  ])('%s', (_label, rows) => {
    expect(() => parseAdditivesCsv(`${header}\n${rows}\n`)).toThrow();
  });
});
