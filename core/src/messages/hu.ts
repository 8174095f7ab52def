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
  'error.goHome': 'Vissza a főoldalra',
  'page.loading': 'Betöltés…',
  'page.offline': 'Nincs internetkapcsolat. Ellenőrizze a kapcsolatot, és próbálja újra.',
  'page.retry': 'Próbálja újra',
  'page.updateAvailable': 'Új verzió érhető el.',
  'page.reload': 'Újratöltés',

  'common.close': 'Bezárás',
  'common.back': 'Vissza',

  'auth.login.title': 'Bejelentkezés',
  'auth.email': 'E-mail-cím',
  'auth.password': 'Jelszó',
  'auth.login.submit': 'Bejelentkezés',
  'auth.login.invalidCredentials': 'Az e-mail-cím és a jelszó kombinációja érvénytelen',
  'auth.forgotPassword': 'Elfelejtette a jelszavát?',
  'auth.logout': 'Kijelentkezés',
  'admin.impersonation.banner': 'Ön {name} nevében tekinti meg az oldalt',
  'admin.impersonation.exit': 'Vissza a saját fiókhoz',
  'admin.nutritionLabel.download': 'Tápértékcímke letöltése',

  'location.noSubscription': 'Ennek a helynek jelenleg nincs aktív előfizetése',
  'location.noPublicMenu': 'Ennek a helynek jelenleg nincs nyilvános étlapja',
  'location.ownerHint':
    'Ha Ön ennek a helynek a tulajdonosa, kérjük, vegye fel velünk a kapcsolatot az előfizetés megújításához',

  'restaurants.title': 'Éttermek',
  'restaurants.byCity.title': '{city} éttermei',
  'restaurants.bySpecific.title': 'Éttermek: {feature}',
  'restaurants.byCityAndSpecific.title': '{city} éttermei: {feature}',
  'restaurants.count': '{count, plural, =0 {Nincs étterem} one {# étterem} other {# étterem}}',
  'restaurants.empty': 'Egyetlen étterem sem felel meg a keresésnek.',
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
  'menu.sections.label': 'Szakaszok',
  'menu.category.label': 'Kategória',
  'menu.category.all': 'Összes',
  'menu.category.food': 'Ételek',
  'menu.category.drinks': 'Italok',
  'menu.category.other': 'Egyéb',
  'menu.empty': 'Ebben a kategóriában nem található étel!',
  'widget.openFullMenu': 'Megnyitás a teljes étlapon',
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
  'filter.range.value': '{min, number} – {max, number} {unit}',
  'filter.allergens.heading': 'A következőket tartalmazó ételek elrejtése',
  'filter.allergens.includeTraces': 'Az esetleg nyomokban tartalmazó ételek elrejtése is',
  'filter.reset': 'Szűrők visszaállítása',
  'filter.apply': 'Alkalmaz',
  'filter.showDishes':
    '{count, plural, =0 {Nincs megjeleníthető étel} one {# étel megjelenítése} other {# étel megjelenítése}}',
  'filter.activeCount': '{count, plural, one {# aktív szűrő} other {# aktív szűrő}}',

  'dish.details': 'Az étel részletei',
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
  'nutrition.saltFromSodium':
    'A sótartalom kizárólag a természetes módon jelen lévő nátriumnak köszönhető.',

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
} satisfies Messages;
