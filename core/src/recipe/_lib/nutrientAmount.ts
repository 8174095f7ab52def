import { NUTRIENT_KEYS } from '../../nutrition/nutrients';
import type { NutrientAmount, NutritionFacts } from '../types';

export const UNKNOWN: NutrientAmount = { status: 'unknown' };

export function known(value: number): NutrientAmount {
  return { status: 'known', value };
}

/**
 * Adds amounts. Nutrients are never negative, so the known parts of a sum with unknown parts
 * are a lower bound of it; only a sum of nothing but unknowns stays unknown.
 */
export function addAmounts(a: NutrientAmount, b: NutrientAmount): NutrientAmount {
  if (a.status === 'unknown') {
    return b.status === 'unknown' ? UNKNOWN : { status: 'lowerBound', value: b.value };
  }
  if (b.status === 'unknown') return { status: 'lowerBound', value: a.value };
  const status = a.status === 'known' && b.status === 'known' ? 'known' : 'lowerBound';
  return { status, value: a.value + b.value };
}

export function scaleAmount(amount: NutrientAmount, factor: number): NutrientAmount {
  return amount.status === 'unknown'
    ? amount
    : { status: amount.status, value: amount.value * factor };
}

export function mapFacts(
  fn: (key: (typeof NUTRIENT_KEYS)[number]) => NutrientAmount,
): NutritionFacts {
  const facts = {} as NutritionFacts;
  for (const key of NUTRIENT_KEYS) facts[key] = fn(key);
  return facts;
}

export function addFacts(a: NutritionFacts, b: NutritionFacts): NutritionFacts {
  return mapFacts((key) => addAmounts(a[key], b[key]));
}

export function scaleFacts(facts: NutritionFacts, factor: number): NutritionFacts {
  return mapFacts((key) => scaleAmount(facts[key], factor));
}
