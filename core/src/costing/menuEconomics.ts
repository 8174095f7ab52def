import {
  add,
  ceiling,
  div,
  type Exact,
  exactOf,
  integer,
  mul,
  roundHalfAwayFromZero,
} from './_lib/exact';
import { exactMinorOf } from './currency';

export interface MenuEconomicsInput {
  /** One portion's cost, VAT excluded, in minor units (a complete `recipeCost`'s). */
  portionCostMinor: number;
  /** The menu price, VAT included, in the currency's major unit as typed (28.5 lei). */
  menuPrice: number;
  /** The VAT rate the dish is sold at, % (11 for 11 %). */
  vatRatePercent: number;
  /** The food cost % the restaurant aims at; absent: no suggested price. */
  targetFoodCostPercent?: number | null;
  currency: string;
}

export interface MenuEconomics {
  /** The menu price without VAT, minor units: price ÷ (1 + VAT), halves away from zero. */
  netPriceMinor: number;
  /**
   * Portion cost ÷ net price × 100, from the exact net price, to one decimal, halves away from
   * zero; `null` for a dish given away (price 0).
   */
  foodCostPercent: number | null;
  /** Net price − portion cost, minor units, of the two figures as shown: they add up on screen. */
  grossMarginMinor: number;
  /**
   * The lowest menu price, VAT included, in minor units, at which the food cost % does not
   * exceed the target: cost × (1 + VAT) ÷ target, rounded UP to the minor unit (rounding down
   * would miss the target by a fraction). `null` without a target.
   */
  suggestedPriceMinor: number | null;
}

const HUNDRED = integer(100);

function percentToOneDecimal(value: Exact): number {
  return Number(roundHalfAwayFromZero(mul(value, integer(10)))) / 10;
}

function refuse(name: string, value: number, rule: string): never {
  throw new RangeError(`${name} must be ${rule}, got ${value}`);
}

/**
 * A dish's food cost %, net price, gross margin and the price that meets a target food cost %.
 * Food cost % = portion cost ÷ (menu price ÷ (1 + VAT)); gross margin = net price − cost.
 * Computed exactly; each output is rounded once, by the rule its field states.
 *
 * @throws {RangeError} for a negative cost or price, a VAT rate outside 0 ≤ x < 100, or a
 * target outside 0 < x ≤ 100: inputs validated before they get here.
 *
 * @example
 * // 8.40 lei of food in a 35 lei dish at 11 % VAT, aiming at 28 %:
 * menuEconomics({ portionCostMinor: 840, menuPrice: 35, vatRatePercent: 11,
 *   targetFoodCostPercent: 28, currency: 'RON' })
 * // { netPriceMinor: 3153, foodCostPercent: 26.6, grossMarginMinor: 2313, suggestedPriceMinor: 3330 }
 */
export function menuEconomics(input: MenuEconomicsInput): MenuEconomics {
  const { portionCostMinor, menuPrice, vatRatePercent, targetFoodCostPercent, currency } = input;
  if (!Number.isInteger(portionCostMinor) || portionCostMinor < 0) {
    refuse('The portion cost', portionCostMinor, 'a whole number of minor units ≥ 0');
  }
  if (!Number.isFinite(menuPrice) || menuPrice < 0) refuse('The menu price', menuPrice, '≥ 0');
  if (!Number.isFinite(vatRatePercent) || vatRatePercent < 0 || vatRatePercent >= 100) {
    refuse('The VAT rate', vatRatePercent, 'at least 0 and below 100 %');
  }
  const target = targetFoodCostPercent ?? null;
  if (target !== null && (!Number.isFinite(target) || target <= 0 || target > 100)) {
    refuse('The target food cost', target, 'above 0 and at most 100 %');
  }

  const cost = integer(portionCostMinor);
  // 1 + VAT as an exact fraction: (100 + rate) / 100.
  const withVat = div(add(HUNDRED, exactOf(vatRatePercent)), HUNDRED);
  const net = div(exactMinorOf(menuPrice, currency), withVat);
  const netPriceMinor = Number(roundHalfAwayFromZero(net));
  return {
    netPriceMinor,
    foodCostPercent: net.n === 0n ? null : percentToOneDecimal(mul(div(cost, net), HUNDRED)),
    grossMarginMinor: netPriceMinor - portionCostMinor,
    suggestedPriceMinor:
      target === null
        ? null
        : Number(ceiling(div(mul(mul(cost, withVat), HUNDRED), exactOf(target)))),
  };
}
