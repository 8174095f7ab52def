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
  'error.unavailable.title': 'Questa pagina è temporaneamente non disponibile',
  'error.unavailable.text':
    'Al momento non riusciamo a caricare questa pagina. Riprova tra un minuto.',
  'error.goHome': 'Vai alla home page',
  'page.loading': 'Caricamento…',
  'page.offline': 'Sei offline. Controlla la connessione e riprova.',
  'page.retry': 'Riprova',
  'page.updateAvailable': 'È disponibile una nuova versione.',
  'page.reload': 'Ricarica',
  'page.skipToContent': 'Vai al contenuto',

  'auth.login.invalidCredentials': 'La combinazione e-mail/password non è valida',
  'admin.impersonation.banner': 'Stai agendo come {name}',
  'admin.impersonation.exit': 'Esci',
  'admin.impersonation.start': 'Agisci come questo utente',
  'admin.impersonation.error.signIn': 'Accedi per agire come un altro utente.',
  'admin.impersonation.error.notAdmin':
    'Solo gli amministratori del fornitore possono agire come un altro utente.',
  'admin.impersonation.error.alreadyActing': 'Stai già agendo come un altro utente: esci prima.',
  'admin.impersonation.error.self': 'Non puoi agire come te stesso.',
  'admin.impersonation.error.notImpersonable':
    'Puoi agire solo come titolare o membro del personale di un ristorante.',
  'admin.impersonation.error.notActing': 'Non stai agendo come un altro utente.',
  'admin.users.error.foreignRestaurant': 'Puoi assegnare solo i tuoi ristoranti.',
  'admin.users.error.inviteForbidden':
    'Solo i proprietari e gli amministratori possono invitare utenti.',
  'admin.users.error.staffOnly': 'I proprietari possono invitare solo membri del personale.',
  'admin.impersonation.log.singular': 'Impersonificazione',
  'admin.impersonation.log.plural': 'Registro delle impersonificazioni',
  'admin.impersonation.log.description':
    'Ogni inizio e fine di un amministratore che agisce come un altro utente. Le voci non possono essere modificate né eliminate.',
  'admin.impersonation.log.action': 'Azione',
  'admin.impersonation.log.action.enter': 'Inizio',
  'admin.impersonation.log.action.exit': 'Fine',
  'admin.impersonation.log.admin': 'Amministratore',
  'admin.impersonation.log.adminEmail': 'E-mail dell’amministratore',
  'admin.impersonation.log.user': 'Utente impersonato',
  'admin.impersonation.log.userEmail': 'E-mail dell’utente impersonato',
  'admin.impersonation.log.ip': 'Indirizzo IP',
  'admin.impersonation.log.userAgent': 'Browser (user agent)',
  'admin.impersonation.log.session': 'Sessione',
  'admin.nutritionLabel.download': "Scarica l'etichetta nutrizionale",

  'location.noSubscription': 'Questo locale non ha un abbonamento attivo al momento',
  'location.noPublicMenu': 'Questo locale non ha un menu pubblico al momento',
  'location.ownerHint':
    "Se sei il proprietario di questo locale, contattaci per rinnovare l'abbonamento",

  // Abbonamento: dashboard, rinnovo e disdetta, e-mail di fine abbonamento
  'admin.subscription.heading': 'Abbonamento',
  'admin.subscription.endingSoon': 'Abbonamenti in scadenza nei prossimi {days} giorni',
  'admin.subscription.noneEndingSoon': 'Nessun abbonamento scade nei prossimi {days} giorni.',
  'admin.subscription.state.active': 'Attivo',
  'admin.subscription.state.upcoming': 'Non ancora iniziato',
  'admin.subscription.state.expired': 'Scaduto',
  'admin.subscription.state.cancelled': 'Disdetto',
  'admin.subscription.state.none': 'Nessun abbonamento',
  'admin.subscription.activeUntil': 'Attivo fino al {date}',
  'admin.subscription.daysLeft':
    '{days, plural, =0 {ultimo giorno oggi} one {manca # giorno} other {mancano # giorni}}',
  'admin.subscription.startsOn': 'Inizia il {date}',
  'admin.subscription.endedOn': 'Terminato il {date}',
  'admin.subscription.menuOffline': 'Al momento i clienti non possono vedere il menu pubblico.',
  'admin.subscription.renewHint': 'Contattaci per rinnovare l’abbonamento.',
  'admin.subscription.renew':
    '{months, plural, one {Rinnova per # mese} other {Rinnova per # mesi}}',
  'admin.subscription.cancel': 'Disdici ora',
  'admin.subscription.cancelConfirm':
    'Disdire ora questo abbonamento? Il menu pubblico va subito offline.',
  'admin.subscription.renewed': 'Rinnovato fino al {date}.',
  'admin.subscription.cancelled': 'L’abbonamento è disdetto; il menu pubblico è offline.',
  'admin.subscription.actionFailed': 'Operazione non riuscita: {message}',
  'admin.subscription.saveFirst': 'Salva prima l’abbonamento.',
  'admin.subscription.endBeforeStart': 'L’ultimo giorno non può precedere il primo giorno.',
  'admin.subscription.monthsInvalid': 'Rinnova per un numero intero di mesi, da 1 a 36.',
  'admin.subscription.field.state': 'Stato attuale',
  'admin.subscription.field.daysLeft': 'Giorni rimanenti',
  'admin.subscription.field.status': 'Stato',
  'admin.subscription.field.startsAt': 'Primo giorno',
  'admin.subscription.field.endsAt': 'Ultimo giorno (incluso)',
  'admin.subscription.field.cancelledAt': 'Disdetto il',
  'admin.subscription.field.warningsSent': 'E-mail di fine abbonamento inviate',
  'admin.subscription.field.threshold': 'Giorni prima della fine',
  'admin.subscription.field.endsOn': 'Per l’ultimo giorno',
  'admin.subscription.field.sentAt': 'Inviata il',
  'admin.subscription.field.recipients': 'A',
  'email.greeting': 'Ciao {name},',
  'email.subscriptionEnding.subject':
    '{days, plural, =0 {L’abbonamento di {restaurant} scade oggi} =1 {L’abbonamento di {restaurant} scade domani} other {L’abbonamento di {restaurant} scade tra # giorni}}',
  'email.subscriptionEnding.body':
    'L’abbonamento Nutrimenu di {restaurant} scade il {date}. Dal giorno dopo, i clienti che aprono il menu leggeranno solo: «{notice}»',
  'email.subscriptionEnding.dashboard': 'Il tuo abbonamento nella dashboard: {url}',
  'email.subscriptionEnding.reason':
    'Ricevi questa e-mail perché sei proprietario di {restaurant}.',

  // Eliminare ciò che le ricette usano ancora
  'admin.inUse.ingredient':
    '{count, plural, one {Questo ingrediente non può essere eliminato: lo usa # ricetta.} other {Questo ingrediente non può essere eliminato: lo usano # ricette.}}',
  'admin.inUse.recipe':
    '{count, plural, one {Questa ricetta non può essere eliminata: # ricetta la usa come sottoricetta.} other {Questa ricetta non può essere eliminata: # ricette la usano come sottoricetta.}}',
  'admin.inUse.names': 'Usato in: {names}.',
  'admin.inUse.hidden':
    '{count, plural, one {# di esse appartiene a un altro ristorante.} other {# di esse appartengono ad altri ristoranti.}}',
  'admin.inUse.removeFirst': 'Rimuovilo prima da quelle ricette, poi eliminalo.',

  'home.tagline': 'Menù con ingredienti, allergeni e valori nutrizionali',
  'home.cities.heading': 'Ristoranti per città',
  'home.allRestaurants': 'Vedi tutti i ristoranti',
  'home.video.caption': 'Guarda la nostra presentazione',
  'home.contact.heading': 'Contatti',
  'home.contact.email': 'E-mail',
  'home.contact.phone': 'Telefono',
  'home.contact.address': 'Indirizzo',
  'home.mainSite': 'Visita il nostro sito principale',

  'footer.label': 'Informazioni sul sito',
  'footer.help': 'Aiuto',
  'footer.faq': 'Domande frequenti',
  'footer.terms': 'Termini e condizioni',
  'contentPage.fallbackLocale':
    'Questa pagina è mostrata in {language} perché non è ancora stata tradotta.',
  'contentPage.updatedAt': 'Ultimo aggiornamento: {date}',
  'restaurants.title': 'Ristoranti',
  'restaurants.byCity.title': 'Ristoranti a {city}',
  'restaurants.bySpecific.title': 'Ristoranti: {feature}',
  'restaurants.byCityAndSpecific.title': 'Ristoranti a {city}: {feature}',
  'restaurants.count':
    '{count, plural, =0 {Nessun ristorante} one {# ristorante} other {# ristoranti}}',
  'restaurants.empty': 'Nessun ristorante corrisponde alla tua ricerca.',
  'restaurants.facets.label': 'Filtra i ristoranti',
  'restaurants.facets.city': 'Città',
  'restaurants.facets.specific': 'Tipo di locale',
  'restaurants.facets.clear': 'Cancella i filtri',
  'restaurants.searchResults': 'Risultati per «{query}»',
  'restaurants.noPublicMenu': 'Ancora nessun menù pubblico',
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
  'menu.category.label': 'Categoria',
  'menu.category.all': 'Tutti',
  'menu.category.food': 'Cibo',
  'menu.category.drinks': 'Bevande',
  'menu.category.other': 'Altro',
  'menu.empty': 'Nessun piatto trovato in questa categoria!',
  'meta.menu.description':
    '{restaurant}, {city}: il menu con ingredienti, allergeni e valori nutrizionali per 100 g e per porzione.',
  'meta.dish.description':
    '{dish} da {restaurant}: ingredienti, allergeni e valori nutrizionali per 100 g e per porzione.',
  'widget.openFullMenu': 'Apri nel menu completo',
  'widget.notFound': 'Questo menu non è disponibile.',
  'embed.title': 'Aggiungi questo menu al tuo sito web',
  'embed.text':
    'Incolla questo codice nel tuo sito, dove vuoi che compaia il menu; mostra sempre il menu aggiornato.',
  'embed.copy': 'Copia il codice',
  'embed.copied': 'Copiato',
  'embed.copyFailed': 'Impossibile copiare: il codice è selezionato, copialo manualmente.',
  'embed.element':
    'Oppure, per sviluppatori: carica widget.js una sola volta senza attributi data- e inserisci questo elemento:',
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
  'filter.allergens.heading': 'Nascondi i piatti che contengono',
  'filter.allergens.allowTraces': 'Mostra i piatti che possono contenerne solo tracce',
  'filter.reset': 'Azzera i filtri',
  'filter.apply': 'Applica',
  'filter.showDishes':
    '{count, plural, =0 {Nessun piatto da mostrare} one {Mostra # piatto} other {Mostra # piatti}}',
  'filter.activeCount': '{count, plural, one {# filtro attivo} other {# filtri attivi}}',

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
  'print.asOf': 'Aggiornato al {date}',
  'print.pageOf': 'Pagina {page} di {pages}',
  'print.noDishes': 'Nessun piatto pubblicato.',
  'label.nutritionUnavailable':
    'I valori nutrizionali di questo piatto non sono ancora stati calcolati.',
  'label.nutriScoreUnavailable': 'Nutri-Score non calcolato',
  'matrix.title': 'Tabella degli allergeni',
  'matrix.dish': 'Piatto',
  'matrix.legend.contains': 'contiene',
  'matrix.legend.traces': 'può contenere tracce',
  'matrix.legend.unknown': 'allergeni non ancora dichiarati: chiedere al personale',
  'admin.downloads.heading': 'Download',
  'admin.downloads.language': 'Lingua',
  'admin.downloads.menuPdf': 'Menu stampabile (PDF)',
  'admin.downloads.matrixCsv': 'Tabella degli allergeni (CSV)',
  'admin.downloads.matrixPdf': 'Tabella degli allergeni (PDF)',
  'admin.downloads.qrSvg': 'Codice QR (SVG)',
  'admin.downloads.qrPng': 'Codice QR (PNG per la stampa)',
  'admin.downloads.saveFirst': 'Salva prima per scaricare i file.',
  'admin.video.captions.label': 'Sottotitoli (WebVTT)',
  'admin.video.captions.description':
    'I sottotitoli del video in questa lingua, per chi non può sentirlo: incolla il testo di un file WebVTT (inizia con la riga WEBVTT, poi battute con i tempi come «00:00:01.000 --> 00:00:04.000», ciascuna seguita dal suo testo). Al massimo 64 KB. La pagina iniziale offre ogni lingua che ha i sottotitoli.',
  'admin.video.captions.error.header':
    'Questi sottotitoli non sono in formato WebVTT: il testo deve iniziare con la riga «WEBVTT».',
  'admin.video.captions.error.tooLarge':
    'Questi sottotitoli sono troppo lunghi: al massimo 64 KB di testo.',
  'admin.video.captions.error.noCue':
    'Questi sottotitoli non hanno nessuna battuta: aggiungi almeno una riga di tempi come «00:00:01.000 --> 00:00:04.000» seguita dal suo testo.',
  // Importazione ed esportazione CSV di ingredienti e ricette (elenchi, /api/csv)
  'admin.csv.heading': 'Importazione ed esportazione (CSV)',
  'admin.csv.restaurant': 'Ristorante',
  'admin.csv.exportLibrary': 'Scarica la libreria condivisa (CSV)',
  'admin.csv.language': 'Lingua dei nomi',
  'admin.csv.export': 'Scarica CSV',
  'admin.csv.file': 'File CSV da importare',
  'admin.csv.check': 'Verifica il file',
  'admin.csv.import': 'Importa',
  'admin.csv.working': 'In corso…',
  'admin.csv.chooseRestaurant':
    'Scegli un ristorante nel selettore per importarne o esportarne i dati.',
  'admin.csv.checked':
    'Il file è valido: {created, number} da creare, {updated, number} da aggiornare, {unchanged, number} invariati. Non è ancora stato salvato nulla.',
  'admin.csv.imported':
    'Importazione completata: {created, number} creati, {updated, number} aggiornati, {unchanged, number} invariati.',
  'admin.csv.failed': 'Non è stato importato nulla. Correggi queste righe e riprova:',
  'admin.csv.row': 'Riga',
  'admin.csv.column': 'Colonna',
  'admin.csv.problem': 'Problema',
  'admin.csv.help.ingredients':
    'Una riga per ingrediente. Le celle dei nutrienti vuote significano «sconosciuto». Una riga con un id aggiorna quell’ingrediente; senza id, l’ingrediente con lo stesso nome, o uno nuovo.',
  'admin.csv.help.recipes':
    'Una riga per ogni riga di ricetta, raggruppate per slug. Gli ingredienti per nome (l’id distingue gli omonimi), le sotto-ricette per slug.',
  'admin.csv.requestFailed': 'La richiesta non è riuscita. Riprova.',
  'admin.csv.error.adminsOnly':
    'Solo gli amministratori del fornitore possono esportare la libreria condivisa.',
  'admin.csv.error.badId':
    'Id di ristorante non valido «{id}»: un id è un numero intero, ad esempio 12.',
  'admin.csv.error.noRestaurant': 'Nessun ristorante {id} tra quelli che puoi vedere.',
  'admin.csv.error.notUtf8': 'Il file non è testo UTF-8. Salvalo come «CSV UTF-8» e riprova.',
  'admin.csv.error.noFile': 'Nessun file ricevuto: invia il CSV nel campo del modulo «file».',
  'admin.csv.error.unsupportedType':
    'Invia il CSV come file caricato (multipart/form-data, campo «file») o come corpo text/csv.',
  'admin.csv.error.empty':
    'Il file è vuoto: servono una riga di intestazione e almeno una riga di dati.',
  'admin.csv.error.unclosedQuote':
    'Una cella tra virgolette che inizia in questa riga non viene mai chiusa.',
  'admin.csv.error.unknownColumn': 'Colonna sconosciuta «{column}». Le colonne sono: {columns}.',
  'admin.csv.error.duplicateColumn': 'La colonna «{column}» compare due volte.',
  'admin.csv.error.missingColumn': 'Manca la colonna «{column}».',
  'admin.csv.error.tooManyRows':
    'Il file ha più di {max, number} righe: dividilo in file più piccoli.',
  'admin.csv.error.tooManyCells':
    'Questa riga ha {count, number} celle, più delle {max, number} colonne dell’intestazione.',
  'admin.csv.error.summary':
    '{count, plural, one {# problema} other {# problemi}} nel file: non è stato importato nulla.',
  'admin.csv.error.boolean': '«{value}» non è sì o no: scrivi 1 (sì) o 0 (no).',
  'admin.csv.error.choice': 'Valore sconosciuto «{value}». Usa uno tra: {allowed}.',
  'admin.csv.error.range': 'Inserisci un numero da {min, number} a {max, number}.',
  'admin.csv.error.unknownAdditive':
    'Nessun additivo «{value}»: scrivi il suo numero E, ad esempio E330.',
  'admin.csv.error.unknownIngredientId':
    'Nessun ingrediente {id} in questo ristorante. Cancella l’id per creare un nuovo ingrediente.',
  'admin.csv.error.unknownIngredientRef':
    'Nessun ingrediente {id} in questo ristorante o nella libreria condivisa.',
  'admin.csv.error.unknownIngredient':
    'Nessun ingrediente «{name}» in questo ristorante o nella libreria condivisa.',
  'admin.csv.error.ambiguousIngredient':
    'Più ingredienti si chiamano «{name}» (id {ids}): scrivi l’id di quello che intendi nella colonna {column}.',
  'admin.csv.error.duplicateIngredient': 'La riga {row} importa già questo ingrediente.',
  'admin.csv.error.noRecipe': 'Dai alla ricetta uno slug o un nome.',
  'admin.csv.error.ambiguousRecipe':
    'Più ricette di questo ristorante hanno lo slug «{slug}» (id {ids}): assegna prima slug diversi.',
  'admin.csv.error.conflict':
    'Diverso dalla riga {row} della stessa ricetta: le celle proprie di una ricetta devono essere uguali in ciascuna delle sue righe, o vuote.',
  'admin.csv.error.lineNoTarget': 'Una riga ha bisogno di un ingrediente o di una sotto-ricetta.',
  'admin.csv.error.lineTwoTargets':
    'Una riga ha un ingrediente oppure una sotto-ricetta, non entrambi.',
  'admin.csv.error.unitRequired': 'Scegli l’unità: {allowed}.',
  'admin.csv.error.unknownRecipe':
    'Nessuna ricetta «{slug}» in questo ristorante o in questo file.',
  'admin.csv.error.cycle': 'Questa ricetta conterrebbe sé stessa tramite le sue sotto-ricette.',
  'admin.csv.error.save': 'Impossibile salvare: {message}',
  'email.account.signInAddress': 'Il tuo indirizzo e-mail di accesso: {email}',
  'email.invitation.subject': 'Il tuo invito a Nutrimenu',
  'email.invitation.body':
    'È stato creato per te un account Nutrimenu. Scegli una password per accedere.',
  'email.invitation.action': 'Scegli la password',
  'email.invitation.expires':
    'Il link è valido per {days} giorni e si può usare una sola volta. Se è scaduto, usa «Password dimenticata?» nella pagina di accesso per riceverne uno nuovo.',
  'email.invitation.ignore': 'Se non aspettavi questo invito, puoi ignorare questa e-mail.',
  'email.reset.subject': 'Reimpostazione della password di Nutrimenu',
  'email.reset.body':
    'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Nutrimenu.',
  'email.reset.action': 'Scegli una nuova password',
  'email.reset.expires': "Il link è valido per un'ora e si può usare una sola volta.",
  'email.reset.ignore':
    "Se non l'hai richiesto tu, ignora questa e-mail: la password resta invariata.",
  'admin.account.error.emailRequired': 'Inserisci il tuo indirizzo e-mail.',
  'admin.account.error.tokenInvalid':
    'Questo link non è valido, è già stato usato o è scaduto. Richiedine uno nuovo con «Password dimenticata?».',
  'admin.account.error.currentPasswordRequired':
    "Inserisci la password attuale per cambiare l'indirizzo e-mail o la password.",
  'admin.account.error.currentPasswordWrong': 'La password attuale non è corretta.',
  'admin.account.error.passwordsDoNotMatch': 'Le nuove password non coincidono.',
  'admin.account.error.credentialsForbidden':
    "Solo il titolare dell'account o un amministratore può cambiare l'indirizzo e-mail o la password di questo utente.",
  'admin.account.error.invitationFailed':
    "Non è stato possibile inviare l'e-mail di invito, quindi l'utente non è stato creato. Riprova più tardi.",
  'admin.account.choosePassword': 'Imposta la password',
  'admin.account.invite': 'Invia un invito via e-mail',
  'admin.account.inviteDescription':
    "Il nuovo utente riceve un'e-mail con un link per scegliere da sé la propria password.",
  'admin.account.currentPassword': 'Password attuale',
  'admin.account.currentPasswordDescription':
    "Necessaria per cambiare l'indirizzo e-mail o la password.",
  'admin.users.field.name': 'Nome',
  'admin.users.field.role': 'Ruolo',
  'admin.users.field.preferredLocale': 'Lingua preferita',
  'admin.users.field.preferredLocaleDescription':
    'La lingua delle e-mail che riceve questo utente.',
  'admin.users.role.admin': 'Amministratore (fornitore)',
  'admin.users.role.owner': 'Titolare',
  'admin.users.role.staff': 'Personale',
  'admin.brandPages.error.kindTaken': 'Questo marchio ha già una pagina «{kind}»: modifica quella.',
  'admin.ingredients.alternativeNames': 'Altri nomi',
  'admin.ingredients.alternativeNames.description':
    'Altri nomi che un cuoco può digitare per questo ingrediente (termini regionali, sinonimi), uno per riga. La ricerca li trova in tutte le lingue.',
  'admin.ingredients.composite': 'Piatto composto o prodotto di marca',
  'admin.ingredients.composite.description':
    "Impostato dall'importazione CIQUAL: la ricerca mostra questi alimenti dopo quelli semplici.",
  'admin.ingredients.search.error.queryTooLong':
    'Il testo cercato è troppo lungo: al massimo {max} caratteri.',
  'admin.ingredients.search.error.limit':
    'Il numero di risultati deve essere un numero intero da 1 a {max}.',
  'admin.ingredients.search.placeholder':
    'Digita per cercare (in qualsiasi lingua, accenti facoltativi)',
  'admin.ingredients.search.none': 'Nessun ingrediente trovato',
} satisfies Messages;
