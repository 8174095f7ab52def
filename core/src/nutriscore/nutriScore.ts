import { assertValidInput } from './_lib/assertValidInput';
import { gradeFor } from './_lib/gradeFor';
import { pointsFor } from './_lib/pointsFor';
import { POINTS_TABLES } from './_lib/pointsTables';
import { saturatesToFatRatio } from './_lib/saturatesToFatRatio';
import type { NutriScoreCategory } from './nutriScoreCategories';

export type { NutriScoreCategory } from './nutriScoreCategories';

export type NutriScoreGrade = 'A' | 'B' | 'C' | 'D' | 'E';

/** Values per 100 g (foods) or 100 ml (beverages), as declared on the label. */
export interface NutriScoreValues {
  energyKj: number;
  sugars: number;
  saturates: number;
  /** Read only for fatOilNutSeed, where saturates are scored as a share of fat. */
  fat: number;
  salt: number;
  fibre: number;
  protein: number;
  fruitVegLegumesPercent: number;
}

interface NutriScoreFlags {
  /** Beef, veal, pork, lamb, game, horse, donkey, goat, camel, kangaroo: protein points cap at 2. */
  redMeat?: boolean;
  /** Read only for beverages (+4 negative points). Erythritol does not count as one. */
  nonNutritiveSweeteners?: boolean;
}

/**
 * What is scored. Plain water needs no values: the 2023 beverages update grades it A by its
 * category alone, so a bottled water without nutrient figures is still graded.
 */
export type NutriScoreInput =
  | ({ category: Exclude<NutriScoreCategory, 'water'> } & NutriScoreValues & NutriScoreFlags)
  | ({ category: 'water' } & Partial<NutriScoreValues> & NutriScoreFlags);

/**
 * Points per component. For fatOilNutSeed, `energy` holds the energy-from-saturates points and
 * `saturates` the saturates/fat ratio points. `protein` holds the points actually counted: 0 when
 * protein is not counted, at most 2 for red meat.
 */
export interface NutriScoreComponents {
  energy: number;
  sugars: number;
  saturates: number;
  salt: number;
  nonNutritiveSweeteners: number;
  fibre: number;
  protein: number;
  fruitVegLegumes: number;
}

/** `score` = `negativePoints` − `positivePoints`, each the sum of its components. */
export interface NutriScoreResult {
  score: number;
  grade: NutriScoreGrade;
  negativePoints: number;
  positivePoints: number;
  components: NutriScoreComponents;
  proteinCounted: boolean;
}

const KJ_PER_GRAM_SATURATES = 37;
const RED_MEAT_MAX_PROTEIN_POINTS = 2;
const BEVERAGE_SWEETENER_POINTS = 4;

function waterResult(): NutriScoreResult {
  return {
    score: 0,
    grade: 'A',
    negativePoints: 0,
    positivePoints: 0,
    components: {
      energy: 0,
      sugars: 0,
      saturates: 0,
      salt: 0,
      nonNutritiveSweeteners: 0,
      fibre: 0,
      protein: 0,
      fruitVegLegumes: 0,
    },
    proteinCounted: false,
  };
}

/**
 * Nutri-Score 2023 (foods: 2022 update, beverages: 2023 update). Throws a RangeError naming the
 * field for a negative or non-finite value or more than 100 % fruit/vegetables/legumes.
 * Plain water is always A with zero points: it needs no values, and those given are only
 * validated.
 *
 * @example
 * nutriScore({
 *   category: 'general', energyKj: 667, sugars: 1.1, saturates: 1.2, fat: 8.4, salt: 1,
 *   fibre: 10.9, protein: 2.4, fruitVegLegumesPercent: 69,
 * }) // { score: -1, grade: 'A', negativePoints: 6, positivePoints: 7, proteinCounted: true, … }
 */
export function nutriScore(input: NutriScoreInput): NutriScoreResult {
  assertValidInput(input);
  if (input.category === 'water') return waterResult();
  const { category } = input;

  const beverage = category === 'beverage';
  const fats = category === 'fatOilNutSeed';
  const t = POINTS_TABLES;

  const energy = fats
    ? pointsFor(t.energyFromSaturates, input.saturates * KJ_PER_GRAM_SATURATES)
    : pointsFor(beverage ? t.beverageEnergy : t.energy, input.energyKj);
  const sugars = pointsFor(beverage ? t.beverageSugars : t.sugars, input.sugars);
  const saturates = fats
    ? pointsFor(t.saturatesRatio, saturatesToFatRatio(input.saturates, input.fat))
    : pointsFor(t.saturates, input.saturates);
  const salt = pointsFor(t.salt, input.salt);
  const nonNutritiveSweeteners =
    beverage && input.nonNutritiveSweeteners === true ? BEVERAGE_SWEETENER_POINTS : 0;
  const negativePoints = energy + sugars + saturates + salt + nonNutritiveSweeteners;

  const proteinCounted = beverage || category === 'cheese' || negativePoints < (fats ? 7 : 11);
  const proteinPoints = pointsFor(beverage ? t.beverageProtein : t.protein, input.protein);
  const protein = !proteinCounted
    ? 0
    : input.redMeat === true
      ? Math.min(proteinPoints, RED_MEAT_MAX_PROTEIN_POINTS)
      : proteinPoints;
  const fibre = pointsFor(t.fibre, input.fibre);
  const fruitVegLegumes = pointsFor(
    beverage ? t.beverageFruitVegLegumes : t.fruitVegLegumes,
    input.fruitVegLegumesPercent,
  );
  const positivePoints = protein + fibre + fruitVegLegumes;

  const score = negativePoints - positivePoints;
  return {
    score,
    grade: gradeFor(beverage ? 'beverage' : fats ? 'fatOilNutSeed' : 'food', score),
    negativePoints,
    positivePoints,
    components: {
      energy,
      sugars,
      saturates,
      salt,
      nonNutritiveSweeteners,
      fibre,
      protein,
      fruitVegLegumes,
    },
    proteinCounted,
  };
}
