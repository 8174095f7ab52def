import { CIQUAL_WATER_CODES } from './ciqualWaterCodes';

/** Where an ingredient's composition comes from, as stored on the ingredient. */
interface IngredientSource {
  kind?: string | null;
  code?: string | null;
}

/**
 * Whether an ingredient is plain water: a CIQUAL water (subgroup 0601). An owner's own
 * ingredient named "apă" is not recognised; link it to CIQUAL's water to have it counted.
 *
 * @example
 * isPlainWater({ kind: 'ciqual', code: '18066' }) // true (tap water)
 */
export function isPlainWater(source: IngredientSource | null | undefined): boolean {
  return source?.kind === 'ciqual' && CIQUAL_WATER_CODES.has(source.code ?? '');
}
