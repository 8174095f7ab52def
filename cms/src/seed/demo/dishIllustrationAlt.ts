import type { Locale } from '@nutrimenu/core/locale';
import type { DishKind } from './dishIllustration';

/*
 * The alternative text of the demo's dish drawings (dishIllustration.ts), in every locale the
 * menu speaks.
 *
 * Provenance: written by the project for its own drawings, in November 2026, from the shapes each
 * drawing is made of; no text is copied from elsewhere. The Romanian is the reference; the other
 * locales say the same.
 *
 * Rules:
 * - It describes the drawing, not a dish: one drawing serves several dishes ('main' is drawn for a
 *   grilled trout and for a pork steak), so the words stay true for each of them, and the dish's
 *   name, printed beside the picture, is not repeated.
 * - It starts by saying it is a drawing, so no diner takes it for a photograph of the plate.
 * - One short phrase (at most 80 characters), no full stop: a screen reader reads it among the
 *   card's other texts.
 */
export const DISH_ILLUSTRATION_ALT: Record<DishKind, Record<Locale, string>> = {
  soup: {
    ro: 'Desen: un bol de ciorbă cu verdeață și o lingură',
    en: 'Drawing of a bowl of soup with herbs and a spoon',
    fr: 'Dessin : un bol de soupe aux herbes et une cuillère',
    it: 'Disegno: una ciotola di zuppa con erbe e un cucchiaio',
    es: 'Dibujo: un cuenco de sopa con hierbas y una cuchara',
    hu: 'Rajz: egy tál leves zöldfűszerrel és egy kanállal',
    de: 'Zeichnung: eine Schale Suppe mit Kräutern und einem Löffel',
  },
  pizza: {
    ro: 'Desen: o pizza cu sos de roșii, brânză și busuioc',
    en: 'Drawing of a pizza with tomato sauce, cheese and basil',
    fr: 'Dessin : une pizza à la sauce tomate, au fromage et au basilic',
    it: 'Disegno: una pizza con salsa di pomodoro, formaggio e basilico',
    es: 'Dibujo: una pizza con salsa de tomate, queso y albahaca',
    hu: 'Rajz: pizza paradicsomszósszal, sajttal és bazsalikommal',
    de: 'Zeichnung: eine Pizza mit Tomatensoße, Käse und Basilikum',
  },
  salad: {
    ro: 'Desen: o farfurie cu verdețuri, roșii și brânză',
    en: 'Drawing of a plate of greens, tomatoes and cheese',
    fr: 'Dessin : une assiette de verdure, de tomates et de fromage',
    it: 'Disegno: un piatto di verdure, pomodori e formaggio',
    es: 'Dibujo: un plato de verduras, tomates y queso',
    hu: 'Rajz: egy tányér zöldség, paradicsom és sajt',
    de: 'Zeichnung: ein Teller mit Blattgrün, Tomaten und Käse',
  },
  burger: {
    ro: 'Desen: un burger cu salată, cașcaval și carne',
    en: 'Drawing of a burger with lettuce, cheese and a patty',
    fr: 'Dessin : un burger avec salade, fromage et steak',
    it: 'Disegno: un hamburger con lattuga, formaggio e carne',
    es: 'Dibujo: una hamburguesa con lechuga, queso y carne',
    hu: 'Rajz: hamburger salátával, sajttal és húspogácsával',
    de: 'Zeichnung: ein Burger mit Salat, Käse und Patty',
  },
  pancakes: {
    ro: 'Desen: un desert de aluat pe farfurie, cu gem și smântână',
    en: 'Drawing of a sweet pastry with jam and cream on a plate',
    fr: 'Dessin : une pâtisserie avec confiture et crème sur une assiette',
    it: 'Disegno: un dolce di pasta con marmellata e panna su un piatto',
    es: 'Dibujo: un dulce de masa con mermelada y nata en un plato',
    hu: 'Rajz: édes tészta lekvárral és tejföllel egy tányéron',
    de: 'Zeichnung: ein süßes Gebäck mit Marmelade und Sahne auf einem Teller',
  },
  dessert: {
    ro: 'Desen: un desert într-o cupă, cu o cireașă deasupra',
    en: 'Drawing of a dessert in a cup, topped with a cherry',
    fr: 'Dessin : un dessert en coupe, surmonté d’une cerise',
    it: 'Disegno: un dessert in una coppa, con una ciliegia sopra',
    es: 'Dibujo: un postre en una copa, con una cereza encima',
    hu: 'Rajz: desszert kehelyben, a tetején cseresznyével',
    de: 'Zeichnung: ein Dessert im Becher, mit einer Kirsche obenauf',
  },
  hotDrink: {
    ro: 'Desen: o ceașcă aburindă cu o băutură caldă, pe farfurioară',
    en: 'Drawing of a steaming cup of a hot drink on a saucer',
    fr: 'Dessin : une tasse fumante de boisson chaude sur sa soucoupe',
    it: 'Disegno: una tazza fumante di bevanda calda sul piattino',
    es: 'Dibujo: una taza humeante de bebida caliente sobre su platillo',
    hu: 'Rajz: egy csésze gőzölgő forró ital csészealjon',
    de: 'Zeichnung: eine dampfende Tasse Heißgetränk auf der Untertasse',
  },
  coldDrink: {
    ro: 'Desen: o băutură rece cu gheață, pai și o felie de lămâie',
    en: 'Drawing of a cold drink with ice, a straw and a slice of lemon',
    fr: 'Dessin : une boisson fraîche avec glaçons, paille et rondelle de citron',
    it: 'Disegno: una bibita fresca con ghiaccio, cannuccia e una fetta di limone',
    es: 'Dibujo: una bebida fría con hielo, pajita y una rodaja de limón',
    hu: 'Rajz: hideg ital jéggel, szívószállal és citromkarikával',
    de: 'Zeichnung: ein kaltes Getränk mit Eis, Strohhalm und Zitronenscheibe',
  },
  beer: {
    ro: 'Desen: o halbă de bere cu spumă',
    en: 'Drawing of a mug of beer with foam',
    fr: 'Dessin : une chope de bière mousseuse',
    it: 'Disegno: un boccale di birra con la schiuma',
    es: 'Dibujo: una jarra de cerveza con espuma',
    hu: 'Rajz: egy korsó habos sör',
    de: 'Zeichnung: ein Krug Bier mit Schaum',
  },
  wine: {
    ro: 'Desen: un pahar de vin roșu',
    en: 'Drawing of a glass of red wine',
    fr: 'Dessin : un verre de vin rouge',
    it: 'Disegno: un bicchiere di vino rosso',
    es: 'Dibujo: una copa de vino tinto',
    hu: 'Rajz: egy pohár vörösbor',
    de: 'Zeichnung: ein Glas Rotwein',
  },
  polenta: {
    ro: 'Desen: mămăligă cu tocană și smântână pe farfurie',
    en: 'Drawing of polenta with a stew and sour cream on a plate',
    fr: 'Dessin : de la polenta avec un ragoût et de la crème sur une assiette',
    it: 'Disegno: polenta con spezzatino e panna acida su un piatto',
    es: 'Dibujo: polenta con guiso y nata agria en un plato',
    hu: 'Rajz: puliszka pörkölttel és tejföllel egy tányéron',
    de: 'Zeichnung: Polenta mit Eintopf und saurer Sahne auf einem Teller',
  },
  main: {
    ro: 'Desen: un fel principal cu cartofi și legume pe farfurie',
    en: 'Drawing of a main course with potatoes and vegetables on a plate',
    fr: 'Dessin : un plat principal avec pommes de terre et légumes',
    it: 'Disegno: un secondo piatto con patate e verdure',
    es: 'Dibujo: un plato principal con patatas y verduras',
    hu: 'Rajz: főétel burgonyával és zöldséggel egy tányéron',
    de: 'Zeichnung: ein Hauptgericht mit Kartoffeln und Gemüse auf einem Teller',
  },
};
