import type { CiqualRow } from './ciqualRow';

/** CIQUAL groups that are whole dishes: starters and dishes, baby food. */
const COMPOSITE_GROUPS = new Set(['01', '11']);
/** Subgroups that are finished products: pastries, sweet biscuits, cereal bars, cakes, frozen desserts. */
const COMPOSITE_SUBGROUPS = new Set(['0705', '0706', '0708', '0709', '0803']);
/** CIQUAL's words for an industrial product rather than the food itself. */
const PRODUCT_WORDS = /\b(prepacked|commercial|ready-to-(eat|cook|serve))\b/i;

/**
 * Whether a CIQUAL food is a composite dish or a finished/industrial product rather than a plain
 * food a cook buys to cook with: the ingredient search lists those after plain foods, so "pui"
 * finds chicken before chicken pizza. CIQUAL has no brand-specific foods; its "prepacked" and
 * "commercial" variants are the nearest, and count as products.
 *
 * @example
 * isCompositeCiqualFood({ group_code: '01', subgroup_code: '0104', name_en: 'Pizza, cheese' }) // true
 * isCompositeCiqualFood({ group_code: '02', subgroup_code: '0201', name_en: 'Onion, raw' }) // false
 */
export function isCompositeCiqualFood(row: CiqualRow): boolean {
  return (
    COMPOSITE_GROUPS.has(row.group_code ?? '') ||
    COMPOSITE_SUBGROUPS.has(row.subgroup_code ?? '') ||
    PRODUCT_WORDS.test(row.name_en ?? '')
  );
}
