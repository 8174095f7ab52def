import type { AllergenCode } from '@nutrimenu/core/allergens';
import type { CiqualRow } from '../ciqualRow';

/*
 * The rules that derive a CIQUAL food's allergens (Annex II of Regulation (EU) No 1169/2011),
 * typical traces and diet flags from its CIQUAL group codes and its French and English names.
 * Each rule says why it exists; `deriveAllergens` applies them in order and records the ids of
 * those that fired, which the shipped allergens.csv shows beside each food. The reasoning behind
 * the choices (and the Annex II exceptions) is in cms/data/ciqual/README.md.
 */

/** What a rule can say about a food beyond its allergens. */
export type FoodMark =
  /** Flesh of a land animal (meat, poultry, game, offal, charcuterie). */
  | 'meat'
  /** Mammal meat (beef, veal, pork, lamb, mutton, goat, horse, game mammals), PNNS sense. */
  | 'redMeat'
  /** Animal product that is not meat, milk or egg and not vegetarian (gelatin, lard, meat stock). */
  | 'notVegetarian'
  /** Animal product a vegetarian eats but a vegan does not (honey, beeswax). */
  | 'notVegan'
  /** A composite whose recipe varies (an "average" sandwich): no diet flag can be promised. */
  | 'unknownRecipe'
  /** Counts as fruit, vegetables or legumes (Nutri-Score sense; potatoes excluded). */
  | 'fruitVegLegumes'
  /** The food is itself a food additive in the sense of Reg. (EC) No 1333/2008. */
  | 'additive';

export interface AllergenRule {
  /** Short, stable id shown in allergens.csv. */
  id: string;
  /** Why the rule holds, in one sentence. */
  why: string;
  when: (food: FoodText) => boolean;
  allergens?: readonly AllergenCode[];
  traces?: readonly AllergenCode[];
  /** Allergens (and traces) taken away again, after every rule has added its own. */
  removes?: readonly AllergenCode[];
  marks?: readonly FoodMark[];
  /** Marks taken away again (a plant-based "steak" is no meat). */
  unmarks?: readonly FoodMark[];
}

/** A CIQUAL food as the rules see it: names lower-cased (accents kept), group codes. */
export interface FoodText {
  code: string;
  /** French and English names, lower-cased, "œ" spelled "oe", joined by " | ". */
  name: string;
  group: string;
  subgroup: string;
  subsubgroup: string;
}

/** The rules' view of one row of ciqual_2025.csv. */
export function foodText(row: CiqualRow): FoodText {
  const name = `${row.name_fr ?? ''} | ${row.name_en ?? ''}`
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('’', "'");
  return {
    code: row.ciqual_code ?? '',
    name,
    group: row.group_code ?? '',
    subgroup: row.subgroup_code ?? '',
    subsubgroup: row.subsubgroup_code ?? '',
  };
}

type Test = (food: FoodText) => boolean;
const named =
  (pattern: RegExp): Test =>
  (food) =>
    pattern.test(food.name);
const inSubgroup =
  (...codes: string[]): Test =>
  (food) =>
    codes.includes(food.subgroup);
const inGroup =
  (...codes: string[]): Test =>
  (food) =>
    codes.includes(food.group);
const all =
  (...tests: Test[]): Test =>
  (food) =>
    tests.every((test) => test(food));
const any =
  (...tests: Test[]): Test =>
  (food) =>
    tests.some((test) => test(food));
const not =
  (test: Test): Test =>
  (food) =>
    !test(food);

/** Plant-based alternatives ("fromage végétal", "steak végétal", "boisson au soja"). */
const PLANT_BASED = named(
  /végétal|végétale|vegan|végan|plant-based|vegetarian|végétarien|au soja|à base de soja|de soja|soya-based|soy-based|soja,|tofu/,
);

/** Meat alternatives: a "haché boeuf et soja" is still beef. */
const MEAT_ALTERNATIVE = named(
  /végétal|végétale|vegan|végan|plant-based|vegetarian|végétarien|tofu|seitan|imitat|à base de soja|de soja|au soja(?! et)|pané soja|soja,? (et )?blé/,
);

/** CIQUAL's composite groups: a dish's recipe, not its name alone, brings allergens. */
const DISH = inGroup('01');

const MEAT_WORDS =
  /(?<!\p{L})(viandes?|meat|boeuf|beef|veau|veal|porc|pork|agneau|lamb|mouton|mutton|cheval|horse|chevreau|kid goat|lapin|rabbit|gibier|cerf|venison|chevreuil|roe deer|sanglier|wild boar|poulet|chicken|dinde|turkey|canard|duck|oie|goose|pintade|guinea fowl|caille|quail|volaille|poultry|coq|poule|hen|autruche|ostrich|jambon|ham|lardons?|bacon|saucisses?|sausages?|saucisson|chorizo|salami|(?<!nem ou )pâté(?! impérial)|rillettes?|boudin|andouillette|andouille|merguez|chipolata|cervelas|knack|frankfurter|mortadelle|mortadella|coppa|bresaola|pancetta|lard|foie gras|foie|liver|rognons?|tripes?|gésiers?|gizzards?|magret|escalope|steak|hamburger|(?<!sauce )kebab(?! sauce)|cordon bleu|gigot|entrecôte|bavette|rumsteck|faux-filet|filet mignon|tournedos|onglet|paleron|jarret|cervelle|ris de veau|pot-au-feu|bourguignon|blanquette|cassoulet|choucroute garnie|grenouilles?|frogs?|hachis|hachis parmentier|parmentier de canard|tomates? farcies?|chou farci|légumes farcis|riz cantonais|cheeseburger|yakitori|confit de canard|bolognaise|bolognese|carbonara|chili con carne|moussaka|tajine|couscous royal|paella|quiche lorraine|croque-monsieur|tartiflette|raclette|tête de veau|museau|fromage de tête|head cheese|galantine|grattons|gelée de viande|osso buco|navarin|hot-dog|hot dog|lasagnes? à la bolognaise|bouillon de (boeuf|volaille|poule)|corned beef|pastrami|jerky|grisons|viande des grisons|bündnerfleisch|keftas?|boulettes? de viande|meatballs?)(?!\p{L})/u;

/** Mammals among MEAT_WORDS, and the charcuterie that is pork by default. */
const RED_MEAT_WORDS =
  /(?<!\p{L})(boeuf|beef|veau|veal|porc|pork|agneau|lamb|mouton|mutton|cheval|horse|chevreau|kid goat|gibier|game|cerf|venison|chevreuil|roe deer|sanglier|wild boar|jambon|ham|lardons?|bacon|saucisson|chorizo|salami|rillettes?|boudin|andouillette|andouille|merguez|chipolata|cervelas|knack|frankfurter|mortadelle|mortadella|coppa|bresaola|pancetta|lard|entrecôte|bavette|rumsteck|faux-filet|filet mignon|tournedos|onglet|paleron|tête de veau|museau|fromage de tête|head cheese|grattons|osso buco|navarin|gigot|pot-au-feu|bourguignon|cassoulet|choucroute garnie|hachis parmentier|bolognaise|bolognese|carbonara|chili con carne|moussaka|quiche lorraine|croque-monsieur|tartiflette|corned beef|pastrami|viande des grisons|bündnerfleisch|hot-dog|hot dog|steak haché|minced beef|ground beef|hamburger|keftas?|boulettes? de viande|tripes?|riz cantonais|couscous royal|saucisses?|cheeseburger)(?!\p{L})/u;

/** Nuts of Annex II point 8 (coconut, nutmeg, chestnut, pine nut are not among them). */
const TREE_NUTS =
  /amandes?|almonds?|noisettes?|hazelnuts?|cerneaux|noix(?! de (coco|muscade|saint-jacques|st-jacques|st jacques|veau|jambon|d'entrecôte|de joue|de porc|de boeuf))|walnuts?|cajou|cashew|pécan|pecan|brésil|brazil nut|pistaches?|pistachio|macadamia|praliné|praline|pralin|gianduja|nougat|frangipane|massepain|marzipan|pâte d'amande|financier|macaron|calisson|chocolat-noisette|chocolate-hazelnut|chocolate and hazelnut|noix et|fruits à coque|mixed nuts|\bnuts\b/;
const NOT_TREE_NUTS =
  /pommes? de terre noisette|potato(es)?,? noisette|noisette potato|noix de coco|coconut|noix de muscade|nutmeg|saint-jacques|scallop|sans fruits à coque|without nuts/;

/**
 * The rules, in the order they are applied. Additions first (by allergen, then dishes and
 * traces), then the exceptions that remove.
 */
export const ALLERGEN_RULES: readonly AllergenRule[] = [
  // ---- Cereals containing gluten (Annex II point 1) ----
  {
    id: 'gluten-cereal',
    why: 'Wheat (durum, soft, spelt, khorasan/kamut), rye, barley and oats are the cereals of Annex II point 1; their grains, flours, semolina, bran and malt are "products thereof".',
    when: named(
      /\bblé|froment|\bwheat|seigle|\brye\b|\borge\b|barley|avoine|\boats?\b|épeautre|spelt|kamut|khorasan|\bfrik\b|semoule de blé|(?<!corn |maize\/corn |maize )semolina|couscous|boulgour|bulgur|\bmalt|son de blé|germe de blé|wheat germ|seitan|triticale/,
    ),
    allergens: ['gluten'],
  },
  {
    id: 'gluten-bakery',
    why: 'Bread, pasta, pastry, biscuits, cakes and breaded foods are made from wheat flour unless said otherwise.',
    when: any(
      inSubgroup('0302', '0305', '0705', '0706', '0708', '0709'),
      named(
        /\bpains?\b|\bbread|baguette|(?<!spécial )pâtes\b|pasta\b|pâte (brisée|feuilletée|sablée|à pizza|à tarte|à pain|à crêpe|à choux|filo|phyllo|levée)|\bpastry|\bpastries|puff pastry|shortcrust|(?<!non )biscuit|cookie|cracker|biscotte|\brusk|gressin|grissini|bretzel|pretzel|gâteau|\bcake|brioche|croissant|viennoiserie|pain au chocolat|chausson|(?<!pour |for )pizza|quiche|tarte|tartelette|\btart\b|(?<!shepherd's |cottage )\bpie\b|tourte|feuilleté|vol-au-vent|bouchée à la reine|crêpe|crepe|pancake|blini|gaufre|gaufrette|waffle|beignet|doughnut|donut|chapelure|breadcrumb|croûton|crouton|pané|panée|panés|breaded|en croûte|friand|samoussa|samosa|(?<!pour )nems?\b|spring roll|rouleau de printemps|raviol|lasagne|cannelloni|tortellini|spaghetti|macaroni|tagliatelle|nouilles|noodles|vermicelle(?!s? de (riz|soja))|gnocchi à la semoule|gnocchi, from semolina|sandwich|hamburger|cheeseburger|\bburger au|^burger,|hot-dog|hot dog|croque|wrap|(?<!sauce )kebab(?! sauce)|panini|bagel|muffin|madeleine|quatre-quarts|génoise|éclair|chou à la crème|profiterole|mille-feuille|millefeuille|galette des rois|pain d'épices|gingerbread|spéculoos|speculoos|boudoir|tiramisu|charlotte|crumble|cheesecake|donut|churros|\bfar\b|clafoutis|strudel|baklava|cordon bleu|nuggets|fish sticks|bâtonnets? de poisson|croquette|tempura|couscous|taboulé|tabbouleh|pâte à tartiner(?! )|quenelles?|pommes? de terre dauphine|dauphine potato/,
      ),
    ),
    allergens: ['gluten'],
  },
  {
    id: 'gluten-beer',
    why: 'Beer is brewed from barley (or wheat) malt; unlike spirits, it is not a distillate.',
    when: all(named(/bière|\bbeer|panaché|shandy/), not(named(/levure de bière|brewer's yeast/))),
    allergens: ['gluten'],
  },
  // ---- Crustaceans, molluscs, fish (points 2, 14, 4) ----
  {
    id: 'crustaceans',
    why: 'Shrimp, prawns, crab, lobster, crayfish and their products.',
    when: named(
      /crevette|shrimp|prawn|gambas|crabe|\bcrab|homard|lobster|langouste|langoustine|écrevisse|crayfish|tourteau|araignée de mer|étrille|bisque|crustacé|crustacean|fruits de mer|seafood|paella|paëlla/,
    ),
    allergens: ['crustaceans'],
  },
  {
    id: 'molluscs',
    why: 'Mussels, oysters, scallops, clams, squid, octopus, cuttlefish, snails, whelks.',
    when: named(
      /\bmoules?\b|mussels?|huîtres?|oysters?(?! mushroom)|saint-jacques|st-jacques|scallop|pétoncle|calmar|calamar|encornet|squid|seiche|cuttlefish|poulpe|pieuvre|octopus|escargot|snail|bulot|whelk|bigorneau|winkle|palourde|\bclams?\b|(?<!fruits à |à la |en )\bcoques?\b|cockle|ormeau|abalone|couteau|razor clam|praire|vernis|mollusque|mollusc|fruits de mer|seafood|paella|sauce d'huître|oyster sauce|paëlla/,
    ),
    allergens: ['molluscs'],
  },
  {
    id: 'fish',
    why: 'Fish, fish roe, fish oil and fish sauces (anchovy in Worcestershire sauce, nuoc-mâm).',
    when: any(
      inSubgroup('0405', '0406', '0904'),
      named(
        /poissons?|\bfish|saumon|salmon|\bthon\b|tuna|cabillaud|\bcod\b|morue|colin|merlu|\bhake\b|\blieu|pollock|saithe|sole\b|^bar\b|sea bass|daurade|dorade|sea bream|sardine|(?<!groseille à )maquereau|(?<!groseille à )maquereau|mackerel|hareng|herring|anchois|anchov|truite|trout|églefin|\bhaddock|flétan|halibut|\braie\b|\bskate|rouget|mullet|turbot|anguille|\beel\b|\bcarpe\b|\bcarp\b|\bbrochet\b|\bpike\b|sushi|sashimi|\bmaki\b|sandre|tilapia|panga|\bperche\b|\bperch\b|espadon|swordfish|\blotte\b|monkfish|(?<!pouligny )saint-pierre|john dory|sprat|\bsprats?\b|caviar|tarama|salade césar|caesar salad|sauce caesar|caesar dressing|\boeufs de (lump|poisson|saumon|cabillaud)|roe\b|surimi|worcestershire|nuoc|nuoc-mâm|fish sauce|bouillabaisse|brandade|rillettes de (thon|saumon|sardine|maquereau)|merlan|whiting|limande|\bplie\b|plaice|grenadier|sébaste|rascasse|\bloup\b|vivaneau|snapper|mérou|grouper|pangasius|pilchard|chinchard|capelan|capelin|empereur|orange roughy|esturgeon|sturgeon|hoki|\bling\b|lingue|mulet|brème|tanche|omble|char\b|silure|catfish|éperlan|smelt|aiglefin|cabillaud|bonite|bonito|germon|albacore|listao|skipjack/,
      ),
    ),
    allergens: ['fish'],
  },
  // ---- Eggs (point 3) ----
  {
    id: 'eggs',
    why: 'Eggs, and what is made with them: egg pasta, mayonnaise and egg sauces, brioche, meringue, custard, crêpes, most cakes.',
    when: named(
      /\boeufs?\b|\beggs?\b|mayonnaise|aïoli|aioli|rémoulade|tartare \(sauce|sauce tartare|béarnaise|hollandaise|brioche|meringue|crème pâtissière|custard|crème anglaise|\bflan\b|crème brûlée|crème caramel|île flottante|floating island|omelette|quiche|crêpe|crepe|pancake|blini|gaufre|waffle|madeleine|génoise|quatre-quarts|sponge|biscuit à la cuiller|boudoir|ladyfinger|macaron|éclair|chou à la crème|profiterole|pâte à choux|tiramisu|mousse au chocolat|chocolate mousse|clafoutis|\bfar\b|pain perdu|french toast|carbonara|nouilles aux oeufs|egg noodles|surimi|quenelle|soufflé (au|aux|glacé)|gâteau|\bcake|muffin|financier|cannelé|pain d'épices|gingerbread|tarte au citron|lemon tart|galette des rois|frangipane|crumble|cheesecake|beignet|doughnut|donut|churros|nougat|guimauve|marshmallow|(?<!black |white |rice )pudding|tortilla espagnole|spanish omelette|piémontaise|gnocchi à la semoule|gnocchi, from semolina|vol-au-vent|bouchée à la reine|croque-madame|(?<!pour )nems?\b|mousse de|terrine|pâté en croûte|pâtes fraîches|fresh pasta|boudin blanc|white pudding|quenelles?|riz cantonais|escalope panée|viennoise ou milanaise|macédoine de légumes en salade|coleslaw|salade césar|caesar salad|sauce caesar|caesar dressing|blanquette|pommes? de terre dauphine|pommes? de terre duchesse|dauphine potato|duchess potato/,
    ),
    allergens: ['eggs'],
  },
  // ---- Milk (point 7) ----
  {
    id: 'milk-dairy',
    why: 'Milk, butter, cream, cheese, yoghurt, whey, lactose, casein and the dairy groups of CIQUAL.',
    when: any(
      all(inSubgroup('0501', '0502', '0503', '0504', '0901'), not(PLANT_BASED)),
      named(
        /\blait\b|\blaits\b|\bmilk|lacté|laitier|dairy|beurre|butter|crème|cream|fromage|cheese|yaourt|yogourt|yoghurt|yogurt|lactosérum|petit-lait|\bwhey|lactose|caséin|casein|babeurre|buttermilk|kéfir|kefir|\bghee\b|mozzarella|camembert|\bbrie\b|emmental|comté|gruyère|parmesan|parmigiano|ricotta|mascarpone|\bfeta\b|roquefort|chèvre|goat cheese|raclette|tartiflette|fondue savoyarde|fondue au fromage|cheese fondue|béchamel|white sauce|gratin|purée de pommes de terre|mashed potato|crème glacée|ice cream|glace|milkshake|chocolat au lait|milk chocolate|chocolat blanc|white chocolate|croissant|brioche|viennoiserie|pain au chocolat|pain au lait|quiche|(?<!pâte à |pour |base de |for )pizza(?! dough)|croque-|croque monsieur|lasagne|cannelloni|cheesecake|moussaka|risotto|endives? au jambon|salade grecque|greek salad|tiramisu|\bflan\b|custard|crème anglaise|pâtissière|panna cotta|riz au lait|rice pudding|entremets|dessert lacté|milk dessert|caramel au beurre|toffee|fudge|galette bretonne|sablé|shortbread|quatre-quarts|financier|madeleine|carbonara|hollandaise|béarnaise|beurre blanc|sauce au roquefort|cheddar|gouda|\bédam|\bedam\b|reblochon|munster|\bcantal\b|\btomme\b|saint-nectaire|morbier|beaufort|coulommiers|\bbleu\b|blue cheese|skyr|faisselle|cottage|quark|fromage blanc|petit-suisse|labneh|paneer|halloumi|gorgonzola|burrata|pecorino|grana padano|provolone|manchego|\blassi\b|ayran|smoothie au yaourt|nougat glacé|vacherin|profiterole|éclair|chou à la crème|tarte au flan|far breton|clafoutis|mousse au chocolat|crème dessert|gnocchi à la semoule|gnocchi, from semolina|vol-au-vent|bouchée à la reine|ganache|pâte à tartiner (au )?chocolat|chocolate spread|boudin blanc|white pudding|quenelles?|pommes? de terre dauphine|pommes? de terre duchesse|dauphine potato|duchess potato|truffe au chocolat|truffes? en chocolat|chocolate truffle|bonbon au chocolat|chocolate bonbon|\bmousse\b/,
      ),
    ),
    allergens: ['milk'],
  },
  // ---- Nuts and peanuts (points 8, 5) ----
  {
    id: 'nuts',
    why: 'Almonds, hazelnuts, walnuts, cashews, pecans, Brazil nuts, pistachios, macadamias and what is made of them (praline, nougat, marzipan, frangipane).',
    when: all(
      named(TREE_NUTS),
      not(named(NOT_TREE_NUTS)),
      not(named(/sans fruits à coque|without nuts/)),
    ),
    allergens: ['nuts'],
  },
  {
    id: 'nuts-coconut-mixed',
    why: 'A name listing a tree nut beside coconut or nutmeg still has the tree nut.',
    when: all(
      named(NOT_TREE_NUTS),
      named(
        /amandes?|almonds?|noisettes?|hazelnuts?|cajou|cashew|pistache|pistachio|macadamia|pécan|pecan/,
      ),
    ),
    allergens: ['nuts'],
  },
  {
    id: 'peanuts',
    why: 'Peanuts (arachides, cacahuètes), peanut butter and peanut oil: Annex II has no exception for refined peanut oil.',
    when: named(/arachide|cacahuète|cacahouète|peanut|satay|saté/),
    allergens: ['peanuts'],
  },
  // ---- Soy, sesame, celery, mustard, lupin (points 6, 11, 9, 10, 13) ----
  {
    id: 'soy',
    why: 'Soybeans and their products: tofu, tempeh, miso, soy drinks and desserts, soy sauce, soy lecithin, edamame.',
    when: all(
      not(named(/sans soja|without soybean|soy-free|mungo|mung bean/)),
      named(
        /\bsoja|\bsoy|tofu|tempeh|miso|edamame|tamari\b|shoyu|teriyaki|natto|yuba|protéines? végétales? texturées?|textured vegetable protein|yakitori/,
      ),
    ),
    allergens: ['soybeans'],
  },
  {
    id: 'soy-sauce-wheat',
    why: 'Soy sauce is brewed from soybeans and wheat (tamari is the wheat-free kind).',
    when: all(
      named(/sauce soja|sauce de soja|soy sauce|shoyu|yakitori|teriyaki/),
      not(named(/tamari|sans gluten|gluten-free/)),
    ),
    allergens: ['gluten'],
  },
  {
    id: 'sesame',
    why: 'Sesame seeds, sesame oil, tahini, halva, hummus (made with tahini), gomasio.',
    when: all(
      not(named(/sans sésame|without sesame/)),
      named(/sésame|sesame|tahin|tahini|halva|halwa|houmous|hummus|gomasio|za'atar|zaatar/),
    ),
    allergens: ['sesame'],
  },
  {
    id: 'celery',
    why: 'Celery and celeriac (stalks, root, leaves, seeds, celery salt) and the stocks and soups that are made with them.',
    when: named(
      /céleri|celery|celeriac|bouillon|court-bouillon|\bstock\b|fond de (veau|volaille)|pot-au-feu|potée|minestrone|garbure/,
    ),
    allergens: ['celery'],
  },
  {
    id: 'mustard',
    why: 'Mustard seeds, mustard, and the sauces made with it (mayonnaise and vinaigrette in the French way, rémoulade).',
    when: named(
      /moutarde|mustard|mayonnaise|vinaigrette|rémoulade|sauce tartare|tartar sauce|salad dressing|sauce salade|céleri rémoulade|oeuf mayonnaise|carottes râpées|grated carrot|piémontaise|macédoine de légumes en salade|coleslaw/,
    ),
    allergens: ['mustard'],
  },
  {
    id: 'lupin',
    why: 'Lupin seeds and lupin flour.',
    when: named(/lupin/),
    allergens: ['lupin'],
  },
  // ---- Sulphites (point 12: more than 10 mg/kg as SO2) ----
  {
    id: 'sulphites-wine',
    why: 'Wine, cider, perry, vermouth, port and other wine-based drinks contain added sulphites well above 10 mg/l (Reg. 2019/934 allows up to 150–200 mg/l).',
    when: named(
      /\bvins?\b|\bwine|champagne|mousseux|sparkling wine|cidre|cider|poiré|perry|vermouth|porto|\bport\b|madère|madeira|xérès|sherry|marsala|sangria|\bkir\b|pineau|vin cuit|apéritif à base de vin|spritz|bourguignon/,
    ),
    allergens: ['sulphites'],
  },
  {
    id: 'sulphites-dried-fruit',
    why: 'Light dried fruit (apricots, raisins/sultanas, figs and mixes) and candied fruit are commonly treated with SO2 (Reg. 1333/2008 allows up to 2 000 mg/kg in dried apricots).',
    when: all(
      named(
        /abricots? sec|dried apricot|raisins? sec|raisin,? dried|\braisins\b|sultana|fruits? confit|(écorce|cerise|orange|citron|gingembre|angélique)s? (d'orange |de citron )?confite?s?|candied (fruit|peel|cherr)|glacé cherr|cerise confite|mélange de fruits secs|dried fruit mix|mango, dried|mangue séchée|figue sèche|fig, dried|fruits secs/,
      ),
      not(named(/jus|juice/)),
    ),
    allergens: ['sulphites'],
  },
  {
    id: 'sulphites-vinegar',
    why: "Wine vinegar and the condiments pickled in it (gherkins, pickled onions, capers, mustard) carry the wine's sulphites or added ones.",
    when: named(
      /vinaigre|vinegar|cornichon|gherkin|pickle|condiment|câpre|caper|moutarde|mustard(?! seed)|vinaigrette|pickled|au vinaigre|aigre-doux|sweet and sour/,
    ),
    allergens: ['sulphites'],
  },
  {
    id: 'sulphites-lemon-potato',
    why: 'Bottled lemon/lime juice and dehydrated potato (flakes for mash) may contain sulphites above 10 mg/kg as sold (Reg. 1333/2008, E220–E228 permitted).',
    when: all(
      named(
        /jus de citron|lemon juice|jus de citron vert|lime juice|purée de pommes de terre déshydratée|flocons de pomme|potato flakes|dehydrated mashed/,
      ),
      not(named(/prélevé|pressé|squeezed|fresh|fait maison|home-made/)),
    ),
    allergens: ['sulphites'],
  },
  // ---- Composite dishes: what their recipe typically has ----
  {
    id: 'dish-soup',
    why: 'Industrial and home-made soups and stocks start from a vegetable base with celery.',
    when: inSubgroup('0102'),
    allergens: ['celery'],
  },
  {
    id: 'dish-pizza-tart',
    why: 'Pizzas, savoury tarts and crêpes are built on wheat dough; tarts and quiches bind with eggs and milk (cream, cheese); pizzas carry cheese.',
    when: inSubgroup('0104'),
    allergens: ['gluten', 'milk'],
  },
  {
    id: 'dish-savoury-tart-eggs',
    why: 'Quiches, savoury tarts, flans and crêpes bind their filling with eggs.',
    when: all(
      inSubgroup('0104', '0106'),
      named(/quiche|tarte|\btart\b|\bflan\b|crêpe|crepe|galette|tourte|\bpie\b/),
    ),
    allergens: ['eggs'],
  },
  {
    id: 'dish-sandwich',
    why: 'Sandwiches are made with wheat bread; the filling brings the rest (butter, cheese, mayonnaise...).',
    when: inSubgroup('0105'),
    allergens: ['gluten'],
    traces: ['sesame', 'eggs', 'milk', 'mustard'],
  },
  {
    id: 'dish-puff-pastry',
    why: 'Puff-pastry starters (feuilletés, friands, vol-au-vent) are wheat dough with butter, glazed with egg.',
    when: all(
      inSubgroup('0106'),
      named(
        /feuilleté|friand|vol-au-vent|bouchée|croissant|pâté en croûte|puff|pastry|tourte|quiche|samoussa|samosa|nem|spring roll|accras|beignet/,
      ),
    ),
    allergens: ['gluten'],
  },
  {
    id: 'dish-sauce-emulsion',
    why: 'Mayonnaise-type and butter-emulsion sauces are egg yolks with oil or butter; white sauces are milk and wheat flour (roux).',
    when: all(
      inSubgroup('1001'),
      named(
        /béchamel|white sauce|sauce blanche|velouté|roux|sauce au fromage|cheese sauce|sauce aux champignons|mushroom sauce/,
      ),
    ),
    allergens: ['milk', 'gluten'],
  },
  {
    id: 'dish-pastry',
    why: 'Viennoiseries, cakes and pastries are made with butter and eggs (dough, glaze, custard, sponge) unless they are the syrup-and-nut pastries of the Orient.',
    when: all(
      inSubgroup('0705', '0709'),
      not(named(/baklava|baklawa|corne de gazelle|loukoum|végétal|vegan/)),
    ),
    allergens: ['eggs', 'milk'],
  },
  {
    id: 'gluten-breakfast-cereal',
    why: 'Breakfast cereals contain wheat, oats or barley malt extract (even corn flakes and puffed rice, for flavour and colour).',
    when: inSubgroup('0707'),
    allergens: ['gluten'],
  },
  {
    id: 'dish-cold-sauce',
    why: 'The cold sauces for fries and kebabs (algérienne, andalouse, samouraï, cocktail, burger...) are mayonnaises: egg yolk and mustard.',
    when: named(
      /sauce (algérienne|andalouse|cocktail|pommes frites|samouraï|américaine|burger|kebab|au curry, froide)/,
    ),
    allergens: ['eggs', 'mustard'],
  },
  {
    id: 'dish-armoricaine',
    why: 'Sauce armoricaine is made from lobster or crab shells, white wine and cream.',
    when: named(/armoricaine/),
    allergens: ['crustaceans', 'sulphites', 'milk'],
  },
  {
    id: 'dish-pesto',
    why: 'Pesto is basil pounded with cheese (parmesan, pecorino) and pine nuts, often cashews.',
    when: named(/pesto/),
    allergens: ['milk'],
    traces: ['nuts'],
  },
  {
    id: 'dish-meal-replacement',
    why: 'Meal replacements are built on milk proteins.',
    when: named(/substitut de repas|meal replacement/),
    allergens: ['milk'],
    traces: ['soybeans'],
  },
  {
    id: 'dish-salad-dressing',
    why: 'Prepacked salads sold "avec sauce" come with a French dressing (vinaigrette with mustard) or a mayonnaise.',
    when: all(inSubgroup('0101'), named(/avec sauce|with dressing|with sauce/)),
    allergens: ['mustard'],
  },
  {
    id: 'dish-meat',
    why: 'A composite dish named after a meat contains it.',
    when: all(any(DISH, inSubgroup('1102')), named(MEAT_WORDS)),
    marks: ['meat'],
  },
  {
    id: 'dish-roux',
    why: 'Blanquette, moussaka, endives au jambon and béchamel dishes are bound with a roux (wheat flour and butter) or cream.',
    when: named(/blanquette|moussaka|endives? au jambon|béchamel|white sauce/),
    allergens: ['gluten', 'milk'],
  },
  {
    id: 'dish-unknown-recipe',
    why: 'An "average" composite or one with "various fillings" may contain anything: it is flagged neither vegan nor vegetarian.',
    when: any(
      all(
        any(DISH, inSubgroup('1102')),
        named(
          /aliment moyen|\baverage|garnitures? diverses|various|\bgarnie?s?\b|\bfilled|canapés|bouchée à la vapeur|steamed dumpling/,
        ),
      ),
      all(inSubgroup('1001', '1103', '0705', '0709'), named(/aliment moyen|\baverage/)),
    ),
    marks: ['unknownRecipe'],
  },
  {
    id: 'not-vegan-labelled',
    why: 'CIQUAL says the plant-based product is not suitable for vegans (egg white or milk in the recipe).',
    when: named(/ne convient pas aux véganes|not suitable for vegans/),
    marks: ['notVegan'],
  },
  // ---- Traces: the cross-contact a kitchen should warn about ----
  {
    id: 'trace-gluten-free-grain',
    why: 'Naturally gluten-free grains and flours (buckwheat, millet, sorghum, corn, quinoa, amaranth, teff) and dry lentils are milled, stored and transported with wheat and barley.',
    when: all(
      any(inSubgroup('0301', '0304'), inSubgroup('0203')),
      named(
        /sarrasin|buckwheat|\bmil\b|millet|sorgho|sorghum|polenta|farine de maïs|corn flour|maize|quinoa|amarante|amaranth|teff|lentilles?|lentils?|pois chiches?|chick ?peas?|farine de châtaigne|chestnut flour|farine de pois|pea flour/,
      ),
      not(named(/cuit|cooked|en conserve|canned/)),
    ),
    traces: ['gluten'],
  },
  {
    id: 'trace-chocolate',
    why: 'Chocolate is made on lines shared with milk chocolate, nut and peanut products.',
    when: any(inSubgroup('0702'), named(/chocolat|chocolate|cacao|cocoa/)),
    traces: ['milk', 'nuts', 'peanuts'],
  },
  {
    id: 'trace-breakfast-cereal',
    why: 'Breakfast cereals and cereal bars share lines with nut, peanut and milk recipes.',
    when: inSubgroup('0707', '0708'),
    traces: ['nuts', 'peanuts', 'milk', 'soybeans'],
  },
  {
    id: 'trace-bakery',
    why: 'Bakeries and biscuit makers handle nuts, sesame, eggs, milk and soy on the same lines.',
    when: any(
      inSubgroup('0302', '0303', '0305', '0705', '0706', '0709'),
      named(/biscuit|cookie|gâteau|\bcake/),
    ),
    traces: ['nuts', 'sesame', 'eggs', 'milk', 'soybeans'],
  },
  {
    id: 'trace-ice-cream',
    why: 'Ice creams and frozen desserts are made on lines shared with nut, peanut and egg flavours, and are served with wafers.',
    when: inGroup('08'),
    traces: ['nuts', 'peanuts', 'eggs', 'gluten'],
  },
  {
    id: 'trace-nut-processing',
    why: 'Nuts, peanuts and oil seeds are shelled, roasted and packed together.',
    when: inSubgroup('0205'),
    traces: ['nuts', 'peanuts', 'sesame'],
  },
  {
    id: 'trace-seafood',
    why: 'Fish and seafood products (surimi, fish cakes, spreads) are processed with crustaceans and molluscs.',
    when: inSubgroup('0409', '0407', '0408'),
    traces: ['crustaceans', 'molluscs', 'fish'],
  },
  {
    id: 'trace-spice',
    why: 'Spice mixes are ground and packed with mustard, celery and sesame.',
    when: all(
      inSubgroup('1005'),
      named(
        /mélange|mix|curry|ras el hanout|quatre épices|mixed spice|colombo|garam|cinq épices|five spice/,
      ),
    ),
    traces: ['mustard', 'celery', 'sesame'],
  },
  // ---- Diet marks ----
  {
    id: 'meat',
    why: "CIQUAL's meat groups (cooked, raw, charcuterie, other meat products) are meat, except plant-based alternatives.",
    when: all(inSubgroup('0401', '0402', '0403', '0404'), not(MEAT_ALTERNATIVE)),
    marks: ['meat'],
  },
  {
    id: 'meat-name',
    why: 'A food outside the meat groups whose name is a meat (stocks, baby food, sauces with meat).',
    when: all(
      named(MEAT_WORDS),
      not(MEAT_ALTERNATIVE),
      not(
        inSubgroup(
          '0502',
          '0503',
          '0504',
          '0501',
          '0201',
          '0204',
          '0205',
          '0302',
          '0303',
          '0305',
          '0705',
          '0706',
          '0707',
          '0709',
          '1005',
          '1006',
        ),
      ),
    ),
    marks: ['meat'],
  },
  {
    id: 'red-meat',
    why: 'Red meat is the meat of mammals (beef, veal, pork, lamb, mutton, goat, horse, game mammals) and charcuterie made from it; poultry and rabbit are not (PNNS / WHO IARC sense, rabbit as in French usage).',
    when: all(
      named(RED_MEAT_WORDS),
      not(MEAT_ALTERNATIVE),
      not(
        named(
          /volaille|poultry|poulet|chicken|dinde|turkey|canard|duck|oie\b|goose|lapin|rabbit|jambon de dinde|turkey ham/,
        ),
      ),
      any(inGroup('04', '09'), DISH, inSubgroup('1102', '1003', '1001')),
    ),
    marks: ['meat', 'redMeat'],
  },
  {
    id: 'red-meat-poultry-mixed',
    why: 'A charcuterie or dish naming pork or beef beside poultry still has red meat.',
    when: all(
      named(/volaille|poultry|poulet|chicken|dinde|turkey/),
      named(/\bporc|pork|boeuf|beef|veau|veal|agneau|lamb|mouton|mutton/),
      not(MEAT_ALTERNATIVE),
    ),
    marks: ['meat', 'redMeat'],
  },
  {
    id: 'not-vegetarian',
    why: 'Gelatin, lard, tallow, animal fat and meat stock come from slaughtered animals.',
    when: named(
      /grenouille|\bfrogs?\b|gélatine|gelatin|saindoux|lard\b|suif|tallow|graisse de (canard|oie|porc|boeuf)|(duck|goose|pork|beef) fat|bouillon de (boeuf|volaille|poule|viande)|(beef|chicken|meat) stock|fond de veau|aspic|gelée de viande|guimauve|marshmallow|bonbon gélifié|gummy|gummies|jelly sweets|graisse de (poulet|dinde)|(chicken|turkey) fat/,
    ),
    marks: ['notVegetarian'],
  },
  {
    id: 'not-vegan',
    why: 'Honey, royal jelly and beeswax are animal products that vegetarians eat.',
    when: named(
      /\bmiel\b|honey(?!dew)|gelée royale|royal jelly|cire d'abeille|beeswax|propolis|pollen/,
    ),
    marks: ['notVegan'],
  },
  {
    id: 'fruit-veg-legumes',
    why: 'Vegetables, legumes and fruits (fresh, dried, cooked, canned, juice) count; potatoes and other starchy tubers do not (Nutri-Score), nor nuts and oil seeds.',
    when: any(
      all(
        inSubgroup('0201', '0203', '0204'),
        not(named(/frites|fries|chips|beignet|pané|breaded|gratin|soufflé/)),
      ),
      named(/patate douce|sweet potato/),
      all(
        inSubgroup('0602'),
        named(
          /pur jus|100 ?%|jus de (fruits?|légumes?|tomate|carotte|orange|pomme|raisin|pamplemousse|ananas|citron)|(fruit|vegetable|tomato|carrot|orange|apple|grape|grapefruit|pineapple) juice/,
        ),
        not(named(/nectar|boisson|drink|soda|sirop|syrup|à base de/)),
      ),
    ),
    marks: ['fruitVegLegumes'],
  },
  {
    id: 'additive',
    why: 'Sodium bicarbonate (E500), baking powder (a preparation of raising agents E500, E450, E341...) and soy lecithin (E322) are themselves additives; gelatin, yeast, starch and agar seaweed are foods, not additives (Reg. 1333/2008 Art. 3(2)(a)).',
    when: named(
      /bicarbonate de soude|sodium bicarbonate|levure chimique|baking powder|lécithine|lecithin/,
    ),
    marks: ['additive'],
  },
  // ---- Exceptions (removals), applied after every addition ----
  {
    id: 'no-nuts-coconut',
    why: 'Coconut, nutmeg, chestnut, pine nut and "noix de Saint-Jacques" (scallop) are not Annex II nuts.',
    when: all(
      named(NOT_TREE_NUTS),
      not(
        named(
          /amandes?|almonds?|noisettes?|hazelnuts?|cajou|cashew|pistache|pistachio|macadamia|pécan|pecan|noix(?! de (coco|muscade|saint-jacques))/,
        ),
      ),
    ),
    removes: ['nuts'],
  },
  {
    id: 'no-milk-plant',
    why: 'Plant "milks", "creams", "butters" and "cheeses" (coconut milk, almond drink, soy cream, peanut/cocoa/shea butter, chestnut cream) contain no milk.',
    when: all(
      named(
        /lait de coco|coconut milk|crème de coco|coconut cream|lait d'amande|almond (milk|drink)|beurre de (cacahuète|cacahouète|cacao|karité|noix|amande|noisette)|peanut butter|cocoa butter|shea butter|(almond|nut|hazelnut|cashew) butter|crème de marrons|crème de pruneaux|chestnut (cream|spread)|crème de cassis|crème de riz|cream of tartar|crème de soja|soy cream|boisson (au|à base de|végétale)|(soy|soya|oat|rice|almond|coconut) drink|végétal|plant-based|vegan/,
      ),
      not(
        named(
          /au lait(?! de coco)|with milk|beurre(?! de)|butter(?!,? (peanut|cocoa|shea|almond|nut))|fromage|cheese|yaourt|yogurt/,
        ),
      ),
      not(inSubgroup('0501', '0502', '0503', '0504', '0901')),
    ),
    removes: ['milk'],
  },
  {
    id: 'no-milk-butter-other',
    why: 'Peanut, cocoa, shea and nut "butters" are not dairy butter.',
    when: all(
      named(/beurre de (cacahuète|cacahouète|cacao|karité)|peanut butter|cocoa butter|shea butter/),
      not(inSubgroup('0901')),
    ),
    removes: ['milk'],
  },
  {
    id: 'no-nuts-lookalike',
    why: 'Cashew apple (the fruit, not the nut), the "amande" of a young coconut, noisette potatoes and "pomme de lait" are not Annex II nuts.',
    when: named(
      /pomme cajou|cashew apple|noix de coco, amande|coconut, immature|pommes? de terre noisette|noisette potato/,
    ),
    removes: ['nuts'],
  },
  {
    id: 'no-milk-fruit',
    why: '"Pomme de lait" (star apple) is a fruit.',
    when: named(/pomme de lait|star apple/),
    removes: ['milk'],
  },
  {
    id: 'no-nuts-meat-cut',
    why: '"Noix" in a butcher\'s cut (gîte à la noix, noix de veau) is a muscle, not a walnut.',
    when: all(
      inSubgroup('0401', '0402'),
      named(/noix/),
      not(named(/pistach|noisette|amande|cajou|walnut/)),
    ),
    removes: ['nuts'],
  },
  {
    id: 'no-dish-in-cut',
    why: 'A raw or plain-cooked cut sold "for bourguignon or pot-au-feu" has none of the dish\'s wine or vegetables.',
    when: inSubgroup('0401', '0402'),
    removes: ['celery', 'sulphites'],
  },
  {
    id: 'no-eggs-roe',
    why: 'Fish roe (lumpfish, cod, trout, salmon "eggs", caviar, tarama) is fish, not the eggs of Annex II point 3 (bird eggs).',
    when: named(
      /oeufs de (lompe|lump|cabillaud|truite|saumon|poisson|hareng)|\broe\b|caviar|tarama/,
    ),
    removes: ['eggs'],
  },
  {
    id: 'no-meat-seafood',
    why: 'Fish and seafood products named like charcuterie (rillettes de thon) or like a meat (horse mackerel, cod liver) are not meat.',
    when: all(
      any(
        inSubgroup('0405', '0406', '0407', '0408', '0409', '0904'),
        named(/foie de morue|cod liver/),
      ),
      not(named(/grenouille|frog/)),
    ),
    unmarks: ['meat', 'redMeat'],
  },
  {
    id: 'no-meat-fish-charcuterie',
    why: "Fish quenelles, fish terrines and surimi sit in CIQUAL's charcuterie group but hold no meat.",
    when: all(
      inSubgroup('0403'),
      named(/de poisson|\bfish|saumon|salmon|\bthon\b|crabe|surimi|brochet/),
      not(named(/volaille|poulet|porc|boeuf|veau/)),
    ),
    unmarks: ['meat', 'redMeat'],
  },
  {
    id: 'no-meat-bird-eggs',
    why: 'Quail, duck, goose and turkey eggs are eggs, not meat.',
    when: named(/oeufs? de (caille|cane|oie|dinde)|(quail|duck|goose|turkey) eggs?/),
    unmarks: ['meat', 'redMeat'],
  },
  {
    id: 'no-gluten-lookalike',
    why: 'Names that only sound like bread or pasta: breadfruit, spaghetti squash, vegetables sold for couscous.',
    when: named(
      /vermicelles multicolores|sprinkles|galette de (riz|maïs)|puffed (rice|corn|maize)|fruit à pain|breadfruit|courge spaghetti|spaghetti squash|légumes pour couscous|vegetables for couscous/,
    ),
    removes: ['gluten'],
  },
  {
    id: 'no-milk-lookalike',
    why: 'Butter beans, butternut squash ("doubeurre") and the like are named after butter but contain none.',
    when: named(
      /haricots? beurre|doubeurre|butternut|butter ?beans?|fromage de tête|head cheese|kéfir d'eau|water kefir/,
    ),
    removes: ['milk'],
  },
  {
    id: 'no-meat-fat',
    why: 'Duck or goose fat is not meat, but it is not vegetarian either (the not-vegetarian rule marks it).',
    when: all(
      named(/graisse de (canard|oie|poulet|dinde)|(duck|goose|chicken|turkey) fat|saindoux/),
      not(inGroup('04')),
    ),
    unmarks: ['meat', 'redMeat'],
  },
  {
    id: 'no-milk-plant-specialty',
    why: 'Plant-based specialities sold as alternatives to cheese, desserts or mousse ("spécialité végétale", "dessert végétal") are made without milk or eggs.',
    when: named(
      /spécialité végétale|dessert végétal|mousse au chocolat végétale|plant-based (cheese|dessert|spread)/,
    ),
    removes: ['milk', 'eggs'],
  },
  {
    id: 'no-sulphites-distilled',
    why: 'Wine brandies (cognac, armagnac) are distilled: the sulphites of the wine do not pass into the spirit.',
    when: named(/eau de vie|eau-de-vie|cognac|armagnac|brandy/),
    removes: ['sulphites'],
  },
  {
    id: 'no-milk-water-ice',
    why: 'Water ices and sorbets are made without milk.',
    when: all(
      named(/glace à l'eau|water ice|ice lolly|sorbet/),
      not(named(/crème glacée|ice cream/)),
    ),
    removes: ['milk'],
  },
  {
    id: 'no-fish-lookalike',
    why: 'A court-bouillon "for fish" and the "caviars" of aubergine or tomato contain no fish.',
    when: named(
      /pour poissons?|for fish|caviar d'aubergine|caviar de tomates?|(aubergine|eggplant|tomato) caviar/,
    ),
    removes: ['fish'],
  },
  {
    id: 'no-gluten-free',
    why: 'Foods sold as gluten-free (below 20 mg/kg, Reg. (EU) No 828/2014) carry no gluten.',
    when: named(/sans gluten|gluten-free|gluten free/),
    removes: ['gluten'],
  },
  {
    id: 'no-gluten-distillate',
    why: 'Spirits distilled from cereals (whisky, vodka, gin) are an Annex II exception (point 1(d)).',
    when: all(
      inSubgroup('0603'),
      named(
        /whisky|whiskey|vodka|\bgin\b|eau-de-vie|spirit|liqueur|rhum|\brum\b|pastis|anisé|cognac|armagnac|calvados|tequila|brandy/,
      ),
      not(named(/bière|beer/)),
    ),
    removes: ['gluten', 'milk', 'nuts'],
  },
  {
    id: 'no-soy-refined-oil',
    why: 'Fully refined soybean oil is an Annex II exception (point 6(a)).',
    when: named(/huile de soja|soybean oil|soya oil|soy oil/),
    removes: ['soybeans'],
  },
  {
    id: 'no-gluten-wheat-syrup',
    why: 'Wheat-based glucose syrups, dextrose and maltodextrins, and barley glucose syrups are Annex II exceptions (point 1(a)–(c)).',
    when: named(/sirop de glucose|glucose syrup|dextrose|maltodextrine|maltodextrin/),
    removes: ['gluten'],
  },
  {
    id: 'no-meat-plant',
    why: 'Plant-based alternatives ("steak végétal", "saucisse végétale") are not meat.',
    when: all(
      MEAT_ALTERNATIVE,
      not(named(/(boeuf|beef|porc|pork|poulet|chicken|volaille) et soja/)),
    ),
    unmarks: ['meat', 'redMeat'],
  },
];
