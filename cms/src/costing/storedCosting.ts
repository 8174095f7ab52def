import {
  type CostingError,
  type MissingPrice,
  menuEconomics,
  type RecipeCost,
} from '@nutrimenu/core/costing';
import { ENGINE_VERSION, type RecipeError } from '@nutrimenu/core/recipe';
import type { Recipe, Restaurant } from '../payload-types';
import { targetFoodCostFor } from './targetFor';
import { vatRateFor } from './vatRateFor';

export type StoredCosting = NonNullable<Recipe['costing']>;

/** What a recompute writes; the over-target mark is derived from it and the stored one. */
export type CostingFigures = Omit<
  StoredCosting,
  'overTargetSince' | 'overTargetCause' | 'stale'
> & {
  /** The food cost % is above the dish's target. */
  overTarget: boolean;
};

/** A dish's portion cost as stored, whichever way it was reached. */
export interface PortionCost {
  status: 'complete' | 'incomplete' | 'invalid';
  portionCostMinor: number | null;
  missingPrices: MissingPrice[] | null;
}

export interface Sale {
  price: number | null | undefined;
  /** The dish category ('food', 'drinks', 'other'). */
  category: string | null | undefined;
}

/**
 * The part of core's cost outcome that is stored: the portion cost, or every ingredient lacking
 * a price, or that the recipe cannot be costed (a line core refuses, a pack it cannot convert).
 */
export function portionCostOf(outcome: RecipeCost | RecipeError | CostingError): PortionCost {
  if (outcome instanceof Error) {
    return { status: 'invalid', portionCostMinor: null, missingPrices: null };
  }
  if (outcome.status === 'incomplete') {
    return { status: 'incomplete', portionCostMinor: null, missingPrices: outcome.missingPrices };
  }
  return { status: 'complete', portionCostMinor: outcome.portionCostMinor, missingPrices: null };
}

/**
 * The figures stored for a dish: its portion cost and, when complete and priced, core's
 * menuEconomics at the dish's VAT rate and target (the category's, else the restaurant's). An
 * incomplete cost stores no figure beyond the names of what lacks a price: never a low number.
 *
 * @example
 * costingFigures({ status: 'complete', portionCostMinor: 840, missingPrices: null },
 *   { price: 35, category: 'food' }, { currency: 'RON', costing: { targetFoodCostPercent: 28 } }, now)
 * // { foodCostPercent: 26.6, suggestedPriceMinor: 3330, overTarget: false, … }
 */
export function costingFigures(
  portion: PortionCost,
  sale: Sale,
  settings: Pick<Restaurant, 'currency' | 'costing'>,
  computedAt: string,
): CostingFigures {
  const vatRatePercent = vatRateFor(settings.costing, sale.category);
  const target = targetFoodCostFor(settings.costing, sale.category);
  const economics =
    portion.status === 'complete' &&
    portion.portionCostMinor !== null &&
    typeof sale.price === 'number' &&
    sale.price > 0
      ? menuEconomics({
          portionCostMinor: portion.portionCostMinor,
          menuPrice: sale.price,
          vatRatePercent,
          targetFoodCostPercent: target,
          currency: settings.currency,
        })
      : null;
  const foodCostPercent = economics?.foodCostPercent ?? null;
  return {
    status: portion.status,
    portionCostMinor: portion.portionCostMinor,
    currency: settings.currency,
    missingPrices: portion.missingPrices,
    vatRatePercent,
    targetFoodCostPercent: target,
    foodCostPercent,
    netPriceMinor: economics?.netPriceMinor ?? null,
    grossMarginMinor: economics?.grossMarginMinor ?? null,
    // Without a menu price the price meeting the target still helps set one.
    suggestedPriceMinor:
      economics?.suggestedPriceMinor ??
      (portion.portionCostMinor !== null && target !== null
        ? menuEconomics({
            portionCostMinor: portion.portionCostMinor,
            menuPrice: 0,
            vatRatePercent,
            targetFoodCostPercent: target,
            currency: settings.currency,
          }).suggestedPriceMinor
        : null),
    computedAt,
    engineVersion: ENGINE_VERSION,
    overTarget: foodCostPercent !== null && target !== null && foodCostPercent > target,
  };
}

/**
 * When and why a dish went over its target: kept from the stored mark while it stays over (the
 * first push is what the owner needs to see), set to `now` and `cause` when it goes over, cleared
 * when it is back within target or no longer has a food cost %.
 */
export function overTargetMark(
  previous: Pick<StoredCosting, 'overTargetSince' | 'overTargetCause'> | null | undefined,
  overTarget: boolean,
  cause: NonNullable<StoredCosting['overTargetCause']>,
  now: string,
): Pick<StoredCosting, 'overTargetSince' | 'overTargetCause'> {
  if (!overTarget) return { overTargetSince: null, overTargetCause: null };
  if (previous?.overTargetSince) {
    return {
      overTargetSince: previous.overTargetSince,
      overTargetCause: previous.overTargetCause ?? cause,
    };
  }
  return { overTargetSince: now, overTargetCause: cause };
}

/** The stored group from fresh figures and the stored mark. */
export function storedCostingOf(
  figures: CostingFigures,
  previous: Pick<StoredCosting, 'overTargetSince' | 'overTargetCause'> | null | undefined,
  cause: NonNullable<StoredCosting['overTargetCause']>,
): StoredCosting {
  const { overTarget, ...stored } = figures;
  return {
    ...stored,
    ...overTargetMark(previous, overTarget, cause, figures.computedAt ?? new Date().toISOString()),
    stale: false,
  };
}
