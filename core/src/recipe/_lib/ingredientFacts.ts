import { energyFromComponents } from '../../nutrition/energyFromComponents';
import { type NutrientKey, SALT_PER_SODIUM } from '../../nutrition/nutrients';
import { RecipeError } from '../RecipeError';
import type { Ingredient, NutrientAmount, NutritionFacts } from '../types';
import { known, UNKNOWN } from './nutrientAmount';

function read(
  ingredient: Ingredient,
  key: keyof Ingredient['nutrients'],
  path: readonly string[],
): number | undefined {
  const value = ingredient.nutrients[key];
  if (value === null || value === undefined) return undefined;
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RecipeError(
      'invalidNutrient',
      `${key} of ingredient ${ingredient.id} must be between 0 and 100 g per 100 g, got ${value}`,
      path,
    );
  }
  return value;
}

function amount(value: number | undefined): NutrientAmount {
  return value === undefined ? UNKNOWN : known(value);
}

/**
 * The nutrition of 100 g of an ingredient, with energy computed from its components
 * by the Annex XIV factors, and the nutrients it leaves unknown.
 */
export function ingredientFacts(
  ingredient: Ingredient,
  path: readonly string[],
): { facts: NutritionFacts; unknown: NutrientKey[] } {
  const fat = read(ingredient, 'fat', path);
  const carbohydrate = read(ingredient, 'carbohydrate', path);
  const protein = read(ingredient, 'protein', path);
  const fibre = read(ingredient, 'fibre', path);
  const polyols = read(ingredient, 'polyols', path);
  const erythritol = read(ingredient, 'erythritol', path);
  const salatrims = read(ingredient, 'salatrims', path);
  const alcohol = read(ingredient, 'alcohol', path);
  const organicAcids = read(ingredient, 'organicAcids', path);
  const givenSalt = read(ingredient, 'salt', path);
  const givenSodium = read(ingredient, 'sodium', path);
  const salt = givenSalt ?? (givenSodium === undefined ? undefined : givenSodium * SALT_PER_SODIUM);
  const sodium = givenSodium ?? (salt === undefined ? undefined : salt / SALT_PER_SODIUM);

  // Declared carbohydrate includes polyols and erythritol, declared fat includes salatrims;
  // Annex XIV gives those parts their own factors. Clamped so inconsistent data cannot go below 0.
  const energy = energyFromComponents({
    carbohydrate: Math.max(0, (carbohydrate ?? 0) - (polyols ?? 0) - (erythritol ?? 0)),
    fat: Math.max(0, (fat ?? 0) - (salatrims ?? 0)),
    protein: protein ?? 0,
    fibre: fibre ?? 0,
    polyols: polyols ?? 0,
    erythritol: erythritol ?? 0,
    salatrims: salatrims ?? 0,
    alcohol: alcohol ?? 0,
    organicAcids: organicAcids ?? 0,
  });
  const unknownMain =
    Number(fat === undefined) +
    Number(carbohydrate === undefined) +
    Number(protein === undefined) +
    Number(fibre === undefined);
  const anyMinor =
    polyols !== undefined ||
    erythritol !== undefined ||
    salatrims !== undefined ||
    alcohol !== undefined ||
    organicAcids !== undefined;
  // With a component unknown, the known ones give a lower bound; with none known, nothing.
  const energyStatus =
    unknownMain === 0 ? 'known' : unknownMain === 4 && !anyMinor ? 'unknown' : 'lowerBound';
  const energyAmount = (value: number): NutrientAmount =>
    energyStatus === 'unknown' ? UNKNOWN : { status: energyStatus, value };

  const facts: NutritionFacts = {
    energyKj: energyAmount(energy.kj),
    energyKcal: energyAmount(energy.kcal),
    fat: amount(fat),
    saturates: amount(read(ingredient, 'saturates', path)),
    carbohydrate: amount(carbohydrate),
    sugars: amount(read(ingredient, 'sugars', path)),
    fibre: amount(fibre),
    protein: amount(protein),
    salt: amount(salt),
    sodium: amount(sodium),
  };
  const unknown: NutrientKey[] = [];
  for (const key in facts) {
    if (facts[key as NutrientKey].status !== 'known') unknown.push(key as NutrientKey);
  }
  return { facts, unknown };
}
