import type { MenuDishFacts } from '../menuView';
import type { MenuSort } from './menuFilter';

/**
 * The per-portion kcal a dish can be placed by: only a known figure. A lower bound ("at least
 * 222 kcal") could belong anywhere above it, and an unknown one anywhere at all, so neither is
 * placed among the known figures.
 */
function knownKcal(dish: MenuDishFacts): number | null {
  const kcal = dish.nutrition?.perPortion.energyKcal;
  return kcal?.status === 'known' ? kcal.value : null;
}

/**
 * `dishes` in the order `sort` asks for: as given for the menu's order; otherwise by energy per
 * portion, lowest or highest first, with the dishes whose energy is only partly known and then
 * those whose energy is unknown after them, each group in menu order (the sort is stable).
 *
 * @example
 * sortDishesByEnergy([soup, pancakes, lemonade], 'energy-asc') // [lemonade, soup, pancakes]
 */
export function sortDishesByEnergy<D extends MenuDishFacts>(
  dishes: readonly D[],
  sort: MenuSort,
): D[] {
  if (sort === 'menu') return [...dishes];
  const direction = sort === 'energy-asc' ? 1 : -1;
  const rank = (dish: D) => {
    if (knownKcal(dish) !== null) return 0;
    return dish.nutrition?.perPortion.energyKcal.status === 'lowerBound' ? 1 : 2;
  };
  return [...dishes].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const kcalA = knownKcal(a);
    const kcalB = knownKcal(b);
    return kcalA === null || kcalB === null ? 0 : (kcalA - kcalB) * direction;
  });
}
