import type { Messages } from './en';

/**
 * The Hungarian interface messages, addressing the reader formally ("Ön").
 * Hungarian keeps the noun singular after a number ("5 étel"), so the plural forms only
 * differ for zero. City names take suffixes that a placeholder cannot inflect, so titles
 * use the possessive on the noun instead ("{city} éttermei").
 *
 * @example
 * hu['dish.frozen'] // 'Fagyasztott termék'
 */
export const hu = {
  'error.notFound.title': 'Nem találjuk a keresett oldalt...',
  'error.generic.title': 'Hoppá... Valami hiba történt nálunk',
  'error.unavailable.title': 'Ez az oldal átmenetileg nem érhető el',
  'error.unavailable.text':
    'Az oldalt most nem tudjuk betölteni. Kérjük, próbálja újra egy perc múlva.',
  'error.goHome': 'Vissza a főoldalra',
  'page.loading': 'Betöltés…',
  'page.offline': 'Nincs internetkapcsolat. Ellenőrizze a kapcsolatot, és próbálja újra.',
  'page.retry': 'Próbálja újra',
  'page.updateAvailable': 'Új verzió érhető el.',
  'page.reload': 'Újratöltés',
  'page.skipToContent': 'Ugrás a tartalomhoz',

  'auth.login.invalidCredentials': 'Az e-mail-cím és a jelszó kombinációja érvénytelen',
  'admin.impersonation.banner': 'Ön {name} nevében jár el',
  'admin.impersonation.exit': 'Kilépés',
  'admin.impersonation.start': 'Eljárás a felhasználó nevében',
  'admin.impersonation.error.signIn': 'Jelentkezzen be, hogy más felhasználó nevében járjon el.',
  'admin.impersonation.error.notAdmin':
    'Csak a szolgáltató adminisztrátorai járhatnak el más felhasználó nevében.',
  'admin.impersonation.error.alreadyActing':
    'Ön már más felhasználó nevében jár el: előbb lépjen ki.',
  'admin.impersonation.error.self': 'Saját maga nevében nem járhat el így.',
  'admin.impersonation.error.notImpersonable':
    'Csak egy étterem tulajdonosa vagy munkatársa nevében járhat el.',
  'admin.impersonation.error.notActing': 'Ön nem jár el más felhasználó nevében.',
  'admin.users.error.foreignRestaurant': 'Csak a saját éttermeit rendelheti hozzá.',
  'admin.users.error.inviteForbidden':
    'Csak tulajdonosok és adminisztrátorok hívhatnak meg felhasználókat.',
  'admin.users.error.staffOnly': 'A tulajdonosok csak munkatársakat hívhatnak meg.',
  'admin.impersonation.log.singular': 'Megszemélyesítés',
  'admin.impersonation.log.plural': 'Megszemélyesítési napló',
  'admin.impersonation.log.description':
    'Minden alkalom, amikor egy adminisztrátor más felhasználó nevében kezd vagy fejez be munkát. A bejegyzések nem módosíthatók és nem törölhetők.',
  'admin.impersonation.log.action': 'Művelet',
  'admin.impersonation.log.action.enter': 'Belépés',
  'admin.impersonation.log.action.exit': 'Kilépés',
  'admin.impersonation.log.admin': 'Adminisztrátor',
  'admin.impersonation.log.adminEmail': 'Az adminisztrátor e-mail-címe',
  'admin.impersonation.log.user': 'Megszemélyesített felhasználó',
  'admin.impersonation.log.userEmail': 'A megszemélyesített felhasználó e-mail-címe',
  'admin.impersonation.log.ip': 'IP-cím',
  'admin.impersonation.log.userAgent': 'Böngésző (user agent)',
  'admin.impersonation.log.session': 'Munkamenet',
  'admin.nutritionLabel.download': 'Tápértékcímke letöltése',

  'location.noSubscription': 'Ennek a helynek jelenleg nincs aktív előfizetése',
  'location.noPublicMenu': 'Ennek a helynek jelenleg nincs nyilvános étlapja',
  'location.ownerHint':
    'Ha Ön ennek a helynek a tulajdonosa, kérjük, vegye fel velünk a kapcsolatot az előfizetés megújításához',

  // Előfizetés: irányítópult, megújítás és lemondás, az előfizetés végéről szóló e-mail
  'admin.subscription.heading': 'Előfizetés',
  'admin.subscription.endingSoon': 'A következő {days} napban lejáró előfizetések',
  'admin.subscription.noneEndingSoon': 'A következő {days} napban egyetlen előfizetés sem jár le.',
  'admin.subscription.state.active': 'Aktív',
  'admin.subscription.state.upcoming': 'Még nem kezdődött el',
  'admin.subscription.state.expired': 'Lejárt',
  'admin.subscription.state.cancelled': 'Lemondva',
  'admin.subscription.state.none': 'Nincs előfizetés',
  'admin.subscription.activeUntil': 'Aktív eddig: {date}',
  'admin.subscription.daysLeft':
    '{days, plural, =0 {ma az utolsó nap} one {# nap van hátra} other {# nap van hátra}}',
  'admin.subscription.startsOn': 'Kezdete: {date}',
  'admin.subscription.endedOn': 'Lejárt: {date}',
  'admin.subscription.menuOffline': 'A vendégek jelenleg nem látják a nyilvános menüt.',
  'admin.subscription.renewHint':
    'Kérjük, vegye fel velünk a kapcsolatot az előfizetés megújításához.',
  'admin.subscription.renew':
    '{months, plural, one {Megújítás # hónapra} other {Megújítás # hónapra}}',
  'admin.subscription.cancel': 'Lemondás most',
  'admin.subscription.cancelConfirm':
    'Most lemondja ezt az előfizetést? A nyilvános menü azonnal elérhetetlenné válik.',
  'admin.subscription.renewed': 'Megújítva eddig: {date}.',
  'admin.subscription.cancelled': 'Az előfizetés lemondva; a nyilvános menü nem érhető el.',
  'admin.subscription.actionFailed': 'A művelet nem sikerült: {message}',
  'admin.subscription.saveFirst': 'Előbb mentse el az előfizetést.',
  'admin.subscription.endBeforeStart': 'Az utolsó nap nem lehet az első nap előtt.',
  'admin.subscription.monthsInvalid': 'Egész számú hónapra újítson meg, 1 és 36 között.',
  'admin.subscription.field.state': 'Jelenlegi állapot',
  'admin.subscription.field.daysLeft': 'Hátralévő napok',
  'admin.subscription.field.status': 'Állapot',
  'admin.subscription.field.startsAt': 'Első nap',
  'admin.subscription.field.endsAt': 'Utolsó nap (beleértve)',
  'admin.subscription.field.cancelledAt': 'Lemondva',
  'admin.subscription.field.warningsSent': 'Elküldött lejárati e-mailek',
  'admin.subscription.field.threshold': 'Nappal a lejárat előtt',
  'admin.subscription.field.endsOn': 'Erre az utolsó napra',
  'admin.subscription.field.sentAt': 'Elküldve',
  'admin.subscription.field.recipients': 'Címzett',
  'email.greeting': 'Kedves {name}!',
  'email.subscriptionEnding.subject':
    '{days, plural, =0 {{restaurant} előfizetése ma lejár} =1 {{restaurant} előfizetése holnap lejár} other {{restaurant} előfizetése # nap múlva lejár}}',
  'email.subscriptionEnding.body':
    '{restaurant} Nutrimenu-előfizetésének utolsó napja: {date}. A következő naptól a menüt megnyitó vendégek csak ezt olvassák: „{notice}”',
  'email.subscriptionEnding.dashboard': 'Az előfizetése az irányítópulton: {url}',
  'email.subscriptionEnding.reason':
    'Azért kapja ezt az e-mailt, mert Ön {restaurant} tulajdonosa.',

  // Receptek által még használt elemek törlése
  'admin.inUse.ingredient':
    '{count, plural, one {Ez az összetevő nem törölhető: # recept használja.} other {Ez az összetevő nem törölhető: # recept használja.}}',
  'admin.inUse.recipe':
    '{count, plural, one {Ez a recept nem törölhető: # recept alreceptként használja.} other {Ez a recept nem törölhető: # recept alreceptként használja.}}',
  'admin.inUse.names': 'Használja: {names}.',
  'admin.inUse.hidden':
    '{count, plural, one {Közülük # egy másik étteremhez tartozik.} other {Közülük # más éttermekhez tartozik.}}',
  'admin.inUse.removeFirst': 'Előbb távolítsa el ezekből a receptekből, aztán törölje.',

  'home.tagline': 'Étlapok összetevőkkel, allergénekkel és tápértékekkel',
  'home.cities.heading': 'Éttermek városok szerint',
  'home.allRestaurants': 'Az összes étterem',
  'home.video.caption': 'Nézze meg bemutatónkat',
  'home.contact.heading': 'Kapcsolat',
  'home.contact.email': 'E-mail',
  'home.contact.phone': 'Telefon',
  'home.contact.address': 'Cím',
  'home.mainSite': 'Látogasson el fő weboldalunkra',

  'footer.label': 'Az oldalról',
  'footer.help': 'Súgó',
  'footer.faq': 'Gyakori kérdések',
  'footer.terms': 'Általános szerződési feltételek',
  'contentPage.fallbackLocale':
    'Ez az oldal {language} nyelven jelenik meg, mert még nem fordították le.',
  'contentPage.updatedAt': 'Utolsó frissítés: {date}',
  'restaurants.title': 'Éttermek',
  'restaurants.byCity.title': '{city} éttermei',
  'restaurants.bySpecific.title': 'Éttermek: {feature}',
  'restaurants.byCityAndSpecific.title': '{city} éttermei: {feature}',
  'restaurants.count': '{count, plural, =0 {Nincs étterem} one {# étterem} other {# étterem}}',
  'restaurants.empty': 'Egyetlen étterem sem felel meg a keresésnek.',
  'restaurants.facets.label': 'Éttermek szűrése',
  'restaurants.facets.city': 'Város',
  'restaurants.facets.specific': 'A hely típusa',
  'restaurants.facets.clear': 'Szűrők törlése',
  'restaurants.searchResults': 'Találatok erre: „{query}”',
  'restaurants.noPublicMenu': 'Még nincs nyilvános étlapja',
  'search.label': 'Keresés',
  'search.restaurants.placeholder': 'Éttermek keresése név vagy város szerint',
  'search.clear': 'Keresés törlése',

  'restaurant.reservation': 'Asztalfoglalás',
  'restaurant.call': 'Hívás',
  'restaurant.website': 'Weboldal',
  'restaurant.facebook': 'Facebook',
  'restaurant.instagram': 'Instagram',
  'restaurant.map': 'Térkép',
  'restaurant.review': 'Értékelés írása',

  'menu.switcher.label': 'Étlapok',
  'menu.category.label': 'Kategória',
  'menu.category.all': 'Összes',
  'menu.category.food': 'Ételek',
  'menu.category.drinks': 'Italok',
  'menu.category.other': 'Egyéb',
  'menu.empty': 'Ebben a kategóriában nem található étel!',
  'meta.menu.description':
    '{restaurant}, {city}: az étlap összetevőkkel, allergénekkel és tápértékekkel 100 g-onként és adagonként.',
  'meta.dish.description':
    '{dish} – {restaurant}: összetevők, allergének és tápértékek 100 g-onként és adagonként.',
  'widget.openFullMenu': 'Megnyitás a teljes étlapon',
  'widget.notFound': 'Ez az étlap nem érhető el.',
  'embed.title': 'Tegye fel ezt az étlapot a weboldalára',
  'embed.text':
    'Illessze be ezt a kódot a weboldalába oda, ahol az étlapnak meg kell jelennie; mindig az aktuális étlapot mutatja.',
  'embed.copy': 'Kód másolása',
  'embed.copied': 'Kimásolva',
  'embed.copyFailed': 'A másolás nem sikerült: a kód ki van jelölve, másolja ki kézzel.',
  'embed.element':
    'Vagy fejlesztőknek: töltse be a widget.js fájlt egyszer, data- attribútumok nélkül, és helyezze el ezt az elemet:',
  'locale.switcher.label': 'Nyelv',

  'filter.open': 'Szűrők',
  'filter.title': 'Ételek szűrése',
  'filter.nutrition.heading': 'Tápértékek 100 g-ban',
  'filter.range.energy': 'Kalória (kcal)',
  'filter.range.fat': 'Zsír (g)',
  'filter.range.carbohydrate': 'Szénhidrát (g)',
  'filter.range.protein': 'Fehérje (g)',
  'filter.range.salt': 'Só (g)',
  'filter.range.min': 'Minimum ({unit})',
  'filter.range.max': 'Maximum ({unit})',
  'filter.allergens.heading': 'A következőket tartalmazó ételek elrejtése',
  'filter.allergens.allowTraces': 'A csak nyomokban esetleg tartalmazó ételek megjelenítése',
  'filter.reset': 'Szűrők visszaállítása',
  'filter.apply': 'Alkalmaz',
  'filter.showDishes':
    '{count, plural, =0 {Nincs megjeleníthető étel} one {# étel megjelenítése} other {# étel megjelenítése}}',
  'filter.activeCount': '{count, plural, one {# aktív szűrő} other {# aktív szűrő}}',

  'dish.backToMenu': 'Vissza az étlaphoz',
  'dish.price': 'Ár: {price}',
  'dish.portion': 'Adag: {grams} g',
  'dish.frozen': 'Fagyasztott termék',
  'dish.tags.heading': 'Jellemzők',
  'dish.fallbackLocale': 'Ez az étel {language} nyelven jelenik meg, mert még nincs lefordítva.',
  'tag.hot': 'Csípős',
  'tag.halal': 'Halal',
  'tag.eco': 'Bio',
  'tag.no_gluten': 'Gluténmentes',
  'tag.no_sugar': 'Cukormentes',
  'tag.vegan': 'Vegán',
  'tag.vegetarian': 'Vegetáriánus',
  'tag.with_meat': 'Húsos',
  'allergens.heading': 'Allergének',
  'allergens.mayContain.heading': 'Nyomokban tartalmazhat',
  'allergens.mayContain.sentence': 'Nyomokban tartalmazhat: {allergens}.',
  'allergens.unknown': 'Az allergének még nincsenek megadva',
  'allergens.none': 'Nincs feltüntetett allergén',
  'additives.heading': 'Adalékanyagok',
  'ingredients.heading': 'Összetevők',

  'nutrition.heading': 'Tápértékjelölés',
  'nutrition.per100g': '100 g-ban',
  'nutrition.per100ml': '100 ml-ben',
  'nutrition.perPortion': 'adagonként ({grams} g)',
  'nutrition.perPortionMl': 'adagonként ({millilitres} ml)',
  'nutrition.riPercent': '%RBÉ',
  'nutrition.line.energy': 'Energia',
  'nutrition.line.fat': 'Zsír',
  'nutrition.line.saturates': 'amelyből telített zsírsavak',
  'nutrition.line.carbohydrate': 'Szénhidrát',
  'nutrition.line.sugars': 'amelyből cukrok',
  'nutrition.line.fibre': 'Rost',
  'nutrition.line.protein': 'Fehérje',
  'nutrition.line.salt': 'Só',
  'nutrition.energyValue': '{kj} kJ / {kcal} kcal',
  'nutrition.referenceIntake':
    'Referencia-beviteli érték egy átlagos felnőtt számára (8 400 kJ/2 000 kcal)',
  'nutrition.valueUnknown': 'ismeretlen érték',
  'nutrition.atLeast': 'legalább {value}',
  'nutrition.nutriScore': 'Nutri-Score',
  'nutrition.nutriScoreGrade': 'Nutri-Score {grade}',

  // Admin: the recipe form's live nutrition preview
  'admin.live.heading': 'Számított értékek (élő)',
  'admin.live.hint':
    'Szerkesztés közben újraszámolva, a közzétett összetevőkből és alreceptekből. Mentéskor ezek az értékek tárolódnak.',
  'admin.live.loadError':
    'A recept összetevőit és alreceptjeit nem sikerült betölteni. Töltse újra az oldalt, és próbálja újra.',
  'admin.live.error.title': 'Ez a recept még nem számítható ki',
  'admin.live.error.emptyRecipe': '{name} nem tartalmaz sorokat.',
  'admin.live.error.invalidPortions':
    '{name} adagszámának legalább 1 értékű egész számnak kell lennie.',
  'admin.live.error.invalidQuantity': 'Adjon meg 0-nál nagyobb mennyiséget ehhez: {name}.',
  'admin.live.error.missingDensity': '{name} ml-ben van megadva, de a sűrűsége (g/ml) nem ismert.',
  'admin.live.error.missingUnitWeight':
    '{name} darabban van megadva, de egy darab tömege nem ismert.',
  'admin.live.error.invalidYield':
    '{name} sütési-főzési kihozatalának 0-nál nagyobbnak kell lennie.',
  'admin.live.error.invalidNutrient':
    '{name} egyik tápértéke kívül esik a 0–100 g/100 g tartományon.',
  'admin.live.error.cycle': '{name} az alreceptjein keresztül önmagát tartalmazza.',
  'admin.live.error.path': 'Hol: {path}',
  'admin.live.thisRecipe': 'Ez a recept',
  'admin.live.lowerBound':
    'A ≥ minimumot jelöl: egyes összetevőknél nincs érték erre a tápanyagra.',
  'admin.live.nutriScore.noCategory': 'A kiszámításához válasszon Nutri-Score kategóriát.',
  'admin.live.nutriScore.incomplete': 'Nem számítható, amíg egyes értékek ismeretlenek.',
  'admin.live.none': 'Nincs',
  'admin.live.weights.heading': 'Tömegek',
  'admin.live.weights.grossPortion': 'Bruttó tömeg adagonként: {grams} g',
  'admin.live.weights.netPortion': 'Nettó tálalt tömeg adagonként: {grams} g',
  'admin.live.missing.heading': 'Hiányos adatú összetevők',
  'admin.live.missing.nutrients': 'nincs érték: {nutrients}',
  'admin.live.missing.allergens': 'allergének nincsenek megadva',
  'admin.live.missing.none': 'Minden összetevő adatai teljesek.',
  'admin.live.nutrient.saturates': 'Telített zsírsavak',
  'admin.live.nutrient.sugars': 'Cukrok',
  'print.asOf': 'Állapot: {date}',
  'print.pageOf': '{page}/{pages}. oldal',
  'print.noDishes': 'Nincs közzétett étel.',
  'label.nutritionUnavailable': 'Ennek az ételnek a tápértékét még nem számították ki.',
  'label.nutriScoreUnavailable': 'A Nutri-Score nincs kiszámítva',
  'matrix.title': 'Allergéntáblázat',
  'matrix.dish': 'Étel',
  'matrix.legend.contains': 'tartalmazza',
  'matrix.legend.traces': 'nyomokban tartalmazhatja',
  'matrix.legend.unknown': 'az allergének még nincsenek megadva: kérdezze a személyzetet',
  'admin.downloads.heading': 'Letöltések',
  'admin.downloads.language': 'Nyelv',
  'admin.downloads.menuPdf': 'Nyomtatható étlap (PDF)',
  'admin.downloads.matrixCsv': 'Allergéntáblázat (CSV)',
  'admin.downloads.matrixPdf': 'Allergéntáblázat (PDF)',
  'admin.downloads.qrSvg': 'QR-kód (SVG)',
  'admin.downloads.qrPng': 'QR-kód (PNG nyomtatáshoz)',
  'admin.downloads.saveFirst': 'A fájlok letöltéséhez előbb mentse el.',
  'admin.video.captions.label': 'Feliratok (WebVTT)',
  'admin.video.captions.description':
    'A videó feliratai ezen a nyelven, azoknak a látogatóknak, akik nem hallják: illessze be egy WebVTT-fájl szövegét (a WEBVTT sorral kezdődik, utána időzített szakaszok következnek, például „00:00:01.000 --> 00:00:04.000”, mindegyik után a szövegével). Legfeljebb 64 KB. A kezdőlap minden olyan nyelvet felkínál, amelyen van felirat.',
  'admin.video.captions.error.header':
    'Ez a felirat nem WebVTT formátumú: a szövegnek a „WEBVTT” sorral kell kezdődnie.',
  'admin.video.captions.error.tooLarge': 'Ez a felirat túl hosszú: legfeljebb 64 KB szöveg lehet.',
  'admin.video.captions.error.noCue':
    'Ebben a feliratban nincs egyetlen szakasz sem: adjon hozzá legalább egy időzítési sort, például „00:00:01.000 --> 00:00:04.000”, és utána a szövegét.',
  // Összetevők és receptek CSV-importja és -exportja (listák, /api/csv)
  'admin.csv.heading': 'Importálás és exportálás (CSV)',
  'admin.csv.restaurant': 'Étterem',
  'admin.csv.exportLibrary': 'A közös könyvtár letöltése (CSV)',
  'admin.csv.language': 'A nevek nyelve',
  'admin.csv.export': 'CSV letöltése',
  'admin.csv.file': 'Importálandó CSV-fájl',
  'admin.csv.check': 'Fájl ellenőrzése',
  'admin.csv.import': 'Importálás',
  'admin.csv.working': 'Folyamatban…',
  'admin.csv.chooseRestaurant':
    'Válasszon éttermet a választóban az adatai importálásához vagy exportálásához.',
  'admin.csv.checked':
    'A fájl érvényes: {created, number} létrehozandó, {updated, number} frissítendő, {unchanged, number} változatlan. Még semmi sincs elmentve.',
  'admin.csv.imported':
    'Importálva: {created, number} létrehozva, {updated, number} frissítve, {unchanged, number} változatlan.',
  'admin.csv.failed': 'Semmi sem lett importálva. Javítsa ki ezeket a sorokat, és próbálja újra:',
  'admin.csv.row': 'Sor',
  'admin.csv.column': 'Oszlop',
  'admin.csv.problem': 'Probléma',
  'admin.csv.help.ingredients':
    'Összetevőnként egy sor. Az üres tápanyagcella „ismeretlent” jelent. Az azonosítós (id) sor azt az összetevőt frissíti; azonosító nélkül az azonos nevűt, vagy újat hoz létre.',
  'admin.csv.help.recipes':
    'Receptsoronként egy sor, slug szerint csoportosítva. Az összetevők név szerint (az azonosító megkülönbözteti az azonos neveket), az alreceptek slug szerint.',
  'admin.csv.requestFailed': 'A kérés sikertelen. Próbálja újra.',
  'admin.csv.error.adminsOnly':
    'Csak a szolgáltató adminisztrátorai exportálhatják a közös könyvtárat.',
  'admin.csv.error.badId':
    'Érvénytelen étteremazonosító: „{id}”. Az azonosító egész szám, például 12.',
  'admin.csv.error.noRestaurant': 'Nincs {id} azonosítójú étterem azok között, amelyeket láthat.',
  'admin.csv.error.notUtf8':
    'A fájl nem UTF-8 szöveg. Mentse „CSV UTF-8” formátumban, és próbálja újra.',
  'admin.csv.error.noFile': 'Nem érkezett fájl: küldje a CSV-t a „file” űrlapmezőben.',
  'admin.csv.error.unsupportedType':
    'Küldje a CSV-t fájlfeltöltésként (multipart/form-data, „file” mező) vagy text/csv törzsként.',
  'admin.csv.error.empty': 'A fájl üres: kell egy fejlécsor és legalább egy adatsor.',
  'admin.csv.error.unclosedQuote': 'Az ebben a sorban kezdődő idézőjeles cella nincs lezárva.',
  'admin.csv.error.unknownColumn': 'Ismeretlen oszlop: „{column}”. Az oszlopok: {columns}.',
  'admin.csv.error.duplicateColumn': 'A(z) „{column}” oszlop kétszer szerepel.',
  'admin.csv.error.missingColumn': 'Hiányzik a(z) „{column}” oszlop.',
  'admin.csv.error.tooManyRows':
    'A fájl több mint {max, number} sort tartalmaz: ossza kisebb fájlokra.',
  'admin.csv.error.tooManyCells':
    'Ebben a sorban {count, number} cella van, több, mint a fejléc {max, number} oszlopa.',
  'admin.csv.error.summary':
    '{count, plural, one {# probléma} other {# probléma}} a fájlban: semmi sem lett importálva.',
  'admin.csv.error.boolean': '„{value}” nem igen vagy nem: írjon 1-et (igen) vagy 0-t (nem).',
  'admin.csv.error.choice': 'Ismeretlen érték: „{value}”. Használja ezek egyikét: {allowed}.',
  'admin.csv.error.range': 'Adjon meg egy számot {min, number} és {max, number} között.',
  'admin.csv.error.unknownAdditive':
    'Nincs „{value}” adalékanyag: írja be az E-számát, például E330.',
  'admin.csv.error.unknownIngredientId':
    'Nincs {id} azonosítójú összetevő ebben az étteremben. Törölje az azonosítót új összetevő létrehozásához.',
  'admin.csv.error.unknownIngredientRef':
    'Nincs {id} azonosítójú összetevő ebben az étteremben vagy a közös könyvtárban.',
  'admin.csv.error.unknownIngredient':
    'Nincs „{name}” nevű összetevő ebben az étteremben vagy a közös könyvtárban.',
  'admin.csv.error.ambiguousIngredient':
    'Több összetevő neve „{name}” (azonosítók: {ids}): írja a kívánt összetevő azonosítóját a(z) {column} oszlopba.',
  'admin.csv.error.duplicateIngredient': 'A(z) {row}. sor már importálja ezt az összetevőt.',
  'admin.csv.error.noRecipe': 'Adjon a receptnek slugot vagy nevet.',
  'admin.csv.error.ambiguousRecipe':
    'Az étterem több receptjének slugja „{slug}” (azonosítók: {ids}): előbb adjon nekik különböző slugokat.',
  'admin.csv.error.conflict':
    'Eltér ugyanannak a receptnek a(z) {row}. sorától: a recept saját celláinak minden sorában egyezniük kell, vagy üresnek kell lenniük.',
  'admin.csv.error.lineNoTarget': 'Egy sorhoz összetevő vagy alrecept kell.',
  'admin.csv.error.lineTwoTargets': 'Egy sorban vagy összetevő, vagy alrecept áll, nem mindkettő.',
  'admin.csv.error.unitRequired': 'Válassza ki a mértékegységet: {allowed}.',
  'admin.csv.error.unknownRecipe':
    'Nincs „{slug}” recept ebben az étteremben vagy ebben a fájlban.',
  'admin.csv.error.cycle': 'Ez a recept az alreceptjein keresztül önmagát tartalmazná.',
  'admin.csv.error.save': 'Nem sikerült menteni: {message}',
  'email.account.signInAddress': 'Bejelentkezési e-mail-címe: {email}',
  'email.invitation.subject': 'Meghívó a Nutrimenuba',
  'email.invitation.body':
    'Létrehoztunk Önnek egy Nutrimenu-fiókot. A bejelentkezéshez válasszon jelszót.',
  'email.invitation.action': 'Jelszó megadása',
  'email.invitation.expires':
    'A link {days} napig érvényes, és csak egyszer használható. Ha lejárt, a bejelentkezési oldalon az „Elfelejtette jelszavát?” hivatkozással kérhet újat.',
  'email.invitation.ignore':
    'Ha nem számított erre a meghívóra, hagyja figyelmen kívül ezt az e-mailt.',
  'email.reset.subject': 'Nutrimenu-jelszó visszaállítása',
  'email.reset.body': 'Kérés érkezett Nutrimenu-fiókja jelszavának visszaállítására.',
  'email.reset.action': 'Új jelszó megadása',
  'email.reset.expires': 'A link egy óráig érvényes, és csak egyszer használható.',
  'email.reset.ignore':
    'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: a jelszava nem változik.',
  'admin.account.error.emailRequired': 'Adja meg az e-mail-címét.',
  'admin.account.error.tokenInvalid':
    'Ez a link érvénytelen, már felhasználták, vagy lejárt. Kérjen újat az „Elfelejtette jelszavát?” hivatkozással.',
  'admin.account.error.currentPasswordRequired':
    'Az e-mail-cím vagy a jelszó módosításához adja meg a jelenlegi jelszavát.',
  'admin.account.error.currentPasswordWrong': 'A jelenlegi jelszó nem helyes.',
  'admin.account.error.passwordsDoNotMatch': 'Az új jelszavak nem egyeznek.',
  'admin.account.error.credentialsForbidden':
    'Ennek a felhasználónak az e-mail-címét vagy jelszavát csak maga a fiók tulajdonosa vagy egy adminisztrátor módosíthatja.',
  'admin.account.error.invitationFailed':
    'A meghívó e-mailt nem sikerült elküldeni, ezért a felhasználó nem jött létre. Próbálja újra később.',
  'admin.account.choosePassword': 'Jelszó beállítása',
  'admin.account.invite': 'Meghívó küldése e-mailben',
  'admin.account.inviteDescription':
    'Az új felhasználó e-mailben kap egy linket, amellyel maga választhat jelszót.',
  'admin.account.currentPassword': 'Jelenlegi jelszó',
  'admin.account.currentPasswordDescription':
    'Az e-mail-cím vagy a jelszó módosításához szükséges.',
  'admin.users.field.name': 'Név',
  'admin.users.field.role': 'Szerepkör',
  'admin.users.field.preferredLocale': 'Előnyben részesített nyelv',
  'admin.users.field.preferredLocaleDescription': 'A felhasználónak küldött e-mailek nyelve.',
  'admin.users.role.admin': 'Adminisztrátor (szolgáltató)',
  'admin.users.role.owner': 'Tulajdonos',
  'admin.users.role.staff': 'Munkatárs',
  'admin.brandPages.error.kindTaken': 'Ennek a márkának már van „{kind}” oldala: azt szerkessze.',
  'admin.ingredients.alternativeNames': 'Egyéb nevek',
  'admin.ingredients.alternativeNames.description':
    'Más nevek, amelyeket egy szakács beírhat erre az összetevőre (tájszavak, szinonimák), soronként egy. A keresés minden nyelven megtalálja őket.',
  'admin.ingredients.composite': 'Összetett étel vagy márkás termék',
  'admin.ingredients.composite.description':
    'A CIQUAL-import állítja be: a keresés ezeket az egyszerű élelmiszerek után listázza.',
  'admin.ingredients.search.error.queryTooLong':
    'A keresett szöveg túl hosszú: legfeljebb {max} karakter.',
  'admin.ingredients.search.error.limit': 'A találatok száma 1 és {max} közötti egész szám lehet.',
  'admin.ingredients.search.placeholder':
    'Írjon a kereséshez (bármely nyelven, ékezetek nélkül is)',
  'admin.ingredients.search.none': 'Nincs ilyen összetevő',
} satisfies Messages;
