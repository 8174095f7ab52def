import type { AdditiveClassCode, AdditiveRef } from '@nutrimenu/core/additives';
import type { AllergenCode } from '@nutrimenu/core/allergens';
import type { LocalizedText } from '@nutrimenu/core/locale';
import { ENERGY_COMPONENT_KEYS, NUTRIENT_KEYS } from '@nutrimenu/core/nutrition';
import type { CompositeComponent, Ingredient, IngredientNutrients } from '@nutrimenu/core/recipe';
import type { PerLocale } from '../../../readModel/allLocales';
import { isPlainWater } from '../../Ingredients/isPlainWater';

type Id = number | string;

/** A localized name read in every locale (a locale emptied is null), or a plain one. */
type StoredName = PerLocale<string> | string;

/**
 * A stored name as core's text type. Its null locales are passed on as read: core only carries
 * names into the stored result, and the public menu drops them when it words a dish
 * (toPublicDish), so the stored results stay as they always were.
 */
function coreText(name: PerLocale<string>): LocalizedText;
function coreText(name: StoredName): LocalizedText | string;
function coreText(name: StoredName): LocalizedText | string {
  return name as LocalizedText | string;
}

export interface AdditiveDoc {
  id: Id;
  eNumber: string;
  functionalClass: AdditiveClassCode;
  name?: StoredName | null;
}

/** An ingredient as read with `locale: 'all'` and its additives populated. */
export interface IngredientDoc {
  id: Id;
  name: StoredName;
  nutrients?: Partial<Record<keyof IngredientNutrients, number | null>> | null;
  allergensDeclared?: boolean | null;
  allergens?: AllergenCode[] | null;
  traces?: AllergenCode[] | null;
  additives?: (AdditiveDoc | Id)[] | null;
  isAdditive?: AdditiveDoc | Id | null;
  vegan?: boolean | null;
  vegetarian?: boolean | null;
  meat?: boolean | null;
  redMeat?: boolean | null;
  frozen?: boolean | null;
  fruitVegLegumes?: boolean | null;
  density?: number | null;
  unitWeight?: number | null;
  source?: { kind?: string | null; code?: string | null } | null;
  components?:
    | {
        name?: StoredName | null;
        percent?: number | null;
        allergens?: AllergenCode[] | null;
        additive?: AdditiveDoc | Id | null;
      }[]
    | null;
}

function additiveRef(doc: AdditiveDoc | Id | null | undefined): AdditiveRef | undefined {
  if (doc === null || doc === undefined || typeof doc !== 'object') return undefined;
  const ref: AdditiveRef = { eNumber: doc.eNumber, functionalClass: doc.functionalClass };
  if (doc.name && typeof doc.name === 'object') ref.name = coreText(doc.name);
  else if (typeof doc.name === 'string') ref.name = { en: doc.name };
  return ref;
}

// Core's keys: the declared nutrients (energy is computed, not stored) and the energy-only
// components that composition tables list only when present.
type StoredNutrient = Exclude<(typeof NUTRIENT_KEYS)[number], 'energyKj' | 'energyKcal'>;
type MinorComponent = Exclude<(typeof ENERGY_COMPONENT_KEYS)[number], StoredNutrient>;
const MAIN = NUTRIENT_KEYS.filter(
  (key): key is StoredNutrient => key !== 'energyKj' && key !== 'energyKcal',
);
const MINOR = ENERGY_COMPONENT_KEYS.filter(
  (key): key is MinorComponent => !(MAIN as readonly string[]).includes(key),
);

/** Maps a stored ingredient to core's input: empty main nutrients are unknown (null). */
export function toCoreIngredient(doc: IngredientDoc): Ingredient {
  const nutrients: IngredientNutrients = {};
  for (const key of MAIN) nutrients[key] = doc.nutrients?.[key] ?? null;
  for (const key of MINOR) {
    const value = doc.nutrients?.[key];
    if (typeof value === 'number') nutrients[key] = value;
  }
  const ingredient: Ingredient = {
    kind: 'ingredient',
    id: String(doc.id),
    name: coreText(doc.name),
    nutrients,
    allergens: doc.allergensDeclared ? (doc.allergens ?? []) : null,
    traces: doc.traces ?? [],
    additives: (doc.additives ?? []).map(additiveRef).filter((ref): ref is AdditiveRef => !!ref),
    vegan: doc.vegan === true,
    vegetarian: doc.vegetarian === true,
    meat: doc.meat === true,
    redMeat: doc.redMeat === true,
    frozen: doc.frozen === true,
    fruitVegLegumes: doc.fruitVegLegumes === true,
  };
  const additive = additiveRef(doc.isAdditive);
  if (additive) ingredient.additive = additive;
  if (doc.density) ingredient.density = doc.density;
  if (isPlainWater(doc.source)) ingredient.water = true;
  if (doc.unitWeight) ingredient.unitWeight = doc.unitWeight;
  if (doc.components?.length) {
    ingredient.components = doc.components.map((component) => {
      const entry: CompositeComponent = { name: coreText(component.name ?? '') };
      if (typeof component.percent === 'number') entry.percent = component.percent;
      if (component.allergens?.length) entry.allergens = component.allergens;
      const componentAdditive = additiveRef(component.additive);
      if (componentAdditive) entry.additive = componentAdditive;
      return entry;
    });
  }
  return ingredient;
}
