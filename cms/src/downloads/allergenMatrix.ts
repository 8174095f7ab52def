import { ALLERGEN_CODES, type AllergenCode } from '@nutrimenu/core/allergens';
import type { PublicDish } from '@nutrimenu/core/contract';

/**
 * What a cell of the matrix says: the dish contains the allergen, may contain traces of it, may
 * contain it for all anyone knows (an ingredient's allergens are undeclared), or does not.
 */
export type AllergenMark = 'contains' | 'traces' | 'unknown' | 'none';

/** The printed symbol of each mark; the legend explains them in the locale. */
export const ALLERGEN_MARK_SYMBOLS: Record<AllergenMark, string> = {
  contains: 'X',
  traces: '(X)',
  unknown: '?',
  none: '',
};

export interface AllergenMatrixRow {
  dish: string;
  /** The menu section the dish is listed under; `null` in a restaurant-wide matrix. */
  section: string | null;
  marks: Record<AllergenCode, AllergenMark>;
}

/**
 * The mark of one allergen for one dish. An incomplete declaration outranks a trace: "?" warns
 * that the dish may contain the allergen itself, which is more than "may contain traces".
 *
 * @example
 * allergenMark({ contains: [], complete: false }, ['milk'], 'milk') // 'unknown'
 */
export function allergenMark(
  allergens: PublicDish['allergens'],
  traces: readonly AllergenCode[],
  code: AllergenCode,
): AllergenMark {
  if (allergens.contains.includes(code)) return 'contains';
  if (!allergens.complete) return 'unknown';
  if (traces.includes(code)) return 'traces';
  return 'none';
}

/**
 * One row per dish with a mark for each of the 14 Annex II allergens, in the Annex's order.
 * A dish listed twice (in two sections of a menu) keeps its first place only.
 *
 * @example
 * allergenMatrixRows([{ dish: papanasi, section: 'Deserturi' }])[0].marks.soybeans // 'unknown'
 */
export function allergenMatrixRows(
  entries: readonly { dish: PublicDish; section?: string | null }[],
): AllergenMatrixRow[] {
  const seen = new Set<string>();
  const rows: AllergenMatrixRow[] = [];
  for (const { dish, section } of entries) {
    if (seen.has(dish.id)) continue;
    seen.add(dish.id);
    const marks = Object.fromEntries(
      ALLERGEN_CODES.map((code) => [code, allergenMark(dish.allergens, dish.traces, code)]),
    ) as Record<AllergenCode, AllergenMark>;
    rows.push({ dish: dish.name, section: section ?? null, marks });
  }
  return rows;
}
