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
  'error.goHome': 'Înapoi la pagina principală',
  'page.loading': 'Se încarcă…',
  'page.offline': 'Nu sunteți conectat la internet. Verificați conexiunea și încercați din nou.',
  'page.retry': 'Încercați din nou',
  'page.updateAvailable': 'Este disponibilă o versiune nouă.',
  'page.reload': 'Reîncărcați pagina',

  'common.close': 'Închideți',
  'common.back': 'Înapoi',

  'auth.login.title': 'Autentificare',
  'auth.email': 'E-mail',
  'auth.password': 'Parolă',
  'auth.login.submit': 'Conectare',
  'auth.login.invalidCredentials': 'Combinația e-mail/parolă nu este validă',
  'auth.forgotPassword': 'Ați uitat parola?',
  'auth.logout': 'Deconectare',
  'admin.impersonation.banner': 'Vizualizați site-ul ca {name}',
  'admin.impersonation.exit': 'Reveniți la contul dumneavoastră',
  'admin.nutritionLabel.download': 'Descărcați eticheta nutrițională',

  'location.noSubscription': 'Această locație nu are un abonament activ momentan',
  'location.noPublicMenu': 'Această locație nu are un meniu public momentan',
  'location.ownerHint':
    'Dacă sunteți proprietarul acestei locații, vă rugăm să ne contactați pentru reînnoirea abonamentului',

  'restaurants.title': 'Restaurante',
  'restaurants.byCity.title': 'Restaurante din {city}',
  'restaurants.bySpecific.title': 'Restaurante: {feature}',
  'restaurants.byCityAndSpecific.title': 'Restaurante din {city}: {feature}',
  'restaurants.count':
    '{count, plural, =0 {Niciun restaurant} one {# restaurant} few {# restaurante} other {# de restaurante}}',
  'restaurants.empty': 'Niciun restaurant nu corespunde căutării.',
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
  'menu.sections.label': 'Secțiuni',
  'menu.category.label': 'Categorie',
  'menu.category.all': 'Toate',
  'menu.category.food': 'Mâncare',
  'menu.category.drinks': 'Băuturi',
  'menu.category.other': 'Altele',
  'menu.empty': 'Nu am găsit niciun preparat în această categorie!',
  'widget.openFullMenu': 'Deschideți în meniul complet',
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
  'filter.range.value': '{min, number} – {max, number} {unit}',
  'filter.allergens.heading': 'Ascundeți preparatele care conțin',
  'filter.allergens.includeTraces': 'Ascundeți și preparatele care pot conține urme',
  'filter.reset': 'Resetați filtrele',
  'filter.apply': 'Aplicați',
  'filter.showDishes':
    '{count, plural, =0 {Niciun preparat de afișat} one {Afișați # preparat} few {Afișați # preparate} other {Afișați # de preparate}}',
  'filter.activeCount':
    '{count, plural, one {# filtru activ} few {# filtre active} other {# de filtre active}}',

  'dish.details': 'Detaliile preparatului',
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
  'nutrition.saltFromSodium':
    'Conținutul de sare se datorează exclusiv prezenței sodiului natural.',

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
} satisfies Messages;
