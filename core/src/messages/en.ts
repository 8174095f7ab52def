/**
 * The English interface messages, in ICU MessageFormat. This catalog defines the keys: every
 * other locale must translate exactly these keys with the same ICU arguments (a type error and
 * a test failure otherwise). English is also the runtime fallback (spec section 9: en-US).
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
  // Error screen and page states (spec section 2)
  'error.notFound.title': "We couldn't find the page you are looking for...",
  'error.generic.title': 'Oops... Something went wrong on our side',
  'error.goHome': 'Go to Home',
  'page.loading': 'Loading…',
  'page.offline': 'You are offline. Check your connection and try again.',
  'page.retry': 'Try again',
  'page.updateAvailable': 'A new version is available.',
  'page.reload': 'Reload',

  // Common controls
  'common.close': 'Close',
  'common.back': 'Back',

  // Sign-in and signed-in extras
  'auth.login.title': 'Sign in',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.login.submit': 'Sign in',
  'auth.login.invalidCredentials': 'Email/Password combination is invalid',
  'auth.forgotPassword': 'Forgot your password?',
  'auth.logout': 'Sign out',
  'admin.impersonation.banner': 'You are viewing the site as {name}',
  'admin.impersonation.exit': 'Exit impersonation',
  'admin.nutritionLabel.download': 'Download nutrition label',

  // Location states (spec sections 4 and 8)
  'location.noSubscription': 'This location does not have an active subscription at the moment',
  'location.noPublicMenu': 'This location does not have a public menu at the moment',
  'location.ownerHint':
    'If you are the owner of this location please contact us for subscription renewal',

  // Restaurant listing and search
  'restaurants.title': 'Restaurants',
  'restaurants.byCity.title': 'Restaurants in {city}',
  'restaurants.bySpecific.title': 'Restaurants: {feature}',
  'restaurants.byCityAndSpecific.title': 'Restaurants in {city}: {feature}',
  'restaurants.count':
    '{count, plural, =0 {No restaurants} one {# restaurant} other {# restaurants}}',
  'restaurants.empty': 'No restaurants match your search.',
  'search.label': 'Search',
  'search.restaurants.placeholder': 'Search restaurants by name or city',
  'search.clear': 'Clear search',

  // Restaurant links (spec section 3)
  'restaurant.reservation': 'Book a table',
  'restaurant.call': 'Call',
  'restaurant.website': 'Website',
  'restaurant.facebook': 'Facebook',
  'restaurant.instagram': 'Instagram',
  'restaurant.map': 'Map',
  'restaurant.review': 'Leave a review',

  // Menu page
  'menu.switcher.label': 'Menus',
  'menu.sections.label': 'Sections',
  'menu.category.label': 'Category',
  'menu.category.all': 'All',
  'menu.category.food': 'Food',
  'menu.category.drinks': 'Drinks',
  'menu.category.other': 'Other',
  'menu.empty': 'No dish found in this category!',
  'widget.openFullMenu': 'Open in full menu',
  'locale.switcher.label': 'Language',

  // Menu filter (spec section 2)
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
  'filter.range.value': '{min, number} – {max, number} {unit}',
  'filter.allergens.heading': 'Hide dishes containing',
  'filter.allergens.includeTraces': 'Also hide dishes that may contain traces',
  'filter.reset': 'Reset filters',
  'filter.apply': 'Apply',
  'filter.showDishes':
    '{count, plural, =0 {No dishes to show} one {Show # dish} other {Show # dishes}}',
  'filter.activeCount': '{count, plural, one {# active filter} other {# active filters}}',

  // Dish details
  'dish.details': 'Dish details',
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

  // Nutrition table (Reg. 1169/2011 Art. 30–33, Annex XV; reference section 1.2)
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
  'nutrition.saltFromSodium':
    'The salt content is exclusively due to the presence of naturally occurring sodium.',

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
} as const;

export type MessageKey = keyof typeof en;

/** A complete catalog: every key of the English catalog, translated. */
export type Messages = Record<MessageKey, string>;
