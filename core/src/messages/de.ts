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
  'error.unavailable.title': 'Diese Seite ist vorübergehend nicht verfügbar',
  'error.unavailable.text':
    'Wir können diese Seite gerade nicht laden. Bitte versuchen Sie es in einer Minute erneut.',
  'error.goHome': 'Zur Startseite',
  'page.loading': 'Wird geladen…',
  'page.offline': 'Sie sind offline. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'page.retry': 'Erneut versuchen',
  'page.updateAvailable': 'Eine neue Version ist verfügbar.',
  'page.reload': 'Neu laden',
  'page.skipToContent': 'Zum Inhalt springen',

  'auth.login.invalidCredentials': 'Die Kombination aus E-Mail und Passwort ist ungültig',
  'admin.impersonation.banner': 'Sie handeln als {name}',
  'admin.impersonation.exit': 'Beenden',
  'admin.impersonation.start': 'Als dieser Benutzer handeln',
  'admin.impersonation.error.signIn': 'Melden Sie sich an, um als anderer Benutzer zu handeln.',
  'admin.impersonation.error.notAdmin':
    'Nur Administratoren des Anbieters können als anderer Benutzer handeln.',
  'admin.impersonation.error.alreadyActing':
    'Sie handeln bereits als anderer Benutzer: Beenden Sie das zuerst.',
  'admin.impersonation.error.self': 'Sie können nicht als Sie selbst handeln.',
  'admin.impersonation.error.notImpersonable':
    'Sie können nur als Inhaber oder Mitarbeiter eines Restaurants handeln.',
  'admin.impersonation.error.notActing': 'Sie handeln nicht als anderer Benutzer.',
  'admin.users.error.foreignRestaurant': 'Sie können nur Ihre eigenen Restaurants zuweisen.',
  'admin.users.error.inviteForbidden': 'Nur Inhaber und Administratoren können Benutzer einladen.',
  'admin.users.error.staffOnly': 'Inhaber können nur Mitarbeitende einladen.',
  'admin.impersonation.log.singular': 'Identitätswechsel',
  'admin.impersonation.log.plural': 'Protokoll der Identitätswechsel',
  'admin.impersonation.log.description':
    'Jeder Beginn und jedes Ende, wenn ein Administrator als anderer Benutzer handelt. Einträge können weder geändert noch gelöscht werden.',
  'admin.impersonation.log.action': 'Aktion',
  'admin.impersonation.log.action.enter': 'Beginn',
  'admin.impersonation.log.action.exit': 'Ende',
  'admin.impersonation.log.admin': 'Administrator',
  'admin.impersonation.log.adminEmail': 'E-Mail des Administrators',
  'admin.impersonation.log.user': 'Vertretener Benutzer',
  'admin.impersonation.log.userEmail': 'E-Mail des vertretenen Benutzers',
  'admin.impersonation.log.ip': 'IP-Adresse',
  'admin.impersonation.log.userAgent': 'Browser (User-Agent)',
  'admin.impersonation.log.session': 'Sitzung',
  'admin.nutritionLabel.download': 'Nährwertetikett herunterladen',

  'location.noSubscription': 'Dieser Standort hat derzeit kein aktives Abonnement',
  'location.noPublicMenu': 'Dieser Standort hat derzeit keine öffentliche Speisekarte',
  'location.ownerHint':
    'Wenn Sie der Inhaber dieses Standorts sind, kontaktieren Sie uns bitte, um Ihr Abonnement zu verlängern',

  // Abonnement: Dashboard, Verlängerung und Kündigung, E-Mail zum Ende des Abonnements
  'admin.subscription.heading': 'Abonnement',
  'admin.subscription.endingSoon': 'Abonnements, die in den nächsten {days} Tagen enden',
  'admin.subscription.noneEndingSoon': 'Kein Abonnement endet in den nächsten {days} Tagen.',
  'admin.subscription.state.active': 'Aktiv',
  'admin.subscription.state.upcoming': 'Noch nicht begonnen',
  'admin.subscription.state.expired': 'Abgelaufen',
  'admin.subscription.state.cancelled': 'Gekündigt',
  'admin.subscription.state.none': 'Kein Abonnement',
  'admin.subscription.activeUntil': 'Aktiv bis {date}',
  'admin.subscription.daysLeft':
    '{days, plural, =0 {heute letzter Tag} one {noch # Tag} other {noch # Tage}}',
  'admin.subscription.startsOn': 'Beginnt am {date}',
  'admin.subscription.endedOn': 'Beendet am {date}',
  'admin.subscription.menuOffline': 'Gäste können die öffentliche Speisekarte derzeit nicht sehen.',
  'admin.subscription.renewHint': 'Bitte kontaktieren Sie uns, um Ihr Abonnement zu verlängern.',
  'admin.subscription.renew':
    '{months, plural, one {Um # Monat verlängern} other {Um # Monate verlängern}}',
  'admin.subscription.cancel': 'Jetzt kündigen',
  'admin.subscription.cancelConfirm':
    'Dieses Abonnement jetzt kündigen? Die öffentliche Speisekarte ist sofort offline.',
  'admin.subscription.renewed': 'Verlängert bis {date}.',
  'admin.subscription.cancelled':
    'Das Abonnement ist gekündigt; die öffentliche Speisekarte ist offline.',
  'admin.subscription.actionFailed': 'Das hat nicht geklappt: {message}',
  'admin.subscription.saveFirst': 'Speichern Sie das Abonnement zuerst.',
  'admin.subscription.endBeforeStart': 'Der letzte Tag darf nicht vor dem ersten Tag liegen.',
  'admin.subscription.monthsInvalid':
    'Verlängern Sie um eine ganze Zahl von Monaten, von 1 bis 36.',
  'admin.subscription.field.state': 'Aktueller Stand',
  'admin.subscription.field.daysLeft': 'Verbleibende Tage',
  'admin.subscription.field.status': 'Status',
  'admin.subscription.field.startsAt': 'Erster Tag',
  'admin.subscription.field.endsAt': 'Letzter Tag (inklusive)',
  'admin.subscription.field.cancelledAt': 'Gekündigt am',
  'admin.subscription.field.warningsSent': 'Gesendete E-Mails zum Abonnementende',
  'admin.subscription.field.threshold': 'Tage vor dem Ende',
  'admin.subscription.field.endsOn': 'Für den letzten Tag',
  'admin.subscription.field.sentAt': 'Gesendet am',
  'admin.subscription.field.recipients': 'An',
  'email.greeting': 'Guten Tag {name},',
  'email.subscriptionEnding.subject':
    '{days, plural, =0 {Das Abonnement von {restaurant} endet heute} =1 {Das Abonnement von {restaurant} endet morgen} other {Das Abonnement von {restaurant} endet in # Tagen}}',
  'email.subscriptionEnding.body':
    'Das Nutrimenu-Abonnement von {restaurant} endet am {date}. Ab dem Folgetag lesen Gäste, die die Speisekarte öffnen, nur noch: „{notice}“',
  'email.subscriptionEnding.dashboard': 'Ihr Abonnement im Dashboard: {url}',
  'email.subscriptionEnding.reason':
    'Sie erhalten diese E-Mail, weil Sie Inhaber von {restaurant} sind.',

  // Löschen, was Rezepte noch verwenden
  'admin.inUse.ingredient':
    '{count, plural, one {Diese Zutat kann nicht gelöscht werden: # Rezept verwendet sie.} other {Diese Zutat kann nicht gelöscht werden: # Rezepte verwenden sie.}}',
  'admin.inUse.recipe':
    '{count, plural, one {Dieses Rezept kann nicht gelöscht werden: # Rezept verwendet es als Unterrezept.} other {Dieses Rezept kann nicht gelöscht werden: # Rezepte verwenden es als Unterrezept.}}',
  'admin.inUse.names': 'Verwendet in: {names}.',
  'admin.inUse.hidden':
    '{count, plural, one {# davon gehört zu einem anderen Restaurant.} other {# davon gehören zu anderen Restaurants.}}',
  'admin.inUse.removeFirst': 'Entfernen Sie es zuerst aus diesen Rezepten und löschen Sie es dann.',

  'home.tagline': 'Speisekarten mit Zutaten, Allergenen und Nährwerten',
  'home.cities.heading': 'Restaurants nach Stadt',
  'home.allRestaurants': 'Alle Restaurants ansehen',
  'home.video.caption': 'Sehen Sie sich unsere Präsentation an',
  'home.contact.heading': 'Kontakt',
  'home.contact.email': 'E-Mail',
  'home.contact.phone': 'Telefon',
  'home.contact.address': 'Adresse',
  'home.mainSite': 'Besuchen Sie unsere Hauptwebsite',

  'footer.label': 'Informationen zur Website',
  'footer.help': 'Hilfe',
  'footer.faq': 'Häufige Fragen',
  'footer.terms': 'Allgemeine Geschäftsbedingungen',
  'contentPage.fallbackLocale':
    'Diese Seite wird auf {language} angezeigt, weil sie noch nicht übersetzt wurde.',
  'contentPage.updatedAt': 'Zuletzt aktualisiert: {date}',
  'restaurants.title': 'Restaurants',
  'restaurants.byCity.title': 'Restaurants in {city}',
  'restaurants.bySpecific.title': 'Restaurants: {feature}',
  'restaurants.byCityAndSpecific.title': 'Restaurants in {city}: {feature}',
  'restaurants.count':
    '{count, plural, =0 {Keine Restaurants} one {# Restaurant} other {# Restaurants}}',
  'restaurants.empty': 'Keine Restaurants entsprechen Ihrer Suche.',
  'restaurants.facets.label': 'Restaurants filtern',
  'restaurants.facets.city': 'Stadt',
  'restaurants.facets.specific': 'Art des Lokals',
  'restaurants.facets.clear': 'Filter zurücksetzen',
  'restaurants.searchResults': 'Ergebnisse für „{query}“',
  'restaurants.noPublicMenu': 'Noch keine öffentliche Speisekarte',
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
  'menu.category.label': 'Kategorie',
  'menu.category.all': 'Alle',
  'menu.category.food': 'Speisen',
  'menu.category.drinks': 'Getränke',
  'menu.category.other': 'Sonstiges',
  'menu.empty': 'In dieser Kategorie wurde kein Gericht gefunden!',
  'meta.menu.description':
    '{restaurant}, {city}: die Speisekarte mit Zutaten, Allergenen und Nährwerten pro 100 g und pro Portion.',
  'meta.dish.description':
    '{dish} – {restaurant}: Zutaten, Allergene und Nährwerte pro 100 g und pro Portion.',
  'widget.openFullMenu': 'In der vollständigen Speisekarte öffnen',
  'widget.notFound': 'Diese Speisekarte ist nicht verfügbar.',
  'embed.title': 'Diese Speisekarte in Ihre Website einbinden',
  'embed.text':
    'Fügen Sie diesen Code dort in Ihre Website ein, wo die Speisekarte erscheinen soll; sie zeigt immer die aktuelle Speisekarte.',
  'embed.copy': 'Code kopieren',
  'embed.copied': 'Kopiert',
  'embed.copyFailed': 'Kopieren nicht möglich: Der Code ist markiert, kopieren Sie ihn selbst.',
  'embed.element':
    'Oder für Entwickler: widget.js einmal ohne data-Attribute laden und dieses Element einfügen:',
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
  'filter.allergens.heading': 'Gerichte ausblenden, die Folgendes enthalten',
  'filter.allergens.allowTraces': 'Gerichte anzeigen, die nur Spuren enthalten können',
  'filter.reset': 'Filter zurücksetzen',
  'filter.apply': 'Anwenden',
  'filter.showDishes':
    '{count, plural, =0 {Keine Gerichte anzuzeigen} one {# Gericht anzeigen} other {# Gerichte anzeigen}}',
  'filter.activeCount': '{count, plural, one {# aktiver Filter} other {# aktive Filter}}',

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
  'print.asOf': 'Stand: {date}',
  'print.pageOf': 'Seite {page} von {pages}',
  'print.noDishes': 'Keine veröffentlichten Gerichte.',
  'label.nutritionUnavailable': 'Die Nährwerte dieses Gerichts wurden noch nicht berechnet.',
  'label.nutriScoreUnavailable': 'Nutri-Score nicht berechnet',
  'matrix.title': 'Allergenübersicht',
  'matrix.dish': 'Gericht',
  'matrix.legend.contains': 'enthalten',
  'matrix.legend.traces': 'kann Spuren enthalten',
  'matrix.legend.unknown': 'Allergene noch nicht angegeben: bitte beim Personal nachfragen',
  'admin.downloads.heading': 'Downloads',
  'admin.downloads.language': 'Sprache',
  'admin.downloads.menuPdf': 'Speisekarte zum Drucken (PDF)',
  'admin.downloads.matrixCsv': 'Allergenübersicht (CSV)',
  'admin.downloads.matrixPdf': 'Allergenübersicht (PDF)',
  'admin.downloads.qrSvg': 'QR-Code (SVG)',
  'admin.downloads.qrPng': 'QR-Code (PNG für den Druck)',
  'admin.downloads.saveFirst': 'Zuerst speichern, um die Dateien herunterzuladen.',
  'admin.video.captions.label': 'Untertitel (WebVTT)',
  'admin.video.captions.description':
    'Die Untertitel des Videos in dieser Sprache, für Besucher, die es nicht hören können: Fügen Sie den Text einer WebVTT-Datei ein (sie beginnt mit der Zeile WEBVTT, dann folgen zeitgesteuerte Einträge wie „00:00:01.000 --> 00:00:04.000“, jeweils mit ihrem Text). Höchstens 64 KB. Die Startseite bietet jede Sprache an, in der es Untertitel gibt.',
  'admin.video.captions.error.header':
    'Diese Untertitel sind kein WebVTT: Der Text muss mit der Zeile „WEBVTT“ beginnen.',
  'admin.video.captions.error.tooLarge': 'Diese Untertitel sind zu lang: höchstens 64 KB Text.',
  'admin.video.captions.error.noCue':
    'Diese Untertitel enthalten keinen Eintrag: Fügen Sie mindestens eine Zeitzeile wie „00:00:01.000 --> 00:00:04.000“ mit ihrem Text hinzu.',
  // CSV-Import und -Export von Zutaten und Rezepten (Listen, /api/csv)
  'admin.csv.heading': 'Import und Export (CSV)',
  'admin.csv.restaurant': 'Restaurant',
  'admin.csv.exportLibrary': 'Gemeinsame Bibliothek herunterladen (CSV)',
  'admin.csv.language': 'Sprache der Namen',
  'admin.csv.export': 'CSV herunterladen',
  'admin.csv.file': 'Zu importierende CSV-Datei',
  'admin.csv.check': 'Datei prüfen',
  'admin.csv.import': 'Importieren',
  'admin.csv.working': 'Wird bearbeitet…',
  'admin.csv.chooseRestaurant':
    'Wählen Sie im Auswahlfeld ein Restaurant, um seine Daten zu importieren oder zu exportieren.',
  'admin.csv.checked':
    'Die Datei ist gültig: {created, number} neu anzulegen, {updated, number} zu aktualisieren, {unchanged, number} unverändert. Noch wurde nichts gespeichert.',
  'admin.csv.imported':
    'Importiert: {created, number} angelegt, {updated, number} aktualisiert, {unchanged, number} unverändert.',
  'admin.csv.failed':
    'Es wurde nichts importiert. Korrigieren Sie diese Zeilen und versuchen Sie es erneut:',
  'admin.csv.row': 'Zeile',
  'admin.csv.column': 'Spalte',
  'admin.csv.problem': 'Problem',
  'admin.csv.help.ingredients':
    'Eine Zeile je Zutat. Leere Nährstoffzellen bedeuten „unbekannt“. Eine Zeile mit ID aktualisiert diese Zutat; ohne ID die Zutat gleichen Namens oder eine neue.',
  'admin.csv.help.recipes':
    'Eine Zeile je Rezeptzeile, nach Slug gruppiert. Zutaten nach Namen (die ID unterscheidet gleichnamige), Unterrezepte nach Slug.',
  'admin.csv.requestFailed': 'Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  'admin.csv.error.adminsOnly':
    'Nur Administratoren des Anbieters können die gemeinsame Bibliothek exportieren.',
  'admin.csv.error.badId':
    'Ungültige Restaurant-ID „{id}“: Eine ID ist eine ganze Zahl, zum Beispiel 12.',
  'admin.csv.error.noRestaurant': 'Kein Restaurant {id} unter denen, die Sie sehen können.',
  'admin.csv.error.notUtf8':
    'Die Datei ist kein UTF-8-Text. Speichern Sie sie als „CSV UTF-8“ und versuchen Sie es erneut.',
  'admin.csv.error.noFile': 'Keine Datei erhalten: Senden Sie die CSV im Formularfeld „file“.',
  'admin.csv.error.unsupportedType':
    'Senden Sie die CSV als Datei-Upload (multipart/form-data, Feld „file“) oder als text/csv-Body.',
  'admin.csv.error.empty':
    'Die Datei ist leer: Sie braucht eine Kopfzeile und mindestens eine Datenzeile.',
  'admin.csv.error.unclosedQuote':
    'Eine in dieser Zeile beginnende Zelle in Anführungszeichen wird nie geschlossen.',
  'admin.csv.error.unknownColumn': 'Unbekannte Spalte „{column}“. Die Spalten sind: {columns}.',
  'admin.csv.error.duplicateColumn': 'Die Spalte „{column}“ kommt zweimal vor.',
  'admin.csv.error.missingColumn': 'Die Spalte „{column}“ fehlt.',
  'admin.csv.error.tooManyRows':
    'Die Datei hat mehr als {max, number} Zeilen: Teilen Sie sie in kleinere Dateien auf.',
  'admin.csv.error.tooManyCells':
    'Diese Zeile hat {count, number} Zellen, mehr als die {max, number} Spalten der Kopfzeile.',
  'admin.csv.error.summary':
    '{count, plural, one {# Problem} other {# Probleme}} in der Datei: Es wurde nichts importiert.',
  'admin.csv.error.boolean':
    '„{value}“ ist weder ja noch nein: Schreiben Sie 1 (ja) oder 0 (nein).',
  'admin.csv.error.choice': 'Unbekannter Wert „{value}“. Verwenden Sie einen von: {allowed}.',
  'admin.csv.error.range': 'Geben Sie eine Zahl von {min, number} bis {max, number} ein.',
  'admin.csv.error.unknownAdditive':
    'Kein Zusatzstoff „{value}“: Schreiben Sie seine E-Nummer, zum Beispiel E330.',
  'admin.csv.error.unknownIngredientId':
    'Keine Zutat {id} in diesem Restaurant. Leeren Sie die ID, um eine neue Zutat anzulegen.',
  'admin.csv.error.unknownIngredientRef':
    'Keine Zutat {id} in diesem Restaurant oder in der gemeinsamen Bibliothek.',
  'admin.csv.error.unknownIngredient':
    'Keine Zutat „{name}“ in diesem Restaurant oder in der gemeinsamen Bibliothek.',
  'admin.csv.error.ambiguousIngredient':
    'Mehrere Zutaten heißen „{name}“ (IDs {ids}): Schreiben Sie die ID der gemeinten in die Spalte {column}.',
  'admin.csv.error.duplicateIngredient': 'Zeile {row} importiert diese Zutat bereits.',
  'admin.csv.error.noRecipe': 'Geben Sie dem Rezept einen Slug oder einen Namen.',
  'admin.csv.error.ambiguousRecipe':
    'Mehrere Rezepte dieses Restaurants haben den Slug „{slug}“ (IDs {ids}): Geben Sie ihnen zuerst verschiedene Slugs.',
  'admin.csv.error.conflict':
    'Weicht von Zeile {row} desselben Rezepts ab: Die eigenen Zellen eines Rezepts müssen in jeder seiner Zeilen gleich oder leer sein.',
  'admin.csv.error.lineNoTarget': 'Eine Zeile braucht eine Zutat oder ein Unterrezept.',
  'admin.csv.error.lineTwoTargets':
    'Eine Zeile hat entweder eine Zutat oder ein Unterrezept, nicht beides.',
  'admin.csv.error.unitRequired': 'Wählen Sie die Einheit: {allowed}.',
  'admin.csv.error.unknownRecipe':
    'Kein Rezept „{slug}“ in diesem Restaurant oder in dieser Datei.',
  'admin.csv.error.cycle': 'Dieses Rezept würde sich über seine Unterrezepte selbst enthalten.',
  'admin.csv.error.save': 'Konnte nicht gespeichert werden: {message}',
  'email.account.signInAddress': 'Deine E-Mail-Adresse zur Anmeldung: {email}',
  'email.invitation.subject': 'Deine Einladung zu Nutrimenu',
  'email.invitation.body':
    'Für dich wurde ein Nutrimenu-Konto angelegt. Wähle ein Passwort, um dich anzumelden.',
  'email.invitation.action': 'Passwort festlegen',
  'email.invitation.expires':
    'Der Link ist {days} Tage gültig und nur einmal verwendbar. Ist er abgelaufen, fordere auf der Anmeldeseite über „Passwort vergessen?“ einen neuen an.',
  'email.invitation.ignore':
    'Wenn du diese Einladung nicht erwartet hast, kannst du diese E-Mail ignorieren.',
  'email.reset.subject': 'Nutrimenu-Passwort zurücksetzen',
  'email.reset.body':
    'Wir haben eine Anfrage erhalten, das Passwort deines Nutrimenu-Kontos zurückzusetzen.',
  'email.reset.action': 'Neues Passwort wählen',
  'email.reset.expires': 'Der Link ist eine Stunde gültig und nur einmal verwendbar.',
  'email.reset.ignore':
    'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
  'admin.account.error.emailRequired': 'Gib deine E-Mail-Adresse ein.',
  'admin.account.error.tokenInvalid':
    'Dieser Link ist ungültig, wurde schon verwendet oder ist abgelaufen. Fordere über „Passwort vergessen?“ einen neuen an.',
  'admin.account.error.currentPasswordRequired':
    'Gib dein aktuelles Passwort ein, um deine E-Mail-Adresse oder dein Passwort zu ändern.',
  'admin.account.error.currentPasswordWrong': 'Das aktuelle Passwort ist nicht korrekt.',
  'admin.account.error.passwordsDoNotMatch': 'Die neuen Passwörter stimmen nicht überein.',
  'admin.account.error.credentialsForbidden':
    'Nur der Kontoinhaber selbst oder ein Administrator kann die E-Mail-Adresse oder das Passwort dieses Benutzers ändern.',
  'admin.account.error.invitationFailed':
    'Die Einladungs-E-Mail konnte nicht gesendet werden, daher wurde der Benutzer nicht angelegt. Versuche es später erneut.',
  'admin.account.choosePassword': 'Passwort festlegen',
  'admin.account.invite': 'Einladung per E-Mail senden',
  'admin.account.inviteDescription':
    'Der neue Benutzer erhält eine E-Mail mit einem Link, um sein Passwort selbst zu wählen.',
  'admin.account.currentPassword': 'Aktuelles Passwort',
  'admin.account.currentPasswordDescription':
    'Erforderlich, um E-Mail-Adresse oder Passwort zu ändern.',
  'admin.users.field.name': 'Name',
  'admin.users.field.role': 'Rolle',
  'admin.users.field.preferredLocale': 'Bevorzugte Sprache',
  'admin.users.field.preferredLocaleDescription':
    'Die Sprache der E-Mails, die dieser Benutzer erhält.',
  'admin.users.role.admin': 'Administrator (Anbieter)',
  'admin.users.role.owner': 'Inhaber',
  'admin.users.role.staff': 'Mitarbeiter',
  'admin.brandPages.error.kindTaken':
    'Diese Marke hat bereits eine Seite „{kind}“: bearbeite diese.',
  'admin.ingredients.alternativeNames': 'Weitere Namen',
  'admin.ingredients.alternativeNames.description':
    'Weitere Namen, die ein Koch für diese Zutat eingeben könnte (regionale Wörter, Synonyme), einer pro Zeile. Die Suche findet sie in jeder Sprache.',
  'admin.ingredients.composite': 'Zusammengesetztes Gericht oder Markenprodukt',
  'admin.ingredients.composite.description':
    'Vom CIQUAL-Import gesetzt: Die Suche listet solche Lebensmittel nach den einfachen.',
  'admin.ingredients.search.error.queryTooLong':
    'Der Suchtext ist zu lang: höchstens {max} Zeichen.',
  'admin.ingredients.search.error.limit':
    'Die Anzahl der Ergebnisse muss eine ganze Zahl von 1 bis {max} sein.',
  'admin.ingredients.search.placeholder': 'Zum Suchen tippen (jede Sprache, Akzente optional)',
  'admin.ingredients.search.none': 'Keine Zutat gefunden',
} satisfies Messages;
