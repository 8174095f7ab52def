import type { PackUnit } from '@nutrimenu/core/costing';

/*
 * What the demo restaurants pay for the ingredients of their dishes: ILLUSTRATIVE ESTIMATES, not
 * quotes. They are not copied from any price list; they were written by hand for late 2026 in
 * Bucharest, as a restaurant buys from a cash & carry wholesaler (Metro-like) or a HoReCa
 * distributor, following these rules (data/ingredientPrices.test.ts checks the checkable ones):
 *
 * - Lei (RON), VAT excluded, as on a wholesaler's invoice; two decimals at most.
 * - The pack a kitchen buys (a 10 kg sack, a 0,75 l bottle, a tray of 30 eggs), written as the
 *   price of that pack; a loose product per 1 kg or 1 l.
 * - A food used already cooked or prepared is priced as that form: cooked spaghetti from dried
 *   spaghetti ÷ 2,3 (what it takes up boiling), espresso from beans at 7 g a shot, herbal tea
 *   from the bags, boiled beans as canned, fire-roasted aubergine flesh as sold frozen.
 * - Every CIQUAL code a demo dish uses is priced, whether the line names the restaurant's own
 *   ingredient or the shared library's food; the same price serves both.
 * - A food used by the library is priced in g or kg: library foods carry no density nor weight
 *   per piece, which a price per litre or piece needs. Liquids of the restaurants' own
 *   ingredients (all with a density) may be priced per litre.
 * - Per kilogram (or litre) the price stays inside its kind's range below (`PRICE_RANGES`), so a
 *   typo of a factor of 10 shows.
 * - All valid from the first working Monday of 2026 (`DEMO_PRICES_VALID_FROM`).
 */

/** What a price is, for its plausible range per kg (per l for a price per litre). */
export type PriceKind =
  | 'water'
  | 'vegetable'
  | 'freshHerb'
  | 'spice'
  | 'staple'
  | 'dairy'
  | 'cheese'
  | 'meat'
  | 'fish'
  | 'fat'
  | 'egg'
  | 'drink'
  | 'sweet'
  | 'pantry';

/** Lei per kg (or l), VAT excluded: the lowest and highest a wholesaler plausibly charges. */
export const PRICE_RANGES: Record<PriceKind, [number, number]> = {
  water: [0.001, 0.05],
  vegetable: [1.5, 40],
  freshHerb: [10, 120],
  spice: [20, 250],
  staple: [1, 40],
  dairy: [4, 60],
  cheese: [15, 150],
  meat: [8, 120],
  fish: [20, 250],
  fat: [8, 100],
  egg: [10, 60],
  drink: [0.5, 60],
  sweet: [8, 80],
  pantry: [2, 150],
};

export interface DemoPrice {
  /** The pack as the kitchen buys it, in Romanian (shown nowhere; it explains the figure). */
  pack: string;
  kind: PriceKind;
  /** Lei, VAT excluded, for the whole pack. */
  price: number;
  packQuantity: number;
  packUnit: PackUnit;
}

/** The supplier written on every demo price. */
export const DEMO_SUPPLIER = 'Cash & carry (estimare ilustrativă)';

/** When the demo prices start: the first working Monday of 2026. */
export const DEMO_PRICES_VALID_FROM = '2026-01-05T00:00:00.000Z';

const kg = (kind: PriceKind, pack: string, price: number, packQuantity = 1): DemoPrice => ({
  pack,
  kind,
  price,
  packQuantity,
  packUnit: 'kg',
});
const litre = (kind: PriceKind, pack: string, price: number, packQuantity = 1): DemoPrice => ({
  pack,
  kind,
  price,
  packQuantity,
  packUnit: 'l',
});

/** The demo prices by CIQUAL code (see `C` in ingredients.ts and `L` in libraryRecipes.ts). */
export const DEMO_PRICES: Readonly<Record<string, DemoPrice>> = {
  // Herbs, spices, condiments
  '11000': kg('vegetable', 'usturoi, vrac', 18),
  '11004': kg('pantry', 'castraveciori în oțet, găleată 2,5 kg (net scurs)', 27, 2.5),
  '11008': kg('pantry', 'ketchup, 1 kg', 9),
  '11010': kg('staple', 'drojdie proaspătă, 500 g', 5.5, 0.5),
  '11013': kg('pantry', 'muștar, găleată 1 kg', 8),
  '11014': kg('freshHerb', 'pătrunjel frunze, legături (1 kg)', 22),
  '11015': kg('spice', 'piper negru măcinat, 500 g', 32, 0.5),
  '11017': kg('staple', 'sare neiodată, 1 kg', 1.9),
  '11018': litre('pantry', 'oțet din alcool 9 %, 1 l', 3.2),
  '11027': kg('freshHerb', 'mentă proaspătă (1 kg)', 45),
  '11033': kg('freshHerb', 'busuioc proaspăt (1 kg)', 60),
  '11035': kg('spice', 'oregano uscat, 200 g', 14, 0.2),
  '11038': kg('spice', 'cimbru uscat, 200 g', 13, 0.2),
  '11046': kg('staple', 'praf de copt, 1 kg', 22),
  '11049': kg('spice', 'boia dulce, 1 kg', 38),
  '11053': kg('spice', 'foi de dafin, 100 g', 6.5, 0.1),
  '11058': kg('staple', 'sare iodată, 1 kg', 2.1),
  '11093': kg('freshHerb', 'mărar, legături (1 kg)', 24),
  '11507': kg('staple', 'bicarbonat de sodiu, 1 kg', 12),
  // Cheese and dairy
  '12060': kg('cheese', 'telemea de vacă, 1 kg', 28),
  '12066': kg('cheese', 'brânză feta, 1 kg', 38),
  '12120': kg('cheese', 'parmezan, bucată 1 kg', 100),
  '12122': kg('cheese', 'pecorino, bucată 1 kg', 85),
  '12300': kg('cheese', 'cașcaval topit felii, 1 kg', 30),
  '12729': kg('cheese', 'cașcaval Edam, calup 1 kg', 34),
  '12747': kg('cheese', 'brânză maturată de oaie, 1 kg', 45),
  '16400': kg('fat', 'unt 82 %, bloc 1 kg', 45),
  '19023': litre('dairy', 'lapte 3,5 %, 1 l', 6.5),
  '19430': kg('dairy', 'smântână 20 %, găleată 1 kg', 12),
  '19431': kg('dairy', 'smântână 12 %, găleată 1 kg', 10),
  '19584': kg('cheese', 'mascarpone, 500 g', 14, 0.5),
  '19590': kg('cheese', 'mozzarella, 1 kg', 32),
  '19641': kg('dairy', 'brânză de vaci, 1 kg', 16),
  '39527': kg('sweet', 'înghețată de vanilie, cutie 5 l (2,5 kg)', 55, 2.5),
  // Fruit, nuts, vegetables
  '13032': kg('pantry', 'măsline negre, 1 kg', 22),
  '13046': kg('pantry', 'stafide, 1 kg', 20),
  '15005': kg('pantry', 'miez de nucă, 1 kg', 48),
  '2007': litre('drink', 'suc de lămâie stors (lămâi 9 lei/kg, ≈ 3 kg la 1 l)', 27),
  '2013': litre('drink', 'suc proaspăt de portocale, 1 l', 13),
  '20002': kg('vegetable', 'pulpă de vinete coapte, congelată, 1 kg', 22),
  '20009': kg('vegetable', 'morcovi, sac 10 kg', 35, 10),
  '20019': kg('vegetable', 'castraveți, 1 kg', 6.5),
  '20020': kg('vegetable', 'dovlecei, 1 kg', 7),
  '20034': kg('vegetable', 'ceapă, sac 10 kg', 32, 10),
  '20053': kg('vegetable', 'vinete, 1 kg', 8.5),
  '20055': kg('vegetable', 'țelină rădăcină, 1 kg', 5.5),
  '20056': kg('vegetable', 'ciuperci champignon, ladă 3 kg', 33, 3),
  '20068': kg('pantry', 'pastă de tomate, cutie 800 g', 9, 0.8),
  '20084': kg('vegetable', 'mazăre verde congelată, 2,5 kg', 19, 2.5),
  '20085': kg('vegetable', 'ardei gras verde, 1 kg', 9),
  '20087': kg('vegetable', 'ardei gras roșu, 1 kg', 14),
  '20116': kg('vegetable', 'varză albă, 1 kg', 3),
  '20151': kg('vegetable', 'ardei iute, 1 kg', 25),
  '20171': kg('vegetable', 'salată romană, 1 kg', 14),
  '20172': kg('vegetable', 'roșii cherry, 1 kg', 16),
  '20181': kg('vegetable', 'păstârnac, 1 kg', 7),
  '20260': kg('pantry', 'passata de roșii, 1 kg', 7.5),
  '20385': kg('vegetable', 'roșii, 1 kg', 10),
  '20502': kg('pantry', 'fasole albă fiartă, conservă 800 g', 5.5, 0.8),
  '4008': kg('vegetable', 'cartofi, sac 10 kg', 32, 10),
  '4046': kg('vegetable', 'cartofi pai congelați, 2,5 kg', 22, 2.5),
  // Meat, fish, eggs
  '21003': kg('meat', 'spată de oaie, 1 kg', 38),
  '22000': kg('egg', 'ouă M, cofraj 30 buc. (≈ 1,5 kg)', 27, 1.5),
  '22002': kg('egg', 'gălbenuș de ou pasteurizat, 1 kg', 40),
  '26177': kg('fish', 'file de anșoa în ulei, 500 g', 55, 0.5),
  '27009': kg('fish', 'păstrăv curcubeu proaspăt, 1 kg', 32),
  '28001': kg('meat', 'spată de porc dezosată, 1 kg', 24),
  '28204': kg('meat', 'mușchiuleț de porc, 1 kg', 38),
  '28476': kg('meat', 'carne tocată de porc, 1 kg', 26),
  '28720': kg('meat', 'costiță afumată cuburi, 1 kg', 36),
  '28858': kg('meat', 'pancetta, 1 kg', 75),
  '28900': kg('meat', 'șuncă fiartă, 1 kg', 30),
  '30105': kg('meat', 'cârnați afumați de porc, 1 kg', 28),
  '30316': kg('meat', 'chorizo, 1 kg', 60),
  '36002': kg('meat', 'pulpe de pui cu piele, 1 kg', 14),
  '36017': kg('meat', 'piept de pui, 1 kg', 28),
  '36018': kg('meat', 'piept de pui la grătar, gata preparat, 1 kg', 55),
  '40111': kg('meat', 'ficăței de pui, 1 kg', 12),
  '40502': kg('meat', 'burtă de vită curățată, 1 kg', 28),
  '6002': kg('meat', 'spată de vită, 1 kg', 48),
  '6254': kg('meat', 'carne tocată de vită 15 %, 1 kg', 45),
  '6256': kg('meat', 'carne tocată de vită 20 %, 1 kg', 40),
  // Fats
  '17270': litre('fat', 'ulei de măsline extravirgin, 1 l', 45),
  '17440': kg('fat', 'ulei de floarea-soarelui, bidon 10 l (≈ 9,2 kg)', 97, 9.2),
  // Drinks and water
  '18018': litre('drink', 'băutură tip cola, PET 2 l', 9.8, 2),
  '18022': litre('drink', 'ceai de plante din plicuri (4 plicuri la 1 l)', 1.2),
  '18045': litre('drink', 'apă minerală plată, sticlă 0,5 l', 1.6, 0.5),
  '18046': litre('drink', 'apă minerală carbogazoasă, sticlă 0,5 l', 1.7, 0.5),
  '18066': kg('water', 'apă de la rețea, 1 m³ (apă și canalizare)', 6.5, 1000),
  '18071': litre('drink', 'espresso din boabe (≈ 90 lei/kg, 7 g pe 30 ml), 1 l', 21),
  '18100': kg('pantry', 'cacao pudră, 1 kg', 45),
  '5001': litre('drink', 'bere blondă, keg 30 l', 150, 30),
  '5030': litre('drink', 'bere fără alcool, sticlă 0,5 l', 3.8, 0.5),
  '5214': litre('drink', 'vin roșu sec, sticlă 0,75 l', 18, 0.75),
  '5215': litre('drink', 'vin alb sec, sticlă 0,75 l', 17, 0.75),
  // Bakery, grains, pasta
  '7001': kg('staple', 'pâine albă, 1 kg', 7.5),
  '7259': kg('staple', 'chifle burger cu susan, 1 kg (≈ 12 buc.)', 16),
  '7432': kg('staple', 'crutoane, 1 kg', 28),
  '7500': kg('staple', 'pesmet, 1 kg', 9),
  '9100': kg('staple', 'orez alb, 1 kg', 7),
  '9436': kg('staple', 'făină albă tip 550, sac 5 kg', 17, 5),
  '9440': kg('staple', 'făină albă tip 000, 1 kg', 3.6),
  '9545': kg('staple', 'mălai, 1 kg', 4.5),
  '9610': kg('staple', 'griș, 1 kg', 5.5),
  '9811': kg('staple', 'spaghete, fierte (uscate 8 lei/kg ÷ 2,3)', 3.5),
  '9821': kg('staple', 'tăiței cu ou, 1 kg', 14),
  // Sweets
  '24430': kg('sweet', 'pișcoturi, 1 kg', 26),
  '31005': kg('sweet', 'ciocolată neagră 50 %, 1 kg', 48),
  '31016': kg('staple', 'zahăr, 1 kg', 4.5),
  '31032': kg('sweet', 'cremă de ciocolată cu alune, 1 kg', 30),
  '31044': kg('sweet', 'zahăr vanilat, 1 kg', 20),
  '31068': kg('sweet', 'dulceață de afine, 1 kg', 25),
};
