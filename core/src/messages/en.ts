/**
 * The English interface messages, in ICU MessageFormat. This catalog defines the keys: every
 * other locale must translate exactly these keys with the same ICU arguments (a type error and
 * a test failure otherwise). English is also the runtime fallback.
 *
 * Keys are flat with dotted namespaces so a component can build one from a code, e.g.
 * `tag.${tag}` or `nutrition.line.${line}` with `DECLARATION_ORDER` from `nutrition/nutrients`.
 * Arguments that are amounts or prices (`{grams}`, `{price}`, `{value}`) arrive already formatted
 * by the caller, so rounding rules stay in one place; only counts go through ICU `plural`.
 * The texts quoted by the spec (sections 2 and 8) are kept verbatim.
 *
 * @example
 * en['error.goHome'] // 'Go to Home'
 */
export const en = {
  // Error screen and page states
  'error.notFound.title': "We couldn't find the page you are looking for...",
  'error.generic.title': 'Oops... Something went wrong on our side',
  'error.unavailable.title': 'This page is temporarily unavailable',
  'error.unavailable.text': 'We cannot load this page right now. Please try again in a minute.',
  'error.goHome': 'Go to Home',
  'page.loading': 'Loading…',
  'page.offline': 'You are offline. Check your connection and try again.',
  'page.retry': 'Try again',
  'page.updateAvailable': 'A new version is available.',
  'page.reload': 'Reload',
  'page.skipToContent': 'Skip to content',

  // Sign-in
  'auth.login.invalidCredentials': 'Email/Password combination is invalid',
  'admin.impersonation.banner': 'You are acting as {name}',
  'admin.impersonation.exit': 'Exit',
  'admin.impersonation.start': 'Act as this user',
  'admin.impersonation.error.signIn': 'Sign in to act as another user.',
  'admin.impersonation.error.notAdmin': 'Only provider admins can act as another user.',
  'admin.impersonation.error.alreadyActing': 'You are already acting as another user: exit first.',
  'admin.impersonation.error.self': 'You cannot act as yourself.',
  'admin.impersonation.error.notImpersonable':
    'You can act only as a restaurant owner or staff member.',
  'admin.impersonation.error.notActing': 'You are not acting as another user.',
  'admin.users.error.foreignRestaurant': 'You can only assign your own restaurants.',
  'admin.users.error.inviteForbidden': 'Only owners and admins can invite users.',
  'admin.users.error.staffOnly': 'Owners can only invite staff members.',
  'admin.impersonation.log.singular': 'Impersonation event',
  'admin.impersonation.log.plural': 'Impersonation log',
  'admin.impersonation.log.description':
    'Every start and end of an admin acting as another user. Entries cannot be changed or deleted.',
  'admin.impersonation.log.action': 'Action',
  'admin.impersonation.log.action.enter': 'Enter',
  'admin.impersonation.log.action.exit': 'Exit',
  'admin.impersonation.log.admin': 'Admin',
  'admin.impersonation.log.adminEmail': 'Admin’s e-mail',
  'admin.impersonation.log.user': 'Impersonated user',
  'admin.impersonation.log.userEmail': 'Impersonated user’s e-mail',
  'admin.impersonation.log.ip': 'IP address',
  'admin.impersonation.log.userAgent': 'Browser (user agent)',
  'admin.impersonation.log.session': 'Session',
  'admin.nutritionLabel.download': 'Download nutrition label',

  // Location states
  'location.noSubscription': 'This location does not have an active subscription at the moment',
  'location.noPublicMenu': 'This location does not have a public menu at the moment',
  'location.ownerHint':
    'If you are the owner of this location please contact us for subscription renewal',

  // Subscription: the admin dashboard, renewal and cancellation, the end-of-subscription e-mail
  'admin.subscription.heading': 'Subscription',
  'admin.subscription.endingSoon': 'Subscriptions ending in the next {days} days',
  'admin.subscription.noneEndingSoon': 'No subscription ends in the next {days} days.',
  'admin.subscription.state.active': 'Active',
  'admin.subscription.state.upcoming': 'Not started yet',
  'admin.subscription.state.expired': 'Expired',
  'admin.subscription.state.cancelled': 'Cancelled',
  'admin.subscription.state.none': 'No subscription',
  'admin.subscription.activeUntil': 'Active until {date}',
  'admin.subscription.daysLeft':
    '{days, plural, =0 {last day today} one {# day left} other {# days left}}',
  'admin.subscription.startsOn': 'Starts on {date}',
  'admin.subscription.endedOn': 'Ended on {date}',
  'admin.subscription.menuOffline': 'Guests cannot see the public menu at the moment.',
  'admin.subscription.renewHint': 'Please contact us for subscription renewal.',
  'admin.subscription.renew':
    '{months, plural, one {Renew for # month} other {Renew for # months}}',
  'admin.subscription.cancel': 'Cancel now',
  'admin.subscription.cancelConfirm':
    'Cancel this subscription now? The public menu goes offline at once.',
  'admin.subscription.renewed': 'Renewed until {date}.',
  'admin.subscription.cancelled': 'The subscription is cancelled; the public menu is offline.',
  'admin.subscription.actionFailed': 'That did not work: {message}',
  'admin.subscription.saveFirst': 'Save the subscription first.',
  'admin.subscription.endBeforeStart': 'The last day cannot be before the first day.',
  'admin.subscription.monthsInvalid': 'Renew for a whole number of months, from 1 to 36.',
  'admin.subscription.field.state': 'Current state',
  'admin.subscription.field.daysLeft': 'Days left',
  'admin.subscription.field.status': 'Status',
  'admin.subscription.field.startsAt': 'First day',
  'admin.subscription.field.endsAt': 'Last day (included)',
  'admin.subscription.field.cancelledAt': 'Cancelled on',
  'admin.subscription.field.warningsSent': 'End-of-subscription e-mails sent',
  'admin.subscription.field.threshold': 'Days before the end',
  'admin.subscription.field.endsOn': 'For the last day',
  'admin.subscription.field.sentAt': 'Sent on',
  'admin.subscription.field.recipients': 'To',
  'email.greeting': 'Hello {name},',
  'email.subscriptionEnding.subject':
    '{days, plural, =0 {The subscription of {restaurant} ends today} =1 {The subscription of {restaurant} ends tomorrow} other {The subscription of {restaurant} ends in # days}}',
  'email.subscriptionEnding.body':
    'The Nutrimenu subscription of {restaurant} ends on {date}. From the next day, guests who open its menu will only read: “{notice}”',
  'email.subscriptionEnding.dashboard': 'Your subscription on the dashboard: {url}',
  'email.subscriptionEnding.reason':
    'You receive this e-mail because you are an owner of {restaurant}.',

  // Deleting what recipes still use
  'admin.inUse.ingredient':
    '{count, plural, one {This ingredient cannot be deleted: # recipe uses it.} other {This ingredient cannot be deleted: # recipes use it.}}',
  'admin.inUse.recipe':
    '{count, plural, one {This recipe cannot be deleted: # recipe uses it as a sub-recipe.} other {This recipe cannot be deleted: # recipes use it as a sub-recipe.}}',
  'admin.inUse.names': 'Used in: {names}.',
  'admin.inUse.hidden':
    '{count, plural, one {# of them belongs to another restaurant.} other {# of them belong to other restaurants.}}',
  'admin.inUse.removeFirst': 'Remove it from those recipes first, then delete it.',

  // Home page (the brand's landing page)
  'home.tagline': 'Menus with ingredients, allergens and nutritional values',
  'home.cities.heading': 'Restaurants by city',
  'home.allRestaurants': 'See all restaurants',
  'home.video.caption': 'Watch our presentation',
  'home.contact.heading': 'Contact',
  'home.contact.email': 'E-mail',
  'home.contact.phone': 'Phone',
  'home.contact.address': 'Address',
  'home.mainSite': 'Visit our main website',

  // Site footer and the brand's help, FAQ and terms pages
  'footer.label': 'Site information',
  'footer.help': 'Help',
  'footer.faq': 'FAQ',
  'footer.terms': 'Terms and conditions',
  'contentPage.fallbackLocale':
    'This page is shown in {language} because it has not been translated yet.',
  'contentPage.updatedAt': 'Last updated: {date}',

  // Restaurant listing and search
  'restaurants.title': 'Restaurants',
  'restaurants.byCity.title': 'Restaurants in {city}',
  'restaurants.bySpecific.title': 'Restaurants: {feature}',
  'restaurants.byCityAndSpecific.title': 'Restaurants in {city}: {feature}',
  'restaurants.count':
    '{count, plural, =0 {No restaurants} one {# restaurant} other {# restaurants}}',
  'restaurants.empty': 'No restaurants match your search.',
  'restaurants.facets.label': 'Filter restaurants',
  'restaurants.facets.city': 'City',
  'restaurants.facets.specific': 'Type of place',
  'restaurants.facets.clear': 'Clear filters',
  'restaurants.searchResults': 'Results for “{query}”',
  'restaurants.noPublicMenu': 'No public menu yet',
  'search.label': 'Search',
  'search.restaurants.placeholder': 'Search restaurants by name or city',
  'search.clear': 'Clear search',

  // Restaurant links
  'restaurant.reservation': 'Book a table',
  'restaurant.call': 'Call',
  'restaurant.website': 'Website',
  'restaurant.facebook': 'Facebook',
  'restaurant.instagram': 'Instagram',
  'restaurant.map': 'Map',
  'restaurant.review': 'Leave a review',

  // Menu page
  'menu.switcher.label': 'Menus',
  'menu.category.label': 'Category',
  'menu.category.all': 'All',
  'menu.category.food': 'Food',
  'menu.category.drinks': 'Drinks',
  'menu.category.other': 'Other',
  'menu.empty': 'No dish found in this category!',
  'meta.menu.description':
    '{restaurant}, {city}: the menu with ingredients, allergens and nutrition values per 100 g and per portion.',
  'meta.dish.description':
    '{dish} at {restaurant}: ingredients, allergens and nutrition values per 100 g and per portion.',
  'widget.openFullMenu': 'Open in full menu',
  'widget.notFound': 'This menu is not available.',
  'embed.title': 'Add this menu to your website',
  'embed.text':
    'Paste this code into your website where the menu should appear; it always shows the current menu.',
  'embed.copy': 'Copy code',
  'embed.copied': 'Copied',
  'embed.copyFailed': 'Could not copy: the code is selected, copy it yourself.',
  'embed.element':
    'Or, for developers: load widget.js once without data- attributes and place this element:',
  'locale.switcher.label': 'Language',

  // Menu filter
  'filter.open': 'Filters',
  'filter.title': 'Filter dishes',
  'filter.nutrition.heading': 'Nutritional values per 100 g',
  'filter.range.energy': 'Calories (kcal)',
  'filter.range.fat': 'Fat (g)',
  'filter.range.carbohydrate': 'Carbohydrate (g)',
  'filter.range.protein': 'Protein (g)',
  'filter.range.salt': 'Salt (g)',
  'filter.range.min': 'Minimum ({unit})',
  'filter.range.max': 'Maximum ({unit})',
  'filter.allergens.heading': 'Hide dishes containing',
  'filter.allergens.allowTraces': 'Show dishes that may only contain traces',
  'filter.reset': 'Reset filters',
  'filter.apply': 'Apply',
  'filter.showDishes':
    '{count, plural, =0 {No dishes to show} one {Show # dish} other {Show # dishes}}',
  'filter.activeCount': '{count, plural, one {# active filter} other {# active filters}}',

  // Dish details
  'dish.backToMenu': 'Back to menu',
  'dish.price': 'Price: {price}',
  'dish.portion': 'Portion: {grams} g',
  'dish.frozen': 'Frozen product',
  'dish.tags.heading': 'Characteristics',
  'dish.fallbackLocale': 'This dish is shown in {language} because it has not been translated yet.',
  'tag.hot': 'Spicy',
  'tag.halal': 'Halal',
  'tag.eco': 'Organic',
  'tag.no_gluten': 'Gluten-free',
  'tag.no_sugar': 'Sugar-free',
  'tag.vegan': 'Vegan',
  'tag.vegetarian': 'Vegetarian',
  'tag.with_meat': 'With meat',
  'allergens.heading': 'Allergens',
  'allergens.mayContain.heading': 'May contain traces of',
  'allergens.mayContain.sentence': 'May contain traces of {allergens}.',
  'allergens.unknown': 'Allergens not yet declared',
  'allergens.none': 'No allergens declared',
  'additives.heading': 'Additives',
  'ingredients.heading': 'Ingredients',

  // Nutrition table (Reg. 1169/2011 Art. 30–33, Annex XV)
  'nutrition.heading': 'Nutrition declaration',
  'nutrition.per100g': 'per 100 g',
  'nutrition.per100ml': 'per 100 ml',
  'nutrition.perPortion': 'per portion ({grams} g)',
  'nutrition.perPortionMl': 'per portion ({millilitres} ml)',
  'nutrition.riPercent': '%RI',
  'nutrition.line.energy': 'Energy',
  'nutrition.line.fat': 'Fat',
  'nutrition.line.saturates': 'of which saturates',
  'nutrition.line.carbohydrate': 'Carbohydrate',
  'nutrition.line.sugars': 'of which sugars',
  'nutrition.line.fibre': 'Fibre',
  'nutrition.line.protein': 'Protein',
  'nutrition.line.salt': 'Salt',
  'nutrition.energyValue': '{kj} kJ / {kcal} kcal',
  'nutrition.referenceIntake': 'Reference intake of an average adult (8 400 kJ/2 000 kcal)',
  'nutrition.valueUnknown': 'value unknown',
  'nutrition.atLeast': 'at least {value}',
  'nutrition.nutriScore': 'Nutri-Score',
  'nutrition.nutriScoreGrade': 'Nutri-Score {grade}',

  // Admin: the recipe form's live nutrition preview
  'admin.live.heading': 'Computed values (live)',
  'admin.live.hint':
    'Recomputed as you edit, from the published ingredients and sub-recipes. Saving stores these values.',
  'admin.live.loadError':
    'The ingredients and sub-recipes of this recipe could not be loaded. Reload the page to try again.',
  'admin.live.error.title': 'This recipe cannot be computed yet',
  'admin.live.error.emptyRecipe': '{name} has no lines.',
  'admin.live.error.invalidPortions':
    'The number of portions of {name} must be a whole number of at least 1.',
  'admin.live.error.invalidQuantity': 'Enter a quantity greater than 0 for {name}.',
  'admin.live.error.missingDensity':
    '{name} is measured in ml, but its density (g per ml) is not known.',
  'admin.live.error.missingUnitWeight':
    '{name} is measured in pieces, but its weight per piece is not known.',
  'admin.live.error.invalidYield': 'The cooking yield of {name} must be greater than 0.',
  'admin.live.error.invalidNutrient': 'A nutrient value of {name} is outside 0–100 g per 100 g.',
  'admin.live.error.cycle': '{name} contains itself through its sub-recipes.',
  'admin.live.error.path': 'Where: {path}',
  'admin.live.thisRecipe': 'This recipe',
  'admin.live.lowerBound': '≥ marks a minimum: some ingredients have no value for this nutrient.',
  'admin.live.nutriScore.noCategory': 'Choose a Nutri-Score category to compute it.',
  'admin.live.nutriScore.incomplete': 'Not computed while some values are unknown.',
  'admin.live.none': 'None',
  'admin.live.weights.heading': 'Weights',
  'admin.live.weights.grossPortion': 'Raw weight per portion: {grams} g',
  'admin.live.weights.netPortion': 'Served weight per portion: {grams} g',
  'admin.live.missing.heading': 'Ingredients with missing data',
  'admin.live.missing.nutrients': 'no value for: {nutrients}',
  'admin.live.missing.allergens': 'allergens not declared',
  'admin.live.missing.none': 'Every ingredient has complete data.',
  'admin.live.nutrient.saturates': 'Saturates',
  'admin.live.nutrient.sugars': 'Sugars',

  // Downloads: nutrition label, printable menu, allergen matrix, and their admin buttons
  'print.asOf': 'As of {date}',
  'print.pageOf': 'Page {page} of {pages}',
  'print.noDishes': 'No published dishes.',
  'label.nutritionUnavailable': 'The nutrition values of this dish have not been computed yet.',
  'label.nutriScoreUnavailable': 'Nutri-Score not computed',
  'matrix.title': 'Allergen matrix',
  'matrix.dish': 'Dish',
  'matrix.legend.contains': 'contains',
  'matrix.legend.traces': 'may contain traces',
  'matrix.legend.unknown': 'allergens not yet declared: ask the staff',
  'admin.downloads.heading': 'Downloads',
  'admin.downloads.language': 'Language',
  'admin.downloads.menuPdf': 'Printable menu (PDF)',
  'admin.downloads.matrixCsv': 'Allergen matrix (CSV)',
  'admin.downloads.matrixPdf': 'Allergen matrix (PDF)',
  'admin.downloads.qrSvg': 'QR code (SVG)',
  'admin.downloads.qrPng': 'QR code (PNG for print)',
  'admin.downloads.saveFirst': 'Save first to download files.',
  'admin.video.captions.label': 'Captions (WebVTT)',
  'admin.video.captions.description':
    'The captions of the video in this language, for visitors who cannot hear it: paste the text of a WebVTT file (it starts with the line WEBVTT, then timed cues such as “00:00:01.000 --> 00:00:04.000”, each followed by its text). At most 64 KB. The home page offers every language that has captions.',
  'admin.video.captions.error.header':
    'These captions are not WebVTT: the text must start with the line “WEBVTT”.',
  'admin.video.captions.error.tooLarge': 'These captions are too long: at most 64 KB of text.',
  'admin.video.captions.error.noCue':
    'These captions have no cue: add at least one timing line such as “00:00:01.000 --> 00:00:04.000” followed by its text.',
  // CSV import and export of ingredients and recipes (list views, /api/csv)
  'admin.csv.heading': 'Import and export (CSV)',
  'admin.csv.restaurant': 'Restaurant',
  'admin.csv.exportLibrary': 'Download the shared library (CSV)',
  'admin.csv.language': 'Language of the names',
  'admin.csv.export': 'Download CSV',
  'admin.csv.file': 'CSV file to import',
  'admin.csv.check': 'Check the file',
  'admin.csv.import': 'Import',
  'admin.csv.working': 'Working…',
  'admin.csv.chooseRestaurant': 'Choose a restaurant in the selector to import or export its data.',
  'admin.csv.checked':
    'The file is valid: {created, number} to create, {updated, number} to update, {unchanged, number} unchanged. Nothing has been saved yet.',
  'admin.csv.imported':
    'Imported: {created, number} created, {updated, number} updated, {unchanged, number} unchanged.',
  'admin.csv.failed': 'Nothing was imported. Fix these rows and try again:',
  'admin.csv.row': 'Row',
  'admin.csv.column': 'Column',
  'admin.csv.problem': 'Problem',
  'admin.csv.help.ingredients':
    'One row per ingredient. Empty nutrient cells mean “unknown”. A row with an id updates that ingredient; without one, the ingredient of the same name, or a new one.',
  'admin.csv.help.recipes':
    'One row per recipe line, grouped by slug. Ingredients by name (the id tells namesakes apart), sub-recipes by slug.',
  'admin.csv.requestFailed': 'The request failed. Please try again.',
  'admin.csv.error.adminsOnly': 'Only provider administrators can export the shared library.',
  'admin.csv.error.badId': 'No restaurant id “{id}”: an id is a whole number such as 12.',
  'admin.csv.error.noRestaurant': 'No restaurant {id} among those you can see.',
  'admin.csv.error.notUtf8': 'The file is not UTF-8 text. Save it as “CSV UTF-8” and try again.',
  'admin.csv.error.noFile': 'No file received: send the CSV in the form field “file”.',
  'admin.csv.error.unsupportedType':
    'Send the CSV as a file upload (multipart/form-data, field “file”) or as a text/csv body.',
  'admin.csv.error.empty': 'The file is empty: it needs a header row and at least one row of data.',
  'admin.csv.error.unclosedQuote': 'A quoted cell starting in this row is never closed.',
  'admin.csv.error.unknownColumn': 'Unknown column “{column}”. The columns are: {columns}.',
  'admin.csv.error.duplicateColumn': 'The column “{column}” appears twice.',
  'admin.csv.error.missingColumn': 'The column “{column}” is missing.',
  'admin.csv.error.tooManyRows':
    'The file has more than {max, number} rows: split it into smaller files.',
  'admin.csv.error.tooManyCells':
    'This row has {count, number} cells, more than the {max, number} columns of the header.',
  'admin.csv.error.summary':
    '{count, plural, one {# problem} other {# problems}} in the file: nothing was imported.',
  'admin.csv.error.boolean': '“{value}” is not yes or no: write 1 (yes) or 0 (no).',
  'admin.csv.error.choice': 'Unknown value “{value}”. Use one of: {allowed}.',
  'admin.csv.error.range': 'Enter a number from {min, number} to {max, number}.',
  'admin.csv.error.unknownAdditive': 'No additive “{value}”: write its E-number, such as E330.',
  'admin.csv.error.unknownIngredientId':
    'No ingredient {id} in this restaurant. Clear the id to create a new ingredient.',
  'admin.csv.error.unknownIngredientRef':
    'No ingredient {id} in this restaurant or the shared library.',
  'admin.csv.error.unknownIngredient':
    'No ingredient “{name}” in this restaurant or the shared library.',
  'admin.csv.error.ambiguousIngredient':
    'Several ingredients are named “{name}” (ids {ids}): write the id of the one you mean in the column {column}.',
  'admin.csv.error.duplicateIngredient': 'Row {row} already imports this ingredient.',
  'admin.csv.error.noRecipe': 'Give the recipe a slug or a name.',
  'admin.csv.error.ambiguousRecipe':
    'Several recipes of this restaurant have the slug “{slug}” (ids {ids}): give them different slugs first.',
  'admin.csv.error.conflict':
    'Differs from row {row} of the same recipe: a recipe’s own cells must be the same on each of its rows, or empty.',
  'admin.csv.error.lineNoTarget': 'A line needs an ingredient or a sub-recipe.',
  'admin.csv.error.lineTwoTargets': 'A line has either an ingredient or a sub-recipe, not both.',
  'admin.csv.error.unitRequired': 'Choose the unit: {allowed}.',
  'admin.csv.error.unknownRecipe': 'No recipe “{slug}” in this restaurant or in this file.',
  'admin.csv.error.cycle': 'This recipe would contain itself through its sub-recipes.',
  'admin.csv.error.save': 'Could not be saved: {message}',

  // Accounts: sign-in, invitation and password-reset e-mails, profile fields
  'email.account.signInAddress': 'Your sign-in e-mail address: {email}',
  'email.invitation.subject': 'Your invitation to Nutrimenu',
  'email.invitation.body':
    'A Nutrimenu account has been created for you. Choose a password to sign in.',
  'email.invitation.action': 'Choose your password',
  'email.invitation.expires':
    'This link is valid for {days} days and can be used once. If it has expired, use “Forgot password?” on the sign-in page to get a new one.',
  'email.invitation.ignore':
    'If you were not expecting this invitation, you can ignore this e-mail.',
  'email.reset.subject': 'Reset your Nutrimenu password',
  'email.reset.body': 'We received a request to reset the password of your Nutrimenu account.',
  'email.reset.action': 'Choose a new password',
  'email.reset.expires': 'This link is valid for one hour and can be used once.',
  'email.reset.ignore':
    'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
  'admin.account.error.emailRequired': 'Enter your e-mail address.',
  'admin.account.error.tokenInvalid':
    'This link is invalid, has already been used or has expired. Ask for a new one with “Forgot password?”.',
  'admin.account.error.currentPasswordRequired':
    'Enter your current password to change your e-mail address or password.',
  'admin.account.error.currentPasswordWrong': 'The current password is not correct.',
  'admin.account.error.passwordsDoNotMatch': 'The new passwords do not match.',
  'admin.account.error.credentialsForbidden':
    "Only the account holder or an administrator can change this user's e-mail address or password.",
  'admin.account.error.invitationFailed':
    'The invitation e-mail could not be sent, so the user was not created. Try again later.',
  'admin.account.choosePassword': 'Choose a password',
  'admin.account.invite': 'Send an invitation by e-mail',
  'admin.account.inviteDescription':
    'The new user receives an e-mail with a link to choose their own password.',
  'admin.account.currentPassword': 'Current password',
  'admin.account.currentPasswordDescription': 'Required to change your e-mail address or password.',
  'admin.users.field.name': 'Name',
  'admin.users.field.role': 'Role',
  'admin.users.field.preferredLocale': 'Preferred language',
  'admin.users.field.preferredLocaleDescription': 'The language of the e-mails this user receives.',
  'admin.users.role.admin': 'Provider admin',
  'admin.users.role.owner': 'Owner',
  'admin.users.role.staff': 'Staff',
  'admin.brandPages.error.kindTaken': 'This brand already has a "{kind}" page: edit that one.',
  'admin.ingredients.alternativeNames': 'Other names',
  'admin.ingredients.alternativeNames.description':
    'Other names a cook may type for this ingredient (regional words, synonyms), one per line. The search finds them in every language.',
  'admin.ingredients.composite': 'Composite dish or brand product',
  'admin.ingredients.composite.description':
    'Set by the CIQUAL import: the search lists such foods after plain ones.',
  'admin.ingredients.search.error.queryTooLong':
    'The search text is too long: at most {max} characters.',
  'admin.ingredients.search.error.limit':
    'The number of results must be a whole number from 1 to {max}.',
  'admin.ingredients.search.placeholder': 'Type to search (any language, accents optional)',
  'admin.ingredients.search.none': 'No ingredient found',
} as const;

export type MessageKey = keyof typeof en;

/** A complete catalog: every key of the English catalog, translated. */
export type Messages = Record<MessageKey, string>;
