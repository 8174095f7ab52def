import type { QuantityUnit } from './types';

/** A written unit: the stored unit it means and the factor from it to that unit. */
export interface UnitWord {
  unit: QuantityUnit;
  factor: number;
}

const g = (factor = 1): UnitWord => ({ unit: 'g', factor });
const ml = (factor = 1): UnitWord => ({ unit: 'ml', factor });
const pcs: UnitWord = { unit: 'pcs', factor: 1 };

/**
 * The unit words a kitchen writes in the 7 locales, folded as `normalizeSearchText` folds them
 * (lower case, no accents, no dots: "buc." is "buc", "Stück" is "stuck"), with the stored unit
 * each means. Kilograms and litres become grams and millilitres, so a pasted "1,5 kg" is stored
 * as 1500 g. One table for every locale: a Romanian kitchen also writes "pcs" and "kg".
 */
export const UNIT_WORDS: Readonly<Record<string, UnitWord>> = {
  // grams and kilograms: en, ro, fr, it, es, hu, de
  g: g(),
  gr: g(),
  gram: g(),
  grams: g(),
  grame: g(),
  gramm: g(),
  gramme: g(),
  grammes: g(),
  grammo: g(),
  grammi: g(),
  gramo: g(),
  gramos: g(),
  dkg: g(10),
  dag: g(10),
  kg: g(1000),
  kilo: g(1000),
  kilogram: g(1000),
  kilograme: g(1000),
  kilograms: g(1000),
  kilogramm: g(1000),
  mg: g(0.001),
  // millilitres and litres
  ml: ml(),
  cl: ml(10),
  dl: ml(100),
  l: ml(1000),
  litru: ml(1000),
  litri: ml(1000),
  liter: ml(1000),
  litre: ml(1000),
  litres: ml(1000),
  liters: ml(1000),
  litro: ml(1000),
  litros: ml(1000),
  // pieces: "buc.", "pcs", "pce", "pz", "ud.", "db", "Stk." and their long forms
  buc: pcs,
  bucata: pcs,
  bucati: pcs,
  pcs: pcs,
  pc: pcs,
  piece: pcs,
  pieces: pcs,
  pce: pcs,
  pces: pcs,
  pz: pcs,
  pezzo: pcs,
  pezzi: pcs,
  ud: pcs,
  uds: pcs,
  unidad: pcs,
  unidades: pcs,
  db: pcs,
  darab: pcs,
  stk: pcs,
  stuck: pcs,
};
