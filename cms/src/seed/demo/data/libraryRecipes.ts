import type { DemoRecipe } from './types';

/**
 * Dishes built only from the shared library's CIQUAL foods (lines with `library`, no private
 * ingredient), so the demo shows what an owner gets by entering a recipe and nothing else: the
 * library's kitchen names and its declared allergens (cms/data/ciqual/allergens.csv) make the
 * dish's allergens complete on the public menu. By grams only: library foods carry no density
 * or piece weight.
 */

/** CIQUAL codes of the library foods used here. */
const L = {
  chickenLeg: '36002', // Pulpă de pui cu piele, crudă
  onion: '20034', // Ceapă crudă
  sunflowerOil: '17440', // Ulei de floarea-soarelui
  paprika: '11049', // Boia de ardei
  sourCream: '19431', // Smântână light 12–25 % grăsime, groasă
  flourT55: '9436', // Făină albă de grâu tip 550
  flourT45: '9440', // Făină albă de grâu tip 000
  egg: '22000', // Ou crud
  water: '18066', // Apă de la robinet
  salt: '11017', // Sare albă, neiodată
  blackPepper: '11015', // Piper negru măcinat
} as const;

export const LIBRARY_SUB_RECIPES: DemoRecipe[] = [
  {
    slug: 'galuste',
    names: {
      ro: 'Găluște',
      en: 'Dumplings (galuska)',
      fr: 'Quenelles (galuska)',
      it: 'Gnocchetti (galuska)',
      es: 'Ñoquis (galuska)',
      hu: 'Galuska',
      de: 'Nockerln',
    },
    category: 'food',
    portions: 8,
    // Boiled: the dough takes up water.
    cookingYield: { kind: 'ratio', ratio: 1.3 },
    lines: [
      { library: L.flourT45, quantity: 250, unit: 'g' },
      { library: L.egg, quantity: 150, unit: 'g' },
      { library: L.water, quantity: 60, unit: 'g' },
      { library: L.salt, quantity: 4, unit: 'g' },
    ],
    onMenu: false,
  },
];

export const LIBRARY_MAINS: DemoRecipe[] = [
  {
    slug: 'papricas-de-pui-cu-galuste',
    names: {
      ro: 'Papricaș de pui cu găluște',
      en: 'Chicken paprikash with dumplings',
      fr: 'Poulet au paprika et quenelles (paprikás)',
      it: 'Pollo alla paprika con gnocchetti',
      es: 'Pollo al pimentón con ñoquis',
      hu: 'Csirkepaprikás galuskával',
      de: 'Paprikahuhn mit Nockerln',
    },
    descriptions: {
      ro: 'Pulpe de pui înăbușite cu ceapă și boia, legate cu smântână, cu găluște de casă.',
      en: 'Chicken legs braised with onion and paprika, finished with sour cream, with homemade dumplings.',
      fr: 'Cuisses de poulet mijotées à l’oignon et au paprika, liées à la crème, quenelles maison.',
      it: 'Cosce di pollo stufate con cipolla e paprika, legate con panna acida, gnocchetti fatti in casa.',
      es: 'Muslos de pollo guisados con cebolla y pimentón, ligados con nata agria, ñoquis caseros.',
      hu: 'Hagymával és paprikával párolt csirkecomb tejföllel, házi galuskával.',
      de: 'Hähnchenkeulen mit Zwiebeln und Paprika geschmort, mit saurer Sahne, hausgemachte Nockerln.',
    },
    category: 'food',
    price: 39,
    portions: 8,
    cookingYield: { kind: 'ratio', ratio: 0.8 },
    lines: [
      { library: L.chickenLeg, quantity: 1600, unit: 'g' },
      { library: L.onion, quantity: 400, unit: 'g' },
      { library: L.sunflowerOil, quantity: 50, unit: 'g' },
      { library: L.paprika, quantity: 20, unit: 'g' },
      { library: L.water, quantity: 600, unit: 'g' },
      { library: L.sourCream, quantity: 300, unit: 'g' },
      { library: L.flourT55, quantity: 30, unit: 'g' },
      { library: L.salt, quantity: 20, unit: 'g' },
      { library: L.blackPepper, quantity: 3, unit: 'g' },
      { subRecipe: 'galuste', quantity: 480, unit: 'g' },
    ],
    tags: ['with_meat'],
    nutriScoreCategory: 'general',
    onMenu: true,
  },
];
