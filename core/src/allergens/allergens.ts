import type { Locale } from '../locale/locales';

/**
 * The 14 allergens of Annex II of Regulation (EU) No 1169/2011, in the Annex's order.
 * The codes are stable identifiers: they are stored in the CMS and appear in storefront URLs
 * (allergen filters), so they must never be renamed.
 *
 * @example
 * ALLERGEN_CODES[6] // 'milk'
 */
export const ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

export type AllergenCode = (typeof ALLERGEN_CODES)[number];

/**
 * Narrows any value to an allergen code, e.g. a query-string parameter.
 *
 * @example
 * isAllergenCode('milk') // true
 * isAllergenCode('lactose') // false
 */
export function isAllergenCode(value: unknown): value is AllergenCode {
  return typeof value === 'string' && (ALLERGEN_CODES as readonly string[]).includes(value);
}

/**
 * The short name of each allergen: the headword of its numbered Annex II entry in each language
 * version of the Regulation (as amended by Delegated Reg. (EU) No 78/2014). The Annex's
 * exceptions (e.g. fully refined soybean oil) are not part of the name.
 */
export const ALLERGEN_NAMES: Record<AllergenCode, Record<Locale, string>> = {
  gluten: {
    en: 'Cereals containing gluten',
    ro: 'Cereale care conțin gluten',
    fr: 'Céréales contenant du gluten',
    it: 'Cereali contenenti glutine',
    es: 'Cereales que contengan gluten',
    hu: 'Glutént tartalmazó gabonafélék',
    de: 'Glutenhaltiges Getreide',
  },
  crustaceans: {
    en: 'Crustaceans',
    ro: 'Crustacee',
    fr: 'Crustacés',
    it: 'Crostacei',
    es: 'Crustáceos',
    hu: 'Rákfélék',
    de: 'Krebstiere',
  },
  eggs: {
    en: 'Eggs',
    ro: 'Ouă',
    fr: 'Œufs',
    it: 'Uova',
    es: 'Huevos',
    hu: 'Tojás',
    de: 'Eier',
  },
  fish: {
    en: 'Fish',
    ro: 'Pește',
    fr: 'Poissons',
    it: 'Pesce',
    es: 'Pescado',
    hu: 'Halak',
    de: 'Fische',
  },
  peanuts: {
    en: 'Peanuts',
    ro: 'Arahide',
    fr: 'Arachides',
    it: 'Arachidi',
    es: 'Cacahuetes',
    hu: 'Földimogyoró',
    de: 'Erdnüsse',
  },
  soybeans: {
    en: 'Soybeans',
    ro: 'Soia',
    fr: 'Soja',
    it: 'Soia',
    es: 'Soja',
    hu: 'Szójabab',
    de: 'Sojabohnen',
  },
  milk: {
    en: 'Milk (including lactose)',
    ro: 'Lapte (inclusiv lactoză)',
    fr: 'Lait (y compris le lactose)',
    it: 'Latte (incluso lattosio)',
    es: 'Leche (incluida la lactosa)',
    hu: 'Tej (beleértve a laktózt is)',
    de: 'Milch (einschließlich Laktose)',
  },
  nuts: {
    en: 'Nuts',
    // The Annex II headword; everyday Romanian often says "fructe cu coajă lemnoasă".
    ro: 'Fructe cu coajă',
    fr: 'Fruits à coque',
    it: 'Frutta a guscio',
    es: 'Frutos de cáscara',
    hu: 'Diófélék',
    de: 'Schalenfrüchte',
  },
  celery: {
    en: 'Celery',
    ro: 'Țelină',
    fr: 'Céleri',
    it: 'Sedano',
    es: 'Apio',
    hu: 'Zeller',
    de: 'Sellerie',
  },
  mustard: {
    en: 'Mustard',
    ro: 'Muștar',
    fr: 'Moutarde',
    it: 'Senape',
    es: 'Mostaza',
    hu: 'Mustár',
    de: 'Senf',
  },
  sesame: {
    en: 'Sesame seeds',
    ro: 'Semințe de susan',
    fr: 'Graines de sésame',
    it: 'Semi di sesamo',
    es: 'Granos de sésamo',
    hu: 'Szezámmag',
    de: 'Sesamsamen',
  },
  sulphites: {
    en: 'Sulphur dioxide and sulphites',
    ro: 'Dioxid de sulf și sulfiți',
    fr: 'Anhydride sulfureux et sulfites',
    it: 'Anidride solforosa e solfiti',
    es: 'Dióxido de azufre y sulfitos',
    hu: 'Kén-dioxid és szulfitok',
    // "Sulphite" (not "Sulfite") is the spelling of the German language version of Annex II.
    de: 'Schwefeldioxid und Sulphite',
  },
  lupin: {
    en: 'Lupin',
    ro: 'Lupin',
    fr: 'Lupin',
    it: 'Lupini',
    es: 'Altramuces',
    hu: 'Csillagfürt',
    de: 'Lupinen',
  },
  molluscs: {
    en: 'Molluscs',
    ro: 'Moluște',
    fr: 'Mollusques',
    it: 'Molluschi',
    es: 'Moluscos',
    hu: 'Puhatestűek',
    de: 'Weichtiere',
  },
};

/**
 * The short Annex II name of an allergen in a locale.
 *
 * @example
 * allergenName('milk', 'ro') // 'Lapte (inclusiv lactoză)'
 */
export function allergenName(code: AllergenCode, locale: Locale): string {
  return ALLERGEN_NAMES[code][locale];
}

/**
 * Puts allergen codes in Annex II order and drops duplicates, so every menu lists a dish's
 * allergens the same way whatever order the kitchen entered them in.
 *
 * @example
 * sortAllergens(['milk', 'gluten', 'milk']) // ['gluten', 'milk']
 */
export function sortAllergens(codes: Iterable<AllergenCode>): AllergenCode[] {
  const present = new Set(codes);
  return ALLERGEN_CODES.filter((code) => present.has(code));
}
