import { roundHalfUp } from './_lib/roundHalfUp';
import type { NutrientKey } from './nutrients';

/** A declared figure: a rounded value with its decimals, or "less than" a negligible limit. */
export type RoundedNutrient =
  | { kind: 'value'; value: number; decimals: 0 | 1 | 2 }
  | { kind: 'lessThan'; limit: number; decimals: 1 | 2 };

interface Bands {
  /** From this amount up, `wholeDecimals` apply. */
  upper: number;
  wholeDecimals: 0 | 1;
  /** Above this amount (and below `upper`), `fineDecimals` apply; at or below, the "<" form. */
  negligible: number;
  fineDecimals: 1 | 2;
  lessThan: number;
}

// European Commission guidance on tolerances and rounding, December 2012.
const MACRO: Bands = {
  upper: 10,
  wholeDecimals: 0,
  negligible: 0.5,
  fineDecimals: 1,
  lessThan: 0.5,
};
const SATURATES: Bands = {
  upper: 10,
  wholeDecimals: 0,
  negligible: 0.1,
  fineDecimals: 1,
  lessThan: 0.1,
};
const SODIUM: Bands = {
  upper: 1,
  wholeDecimals: 1,
  negligible: 0.005,
  fineDecimals: 2,
  lessThan: 0.01,
};
const SALT: Bands = {
  upper: 1,
  wholeDecimals: 1,
  negligible: 0.0125,
  fineDecimals: 2,
  lessThan: 0.01,
};

const BANDS: Record<Exclude<NutrientKey, 'energyKj' | 'energyKcal'>, Bands> = {
  fat: MACRO,
  carbohydrate: MACRO,
  sugars: MACRO,
  fibre: MACRO,
  protein: MACRO,
  saturates: SATURATES,
  sodium: SODIUM,
  salt: SALT,
};

/**
 * Rounds an amount (per 100 g or per portion; grams, or kJ / kcal for energy) as it is declared
 * on a label under the December 2012 guidance. The band is chosen on the unrounded value,
 * so 9.96 g of fat is declared with one decimal ("10.0").
 *
 * @example
 * roundNutrient('fat', 7.44) // { kind: 'value', value: 7.4, decimals: 1 }
 * roundNutrient('salt', 0.01) // { kind: 'lessThan', limit: 0.01, decimals: 2 }
 */
export function roundNutrient(key: NutrientKey, value: number): RoundedNutrient {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${key} must be a finite amount ≥ 0, got ${value}`);
  }
  if (key === 'energyKj' || key === 'energyKcal') {
    return { kind: 'value', value: roundHalfUp(value, 0), decimals: 0 };
  }
  const bands = BANDS[key];
  // The guidance's bands are edges of decimal amounts ("≤ 0.5 g", "≥ 10 g"). A computed sum
  // carries binary noise (0.5000000000000001 for an exact 0.5), which would put an amount that
  // is on the edge into the next band: compare the amount read to 15 significant digits, as a
  // person would read it, so the edge is banded as the edge.
  const amount = Number(value.toPrecision(15));
  if (amount >= bands.upper) {
    return {
      kind: 'value',
      value: roundHalfUp(value, bands.wholeDecimals),
      decimals: bands.wholeDecimals,
    };
  }
  if (amount > bands.negligible) {
    return {
      kind: 'value',
      value: roundHalfUp(value, bands.fineDecimals),
      decimals: bands.fineDecimals,
    };
  }
  return { kind: 'lessThan', limit: bands.lessThan, decimals: bands.fineDecimals };
}
