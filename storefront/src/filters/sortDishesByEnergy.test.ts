import type { PublicMenu } from '@nutrimenu/core/contract';
import menuFixture from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};
import { describe, expect, test } from 'vitest';
import { type MenuDish, toMenuView } from '../menuView';
import type { MenuSort } from './menuFilter';
import { sortDishesByEnergy } from './sortDishesByEnergy';

// Per portion: ciorbă 240 kcal, mușchiuleț 676 kcal, papanași at least 850 kcal, limonadă 103 kcal.
const fixture = toMenuView(menuFixture as PublicMenu).menu?.sections.flatMap((s) => s.dishes);
const dishes = fixture ?? [];
const [ciorba, muschiulet, papanasi, limonada] = dishes as [MenuDish, MenuDish, MenuDish, MenuDish];
const unknown: MenuDish = { ...ciorba, slug: 'unknown', nutrition: null };

const slugs = (list: readonly MenuDish[]) => list.map((dish) => dish.slug);

describe('sortDishesByEnergy', () => {
  test.each<{ sort: MenuSort; order: MenuDish[] }>([
    { sort: 'menu', order: [ciorba, unknown, muschiulet, papanasi, limonada] },
    { sort: 'energy-asc', order: [limonada, ciorba, muschiulet, papanasi, unknown] },
    { sort: 'energy-desc', order: [muschiulet, ciorba, limonada, papanasi, unknown] },
  ])(
    '$sort: known figures ordered, "at least" and unknown energy after them',
    ({ sort, order }) => {
      const menuOrder = [ciorba, unknown, muschiulet, papanasi, limonada];
      expect(slugs(sortDishesByEnergy(menuOrder, sort))).toEqual(slugs(order));
    },
  );

  test('keeps menu order among equal figures and leaves its input as it was', () => {
    const twin = { ...ciorba, slug: 'twin' };
    const input = [twin, limonada, ciorba];
    expect(slugs(sortDishesByEnergy(input, 'energy-desc'))).toEqual([
      'twin',
      'ciorba-de-burta',
      'limonada-cu-menta',
    ]);
    expect(slugs(input)).toEqual(['twin', 'limonada-cu-menta', 'ciorba-de-burta']);
  });
});
