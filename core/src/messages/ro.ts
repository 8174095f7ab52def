import type { Messages } from './en';

/**
 * The Romanian interface messages (comma-below ș ț, as Romanian orthography requires).
 * Counts use the three CLDR plural forms: one, few (2–19: "5 preparate") and other
 * (20 and up: "21 de preparate").
 *
 * @example
 * ro['dish.frozen'] // 'Produs congelat'
 */
export const ro = {
  'error.notFound.title': 'Nu am găsit pagina pe care o căutați...',
  'error.generic.title': 'Hopa... Ceva nu a funcționat de partea noastră',
  'error.unavailable.title': 'Pagina nu este disponibilă momentan',
  'error.unavailable.text':
    'Nu putem încărca pagina acum. Vă rugăm să încercați din nou peste un minut.',
  'error.goHome': 'Înapoi la pagina principală',
  'page.loading': 'Se încarcă…',
  'page.offline': 'Nu sunteți conectat la internet. Verificați conexiunea și încercați din nou.',
  'page.retry': 'Încercați din nou',
  'page.updateAvailable': 'Este disponibilă o versiune nouă.',
  'page.reload': 'Reîncărcați pagina',
  'page.skipToContent': 'Salt la conținut',

  'auth.login.invalidCredentials': 'Combinația e-mail/parolă nu este validă',
  'admin.impersonation.banner': 'Acționați ca {name}',
  'admin.impersonation.exit': 'Ieșiți',
  'admin.impersonation.start': 'Acționați ca acest utilizator',
  'admin.impersonation.error.signIn': 'Autentificați-vă pentru a acționa ca alt utilizator.',
  'admin.impersonation.error.notAdmin':
    'Doar administratorii furnizorului pot acționa ca alt utilizator.',
  'admin.impersonation.error.alreadyActing': 'Acționați deja ca alt utilizator: ieșiți mai întâi.',
  'admin.impersonation.error.self': 'Nu puteți acționa ca propriul utilizator.',
  'admin.impersonation.error.notImpersonable':
    'Puteți acționa doar ca proprietar sau angajat al unui restaurant.',
  'admin.impersonation.error.notActing': 'Nu acționați ca alt utilizator.',
  'admin.users.error.foreignRestaurant': 'Puteți atribui doar restaurantele dumneavoastră.',
  'admin.users.error.inviteForbidden':
    'Doar proprietarii și administratorii pot invita utilizatori.',
  'admin.users.error.staffOnly': 'Proprietarii pot invita doar membri ai personalului.',
  'admin.impersonation.log.singular': 'Eveniment de impersonare',
  'admin.impersonation.log.plural': 'Jurnal de impersonare',
  'admin.impersonation.log.description':
    'Fiecare început și sfârșit al unei acțiuni a unui administrator ca alt utilizator. Înregistrările nu pot fi modificate sau șterse.',
  'admin.impersonation.log.action': 'Acțiune',
  'admin.impersonation.log.action.enter': 'Intrare',
  'admin.impersonation.log.action.exit': 'Ieșire',
  'admin.impersonation.log.admin': 'Administrator',
  'admin.impersonation.log.adminEmail': 'E-mailul administratorului',
  'admin.impersonation.log.user': 'Utilizator impersonat',
  'admin.impersonation.log.userEmail': 'E-mailul utilizatorului impersonat',
  'admin.impersonation.log.ip': 'Adresă IP',
  'admin.impersonation.log.userAgent': 'Browser (user agent)',
  'admin.impersonation.log.session': 'Sesiune',
  'admin.nutritionLabel.download': 'Descărcați eticheta nutrițională',

  'location.noSubscription': 'Această locație nu are un abonament activ momentan',
  'location.noPublicMenu': 'Această locație nu are un meniu public momentan',
  'location.ownerHint':
    'Dacă sunteți proprietarul acestei locații, vă rugăm să ne contactați pentru reînnoirea abonamentului',

  // Abonament: panoul de administrare, reînnoire și anulare, e-mailul de sfârșit de abonament
  'admin.subscription.heading': 'Abonament',
  'admin.subscription.endingSoon': 'Abonamente care se încheie în următoarele {days} zile',
  'admin.subscription.noneEndingSoon': 'Niciun abonament nu se încheie în următoarele {days} zile.',
  'admin.subscription.state.active': 'Activ',
  'admin.subscription.state.upcoming': 'Nu a început încă',
  'admin.subscription.state.expired': 'Expirat',
  'admin.subscription.state.cancelled': 'Anulat',
  'admin.subscription.state.none': 'Fără abonament',
  'admin.subscription.activeUntil': 'Activ până la {date}',
  'admin.subscription.daysLeft':
    '{days, plural, =0 {ultima zi astăzi} one {a mai rămas # zi} few {au mai rămas # zile} other {au mai rămas # de zile}}',
  'admin.subscription.startsOn': 'Începe pe {date}',
  'admin.subscription.endedOn': 'S-a încheiat pe {date}',
  'admin.subscription.menuOffline': 'Clienții nu pot vedea meniul public în acest moment.',
  'admin.subscription.renewHint': 'Vă rugăm să ne contactați pentru reînnoirea abonamentului.',
  'admin.subscription.renew':
    '{months, plural, one {Reînnoiește pentru # lună} few {Reînnoiește pentru # luni} other {Reînnoiește pentru # de luni}}',
  'admin.subscription.cancel': 'Anulează acum',
  'admin.subscription.cancelConfirm':
    'Anulați acum acest abonament? Meniul public devine indisponibil imediat.',
  'admin.subscription.renewed': 'Reînnoit până la {date}.',
  'admin.subscription.cancelled': 'Abonamentul este anulat; meniul public nu mai este afișat.',
  'admin.subscription.actionFailed': 'Operațiunea nu a reușit: {message}',
  'admin.subscription.saveFirst': 'Salvați mai întâi abonamentul.',
  'admin.subscription.endBeforeStart': 'Ultima zi nu poate fi înaintea primei zile.',
  'admin.subscription.monthsInvalid': 'Reînnoiți pentru un număr întreg de luni, între 1 și 36.',
  'admin.subscription.field.state': 'Starea actuală',
  'admin.subscription.field.daysLeft': 'Zile rămase',
  'admin.subscription.field.status': 'Stare',
  'admin.subscription.field.startsAt': 'Prima zi',
  'admin.subscription.field.endsAt': 'Ultima zi (inclusiv)',
  'admin.subscription.field.cancelledAt': 'Anulat pe',
  'admin.subscription.field.warningsSent': 'E-mailuri trimise înainte de sfârșitul abonamentului',
  'admin.subscription.field.threshold': 'Zile înainte de sfârșit',
  'admin.subscription.field.endsOn': 'Pentru ultima zi',
  'admin.subscription.field.sentAt': 'Trimis pe',
  'admin.subscription.field.recipients': 'Către',
  'email.greeting': 'Bună ziua, {name},',
  'email.subscriptionEnding.subject':
    '{days, plural, =0 {Abonamentul pentru {restaurant} se încheie astăzi} =1 {Abonamentul pentru {restaurant} se încheie mâine} few {Abonamentul pentru {restaurant} se încheie în # zile} other {Abonamentul pentru {restaurant} se încheie în # de zile}}',
  'email.subscriptionEnding.body':
    'Abonamentul Nutrimenu pentru {restaurant} se încheie pe {date}. Din ziua următoare, clienții care deschid meniul vor citi doar: „{notice}”',
  'email.subscriptionEnding.dashboard':
    'Abonamentul dumneavoastră în panoul de administrare: {url}',
  'email.subscriptionEnding.reason':
    'Primiți acest e-mail deoarece sunteți proprietarul restaurantului {restaurant}.',

  // Ștergerea a ceea ce rețetele încă folosesc
  'admin.inUse.ingredient':
    '{count, plural, one {Acest ingredient nu poate fi șters: îl folosește # rețetă.} few {Acest ingredient nu poate fi șters: îl folosesc # rețete.} other {Acest ingredient nu poate fi șters: îl folosesc # de rețete.}}',
  'admin.inUse.recipe':
    '{count, plural, one {Această rețetă nu poate fi ștearsă: # rețetă o folosește ca subrețetă.} few {Această rețetă nu poate fi ștearsă: # rețete o folosesc ca subrețetă.} other {Această rețetă nu poate fi ștearsă: # de rețete o folosesc ca subrețetă.}}',
  'admin.inUse.names': 'Folosit în: {names}.',
  'admin.inUse.hidden':
    '{count, plural, one {# dintre ele aparține altui restaurant.} few {# dintre ele aparțin altor restaurante.} other {# dintre ele aparțin altor restaurante.}}',
  'admin.inUse.removeFirst': 'Eliminați-l mai întâi din aceste rețete, apoi ștergeți-l.',

  'home.tagline': 'Meniuri cu ingrediente, alergeni și valori nutriționale',
  'home.cities.heading': 'Restaurante după oraș',
  'home.allRestaurants': 'Vedeți toate restaurantele',
  'home.video.caption': 'Urmăriți prezentarea noastră',
  'home.contact.heading': 'Contact',
  'home.contact.email': 'E-mail',
  'home.contact.phone': 'Telefon',
  'home.contact.address': 'Adresă',
  'home.mainSite': 'Vizitați site-ul nostru principal',

  'footer.label': 'Informații despre site',
  'footer.help': 'Ajutor',
  'footer.faq': 'Întrebări frecvente',
  'footer.terms': 'Termeni și condiții',
  'contentPage.fallbackLocale':
    'Această pagină este afișată în {language} pentru că nu a fost tradusă încă.',
  'contentPage.updatedAt': 'Ultima actualizare: {date}',
  'restaurants.title': 'Restaurante',
  'restaurants.byCity.title': 'Restaurante din {city}',
  'restaurants.bySpecific.title': 'Restaurante: {feature}',
  'restaurants.byCityAndSpecific.title': 'Restaurante din {city}: {feature}',
  'restaurants.count':
    '{count, plural, =0 {Niciun restaurant} one {# restaurant} few {# restaurante} other {# de restaurante}}',
  'restaurants.empty': 'Niciun restaurant nu corespunde căutării.',
  'restaurants.facets.label': 'Filtrați restaurantele',
  'restaurants.facets.city': 'Oraș',
  'restaurants.facets.specific': 'Tipul localului',
  'restaurants.facets.clear': 'Ștergeți filtrele',
  'restaurants.searchResults': 'Rezultate pentru „{query}”',
  'restaurants.noPublicMenu': 'Încă nu are un meniu public',
  'search.label': 'Căutare',
  'search.restaurants.placeholder': 'Căutați restaurante după nume sau oraș',
  'search.clear': 'Ștergeți căutarea',

  'restaurant.reservation': 'Rezervați o masă',
  'restaurant.call': 'Sunați',
  'restaurant.website': 'Site web',
  'restaurant.facebook': 'Facebook',
  'restaurant.instagram': 'Instagram',
  'restaurant.map': 'Hartă',
  'restaurant.review': 'Lăsați o recenzie',

  'menu.switcher.label': 'Meniuri',
  'menu.category.label': 'Categorie',
  'menu.category.all': 'Toate',
  'menu.category.food': 'Mâncare',
  'menu.category.drinks': 'Băuturi',
  'menu.category.other': 'Altele',
  'menu.empty': 'Nu am găsit niciun preparat în această categorie!',
  'meta.menu.description':
    '{restaurant}, {city}: meniul cu ingrediente, alergeni și valori nutriționale la 100 g și pe porție.',
  'meta.dish.description':
    '{dish} la {restaurant}: ingrediente, alergeni și valori nutriționale la 100 g și pe porție.',
  'widget.openFullMenu': 'Deschideți în meniul complet',
  'widget.notFound': 'Acest meniu nu este disponibil.',
  'embed.title': 'Adăugați acest meniu pe site-ul dumneavoastră',
  'embed.text':
    'Lipiți acest cod în site-ul dumneavoastră, acolo unde doriți să apară meniul; afișează mereu meniul actual.',
  'embed.copy': 'Copiați codul',
  'embed.copied': 'Copiat',
  'embed.copyFailed': 'Nu s-a putut copia: codul este selectat, copiați-l manual.',
  'embed.element':
    'Sau, pentru programatori: încărcați widget.js o singură dată, fără atribute data-, și plasați acest element:',
  'locale.switcher.label': 'Limba',

  'filter.open': 'Filtre',
  'filter.title': 'Filtrați preparatele',
  'filter.nutrition.heading': 'Valori nutriționale per 100 g',
  'filter.range.energy': 'Calorii (kcal)',
  'filter.range.fat': 'Grăsimi (g)',
  'filter.range.carbohydrate': 'Glucide (g)',
  'filter.range.protein': 'Proteine (g)',
  'filter.range.salt': 'Sare (g)',
  'filter.range.min': 'Minim ({unit})',
  'filter.range.max': 'Maxim ({unit})',
  'filter.allergens.heading': 'Ascundeți preparatele care conțin',
  'filter.allergens.allowTraces': 'Afișați preparatele care pot conține doar urme',
  'filter.reset': 'Resetați filtrele',
  'filter.apply': 'Aplicați',
  'filter.showDishes':
    '{count, plural, =0 {Niciun preparat de afișat} one {Afișați # preparat} few {Afișați # preparate} other {Afișați # de preparate}}',
  'filter.activeCount':
    '{count, plural, one {# filtru activ} few {# filtre active} other {# de filtre active}}',

  'dish.backToMenu': 'Înapoi la meniu',
  'dish.price': 'Preț: {price}',
  'dish.portion': 'Porție: {grams} g',
  'dish.frozen': 'Produs congelat',
  'dish.tags.heading': 'Caracteristici',
  'dish.fallbackLocale': 'Acest preparat este afișat în {language} deoarece nu a fost încă tradus.',
  'tag.hot': 'Picant',
  'tag.halal': 'Halal',
  'tag.eco': 'Ecologic',
  'tag.no_gluten': 'Fără gluten',
  'tag.no_sugar': 'Fără zahăr',
  'tag.vegan': 'Vegan',
  'tag.vegetarian': 'Vegetarian',
  'tag.with_meat': 'Cu carne',
  'allergens.heading': 'Alergeni',
  'allergens.mayContain.heading': 'Poate conține urme de',
  'allergens.mayContain.sentence': 'Poate conține urme de {allergens}.',
  'allergens.unknown': 'Alergenii nu au fost încă declarați',
  'allergens.none': 'Niciun alergen declarat',
  'additives.heading': 'Aditivi',
  'ingredients.heading': 'Ingrediente',

  'nutrition.heading': 'Declarație nutrițională',
  'nutrition.per100g': 'per 100 g',
  'nutrition.per100ml': 'per 100 ml',
  'nutrition.perPortion': 'per porție ({grams} g)',
  'nutrition.perPortionMl': 'per porție ({millilitres} ml)',
  'nutrition.riPercent': '%DR',
  'nutrition.line.energy': 'Valoare energetică',
  'nutrition.line.fat': 'Grăsimi',
  'nutrition.line.saturates': 'din care acizi grași saturați',
  'nutrition.line.carbohydrate': 'Glucide',
  'nutrition.line.sugars': 'din care zaharuri',
  'nutrition.line.fibre': 'Fibre',
  'nutrition.line.protein': 'Proteine',
  'nutrition.line.salt': 'Sare',
  'nutrition.energyValue': '{kj} kJ / {kcal} kcal',
  'nutrition.referenceIntake': 'Doza de referință pentru un adult mediu (8 400 kJ/2 000 kcal)',
  'nutrition.valueUnknown': 'valoare necunoscută',
  'nutrition.atLeast': 'cel puțin {value}',
  'nutrition.nutriScore': 'Nutri-Score',
  'nutrition.nutriScoreGrade': 'Nutri-Score {grade}',

  // Admin: the recipe form's live nutrition preview
  'admin.live.heading': 'Valori calculate (în timp real)',
  'admin.live.hint':
    'Se recalculează pe măsură ce editați, din ingredientele și subrețetele publicate. Salvarea păstrează aceste valori.',
  'admin.live.loadError':
    'Ingredientele și subrețetele acestei rețete nu au putut fi încărcate. Reîncărcați pagina pentru a încerca din nou.',
  'admin.live.error.title': 'Această rețetă nu poate fi calculată încă',
  'admin.live.error.emptyRecipe': '{name} nu are niciun rând.',
  'admin.live.error.invalidPortions':
    'Numărul de porții pentru {name} trebuie să fie un număr întreg de cel puțin 1.',
  'admin.live.error.invalidQuantity': 'Introduceți o cantitate mai mare decât 0 pentru {name}.',
  'admin.live.error.missingDensity':
    '{name} este măsurat în ml, dar densitatea sa (g per ml) nu este cunoscută.',
  'admin.live.error.missingUnitWeight':
    '{name} este măsurat în bucăți, dar greutatea unei bucăți nu este cunoscută.',
  'admin.live.error.invalidYield':
    'Randamentul la gătire pentru {name} trebuie să fie mai mare decât 0.',
  'admin.live.error.invalidNutrient':
    'O valoare nutrițională pentru {name} este în afara intervalului 0–100 g la 100 g.',
  'admin.live.error.cycle': '{name} se conține pe sine prin subrețetele sale.',
  'admin.live.error.path': 'Unde: {path}',
  'admin.live.thisRecipe': 'Această rețetă',
  'admin.live.lowerBound':
    '≥ indică o valoare minimă: unele ingrediente nu au valoare pentru acest nutrient.',
  'admin.live.nutriScore.noCategory': 'Alegeți o categorie Nutri-Score pentru a-l calcula.',
  'admin.live.nutriScore.incomplete': 'Nu se calculează cât timp unele valori sunt necunoscute.',
  'admin.live.none': 'Niciunul',
  'admin.live.weights.heading': 'Greutăți',
  'admin.live.weights.grossPortion': 'Greutate brută per porție: {grams} g',
  'admin.live.weights.netPortion': 'Greutate netă per porție: {grams} g',
  'admin.live.missing.heading': 'Ingrediente cu date lipsă',
  'admin.live.missing.nutrients': 'fără valoare pentru: {nutrients}',
  'admin.live.missing.allergens': 'alergeni nedeclarați',
  'admin.live.missing.none': 'Toate ingredientele au date complete.',
  'admin.live.nutrient.saturates': 'Acizi grași saturați',
  'admin.live.nutrient.sugars': 'Zaharuri',
  'print.asOf': 'Situația la {date}',
  'print.pageOf': 'Pagina {page} din {pages}',
  'print.noDishes': 'Niciun preparat publicat.',
  'label.nutritionUnavailable':
    'Valorile nutriționale ale acestui preparat nu au fost încă calculate.',
  'label.nutriScoreUnavailable': 'Nutri-Score necalculat',
  'matrix.title': 'Matricea alergenilor',
  'matrix.dish': 'Preparat',
  'matrix.legend.contains': 'conține',
  'matrix.legend.traces': 'poate conține urme',
  'matrix.legend.unknown': 'alergeni încă nedeclarați: întrebați personalul',
  'admin.downloads.heading': 'Descărcări',
  'admin.downloads.language': 'Limba',
  'admin.downloads.menuPdf': 'Meniu de tipărit (PDF)',
  'admin.downloads.matrixCsv': 'Matricea alergenilor (CSV)',
  'admin.downloads.matrixPdf': 'Matricea alergenilor (PDF)',
  'admin.downloads.qrSvg': 'Cod QR (SVG)',
  'admin.downloads.qrPng': 'Cod QR (PNG pentru tipar)',
  'admin.downloads.saveFirst': 'Salvați mai întâi pentru a descărca fișierele.',
  'admin.video.captions.label': 'Subtitrări (WebVTT)',
  'admin.video.captions.description':
    'Subtitrările videoclipului în această limbă, pentru vizitatorii care nu îl pot auzi: lipiți textul unui fișier WebVTT (începe cu rândul WEBVTT, apoi replici cu timpi precum „00:00:01.000 --> 00:00:04.000”, fiecare urmată de textul ei). Cel mult 64 KB. Pagina principală oferă fiecare limbă care are subtitrări.',
  'admin.video.captions.error.header':
    'Aceste subtitrări nu sunt WebVTT: textul trebuie să înceapă cu rândul „WEBVTT”.',
  'admin.video.captions.error.tooLarge':
    'Aceste subtitrări sunt prea lungi: cel mult 64 KB de text.',
  'admin.video.captions.error.noCue':
    'Aceste subtitrări nu au nicio replică: adăugați cel puțin un rând de timp precum „00:00:01.000 --> 00:00:04.000”, urmat de textul ei.',
  // Import și export CSV de ingrediente și rețete (liste, /api/csv)
  'admin.csv.heading': 'Import și export (CSV)',
  'admin.csv.restaurant': 'Restaurant',
  'admin.csv.exportLibrary': 'Descărcați biblioteca comună (CSV)',
  'admin.csv.language': 'Limba denumirilor',
  'admin.csv.export': 'Descărcați CSV',
  'admin.csv.file': 'Fișierul CSV de importat',
  'admin.csv.check': 'Verificați fișierul',
  'admin.csv.import': 'Importați',
  'admin.csv.working': 'Se lucrează…',
  'admin.csv.chooseRestaurant':
    'Alegeți un restaurant în selector pentru a-i importa sau exporta datele.',
  'admin.csv.checked':
    'Fișierul este valid: {created, number} de creat, {updated, number} de actualizat, {unchanged, number} neschimbate. Nimic nu a fost încă salvat.',
  'admin.csv.imported':
    'Import reușit: {created, number} create, {updated, number} actualizate, {unchanged, number} neschimbate.',
  'admin.csv.failed': 'Nu s-a importat nimic. Corectați aceste rânduri și încercați din nou:',
  'admin.csv.row': 'Rând',
  'admin.csv.column': 'Coloană',
  'admin.csv.problem': 'Problemă',
  'admin.csv.help.ingredients':
    'Un rând pentru fiecare ingredient. Celulele de nutrienți goale înseamnă „necunoscut”. Un rând cu id actualizează acel ingredient; fără id, ingredientul cu același nume sau unul nou.',
  'admin.csv.help.recipes':
    'Un rând pentru fiecare linie de rețetă, grupate după slug. Ingredientele după nume (id-ul deosebește omonimele), subrețetele după slug.',
  'admin.csv.requestFailed': 'Cererea a eșuat. Încercați din nou.',
  'admin.csv.error.adminsOnly': 'Doar administratorii furnizorului pot exporta biblioteca comună.',
  'admin.csv.error.badId':
    'Id de restaurant invalid „{id}”: un id este un număr întreg, de exemplu 12.',
  'admin.csv.error.noRestaurant': 'Niciun restaurant {id} printre cele pe care le puteți vedea.',
  'admin.csv.error.notUtf8':
    'Fișierul nu este text UTF-8. Salvați-l ca „CSV UTF-8” și încercați din nou.',
  'admin.csv.error.noFile': 'Niciun fișier primit: trimiteți CSV-ul în câmpul de formular „file”.',
  'admin.csv.error.unsupportedType':
    'Trimiteți CSV-ul ca fișier încărcat (multipart/form-data, câmpul „file”) sau ca corp text/csv.',
  'admin.csv.error.empty':
    'Fișierul este gol: are nevoie de un rând de antet și de cel puțin un rând de date.',
  'admin.csv.error.unclosedQuote':
    'O celulă între ghilimele care începe pe acest rând nu este închisă.',
  'admin.csv.error.unknownColumn': 'Coloană necunoscută „{column}”. Coloanele sunt: {columns}.',
  'admin.csv.error.duplicateColumn': 'Coloana „{column}” apare de două ori.',
  'admin.csv.error.missingColumn': 'Lipsește coloana „{column}”.',
  'admin.csv.error.tooManyRows':
    'Fișierul are mai mult de {max, number} de rânduri: împărțiți-l în fișiere mai mici.',
  'admin.csv.error.tooManyCells':
    'Acest rând are {count, number} celule, mai multe decât cele {max, number} coloane ale antetului.',
  'admin.csv.error.summary':
    '{count, plural, one {# problemă} few {# probleme} other {# de probleme}} în fișier: nu s-a importat nimic.',
  'admin.csv.error.boolean': '„{value}” nu este da sau nu: scrieți 1 (da) sau 0 (nu).',
  'admin.csv.error.choice': 'Valoare necunoscută „{value}”. Folosiți una dintre: {allowed}.',
  'admin.csv.error.range': 'Introduceți un număr între {min, number} și {max, number}.',
  'admin.csv.error.unknownAdditive': 'Niciun aditiv „{value}”: scrieți numărul E, de exemplu E330.',
  'admin.csv.error.unknownIngredientId':
    'Niciun ingredient {id} în acest restaurant. Ștergeți id-ul pentru a crea un ingredient nou.',
  'admin.csv.error.unknownIngredientRef':
    'Niciun ingredient {id} în acest restaurant sau în biblioteca comună.',
  'admin.csv.error.unknownIngredient':
    'Niciun ingredient „{name}” în acest restaurant sau în biblioteca comună.',
  'admin.csv.error.ambiguousIngredient':
    'Mai multe ingrediente se numesc „{name}” (id-uri {ids}): scrieți id-ul celui dorit în coloana {column}.',
  'admin.csv.error.duplicateIngredient': 'Rândul {row} importă deja acest ingredient.',
  'admin.csv.error.noRecipe': 'Dați rețetei un slug sau un nume.',
  'admin.csv.error.ambiguousRecipe':
    'Mai multe rețete ale acestui restaurant au slugul „{slug}” (id-uri {ids}): dați-le mai întâi sluguri diferite.',
  'admin.csv.error.conflict':
    'Diferă de rândul {row} al aceleiași rețete: celulele proprii ale unei rețete trebuie să fie la fel pe fiecare rând al ei sau goale.',
  'admin.csv.error.lineNoTarget': 'O linie are nevoie de un ingredient sau de o subrețetă.',
  'admin.csv.error.lineTwoTargets': 'O linie are fie un ingredient, fie o subrețetă, nu amândouă.',
  'admin.csv.error.unitRequired': 'Alegeți unitatea: {allowed}.',
  'admin.csv.error.unknownRecipe': 'Nicio rețetă „{slug}” în acest restaurant sau în acest fișier.',
  'admin.csv.error.cycle': 'Această rețetă s-ar conține pe sine prin subrețetele ei.',
  'admin.csv.error.save': 'Nu a putut fi salvat: {message}',
  'email.account.signInAddress': 'Adresa de e-mail pentru autentificare: {email}',
  'email.invitation.subject': 'Invitația dumneavoastră la Nutrimenu',
  'email.invitation.body':
    'A fost creat un cont Nutrimenu pentru dumneavoastră. Alegeți o parolă pentru a vă autentifica.',
  'email.invitation.action': 'Alegeți parola',
  'email.invitation.expires':
    'Linkul este valabil {days} zile și poate fi folosit o singură dată. Dacă a expirat, folosiți „Ați uitat parola?” pe pagina de autentificare pentru a primi unul nou.',
  'email.invitation.ignore':
    'Dacă nu vă așteptați la această invitație, puteți ignora acest e-mail.',
  'email.reset.subject': 'Resetarea parolei Nutrimenu',
  'email.reset.body': 'Am primit o cerere de resetare a parolei contului dumneavoastră Nutrimenu.',
  'email.reset.action': 'Alegeți o parolă nouă',
  'email.reset.expires': 'Linkul este valabil o oră și poate fi folosit o singură dată.',
  'email.reset.ignore':
    'Dacă nu ați cerut acest lucru, ignorați acest e-mail: parola rămâne neschimbată.',
  'admin.account.error.emailRequired': 'Introduceți adresa de e-mail.',
  'admin.account.error.tokenInvalid':
    'Acest link nu este valid, a fost deja folosit sau a expirat. Cereți unul nou cu „Ați uitat parola?”.',
  'admin.account.error.currentPasswordRequired':
    'Introduceți parola actuală pentru a schimba adresa de e-mail sau parola.',
  'admin.account.error.currentPasswordWrong': 'Parola actuală nu este corectă.',
  'admin.account.error.passwordsDoNotMatch': 'Parolele noi nu coincid.',
  'admin.account.error.credentialsForbidden':
    'Doar titularul contului sau un administrator poate schimba adresa de e-mail sau parola acestui utilizator.',
  'admin.account.error.invitationFailed':
    'E-mailul de invitație nu a putut fi trimis, așa că utilizatorul nu a fost creat. Încercați din nou mai târziu.',
  'admin.account.choosePassword': 'Alegeți o parolă',
  'admin.account.invite': 'Trimite o invitație prin e-mail',
  'admin.account.inviteDescription':
    'Noul utilizator primește un e-mail cu un link pentru a-și alege singur parola.',
  'admin.account.currentPassword': 'Parola actuală',
  'admin.account.currentPasswordDescription':
    'Necesară pentru a schimba adresa de e-mail sau parola.',
  'admin.users.field.name': 'Nume',
  'admin.users.field.role': 'Rol',
  'admin.users.field.preferredLocale': 'Limba preferată',
  'admin.users.field.preferredLocaleDescription': 'Limba e-mailurilor primite de acest utilizator.',
  'admin.users.role.admin': 'Administrator (furnizor)',
  'admin.users.role.owner': 'Proprietar',
  'admin.users.role.staff': 'Personal',
  'admin.brandPages.error.kindTaken': 'Brandul are deja o pagină „{kind}”: modificați-o pe aceea.',
  'admin.ingredients.alternativeNames': 'Alte denumiri',
  'admin.ingredients.alternativeNames.description':
    'Alte denumiri pe care un bucătar le-ar putea scrie pentru acest ingredient (cuvinte regionale, sinonime), câte una pe rând. Căutarea le găsește în orice limbă.',
  'admin.ingredients.composite': 'Preparat compus sau produs de marcă',
  'admin.ingredients.composite.description':
    'Stabilit de importul CIQUAL: căutarea afișează aceste alimente după cele simple.',
  'admin.ingredients.search.error.queryTooLong':
    'Textul căutat este prea lung: cel mult {max} caractere.',
  'admin.ingredients.search.error.limit':
    'Numărul de rezultate trebuie să fie un număr întreg de la 1 la {max}.',
  'admin.ingredients.search.placeholder':
    'Scrieți pentru a căuta (în orice limbă, cu sau fără diacritice)',
  'admin.ingredients.search.none': 'Niciun ingredient găsit',
} satisfies Messages;
