/**
 * The declared nutrients, in the order of Annex XV of Regulation (EU) No 1169/2011
 * (energy, fat, saturates, carbohydrate, sugars, fibre, protein, salt), plus sodium,
 * which the CMS stores and the label shows as salt (salt = sodium × 2.5).
 *
 * @example
 * NUTRIENT_KEYS[0] // 'energyKj'
 */
export const NUTRIENT_KEYS = [
  'energyKj',
  'energyKcal',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'fibre',
  'protein',
  'salt',
  'sodium',
] as const;

export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** The lines of the nutrition table as printed: Annex XV order, energy on one line (kJ / kcal). */
export const DECLARATION_ORDER = [
  'energy',
  'fat',
  'saturates',
  'carbohydrate',
  'sugars',
  'fibre',
  'protein',
  'salt',
] as const;

export type DeclarationLine = (typeof DECLARATION_ORDER)[number];

/** Lines shown indented under the line before them ("of which saturates", "of which sugars"). */
export const SUB_LINES: ReadonlySet<DeclarationLine> = new Set(['saturates', 'sugars']);

/** The unit each nutrient is declared in. Masses are grams, also for sodium. */
export const NUTRIENT_UNITS: Record<NutrientKey, 'kJ' | 'kcal' | 'g'> = {
  energyKj: 'kJ',
  energyKcal: 'kcal',
  fat: 'g',
  saturates: 'g',
  carbohydrate: 'g',
  sugars: 'g',
  fibre: 'g',
  protein: 'g',
  salt: 'g',
  sodium: 'g',
};

/**
 * The components that carry energy under Annex XIV, as grams per 100 g.
 * `carbohydrate` excludes polyols, `polyols` excludes erythritol, `fat` excludes salatrims.
 */
export const ENERGY_COMPONENT_KEYS = [
  'carbohydrate',
  'polyols',
  'erythritol',
  'protein',
  'fat',
  'salatrims',
  'alcohol',
  'organicAcids',
  'fibre',
] as const;

export type EnergyComponentKey = (typeof ENERGY_COMPONENT_KEYS)[number];

/** Sodium to salt (Annex I point 11: salt = sodium × 2.5). */
export const SALT_PER_SODIUM = 2.5;
