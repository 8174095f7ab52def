import type { Messages } from './en';

/**
 * The German interface messages, addressing the reader formally ("Sie").
 *
 * @example
 * de['nutrition.line.protein'] // 'Eiweiß'
 */
export const de = {
  'error.notFound.title': 'Wir konnten die gesuchte Seite nicht finden...',
  'error.generic.title': 'Hoppla... Bei uns ist etwas schiefgelaufen',
  'error.goHome': 'Zur Startseite',
  'page.loading': 'Wird geladen…',
  'page.offline': 'Sie sind offline. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'page.retry': 'Erneut versuchen',
  'page.updateAvailable': 'Eine neue Version ist verfügbar.',
  'page.reload': 'Neu laden',

  'common.close': 'Schließen',
  'common.back': 'Zurück',

  'auth.login.title': 'Anmelden',
  'auth.email': 'E-Mail',
  'auth.password': 'Passwort',
  'auth.login.submit': 'Anmelden',
  'auth.login.invalidCredentials': 'Die Kombination aus E-Mail und Passwort ist ungültig',
  'auth.forgotPassword': 'Passwort vergessen?',
  'auth.logout': 'Abmelden',
  'admin.impersonation.banner': 'Sie sehen die Website als {name}',
  'admin.impersonation.exit': 'Zurück zum eigenen Konto',
  'admin.nutritionLabel.download': 'Nährwertetikett herunterladen',

  'location.noSubscription': 'Dieser Standort hat derzeit kein aktives Abonnement',
  'location.noPublicMenu': 'Dieser Standort hat derzeit keine öffentliche Speisekarte',
  'location.ownerHint':
    'Wenn Sie der Inhaber dieses Standorts sind, kontaktieren Sie uns bitte, um Ihr Abonnement zu verlängern',

  'restaurants.title': 'Restaurants',
  'restaurants.byCity.title': 'Restaurants in {city}',
  'restaurants.bySpecific.title': 'Restaurants: {feature}',
  'restaurants.byCityAndSpecific.title': 'Restaurants in {city}: {feature}',
  'restaurants.count':
    '{count, plural, =0 {Keine Restaurants} one {# Restaurant} other {# Restaurants}}',
  'restaurants.empty': 'Keine Restaurants entsprechen Ihrer Suche.',
  'search.label': 'Suche',
  'search.restaurants.placeholder': 'Restaurants nach Name oder Stadt suchen',
  'search.clear': 'Suche löschen',

  'restaurant.reservation': 'Tisch reservieren',
  'restaurant.call': 'Anrufen',
  'restaurant.website': 'Website',
  'restaurant.facebook': 'Facebook',
  'restaurant.instagram': 'Instagram',
  'restaurant.map': 'Anfahrt',
  'restaurant.review': 'Bewertung abgeben',

  'menu.switcher.label': 'Speisekarten',
  'menu.sections.label': 'Abschnitte',
  'menu.category.label': 'Kategorie',
  'menu.category.all': 'Alle',
  'menu.category.food': 'Speisen',
  'menu.category.drinks': 'Getränke',
  'menu.category.other': 'Sonstiges',
  'menu.empty': 'In dieser Kategorie wurde kein Gericht gefunden!',
  'widget.openFullMenu': 'In der vollständigen Speisekarte öffnen',
  'locale.switcher.label': 'Sprache',

  'filter.open': 'Filter',
  'filter.title': 'Gerichte filtern',
  'filter.nutrition.heading': 'Nährwerte pro 100 g',
  'filter.range.energy': 'Kalorien (kcal)',
  'filter.range.fat': 'Fett (g)',
  'filter.range.carbohydrate': 'Kohlenhydrate (g)',
  'filter.range.protein': 'Eiweiß (g)',
  'filter.range.salt': 'Salz (g)',
  'filter.range.min': 'Minimum ({unit})',
  'filter.range.max': 'Maximum ({unit})',
  'filter.range.value': '{min, number} – {max, number} {unit}',
  'filter.allergens.heading': 'Gerichte ausblenden, die Folgendes enthalten',
  'filter.allergens.includeTraces': 'Auch Gerichte ausblenden, die Spuren enthalten können',
  'filter.reset': 'Filter zurücksetzen',
  'filter.apply': 'Anwenden',
  'filter.showDishes':
    '{count, plural, =0 {Keine Gerichte anzuzeigen} one {# Gericht anzeigen} other {# Gerichte anzeigen}}',
  'filter.activeCount': '{count, plural, one {# aktiver Filter} other {# aktive Filter}}',

  'dish.details': 'Details zum Gericht',
  'dish.backToMenu': 'Zurück zur Speisekarte',
  'dish.price': 'Preis: {price}',
  'dish.portion': 'Portion: {grams} g',
  'dish.frozen': 'Tiefkühlprodukt',
  'dish.tags.heading': 'Merkmale',
  'dish.fallbackLocale':
    'Dieses Gericht wird auf {language} angezeigt, da es noch nicht übersetzt wurde.',
  'tag.hot': 'Scharf',
  'tag.halal': 'Halal',
  'tag.eco': 'Bio',
  'tag.no_gluten': 'Glutenfrei',
  'tag.no_sugar': 'Zuckerfrei',
  'tag.vegan': 'Vegan',
  'tag.vegetarian': 'Vegetarisch',
  'tag.with_meat': 'Mit Fleisch',
  'allergens.heading': 'Allergene',
  'allergens.mayContain.heading': 'Kann Spuren enthalten von',
  'allergens.mayContain.sentence': 'Kann Spuren von {allergens} enthalten.',
  'allergens.unknown': 'Allergene noch nicht angegeben',
  'allergens.none': 'Keine Allergene angegeben',
  'additives.heading': 'Zusatzstoffe',
  'ingredients.heading': 'Zutaten',

  'nutrition.heading': 'Nährwertdeklaration',
  'nutrition.per100g': 'pro 100 g',
  'nutrition.per100ml': 'pro 100 ml',
  'nutrition.perPortion': 'pro Portion ({grams} g)',
  'nutrition.perPortionMl': 'pro Portion ({millilitres} ml)',
  'nutrition.riPercent': '%RM',
  'nutrition.line.energy': 'Brennwert',
  'nutrition.line.fat': 'Fett',
  'nutrition.line.saturates': 'davon gesättigte Fettsäuren',
  'nutrition.line.carbohydrate': 'Kohlenhydrate',
  'nutrition.line.sugars': 'davon Zucker',
  'nutrition.line.fibre': 'Ballaststoffe',
  'nutrition.line.protein': 'Eiweiß',
  'nutrition.line.salt': 'Salz',
  'nutrition.energyValue': '{kj} kJ / {kcal} kcal',
  'nutrition.referenceIntake':
    'Referenzmenge für einen durchschnittlichen Erwachsenen (8 400 kJ/2 000 kcal)',
  'nutrition.valueUnknown': 'Wert unbekannt',
  'nutrition.atLeast': 'mindestens {value}',
  'nutrition.nutriScore': 'Nutri-Score',
  'nutrition.nutriScoreGrade': 'Nutri-Score {grade}',
  'nutrition.saltFromSodium':
    'Der Salzgehalt ist ausschließlich auf das Vorhandensein natürlich vorkommenden Natriums zurückzuführen.',

  // Admin: the recipe form's live nutrition preview
  'admin.live.heading': 'Berechnete Werte (live)',
  'admin.live.hint':
    'Wird beim Bearbeiten aus den veröffentlichten Zutaten und Teilrezepten neu berechnet. Beim Speichern werden diese Werte übernommen.',
  'admin.live.loadError':
    'Die Zutaten und Teilrezepte dieses Rezepts konnten nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  'admin.live.error.title': 'Dieses Rezept kann noch nicht berechnet werden',
  'admin.live.error.emptyRecipe': '{name} hat keine Zeilen.',
  'admin.live.error.invalidPortions':
    'Die Portionenzahl von {name} muss eine ganze Zahl von mindestens 1 sein.',
  'admin.live.error.invalidQuantity': 'Geben Sie für {name} eine Menge größer als 0 ein.',
  'admin.live.error.missingDensity':
    '{name} wird in ml angegeben, aber die Dichte (g pro ml) ist nicht bekannt.',
  'admin.live.error.missingUnitWeight':
    '{name} wird in Stück angegeben, aber das Gewicht pro Stück ist nicht bekannt.',
  'admin.live.error.invalidYield': 'Die Garausbeute von {name} muss größer als 0 sein.',
  'admin.live.error.invalidNutrient':
    'Ein Nährwert von {name} liegt außerhalb von 0–100 g pro 100 g.',
  'admin.live.error.cycle': '{name} enthält sich über seine Teilrezepte selbst.',
  'admin.live.error.path': 'Wo: {path}',
  'admin.live.thisRecipe': 'Dieses Rezept',
  'admin.live.lowerBound':
    '≥ kennzeichnet einen Mindestwert: Für einige Zutaten fehlt der Wert dieses Nährstoffs.',
  'admin.live.nutriScore.noCategory': 'Wählen Sie eine Nutri-Score-Kategorie, um ihn zu berechnen.',
  'admin.live.nutriScore.incomplete': 'Wird nicht berechnet, solange Werte unbekannt sind.',
  'admin.live.none': 'Keine',
  'admin.live.weights.heading': 'Gewichte',
  'admin.live.weights.grossPortion': 'Rohgewicht pro Portion: {grams} g',
  'admin.live.weights.netPortion': 'Servierte Menge pro Portion: {grams} g',
  'admin.live.missing.heading': 'Zutaten mit fehlenden Angaben',
  'admin.live.missing.nutrients': 'kein Wert für: {nutrients}',
  'admin.live.missing.allergens': 'Allergene nicht angegeben',
  'admin.live.missing.none': 'Alle Zutaten haben vollständige Angaben.',
  'admin.live.nutrient.saturates': 'Gesättigte Fettsäuren',
  'admin.live.nutrient.sugars': 'Zucker',
} satisfies Messages;
