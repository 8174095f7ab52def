import { expect, test } from 'vitest';
import type { CiqualFoodNames } from './ciqualNames';
import { ciqualNamesOf } from './ciqualNamesOf';

const row = { ciqual_code: '28302', name_fr: 'Porc, échine crue', name_en: 'Pork, loin, raw' };
const none = { ro: [], hu: [], de: [], it: [], es: [] };
const translated: CiqualFoodNames = {
  names: {
    ro: 'Ceafă de porc, crudă',
    hu: 'Sertéstarja, nyers',
    de: 'Schweinenacken, roh',
    it: 'Coppa di maiale fresca, cruda',
    es: 'Aguja de cerdo, cruda',
  },
  alternatives: { ...none, hu: ['tarja, nyers'] },
  englishOverride: { name: 'Pork, neck (collar), raw', note: 'échine is the neck' },
};

test("the English override replaces CIQUAL's English name; French stays CIQUAL's", () => {
  const { name } = ciqualNamesOf(row, translated, undefined);
  expect(name.en).toBe('Pork, neck (collar), raw');
  expect(name.fr).toBe('Porc, échine crue');
});

test("aliases follow names.csv's alternative names, in every locale", () => {
  const { alternativeNames, imported } = ciqualNamesOf(row, translated, undefined, {
    hu: ['tarja'],
    en: ['pork neck'],
    ro: ['ceafă'],
  });
  expect(alternativeNames).toMatchObject({
    hu: 'tarja, nyers\ntarja',
    en: 'pork neck',
    ro: 'ceafă',
    fr: null,
    de: null,
  });
  expect(imported.alternativeNames.en).toBe('pork neck');
});

test('alternative names someone edited since the last import are kept', () => {
  const first = ciqualNamesOf(row, translated, undefined, { en: ['pork neck'] });
  const again = ciqualNamesOf(
    row,
    translated,
    {
      name: first.name,
      alternativeNames: { ...first.alternativeNames, en: 'collar' },
      imported: first.imported,
    },
    { en: ['pork neck', 'pork collar'] },
  );
  expect(again.alternativeNames.en).toBe('collar');
  expect(again.alternativeNames.hu).toBe('tarja, nyers');
});
