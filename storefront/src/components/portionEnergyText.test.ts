import type { NutritionTableRow, PublicMenu } from '@nutrimenu/core/contract';
import menuFixture from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};
import { createTranslator } from '@nutrimenu/core/messages';
import { en } from '@nutrimenu/core/messages/en';
import { hu } from '@nutrimenu/core/messages/hu';
import { ro } from '@nutrimenu/core/messages/ro';
import { describe, expect, test } from 'vitest';
import { type MenuDish, toMenuView } from '../menuView';
import { portionEnergyText } from './portionEnergyText';

const dishes = toMenuView(menuFixture as PublicMenu).menu?.sections.flatMap((s) => s.dishes) ?? [];
const [ciorba, , papanasi, limonada] = dishes as [MenuDish, MenuDish, MenuDish, MenuDish];
const CATALOGS = { en, ro, hu } as const;
const t = (locale: keyof typeof CATALOGS) => createTranslator(locale, CATALOGS[locale]);

function withPortionEnergy(dish: MenuDish, kj: NutritionTableRow, kcal: NutritionTableRow) {
  if (!dish.nutrition) throw new Error('The fixture dish has nutrition');
  return {
    ...dish,
    nutrition: { ...dish.nutrition, perPortion: { energyKj: kj, energyKcal: kcal } },
  };
}
const unknownRow: NutritionTableRow = { status: 'unknown', value: null, display: null, ri: null };

describe('portionEnergyText', () => {
  test.each<{ label: string; locale: keyof typeof CATALOGS; dish: MenuDish; text: string }>([
    {
      label: "kJ and kcal in English too (an EU restaurant's English page)",
      locale: 'en',
      dish: ciorba,
      text: `${ciorba.nutrition?.perPortion.energyKj.display} kJ / 240 kcal per portion (405 g)`,
    },
    {
      label: 'kJ and kcal in Romanian',
      locale: 'ro',
      dish: ciorba,
      text: `${ciorba.nutrition?.perPortion.energyKj.display} kJ / 240 kcal pe porție (405 g)`,
    },
    {
      label: 'a drink per portion in ml',
      locale: 'en',
      dish: limonada,
      text: `${limonada.nutrition?.perPortion.energyKj.display} kJ / 103 kcal per portion (383 ml)`,
    },
    {
      label: 'a partial figure is "at least"',
      locale: 'en',
      dish: papanasi,
      text: `at least ${papanasi.nutrition?.perPortion.energyKj.display} kJ / 850 kcal per portion (384 g)`,
    },
    {
      label: 'no nutrition: unknown, never 0',
      locale: 'hu',
      dish: { ...ciorba, nutrition: null },
      text: 'Az adag energiatartalma nem ismert',
    },
    {
      label: 'unknown kJ: not known, never kcal alone',
      locale: 'ro',
      dish: withPortionEnergy(
        ciorba,
        unknownRow,
        ciorba.nutrition?.perPortion.energyKcal as NutritionTableRow,
      ),
      text: 'Valoarea energetică pe porție nu este cunoscută',
    },
    {
      label: 'unknown kJ in English too',
      locale: 'en',
      dish: withPortionEnergy(
        ciorba,
        unknownRow,
        ciorba.nutrition?.perPortion.energyKcal as NutritionTableRow,
      ),
      text: 'Energy per portion not known',
    },
  ])('$label', ({ locale, dish, text }) => {
    expect(portionEnergyText(dish, locale, t(locale))).toBe(text);
  });
});
