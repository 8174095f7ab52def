import type { Messages } from './en';

/**
 * The French interface messages. The space before `:`, `?` and `!` is a no-break space
 * (U+00A0, written `\u00a0`) so the sign never wraps onto a line of its own.
 *
 * @example
 * fr['dish.frozen'] // 'Produit surgelé'
 */
export const fr = {
  'error.notFound.title': "Nous n'avons pas trouvé la page que vous cherchez...",
  'error.generic.title': 'Oups... Un problème est survenu de notre côté',
  'error.goHome': "Retour à l'accueil",
  'page.loading': 'Chargement…',
  'page.offline': 'Vous êtes hors ligne. Vérifiez votre connexion et réessayez.',
  'page.retry': 'Réessayer',
  'page.updateAvailable': 'Une nouvelle version est disponible.',
  'page.reload': 'Recharger',

  'common.close': 'Fermer',
  'common.back': 'Retour',

  'auth.login.title': 'Connexion',
  'auth.email': 'E-mail',
  'auth.password': 'Mot de passe',
  'auth.login.submit': 'Se connecter',
  'auth.login.invalidCredentials': "La combinaison e-mail/mot de passe n'est pas valide",
  'auth.forgotPassword': 'Mot de passe oublié\u00a0?',
  'auth.logout': 'Se déconnecter',
  'admin.impersonation.banner': 'Vous consultez le site en tant que {name}',
  'admin.impersonation.exit': 'Revenir à votre compte',
  'admin.nutritionLabel.download': "Télécharger l'étiquette nutritionnelle",

  'location.noSubscription': "Cet établissement n'a pas d'abonnement actif pour le moment",
  'location.noPublicMenu': "Cet établissement n'a pas de menu public pour le moment",
  'location.ownerHint':
    'Si vous êtes le propriétaire de cet établissement, contactez-nous pour renouveler votre abonnement',

  'restaurants.title': 'Restaurants',
  'restaurants.byCity.title': 'Restaurants à {city}',
  'restaurants.bySpecific.title': 'Restaurants\u00a0: {feature}',
  'restaurants.byCityAndSpecific.title': 'Restaurants à {city}\u00a0: {feature}',
  'restaurants.count':
    '{count, plural, =0 {Aucun restaurant} one {# restaurant} other {# restaurants}}',
  'restaurants.empty': 'Aucun restaurant ne correspond à votre recherche.',
  'search.label': 'Rechercher',
  'search.restaurants.placeholder': 'Rechercher un restaurant par nom ou par ville',
  'search.clear': 'Effacer la recherche',

  'restaurant.reservation': 'Réserver une table',
  'restaurant.call': 'Appeler',
  'restaurant.website': 'Site web',
  'restaurant.facebook': 'Facebook',
  'restaurant.instagram': 'Instagram',
  'restaurant.map': "Plan d'accès",
  'restaurant.review': 'Laisser un avis',

  'menu.switcher.label': 'Menus',
  'menu.sections.label': 'Rubriques',
  'menu.category.label': 'Catégorie',
  'menu.category.all': 'Tout',
  'menu.category.food': 'Plats',
  'menu.category.drinks': 'Boissons',
  'menu.category.other': 'Autres',
  'menu.empty': 'Aucun plat trouvé dans cette catégorie\u00a0!',
  'widget.openFullMenu': 'Ouvrir dans le menu complet',
  'locale.switcher.label': 'Langue',

  'filter.open': 'Filtres',
  'filter.title': 'Filtrer les plats',
  'filter.nutrition.heading': 'Valeurs nutritionnelles pour 100 g',
  'filter.range.energy': 'Calories (kcal)',
  'filter.range.fat': 'Matières grasses (g)',
  'filter.range.carbohydrate': 'Glucides (g)',
  'filter.range.protein': 'Protéines (g)',
  'filter.range.salt': 'Sel (g)',
  'filter.range.min': 'Minimum ({unit})',
  'filter.range.max': 'Maximum ({unit})',
  'filter.range.value': '{min, number} – {max, number} {unit}',
  'filter.allergens.heading': 'Masquer les plats contenant',
  'filter.allergens.includeTraces': 'Masquer aussi les plats pouvant contenir des traces',
  'filter.reset': 'Réinitialiser les filtres',
  'filter.apply': 'Appliquer',
  'filter.showDishes':
    '{count, plural, =0 {Aucun plat à afficher} one {Afficher # plat} other {Afficher # plats}}',
  'filter.activeCount': '{count, plural, one {# filtre actif} other {# filtres actifs}}',

  'dish.details': 'Détails du plat',
  'dish.backToMenu': 'Retour au menu',
  'dish.price': 'Prix\u00a0: {price}',
  'dish.portion': 'Portion\u00a0: {grams} g',
  'dish.frozen': 'Produit surgelé',
  'dish.tags.heading': 'Caractéristiques',
  'dish.fallbackLocale': 'Ce plat est affiché en {language} car il n’a pas encore été traduit.',
  'tag.hot': 'Épicé',
  'tag.halal': 'Halal',
  'tag.eco': 'Bio',
  'tag.no_gluten': 'Sans gluten',
  'tag.no_sugar': 'Sans sucre',
  'tag.vegan': 'Végan',
  'tag.vegetarian': 'Végétarien',
  'tag.with_meat': 'Avec viande',
  'allergens.heading': 'Allergènes',
  'allergens.mayContain.heading': 'Peut contenir des traces de',
  // "des traces de {allergens}" would need elision ("d'œufs"), so the list follows a colon.
  'allergens.mayContain.sentence': 'Traces éventuelles\u00a0: {allergens}.',
  'allergens.unknown': 'Allergènes non encore déclarés',
  'allergens.none': 'Aucun allergène déclaré',
  'additives.heading': 'Additifs',
  'ingredients.heading': 'Ingrédients',

  'nutrition.heading': 'Déclaration nutritionnelle',
  'nutrition.per100g': 'pour 100 g',
  'nutrition.per100ml': 'pour 100 ml',
  'nutrition.perPortion': 'par portion ({grams} g)',
  'nutrition.perPortionMl': 'par portion ({millilitres} ml)',
  'nutrition.riPercent': '%AR',
  'nutrition.line.energy': 'Valeur énergétique',
  'nutrition.line.fat': 'Matières grasses',
  'nutrition.line.saturates': 'dont acides gras saturés',
  'nutrition.line.carbohydrate': 'Glucides',
  'nutrition.line.sugars': 'dont sucres',
  'nutrition.line.fibre': 'Fibres alimentaires',
  'nutrition.line.protein': 'Protéines',
  'nutrition.line.salt': 'Sel',
  'nutrition.energyValue': '{kj} kJ / {kcal} kcal',
  'nutrition.referenceIntake': 'Apport de référence pour un adulte-type (8 400 kJ/2 000 kcal)',
  'nutrition.valueUnknown': 'valeur inconnue',
  'nutrition.atLeast': 'au moins {value}',
  'nutrition.nutriScore': 'Nutri-Score',
  'nutrition.nutriScoreGrade': 'Nutri-Score {grade}',
  'nutrition.saltFromSodium':
    'La teneur en sel est exclusivement due à la présence de sodium naturellement présent.',

  // Admin: the recipe form's live nutrition preview
  'admin.live.heading': 'Valeurs calculées (en direct)',
  'admin.live.hint':
    "Recalculées pendant la saisie, à partir des ingrédients et sous-recettes publiés. L'enregistrement conserve ces valeurs.",
  'admin.live.loadError':
    "Les ingrédients et sous-recettes de cette recette n'ont pas pu être chargés. Rechargez la page pour réessayer.",
  'admin.live.error.title': 'Cette recette ne peut pas encore être calculée',
  'admin.live.error.emptyRecipe': "{name} n'a aucune ligne.",
  'admin.live.error.invalidPortions':
    "Le nombre de portions de {name} doit être un nombre entier d'au moins 1.",
  'admin.live.error.invalidQuantity': 'Saisissez une quantité supérieure à 0 pour {name}.',
  'admin.live.error.missingDensity':
    "{name} est mesuré en ml, mais sa densité (g par ml) n'est pas connue.",
  'admin.live.error.missingUnitWeight':
    "{name} est mesuré en pièces, mais le poids d'une pièce n'est pas connu.",
  'admin.live.error.invalidYield': 'Le rendement de cuisson de {name} doit être supérieur à 0.',
  'admin.live.error.invalidNutrient':
    'Une valeur nutritionnelle de {name} est en dehors de 0–100 g pour 100 g.',
  'admin.live.error.cycle': '{name} se contient elle-même par ses sous-recettes.',
  'admin.live.error.path': 'Où : {path}',
  'admin.live.thisRecipe': 'Cette recette',
  'admin.live.lowerBound':
    "≥ indique un minimum : certains ingrédients n'ont pas de valeur pour ce nutriment.",
  'admin.live.nutriScore.noCategory': 'Choisissez une catégorie Nutri-Score pour le calculer.',
  'admin.live.nutriScore.incomplete': 'Non calculé tant que certaines valeurs sont inconnues.',
  'admin.live.none': 'Aucun',
  'admin.live.weights.heading': 'Poids',
  'admin.live.weights.grossPortion': 'Poids brut par portion : {grams} g',
  'admin.live.weights.netPortion': 'Poids net servi par portion : {grams} g',
  'admin.live.missing.heading': 'Ingrédients aux données incomplètes',
  'admin.live.missing.nutrients': 'aucune valeur pour : {nutrients}',
  'admin.live.missing.allergens': 'allergènes non déclarés',
  'admin.live.missing.none': 'Tous les ingrédients ont des données complètes.',
  'admin.live.nutrient.saturates': 'Acides gras saturés',
  'admin.live.nutrient.sugars': 'Sucres',
} satisfies Messages;
