import { C } from './ingredients';
import type { DemoSheet } from './types';

/**
 * Demo Bistro's finished technical sheets ("fișe tehnice"), by recipe slug: what an owner sees
 * when opening a sheet the kitchen has written and approved. Texts in Romanian and English; the
 * other locales fall back to Romanian, as a real Cluj kitchen's would.
 *
 * The rules the test (sheets.test.ts) checks, and where the numbers come from:
 * - Critical points follow the usual HACCP limits of a Romanian kitchen (Ord. ANSVSA 111/2008,
 *   Reg. 852/2004 guides): core ≥ 75 °C for minced meat, poultry and offal; cooled from 60 °C to
 *   below 10 °C within 120 min; hot holding ≥ 63 °C for at most 120 min; chilled 0–4 °C.
 * - Shelf life 24–72 h chilled, shorter for what holds raw egg or fresh cheese.
 * - Approval: most are approved by the owner at their published version; `tochitura` is never
 *   approved (the state an owner meets first); `ciorba-de-burta` was approved at version 1,
 *   then its tripe quantity changed and it was published again, so version 2 waits for a new
 *   approval (withdrawn).
 */
export const DEMO_SHEETS: Record<string, DemoSheet> = {
  mamaliga: {
    approval: 'approved',
    method: {
      ro: [
        'Se fierbe apa cu sarea în ceaun.',
        'Se toarnă mălaiul în ploaie, amestecând continuu cu tălpigul ca să nu facă cocoloașe.',
        'Se fierbe la foc mic 25–30 de minute, amestecând des, până se desprinde de pe pereții ceaunului.',
        'Se răstoarnă pe fundul de lemn și se porționează cu ața.',
      ],
      en: [
        'Bring the water and salt to the boil in the pot.',
        'Pour in the cornmeal in a thin stream, stirring all the time so that it does not form lumps.',
        'Cook over a low heat for 25–30 minutes, stirring often, until it comes away from the sides of the pot.',
        'Turn out onto the wooden board and portion with a string.',
      ],
    },
    criticalPoints: [
      {
        text: {
          ro: 'Menținere la cald pe bain-marie',
          en: 'Hot holding in the bain-marie',
        },
        temperatureC: 63,
        minutes: 120,
      },
    ],
    holding: {
      temperatureC: 63,
      maxMinutes: 120,
      conditions: {
        ro: 'Acoperită, pe bain-marie; ce nu s-a servit în 2 ore se aruncă.',
        en: 'Covered, in the bain-marie; what is not served within 2 hours is thrown away.',
      },
    },
    storage: {
      temperatureC: 4,
      shelfLifeHours: 48,
      conditions: {
        ro: 'Răcită, în caserolă acoperită și etichetată, la 0–4 °C; se servește doar prăjită sau încălzită la peste 75 °C.',
        en: 'Cooled, in a covered and labelled container at 0–4 °C; served only fried or reheated above 75 °C.',
      },
    },
    sensory: {
      appearance: {
        ro: 'Felii compacte, cu margini netede, fără cocoloașe.',
        en: 'Firm slices with smooth edges, no lumps.',
      },
      colour: { ro: 'Galben-auriu uniform.', en: 'Even golden yellow.' },
      smell: { ro: 'De porumb fiert, fără miros de ars.', en: 'Of cooked maize, never burnt.' },
      taste: { ro: 'Dulceag, potrivit de sărat.', en: 'Slightly sweet, lightly salted.' },
      texture: {
        ro: 'Fină, se taie cu ața fără să se lipească.',
        en: 'Smooth; cuts cleanly with a string without sticking.',
      },
    },
  },
  sarmale: {
    approval: 'approved',
    method: {
      ro: [
        'Se curăță varza de frunzele exterioare și de cotor, se opăresc foile și se taie nervura groasă.',
        'Se călește ceapa tocată în ulei, se amestecă cu carnea tocată, orezul spălat, boiaua, piperul, sarea și jumătate din mărar.',
        'Se pune câte o lingură de umplutură pe fiecare foaie și se rulează strâns, cu capetele băgate înăuntru.',
        'Se așază sarmalele în vas în straturi, cu varza rămasă tocată, costița afumată feliată, cimbrișorul și foile de dafin între straturi.',
        'Se acoperă cu apă amestecată cu pastă de tomate și se fierb la foc mic, acoperite, 2 ore și jumătate, apoi 30 de minute la cuptor la 180 °C.',
      ],
      en: [
        'Remove the outer leaves and the core of the cabbage, blanch the leaves and cut out the thick rib.',
        'Sweat the chopped onion in oil, then mix with the minced pork, the washed rice, paprika, pepper, salt and half of the dill.',
        'Put a spoonful of filling on each leaf and roll it tightly, tucking in the ends.',
        'Lay the rolls in the pot in layers, with the leftover shredded cabbage, sliced smoked bacon, thyme and bay leaves between the layers.',
        'Cover with water mixed with the tomato paste and simmer, covered, for 2½ hours, then 30 minutes in the oven at 180 °C.',
      ],
    },
    criticalPoints: [
      {
        text: {
          ro: 'Carnea tocată crudă se ține la 0–4 °C până la umplere; umplutura nu stă peste 30 de minute la temperatura camerei.',
          en: 'Raw minced meat is kept at 0–4 °C until filling; the filling never stands more than 30 minutes at room temperature.',
        },
        temperatureC: 4,
        minutes: 30,
      },
      {
        text: {
          ro: 'Temperatura la miezul sarmalei, la sfârșitul fierberii',
          en: 'Core temperature of a roll at the end of cooking',
        },
        temperatureC: 75,
      },
      {
        text: {
          ro: 'Răcire rapidă în vase mici, de la 60 °C la sub 10 °C',
          en: 'Quick cooling in shallow containers, from 60 °C to below 10 °C',
        },
        temperatureC: 10,
        minutes: 120,
      },
    ],
    holding: {
      temperatureC: 63,
      maxMinutes: 120,
      conditions: {
        ro: 'În vasul lor, acoperite, cu zeamă, pe bain-marie.',
        en: 'In their pot, covered, in their juice, in the bain-marie.',
      },
    },
    storage: {
      temperatureC: 4,
      shelfLifeHours: 72,
      conditions: {
        ro: 'Cu zeamă, în caserole acoperite și etichetate, la 0–4 °C; se reîncălzesc o singură dată, la peste 75 °C la miez.',
        en: 'In their juice, in covered and labelled containers at 0–4 °C; reheated only once, above 75 °C at the core.',
      },
    },
    sensory: {
      appearance: {
        ro: 'Sarmale întregi, strânse, de mărime egală, fără foi desfăcute.',
        en: 'Whole, tight rolls of even size, no leaves coming apart.',
      },
      colour: {
        ro: 'Foi galben-verzui, zeamă roșiatică.',
        en: 'Yellow-green leaves in a reddish juice.',
      },
      smell: {
        ro: 'De varză fiartă, afumătură și cimbrișor.',
        en: 'Of braised cabbage, smoked bacon and thyme.',
      },
      taste: {
        ro: 'Potrivit de sărat, ușor acrișor, cu gust de afumat.',
        en: 'Well seasoned, slightly sour, smoky.',
      },
      texture: {
        ro: 'Foaia se taie cu furculița, umplutura e fragedă, orezul fiert complet.',
        en: 'The leaf cuts with a fork, the filling is tender, the rice fully cooked.',
      },
    },
  },
  mici: {
    approval: 'approved',
    method: {
      ro: [
        'Se amestecă carnea tocată de vită și de oaie cu sarea, piperul, boiaua, cimbrișorul și usturoiul pisat.',
        'Se dizolvă bicarbonatul în apa rece și se adaugă treptat, frământând compoziția 10 minute până devine lipicioasă.',
        'Se lasă la rece, acoperită, 12 ore (peste noapte).',
        'Se formează mici de câte 60 g cu mâna udă.',
        'Se frig pe grătarul încins 8–10 minute, întorcându-i de mai multe ori.',
      ],
      en: [
        'Mix the minced beef and mutton with the salt, pepper, paprika, thyme and crushed garlic.',
        'Dissolve the bicarbonate in the cold water and add it little by little, kneading for 10 minutes until the mixture turns sticky.',
        'Leave covered in the cold room for 12 hours (overnight).',
        'Shape 60 g rolls with wet hands.',
        'Grill on a hot grill for 8–10 minutes, turning them several times.',
      ],
    },
    criticalPoints: [
      {
        text: {
          ro: 'Compoziția crudă se maturează la 0–4 °C, cel mult 24 de ore',
          en: 'The raw mixture rests at 0–4 °C, for at most 24 hours',
        },
        temperatureC: 4,
        minutes: 1440,
      },
      {
        text: {
          ro: 'Temperatura la miezul micului la scoaterea de pe grătar',
          en: 'Core temperature when taken off the grill',
        },
        temperatureC: 75,
      },
    ],
    holding: {
      temperatureC: 63,
      maxMinutes: 30,
      conditions: {
        ro: 'Se frig la comandă; la nevoie, pe marginea grătarului, cel mult 30 de minute.',
        en: 'Grilled to order; if need be, at the edge of the grill for at most 30 minutes.',
      },
    },
    storage: {
      temperatureC: 2,
      shelfLifeHours: 24,
      conditions: {
        ro: 'Compoziția crudă în cutie acoperită și etichetată cu data frământării, la 0–2 °C; micii fripți nu se păstrează.',
        en: 'The raw mixture in a covered box labelled with the day it was kneaded, at 0–2 °C; grilled mici are not kept.',
      },
    },
    sensory: {
      appearance: {
        ro: 'Rulouri de 10–12 cm, cu urme de grătar, fără crăpături.',
        en: 'Rolls of 10–12 cm with grill marks, no cracks.',
      },
      colour: {
        ro: 'Maro închis la exterior, cenușiu-rozaliu în secțiune, fără roșu crud.',
        en: 'Dark brown outside, greyish pink inside, never raw red.',
      },
      smell: {
        ro: 'De carne friptă, usturoi și cimbru.',
        en: 'Of grilled meat, garlic and thyme.',
      },
      taste: { ro: 'Picant, sărat potrivit, cu usturoi.', en: 'Spicy, well salted, garlicky.' },
      texture: {
        ro: 'Suculentă și elastică, fără să se sfărâme.',
        en: 'Juicy and springy, not crumbly.',
      },
    },
  },
  'sarmale-cu-mamaliga': {
    approval: 'approved',
    method: {
      ro: [
        'Se încălzesc 4 sarmale în zeama lor până la peste 75 °C la miez.',
        'Se încălzește o felie de mămăligă pe plită sau la cuptor.',
        'Se așază în farfurie caldă sarmalele cu puțină zeamă, mămăliga alături, smântâna într-un bol mic și ardeiul iute.',
      ],
      en: [
        'Reheat 4 cabbage rolls in their juice to above 75 °C at the core.',
        'Warm a slice of mămăligă on the hotplate or in the oven.',
        'Plate on a warm plate: the rolls with a little juice, the mămăligă beside them, the sour cream in a small bowl and the chilli.',
      ],
    },
    criticalPoints: [
      {
        text: {
          ro: 'Reîncălzirea sarmalelor, la miez; o singură dată',
          en: 'Reheating the cabbage rolls, at the core; once only',
        },
        temperatureC: 75,
      },
      {
        text: {
          ro: 'Smântâna stă la 0–4 °C până la montaj',
          en: 'The sour cream stays at 0–4 °C until plating',
        },
        temperatureC: 4,
      },
    ],
    holding: {
      temperatureC: 63,
      maxMinutes: 10,
      conditions: {
        ro: 'Porția montată pleacă din bucătărie în cel mult 10 minute.',
        en: 'The plated portion leaves the kitchen within 10 minutes.',
      },
    },
    storage: {
      temperatureC: 4,
      shelfLifeHours: 72,
      conditions: {
        ro: 'Componentele, după fișele lor (sarmale, mămăligă); porția montată nu se păstrează.',
        en: 'The components as their own sheets say (sarmale, mămăligă); a plated portion is not kept.',
      },
    },
    sensory: {
      appearance: {
        ro: 'Patru sarmale întregi lângă o felie de mămăligă, smântână albă și un ardei iute verde.',
        en: 'Four whole rolls beside a slice of mămăligă, white sour cream and a green chilli.',
      },
      colour: {
        ro: 'Verde-gălbui, roșiatic, galben și alb.',
        en: 'Yellow-green, reddish, yellow and white.',
      },
      smell: { ro: 'De varză călită și afumătură.', en: 'Of braised cabbage and smoked bacon.' },
      taste: {
        ro: 'Sarmale acrișoare și afumate, mămăligă dulceagă, smântână răcoritoare.',
        en: 'Sour, smoky rolls, mildly sweet mămăligă, cool sour cream.',
      },
      texture: {
        ro: 'Sarmale fragede, mămăligă fermă.',
        en: 'Tender rolls, firm mămăligă.',
      },
    },
  },
  'mici-cu-mustar': {
    approval: 'approved',
    method: {
      ro: [
        'Se frig 5 mici la comandă (după fișa micilor).',
        'Se servesc imediat pe platou de lemn, cu muștar și pâine proaspătă.',
      ],
      en: [
        'Grill 5 mici to order (as the mici sheet says).',
        'Serve at once on a wooden board with mustard and fresh bread.',
      ],
    },
    criticalPoints: [
      {
        text: {
          ro: 'Temperatura la miezul micilor la scoaterea de pe grătar',
          en: 'Core temperature of the mici when taken off the grill',
        },
        temperatureC: 75,
      },
    ],
    holding: {
      temperatureC: 63,
      maxMinutes: 10,
      conditions: {
        ro: 'Porția pleacă din bucătărie în cel mult 10 minute.',
        en: 'The portion leaves the kitchen within 10 minutes.',
      },
    },
    storage: {
      temperatureC: 4,
      shelfLifeHours: 24,
      conditions: {
        ro: 'Doar compoziția crudă, după fișa micilor; porția servită nu se păstrează.',
        en: 'Only the raw mixture, as the mici sheet says; a served portion is not kept.',
      },
    },
    sensory: {
      appearance: {
        ro: 'Cinci mici rumeniți, cu urme de grătar, muștar galben și două felii de pâine.',
        en: 'Five browned mici with grill marks, yellow mustard and two slices of bread.',
      },
      colour: { ro: 'Maro închis, galben, crem.', en: 'Dark brown, yellow and cream.' },
      smell: { ro: 'De grătar și usturoi.', en: 'Of the grill and garlic.' },
      taste: {
        ro: 'Picant și sărat, muștarul iute.',
        en: 'Spicy and salty, with a sharp mustard.',
      },
      texture: { ro: 'Mici suculenți, pâine moale.', en: 'Juicy mici, soft bread.' },
    },
  },
  'ciorba-de-perisoare': {
    approval: 'approved',
    method: {
      ro: [
        'Se curăță și se taie cubulețe morcovul, ceapa, țelina, păstârnacul și ardeiul; roșiile se opăresc, se decojesc și se taie.',
        'Se fierb legumele în apă cu sare 20 de minute.',
        'Se adaugă perișoarele una câte una, fără să se amestece, și se fierbe la foc mic 25 de minute.',
        'Se adaugă roșiile și se mai fierbe 5 minute.',
        'Se acrește cu zeamă de lămâie, se gustă de sare și se presară pătrunjel tocat.',
      ],
      en: [
        'Peel and dice the carrot, onion, celeriac, parsnip and pepper; blanch, peel and chop the tomatoes.',
        'Simmer the vegetables in salted water for 20 minutes.',
        'Drop in the meatballs one by one, without stirring, and simmer for 25 minutes.',
        'Add the tomatoes and cook 5 more minutes.',
        'Sour with lemon juice, check the salt and sprinkle with chopped parsley.',
      ],
    },
    criticalPoints: [
      {
        text: {
          ro: 'Temperatura la miezul perișoarei la sfârșitul fierberii',
          en: 'Core temperature of a meatball at the end of cooking',
        },
        temperatureC: 75,
      },
      {
        text: {
          ro: 'Răcire în vase mici, de la 60 °C la sub 10 °C',
          en: 'Cooling in small containers, from 60 °C to below 10 °C',
        },
        temperatureC: 10,
        minutes: 120,
      },
    ],
    holding: {
      temperatureC: 75,
      maxMinutes: 120,
      conditions: {
        ro: 'În oală acoperită, pe plită, la peste 63 °C (de preferat 75 °C).',
        en: 'In a covered pot on the stove, above 63 °C (75 °C preferred).',
      },
    },
    storage: {
      temperatureC: 4,
      shelfLifeHours: 72,
      conditions: {
        ro: 'În recipiente acoperite și etichetate, la 0–4 °C; se încălzește doar porția, la fierbere.',
        en: 'In covered and labelled containers at 0–4 °C; only the portion is reheated, to the boil.',
      },
    },
    sensory: {
      appearance: {
        ro: 'Zeamă limpede cu legume cubulețe, perișoare întregi de mărime egală.',
        en: 'Clear broth with diced vegetables and whole meatballs of even size.',
      },
      colour: {
        ro: 'Roșiatic-portocaliu, cu verde de pătrunjel.',
        en: 'Reddish orange with green parsley.',
      },
      smell: {
        ro: 'De legume fierte, lămâie și pătrunjel.',
        en: 'Of cooked vegetables, lemon and parsley.',
      },
      taste: {
        ro: 'Acrișor, echilibrat, potrivit de sărat.',
        en: 'Pleasantly sour, balanced, well salted.',
      },
      texture: {
        ro: 'Perișoare fragede care nu se desfac; legume fierte, dar întregi.',
        en: 'Tender meatballs that hold together; vegetables cooked but whole.',
      },
    },
  },
  'ciorba-de-burta': {
    approval: 'withdrawn',
    // The first published version used less tripe; the kitchen raised it and published again.
    firstLines: { [C.tripe]: 1200 },
    method: {
      ro: [
        'Se spală burta în mai multe ape, se opărește și se fierbe 4–5 ore în apă cu sare, până se înmoaie.',
        'Se scoate, se taie fâșii subțiri și se strecoară zeama.',
        'Se fierb în zeamă morcovul, ceapa, țelina și păstârnacul întregi, 30 de minute, apoi se scot.',
        'Se pune burta înapoi; se bat gălbenușurile cu smântâna și se dreg cu zeamă fierbinte, turnată încet.',
        'Se adaugă drega în ciorbă, fără să mai fiarbă; se potrivește cu usturoi pisat, oțet și sare.',
      ],
      en: [
        'Wash the tripe in several waters, blanch it and simmer it in salted water for 4–5 hours until soft.',
        'Lift it out, cut it into thin strips and strain the stock.',
        'Simmer the whole carrot, onion, celeriac and parsnip in the stock for 30 minutes, then lift them out.',
        'Return the tripe; whisk the yolks with the sour cream and temper them with hot stock, poured slowly.',
        'Stir the liaison into the soup without letting it boil again; season with crushed garlic, vinegar and salt.',
      ],
    },
    criticalPoints: [
      {
        text: {
          ro: 'Burta crudă se recepționează și se ține la 0–4 °C',
          en: 'Raw tripe is received and kept at 0–4 °C',
        },
        temperatureC: 4,
      },
      {
        text: {
          ro: 'Fierberea burtei, la miez',
          en: 'Cooking of the tripe, at the core',
        },
        temperatureC: 75,
        minutes: 240,
      },
      {
        text: {
          ro: 'Drega cu gălbenușuri: ciorba nu coboară sub 70 °C după ce se adaugă',
          en: 'Egg-yolk liaison: the soup stays above 70 °C once it is added',
        },
        temperatureC: 70,
      },
      {
        text: {
          ro: 'Răcire în vase mici, de la 60 °C la sub 10 °C',
          en: 'Cooling in small containers, from 60 °C to below 10 °C',
        },
        temperatureC: 10,
        minutes: 120,
      },
    ],
    holding: {
      temperatureC: 70,
      maxMinutes: 120,
      conditions: {
        ro: 'Pe bain-marie, acoperită, fără să fiarbă (drega s-ar brânzi).',
        en: 'In the bain-marie, covered, never boiling (the liaison would curdle).',
      },
    },
    storage: {
      temperatureC: 4,
      shelfLifeHours: 48,
      conditions: {
        ro: 'Cu dregă: 48 de ore la 0–4 °C; se încălzește încet, fără să fiarbă, la peste 75 °C.',
        en: 'With the liaison: 48 hours at 0–4 °C; reheated gently, without boiling, above 75 °C.',
      },
    },
    sensory: {
      appearance: {
        ro: 'Fâșii subțiri de burtă într-o ciorbă cremoasă, fără grăsime la suprafață.',
        en: 'Thin strips of tripe in a creamy soup, no fat on the surface.',
      },
      colour: { ro: 'Alb-gălbui.', en: 'Creamy off-white.' },
      smell: {
        ro: 'De usturoi și oțet, fără miros de burtă crudă.',
        en: 'Of garlic and vinegar, never of raw tripe.',
      },
      taste: { ro: 'Acrișor, usturoiat, catifelat.', en: 'Sour, garlicky and smooth.' },
      texture: {
        ro: 'Burta fragedă, dar elastică; ciorba fără cocoloașe de ou.',
        en: 'Tripe tender but springy; no curdled egg.',
      },
    },
  },
  'piept-de-pui-la-gratar-cu-cartofi': {
    approval: 'approved',
    method: {
      ro: [
        'Se curăță pieptul de pui de tendoane și grăsime și se bate la grosime egală.',
        'Se marinează cu ulei, usturoi pisat, boia, piper și sare, cel puțin 2 ore, la rece.',
        'Se frige pe grătarul încins 5–6 minute pe fiecare parte.',
        'Se lasă 2 minute să se odihnească, se feliază și se servește cu cartofii wedges calzi.',
      ],
      en: [
        'Trim the chicken breast of sinews and fat and flatten it to an even thickness.',
        'Marinate with oil, crushed garlic, paprika, pepper and salt for at least 2 hours in the cold room.',
        'Grill on a hot grill for 5–6 minutes on each side.',
        'Rest for 2 minutes, slice and serve with the hot potato wedges.',
      ],
    },
    criticalPoints: [
      {
        text: {
          ro: 'Puiul crud se marinează la 0–4 °C, separat de produsele gata de consum',
          en: 'Raw chicken is marinated at 0–4 °C, apart from ready-to-eat food',
        },
        temperatureC: 4,
      },
      {
        text: {
          ro: 'Temperatura la miezul pieptului, în partea cea mai groasă',
          en: 'Core temperature in the thickest part of the breast',
        },
        temperatureC: 75,
      },
    ],
    holding: {
      temperatureC: 63,
      maxMinutes: 15,
      conditions: {
        ro: 'Se frige la comandă și se servește imediat.',
        en: 'Grilled to order and served at once.',
      },
    },
    storage: {
      temperatureC: 4,
      shelfLifeHours: 24,
      conditions: {
        ro: 'Puiul marinat crud: în cutie acoperită și etichetată, pe raftul de jos, la 0–4 °C.',
        en: 'Raw marinated chicken: in a covered and labelled box, on the bottom shelf, at 0–4 °C.',
      },
    },
    sensory: {
      appearance: {
        ro: 'Piept întreg feliat, cu urme de grătar, lângă cartofi rumeniți.',
        en: 'A sliced whole breast with grill marks beside browned potatoes.',
      },
      colour: {
        ro: 'Auriu la exterior, alb în secțiune, fără roz.',
        en: 'Golden outside, white inside, no pink.',
      },
      smell: { ro: 'De grătar, usturoi și boia.', en: 'Of the grill, garlic and paprika.' },
      taste: { ro: 'Potrivit de sărat, ușor afumat.', en: 'Well seasoned, lightly smoky.' },
      texture: { ro: 'Suculent, nu ațos.', en: 'Juicy, not stringy.' },
    },
  },
  papanasi: {
    approval: 'approved',
    method: {
      ro: [
        'Se freacă brânza de vaci cu ouăle, zahărul, zahărul vanilat și sarea.',
        'Se adaugă făina amestecată cu praful de copt și se frământă scurt un aluat moale.',
        'Se formează gogoși cu gaură și biluțe mici, cu mâinile unse.',
        'Se prăjesc în ulei la 170 °C, 3–4 minute pe fiecare parte, și se scurg pe hârtie.',
        'Se servesc calzi, câte doi, cu smântână și dulceață de afine, cu bilița deasupra.',
      ],
      en: [
        'Beat the fresh cheese with the eggs, sugar, vanilla sugar and salt.',
        'Add the flour mixed with the baking powder and briefly knead a soft dough.',
        'Shape ring doughnuts and small balls with oiled hands.',
        'Fry in oil at 170 °C for 3–4 minutes on each side and drain on paper.',
        'Serve warm, two per plate, with sour cream and blueberry jam, the ball on top.',
      ],
    },
    criticalPoints: [
      {
        text: {
          ro: 'Temperatura uleiului de prăjire; uleiul se schimbă când se închide la culoare',
          en: 'Frying oil temperature; the oil is changed once it darkens',
        },
        temperatureC: 170,
      },
      {
        text: {
          ro: 'Aluatul cu brânză și ouă crude nu stă peste 30 de minute la temperatura camerei',
          en: 'Dough with fresh cheese and raw eggs never stands more than 30 minutes at room temperature',
        },
        temperatureC: 4,
        minutes: 30,
      },
    ],
    holding: {
      temperatureC: 63,
      maxMinutes: 20,
      conditions: {
        ro: 'Se prăjesc la comandă; smântâna rămâne la rece până la montaj.',
        en: 'Fried to order; the sour cream stays chilled until plating.',
      },
    },
    storage: {
      temperatureC: 4,
      shelfLifeHours: 24,
      conditions: {
        ro: 'Doar aluatul crud, acoperit și etichetat, la 0–4 °C; papanașii prăjiți nu se păstrează.',
        en: 'Only the raw dough, covered and labelled, at 0–4 °C; fried papanași are not kept.',
      },
    },
    sensory: {
      appearance: {
        ro: 'Două gogoși rotunde, cu gaură, cu bilița deasupra, smântână și dulceață peste.',
        en: 'Two round ring doughnuts topped with the ball, sour cream and jam.',
      },
      colour: {
        ro: 'Maro-auriu uniform; smântână albă, dulceață mov închis.',
        en: 'Even golden brown; white sour cream, dark purple jam.',
      },
      smell: { ro: 'De aluat prăjit și vanilie.', en: 'Of fried dough and vanilla.' },
      taste: {
        ro: 'Dulce-acrișor, brânza se simte, fără gust de ulei vechi.',
        en: 'Sweet and tangy, the cheese comes through, never of stale oil.',
      },
      texture: {
        ro: 'Crocanți la exterior, pufoși și umezi în interior.',
        en: 'Crisp outside, fluffy and moist inside.',
      },
    },
  },
  'tochitura-ardeleneasca': {
    approval: 'none',
    method: {
      ro: [
        'Se taie cuburi carnea de porc și rondele cârnații și se rumenesc în ulei.',
        'Se adaugă usturoiul, boiaua, cimbrișorul, pasta de tomate diluată în apă și se înăbușă la foc mic 40 de minute.',
        'Se servește cu mămăligă, brânză telemea și ou ochi.',
      ],
      en: [
        'Dice the pork, slice the sausages and brown them in oil.',
        'Add the garlic, paprika, thyme and the tomato paste thinned with water, and braise over a low heat for 40 minutes.',
        'Serve with mămăligă, telemea cheese and a fried egg.',
      ],
    },
    criticalPoints: [
      {
        text: {
          ro: 'Temperatura la miezul bucăților de carne',
          en: 'Core temperature of the pieces of meat',
        },
        temperatureC: 75,
      },
    ],
    holding: { temperatureC: 63, maxMinutes: 120 },
    storage: { temperatureC: 4, shelfLifeHours: 48 },
  },
};
