import type { Messages } from './en';

/**
 * The Italian interface messages.
 *
 * @example
 * it['dish.frozen'] // 'Prodotto surgelato'
 */
export const it = {
  'error.notFound.title': 'Non siamo riusciti a trovare la pagina che stai cercando...',
  'error.generic.title': 'Ops... Qualcosa è andato storto da parte nostra',
  'error.goHome': 'Vai alla home page',
  'page.loading': 'Caricamento…',
  'page.offline': 'Sei offline. Controlla la connessione e riprova.',
  'page.retry': 'Riprova',
  'page.updateAvailable': 'È disponibile una nuova versione.',
  'page.reload': 'Ricarica',

  'common.close': 'Chiudi',
  'common.back': 'Indietro',

  'auth.login.title': 'Accedi',
  'auth.email': 'E-mail',
  'auth.password': 'Password',
  'auth.login.submit': 'Accedi',
  'auth.login.invalidCredentials': 'La combinazione e-mail/password non è valida',
  'auth.forgotPassword': 'Hai dimenticato la password?',
  'auth.logout': 'Esci',
  'admin.impersonation.banner': 'Stai visualizzando il sito come {name}',
  'admin.impersonation.exit': 'Torna al tuo account',
  'admin.nutritionLabel.download': "Scarica l'etichetta nutrizionale",

  'location.noSubscription': 'Questo locale non ha un abbonamento attivo al momento',
  'location.noPublicMenu': 'Questo locale non ha un menu pubblico al momento',
  'location.ownerHint':
    "Se sei il proprietario di questo locale, contattaci per rinnovare l'abbonamento",

  'restaurants.title': 'Ristoranti',
  'restaurants.byCity.title': 'Ristoranti a {city}',
  'restaurants.bySpecific.title': 'Ristoranti: {feature}',
  'restaurants.byCityAndSpecific.title': 'Ristoranti a {city}: {feature}',
  'restaurants.count':
    '{count, plural, =0 {Nessun ristorante} one {# ristorante} other {# ristoranti}}',
  'restaurants.empty': 'Nessun ristorante corrisponde alla tua ricerca.',
  'search.label': 'Cerca',
  'search.restaurants.placeholder': 'Cerca ristoranti per nome o città',
  'search.clear': 'Cancella la ricerca',

  'restaurant.reservation': 'Prenota un tavolo',
  'restaurant.call': 'Chiama',
  'restaurant.website': 'Sito web',
  'restaurant.facebook': 'Facebook',
  'restaurant.instagram': 'Instagram',
  'restaurant.map': 'Mappa',
  'restaurant.review': 'Lascia una recensione',

  'menu.switcher.label': 'Menu',
  'menu.sections.label': 'Sezioni',
  'menu.category.label': 'Categoria',
  'menu.category.all': 'Tutti',
  'menu.category.food': 'Cibo',
  'menu.category.drinks': 'Bevande',
  'menu.category.other': 'Altro',
  'menu.empty': 'Nessun piatto trovato in questa categoria!',
  'widget.openFullMenu': 'Apri nel menu completo',
  'locale.switcher.label': 'Lingua',

  'filter.open': 'Filtri',
  'filter.title': 'Filtra i piatti',
  'filter.nutrition.heading': 'Valori nutrizionali per 100 g',
  'filter.range.energy': 'Calorie (kcal)',
  'filter.range.fat': 'Grassi (g)',
  'filter.range.carbohydrate': 'Carboidrati (g)',
  'filter.range.protein': 'Proteine (g)',
  'filter.range.salt': 'Sale (g)',
  'filter.range.min': 'Minimo ({unit})',
  'filter.range.max': 'Massimo ({unit})',
  'filter.range.value': '{min, number} – {max, number} {unit}',
  'filter.allergens.heading': 'Nascondi i piatti che contengono',
  'filter.allergens.includeTraces': 'Nascondi anche i piatti che possono contenere tracce',
  'filter.reset': 'Azzera i filtri',
  'filter.apply': 'Applica',
  'filter.showDishes':
    '{count, plural, =0 {Nessun piatto da mostrare} one {Mostra # piatto} other {Mostra # piatti}}',
  'filter.activeCount': '{count, plural, one {# filtro attivo} other {# filtri attivi}}',

  'dish.details': 'Dettagli del piatto',
  'dish.backToMenu': 'Torna al menu',
  'dish.price': 'Prezzo: {price}',
  'dish.portion': 'Porzione: {grams} g',
  'dish.frozen': 'Prodotto surgelato',
  'dish.tags.heading': 'Caratteristiche',
  'dish.fallbackLocale':
    'Questo piatto è mostrato in {language} perché non è ancora stato tradotto.',
  'tag.hot': 'Piccante',
  'tag.halal': 'Halal',
  'tag.eco': 'Biologico',
  'tag.no_gluten': 'Senza glutine',
  'tag.no_sugar': 'Senza zucchero',
  'tag.vegan': 'Vegano',
  'tag.vegetarian': 'Vegetariano',
  'tag.with_meat': 'Con carne',
  'allergens.heading': 'Allergeni',
  'allergens.mayContain.heading': 'Può contenere tracce di',
  'allergens.mayContain.sentence': 'Può contenere tracce di {allergens}.',
  'allergens.unknown': 'Allergeni non ancora dichiarati',
  'allergens.none': 'Nessun allergene dichiarato',
  'additives.heading': 'Additivi',
  'ingredients.heading': 'Ingredienti',

  'nutrition.heading': 'Dichiarazione nutrizionale',
  'nutrition.per100g': 'per 100 g',
  'nutrition.per100ml': 'per 100 ml',
  'nutrition.perPortion': 'per porzione ({grams} g)',
  'nutrition.perPortionMl': 'per porzione ({millilitres} ml)',
  'nutrition.riPercent': '%AR',
  'nutrition.line.energy': 'Energia',
  'nutrition.line.fat': 'Grassi',
  'nutrition.line.saturates': 'di cui acidi grassi saturi',
  'nutrition.line.carbohydrate': 'Carboidrati',
  'nutrition.line.sugars': 'di cui zuccheri',
  'nutrition.line.fibre': 'Fibre',
  'nutrition.line.protein': 'Proteine',
  'nutrition.line.salt': 'Sale',
  'nutrition.energyValue': '{kj} kJ / {kcal} kcal',
  'nutrition.referenceIntake': 'Assunzioni di riferimento di un adulto medio (8 400 kJ/2 000 kcal)',
  'nutrition.valueUnknown': 'valore sconosciuto',
  'nutrition.atLeast': 'almeno {value}',
  'nutrition.nutriScore': 'Nutri-Score',
  'nutrition.nutriScoreGrade': 'Nutri-Score {grade}',
  'nutrition.saltFromSodium':
    'Il contenuto di sale è dovuto unicamente al sodio naturalmente presente.',

  // Admin: the recipe form's live nutrition preview
  'admin.live.heading': 'Valori calcolati (in tempo reale)',
  'admin.live.hint':
    'Ricalcolati durante la modifica, dagli ingredienti e dalle sottoricette pubblicati. Il salvataggio memorizza questi valori.',
  'admin.live.loadError':
    'Non è stato possibile caricare gli ingredienti e le sottoricette di questa ricetta. Ricarica la pagina per riprovare.',
  'admin.live.error.title': 'Questa ricetta non può ancora essere calcolata',
  'admin.live.error.emptyRecipe': '{name} non ha righe.',
  'admin.live.error.invalidPortions':
    'Il numero di porzioni di {name} deve essere un numero intero non inferiore a 1.',
  'admin.live.error.invalidQuantity': 'Inserisci una quantità maggiore di 0 per {name}.',
  'admin.live.error.missingDensity':
    '{name} è misurato in ml, ma la sua densità (g per ml) non è nota.',
  'admin.live.error.missingUnitWeight':
    '{name} è misurato in pezzi, ma il peso di un pezzo non è noto.',
  'admin.live.error.invalidYield': 'La resa di cottura di {name} deve essere maggiore di 0.',
  'admin.live.error.invalidNutrient':
    "Un valore nutrizionale di {name} è fuori dall'intervallo 0–100 g per 100 g.",
  'admin.live.error.cycle': '{name} contiene se stessa attraverso le sue sottoricette.',
  'admin.live.error.path': 'Dove: {path}',
  'admin.live.thisRecipe': 'Questa ricetta',
  'admin.live.lowerBound':
    '≥ indica un minimo: alcuni ingredienti non hanno un valore per questo nutriente.',
  'admin.live.nutriScore.noCategory': 'Scegli una categoria Nutri-Score per calcolarlo.',
  'admin.live.nutriScore.incomplete': 'Non calcolato finché alcuni valori sono sconosciuti.',
  'admin.live.none': 'Nessuno',
  'admin.live.weights.heading': 'Pesi',
  'admin.live.weights.grossPortion': 'Peso lordo per porzione: {grams} g',
  'admin.live.weights.netPortion': 'Peso netto servito per porzione: {grams} g',
  'admin.live.missing.heading': 'Ingredienti con dati mancanti',
  'admin.live.missing.nutrients': 'nessun valore per: {nutrients}',
  'admin.live.missing.allergens': 'allergeni non dichiarati',
  'admin.live.missing.none': 'Tutti gli ingredienti hanno dati completi.',
  'admin.live.nutrient.saturates': 'Acidi grassi saturi',
  'admin.live.nutrient.sugars': 'Zuccheri',
} satisfies Messages;
