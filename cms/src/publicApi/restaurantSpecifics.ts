import type { Locale } from '@nutrimenu/core/locale';

/**
 * The names of the restaurants' "specifics" (the options of `Restaurants.specifics`) in every
 * locale, for the listing's facets. They belong with the interface messages in core's catalogs
 * (`specific.*` keys); they live here until core has them.
 */
const SPECIFIC_NAMES: Record<string, Record<Locale, string>> = {
  traditional: {
    en: 'Traditional',
    ro: 'Tradițional',
    fr: 'Traditionnel',
    it: 'Tradizionale',
    es: 'Tradicional',
    hu: 'Hagyományos',
    de: 'Traditionell',
  },
  international: {
    en: 'International',
    ro: 'Internațional',
    fr: 'International',
    it: 'Internazionale',
    es: 'Internacional',
    hu: 'Nemzetközi',
    de: 'International',
  },
  vegan_friendly: {
    en: 'Vegan-friendly',
    ro: 'Prietenos cu veganii',
    fr: 'Adapté aux végans',
    it: 'Adatto ai vegani',
    es: 'Apto para veganos',
    hu: 'Vegánbarát',
    de: 'Vegan-freundlich',
  },
  pizza: {
    en: 'Pizza',
    ro: 'Pizza',
    fr: 'Pizza',
    it: 'Pizza',
    es: 'Pizza',
    hu: 'Pizza',
    de: 'Pizza',
  },
  fast_food: {
    en: 'Fast food',
    ro: 'Fast food',
    fr: 'Restauration rapide',
    it: 'Fast food',
    es: 'Comida rápida',
    hu: 'Gyorsétterem',
    de: 'Fast Food',
  },
  fine_dining: {
    en: 'Fine dining',
    ro: 'Fine dining',
    fr: 'Gastronomique',
    it: 'Alta cucina',
    es: 'Alta cocina',
    hu: 'Fine dining',
    de: 'Gehobene Küche',
  },
  cafe: {
    en: 'Café',
    ro: 'Cafenea',
    fr: 'Café',
    it: 'Caffetteria',
    es: 'Cafetería',
    hu: 'Kávézó',
    de: 'Café',
  },
  pub: {
    en: 'Pub',
    ro: 'Pub',
    fr: 'Pub',
    it: 'Pub',
    es: 'Pub',
    hu: 'Söröző',
    de: 'Kneipe',
  },
  terrace: {
    en: 'Terrace',
    ro: 'Terasă',
    fr: 'Terrasse',
    it: 'Terrazza',
    es: 'Terraza',
    hu: 'Terasz',
    de: 'Terrasse',
  },
  delivery: {
    en: 'Delivery',
    ro: 'Livrare',
    fr: 'Livraison',
    it: 'Consegna a domicilio',
    es: 'Entrega a domicilio',
    hu: 'Házhozszállítás',
    de: 'Lieferservice',
  },
};

/**
 * A specific as the public API names it: its stored option ('vegan_friendly') written as a URL
 * slug ('vegan-friendly'), because the listing's filters are path segments of slugs.
 *
 * @example
 * specificKey('fine_dining') // 'fine-dining'
 */
export function specificKey(option: string): string {
  return option.replaceAll('_', '-');
}

/** The specific's name in `locale`; the key itself for an option added without names. */
export function specificName(option: string, locale: Locale): string {
  return SPECIFIC_NAMES[option]?.[locale] ?? specificKey(option);
}

/** The order the facets are listed in: the order of the options. */
export function specificRank(option: string): number {
  const rank = Object.keys(SPECIFIC_NAMES).indexOf(option);
  return rank === -1 ? Number.MAX_SAFE_INTEGER : rank;
}
