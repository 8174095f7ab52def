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
  'error.unavailable.title': 'Cette page est momentanément indisponible',
  'error.unavailable.text':
    'Nous ne pouvons pas charger cette page pour le moment. Veuillez réessayer dans une minute.',
  'error.goHome': "Retour à l'accueil",
  'page.loading': 'Chargement…',
  'page.offline': 'Vous êtes hors ligne. Vérifiez votre connexion et réessayez.',
  'page.retry': 'Réessayer',
  'page.updateAvailable': 'Une nouvelle version est disponible.',
  'page.reload': 'Recharger',
  'page.skipToContent': 'Aller au contenu',

  'auth.login.invalidCredentials': 'La combinaison e-mail/mot de passe n’est pas valide',
  'admin.impersonation.banner': 'Vous agissez en tant que {name}',
  'admin.impersonation.exit': 'Quitter',
  'admin.impersonation.start': 'Agir en tant que cet utilisateur',
  'admin.impersonation.error.signIn': 'Connectez-vous pour agir en tant qu’autre utilisateur.',
  'admin.impersonation.error.notAdmin':
    'Seuls les administrateurs du fournisseur peuvent agir en tant qu’autre utilisateur.',
  'admin.impersonation.error.alreadyActing':
    'Vous agissez déjà en tant qu’autre utilisateur : quittez d’abord ce mode.',
  'admin.impersonation.error.self': 'Vous ne pouvez pas agir en tant que vous-même.',
  'admin.impersonation.error.notImpersonable':
    'Vous ne pouvez agir qu’en tant que propriétaire ou membre du personnel d’un restaurant.',
  'admin.impersonation.error.notActing': 'Vous n’agissez pas en tant qu’autre utilisateur.',
  'admin.users.error.foreignRestaurant': 'Vous ne pouvez attribuer que vos propres restaurants.',
  'admin.users.error.inviteForbidden':
    'Seuls les propriétaires et les administrateurs peuvent inviter des utilisateurs.',
  'admin.users.error.staffOnly':
    'Les propriétaires ne peuvent inviter que des membres du personnel.',
  'admin.impersonation.log.singular': 'Emprunt d’identité',
  'admin.impersonation.log.plural': 'Journal des emprunts d’identité',
  'admin.impersonation.log.description':
    'Chaque début et fin d’un emprunt d’identité par un administrateur. Les entrées ne peuvent être ni modifiées ni supprimées.',
  'admin.impersonation.log.action': 'Action',
  'admin.impersonation.log.action.enter': 'Début',
  'admin.impersonation.log.action.exit': 'Fin',
  'admin.impersonation.log.admin': 'Administrateur',
  'admin.impersonation.log.adminEmail': 'E-mail de l’administrateur',
  'admin.impersonation.log.user': 'Utilisateur incarné',
  'admin.impersonation.log.userEmail': 'E-mail de l’utilisateur incarné',
  'admin.impersonation.log.ip': 'Adresse IP',
  'admin.impersonation.log.userAgent': 'Navigateur (user agent)',
  'admin.impersonation.log.session': 'Session',
  'admin.nutritionLabel.download': "Télécharger l'étiquette nutritionnelle",

  'location.noSubscription': "Cet établissement n'a pas d'abonnement actif pour le moment",
  'location.noPublicMenu': "Cet établissement n'a pas de menu public pour le moment",
  'location.ownerHint':
    'Si vous êtes le propriétaire de cet établissement, contactez-nous pour renouveler votre abonnement',

  // Abonnement : tableau de bord, renouvellement et résiliation, e-mail de fin d’abonnement
  'admin.subscription.heading': 'Abonnement',
  'admin.subscription.endingSoon': 'Abonnements se terminant dans les {days} prochains jours',
  'admin.subscription.noneEndingSoon':
    'Aucun abonnement ne se termine dans les {days} prochains jours.',
  'admin.subscription.state.active': 'Actif',
  'admin.subscription.state.upcoming': 'Pas encore commencé',
  'admin.subscription.state.expired': 'Expiré',
  'admin.subscription.state.cancelled': 'Résilié',
  'admin.subscription.state.none': 'Aucun abonnement',
  'admin.subscription.activeUntil': 'Actif jusqu’au {date}',
  'admin.subscription.daysLeft':
    '{days, plural, =0 {dernier jour aujourd’hui} one {# jour restant} other {# jours restants}}',
  'admin.subscription.startsOn': 'Commence le {date}',
  'admin.subscription.endedOn': 'Terminé le {date}',
  'admin.subscription.menuOffline': 'Les clients ne peuvent pas voir le menu public en ce moment.',
  'admin.subscription.renewHint': 'Contactez-nous pour renouveler votre abonnement.',
  'admin.subscription.renew':
    '{months, plural, one {Renouveler pour # mois} other {Renouveler pour # mois}}',
  'admin.subscription.cancel': 'Résilier maintenant',
  'admin.subscription.cancelConfirm':
    'Résilier cet abonnement maintenant ? Le menu public est aussitôt hors ligne.',
  'admin.subscription.renewed': 'Renouvelé jusqu’au {date}.',
  'admin.subscription.cancelled': 'L’abonnement est résilié ; le menu public est hors ligne.',
  'admin.subscription.actionFailed': 'L’opération a échoué : {message}',
  'admin.subscription.saveFirst': 'Enregistrez d’abord l’abonnement.',
  'admin.subscription.endBeforeStart': 'Le dernier jour ne peut pas précéder le premier jour.',
  'admin.subscription.monthsInvalid': 'Renouvelez pour un nombre entier de mois, de 1 à 36.',
  'admin.subscription.field.state': 'État actuel',
  'admin.subscription.field.daysLeft': 'Jours restants',
  'admin.subscription.field.status': 'Statut',
  'admin.subscription.field.startsAt': 'Premier jour',
  'admin.subscription.field.endsAt': 'Dernier jour (inclus)',
  'admin.subscription.field.cancelledAt': 'Résilié le',
  'admin.subscription.field.warningsSent': 'E-mails de fin d’abonnement envoyés',
  'admin.subscription.field.threshold': 'Jours avant la fin',
  'admin.subscription.field.endsOn': 'Pour le dernier jour',
  'admin.subscription.field.sentAt': 'Envoyé le',
  'admin.subscription.field.recipients': 'À',
  'email.greeting': 'Bonjour {name},',
  'email.subscriptionEnding.subject':
    '{days, plural, =0 {L’abonnement de {restaurant} se termine aujourd’hui} =1 {L’abonnement de {restaurant} se termine demain} other {L’abonnement de {restaurant} se termine dans # jours}}',
  'email.subscriptionEnding.body':
    'L’abonnement Nutrimenu de {restaurant} se termine le {date}. Dès le lendemain, les clients qui ouvrent son menu liront seulement : « {notice} »',
  'email.subscriptionEnding.dashboard': 'Votre abonnement sur le tableau de bord : {url}',
  'email.subscriptionEnding.reason':
    'Vous recevez cet e-mail parce que vous êtes propriétaire de {restaurant}.',

  // Supprimer ce que des recettes utilisent encore
  'admin.inUse.ingredient':
    '{count, plural, one {Cet ingrédient ne peut pas être supprimé : # recette l’utilise.} other {Cet ingrédient ne peut pas être supprimé : # recettes l’utilisent.}}',
  'admin.inUse.recipe':
    '{count, plural, one {Cette recette ne peut pas être supprimée : # recette l’utilise comme sous-recette.} other {Cette recette ne peut pas être supprimée : # recettes l’utilisent comme sous-recette.}}',
  'admin.inUse.names': 'Utilisé dans : {names}.',
  'admin.inUse.hidden':
    '{count, plural, one {# d’entre elles appartient à un autre restaurant.} other {# d’entre elles appartiennent à d’autres restaurants.}}',
  'admin.inUse.removeFirst': 'Retirez-le d’abord de ces recettes, puis supprimez-le.',

  'home.tagline': 'Des menus avec ingrédients, allergènes et valeurs nutritionnelles',
  'home.cities.heading': 'Restaurants par ville',
  'home.allRestaurants': 'Voir tous les restaurants',
  'home.video.caption': 'Regardez notre présentation',
  'home.contact.heading': 'Contact',
  'home.contact.email': 'E-mail',
  'home.contact.phone': 'Téléphone',
  'home.contact.address': 'Adresse',
  'home.mainSite': 'Visitez notre site principal',

  'footer.label': 'Informations sur le site',
  'footer.help': 'Aide',
  'footer.faq': 'Questions fréquentes',
  'footer.terms': 'Conditions générales',
  'contentPage.fallbackLocale':
    'Cette page s’affiche en {language} car elle n’a pas encore été traduite.',
  'contentPage.updatedAt': 'Dernière mise à jour : {date}',
  'restaurants.title': 'Restaurants',
  'restaurants.byCity.title': 'Restaurants à {city}',
  'restaurants.bySpecific.title': 'Restaurants\u00a0: {feature}',
  'restaurants.byCityAndSpecific.title': 'Restaurants à {city}\u00a0: {feature}',
  'restaurants.count':
    '{count, plural, =0 {Aucun restaurant} one {# restaurant} other {# restaurants}}',
  'restaurants.empty': 'Aucun restaurant ne correspond à votre recherche.',
  'restaurants.facets.label': 'Filtrer les restaurants',
  'restaurants.facets.city': 'Ville',
  'restaurants.facets.specific': 'Type d’établissement',
  'restaurants.facets.clear': 'Effacer les filtres',
  'restaurants.searchResults': 'Résultats pour «\u00a0{query}\u00a0»',
  'restaurants.noPublicMenu': 'Pas encore de menu public',
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
  'menu.category.label': 'Catégorie',
  'menu.category.all': 'Tout',
  'menu.category.food': 'Plats',
  'menu.category.drinks': 'Boissons',
  'menu.category.other': 'Autres',
  'menu.empty': 'Aucun plat trouvé dans cette catégorie\u00a0!',
  'meta.menu.description':
    '{restaurant}, {city}\u00a0: la carte avec ingrédients, allergènes et valeurs nutritionnelles pour 100 g et par portion.',
  'meta.dish.description':
    '{dish} chez {restaurant}\u00a0: ingrédients, allergènes et valeurs nutritionnelles pour 100 g et par portion.',
  'widget.openFullMenu': 'Ouvrir dans le menu complet',
  'widget.notFound': 'Ce menu n’est pas disponible.',
  'embed.title': 'Ajoutez ce menu à votre site web',
  'embed.text':
    'Collez ce code dans votre site, là où le menu doit apparaître ; il affiche toujours le menu à jour.',
  'embed.copy': 'Copier le code',
  'embed.copied': 'Copié',
  'embed.copyFailed': 'Copie impossible : le code est sélectionné, copiez-le vous-même.',
  'embed.element':
    'Ou, pour les développeurs : chargez widget.js une seule fois, sans attributs data-, et placez cet élément :',
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
  'filter.allergens.heading': 'Masquer les plats contenant',
  'filter.allergens.allowTraces': 'Afficher les plats qui peuvent seulement en contenir des traces',
  'filter.reset': 'Réinitialiser les filtres',
  'filter.apply': 'Appliquer',
  'filter.showDishes':
    '{count, plural, =0 {Aucun plat à afficher} one {Afficher # plat} other {Afficher # plats}}',
  'filter.activeCount': '{count, plural, one {# filtre actif} other {# filtres actifs}}',

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
  'print.asOf': 'À jour au {date}',
  'print.pageOf': 'Page {page} sur {pages}',
  'print.noDishes': 'Aucun plat publié.',
  'label.nutritionUnavailable':
    'Les valeurs nutritionnelles de ce plat n’ont pas encore été calculées.',
  'label.nutriScoreUnavailable': 'Nutri-Score non calculé',
  'matrix.title': 'Tableau des allergènes',
  'matrix.dish': 'Plat',
  'matrix.legend.contains': 'contient',
  'matrix.legend.traces': 'peut contenir des traces',
  'matrix.legend.unknown': 'allergènes pas encore déclarés : demandez au personnel',
  'admin.downloads.heading': 'Téléchargements',
  'admin.downloads.language': 'Langue',
  'admin.downloads.menuPdf': 'Menu imprimable (PDF)',
  'admin.downloads.matrixCsv': 'Tableau des allergènes (CSV)',
  'admin.downloads.matrixPdf': 'Tableau des allergènes (PDF)',
  'admin.downloads.qrSvg': 'Code QR (SVG)',
  'admin.downloads.qrPng': 'Code QR (PNG pour l’impression)',
  'admin.downloads.saveFirst': 'Enregistrez d’abord pour télécharger les fichiers.',
  'admin.video.captions.label': 'Sous-titres (WebVTT)',
  'admin.video.captions.description':
    'Les sous-titres de la vidéo dans cette langue, pour les visiteurs qui ne peuvent pas l’entendre : collez le texte d’un fichier WebVTT (il commence par la ligne WEBVTT, puis viennent des répliques minutées comme « 00:00:01.000 --> 00:00:04.000 », chacune suivie de son texte). 64 Ko au plus. La page d’accueil propose chaque langue qui a des sous-titres.',
  'admin.video.captions.error.header':
    'Ces sous-titres ne sont pas au format WebVTT : le texte doit commencer par la ligne « WEBVTT ».',
  'admin.video.captions.error.tooLarge':
    'Ces sous-titres sont trop longs : 64 Ko de texte au plus.',
  'admin.video.captions.error.noCue':
    'Ces sous-titres n’ont aucune réplique : ajoutez au moins une ligne de minutage comme « 00:00:01.000 --> 00:00:04.000 » suivie de son texte.',
  // Import et export CSV des ingrédients et recettes (listes, /api/csv)
  'admin.csv.heading': 'Import et export (CSV)',
  'admin.csv.restaurant': 'Restaurant',
  'admin.csv.exportLibrary': 'Télécharger la bibliothèque partagée (CSV)',
  'admin.csv.language': 'Langue des noms',
  'admin.csv.export': 'Télécharger le CSV',
  'admin.csv.file': 'Fichier CSV à importer',
  'admin.csv.check': 'Vérifier le fichier',
  'admin.csv.import': 'Importer',
  'admin.csv.working': 'En cours…',
  'admin.csv.chooseRestaurant':
    'Choisissez un restaurant dans le sélecteur pour importer ou exporter ses données.',
  'admin.csv.checked':
    'Le fichier est valide : {created, number} à créer, {updated, number} à mettre à jour, {unchanged, number} inchangés. Rien n’a encore été enregistré.',
  'admin.csv.imported':
    'Import terminé : {created, number} créés, {updated, number} mis à jour, {unchanged, number} inchangés.',
  'admin.csv.failed': 'Rien n’a été importé. Corrigez ces lignes et réessayez :',
  'admin.csv.row': 'Ligne',
  'admin.csv.column': 'Colonne',
  'admin.csv.problem': 'Problème',
  'admin.csv.help.ingredients':
    'Une ligne par ingrédient. Une cellule de nutriment vide signifie « inconnu ». Une ligne avec un id met à jour cet ingrédient ; sans id, l’ingrédient du même nom, ou un nouveau.',
  'admin.csv.help.recipes':
    'Une ligne par ligne de recette, regroupées par slug. Les ingrédients par nom (l’id distingue les homonymes), les sous-recettes par slug.',
  'admin.csv.requestFailed': 'La requête a échoué. Veuillez réessayer.',
  'admin.csv.error.adminsOnly':
    'Seuls les administrateurs du fournisseur peuvent exporter la bibliothèque partagée.',
  'admin.csv.error.badId':
    'Identifiant de restaurant invalide « {id} » : un identifiant est un nombre entier, par exemple 12.',
  'admin.csv.error.noRestaurant': 'Aucun restaurant {id} parmi ceux que vous pouvez voir.',
  'admin.csv.error.notUtf8':
    'Le fichier n’est pas du texte UTF-8. Enregistrez-le au format « CSV UTF-8 » et réessayez.',
  'admin.csv.error.noFile':
    'Aucun fichier reçu : envoyez le CSV dans le champ de formulaire « file ».',
  'admin.csv.error.unsupportedType':
    'Envoyez le CSV en téléversement de fichier (multipart/form-data, champ « file ») ou en corps text/csv.',
  'admin.csv.error.empty':
    'Le fichier est vide : il faut une ligne d’en-tête et au moins une ligne de données.',
  'admin.csv.error.unclosedQuote':
    'Une cellule entre guillemets commençant à cette ligne n’est jamais fermée.',
  'admin.csv.error.unknownColumn': 'Colonne inconnue « {column} ». Les colonnes sont : {columns}.',
  'admin.csv.error.duplicateColumn': 'La colonne « {column} » apparaît deux fois.',
  'admin.csv.error.missingColumn': 'La colonne « {column} » manque.',
  'admin.csv.error.tooManyRows':
    'Le fichier a plus de {max, number} lignes : divisez-le en fichiers plus petits.',
  'admin.csv.error.tooManyCells':
    'Cette ligne a {count, number} cellules, plus que les {max, number} colonnes de l’en-tête.',
  'admin.csv.error.summary':
    '{count, plural, one {# problème} other {# problèmes}} dans le fichier : rien n’a été importé.',
  'admin.csv.error.boolean': '« {value} » n’est ni oui ni non : écrivez 1 (oui) ou 0 (non).',
  'admin.csv.error.choice': 'Valeur inconnue « {value} ». Utilisez l’une de : {allowed}.',
  'admin.csv.error.range': 'Saisissez un nombre de {min, number} à {max, number}.',
  'admin.csv.error.unknownAdditive':
    'Aucun additif « {value} » : écrivez son numéro E, par exemple E330.',
  'admin.csv.error.unknownIngredientId':
    'Aucun ingrédient {id} dans ce restaurant. Effacez l’id pour créer un nouvel ingrédient.',
  'admin.csv.error.unknownIngredientRef':
    'Aucun ingrédient {id} dans ce restaurant ni dans la bibliothèque partagée.',
  'admin.csv.error.unknownIngredient':
    'Aucun ingrédient « {name} » dans ce restaurant ni dans la bibliothèque partagée.',
  'admin.csv.error.ambiguousIngredient':
    'Plusieurs ingrédients s’appellent « {name} » (ids {ids}) : écrivez l’id de celui que vous voulez dans la colonne {column}.',
  'admin.csv.error.duplicateIngredient': 'La ligne {row} importe déjà cet ingrédient.',
  'admin.csv.error.noRecipe': 'Donnez à la recette un slug ou un nom.',
  'admin.csv.error.ambiguousRecipe':
    'Plusieurs recettes de ce restaurant ont le slug « {slug} » (ids {ids}) : donnez-leur d’abord des slugs différents.',
  'admin.csv.error.conflict':
    'Diffère de la ligne {row} de la même recette : les cellules propres à une recette doivent être identiques sur chacune de ses lignes, ou vides.',
  'admin.csv.error.lineNoTarget': 'Une ligne doit avoir un ingrédient ou une sous-recette.',
  'admin.csv.error.lineTwoTargets':
    'Une ligne a soit un ingrédient, soit une sous-recette, pas les deux.',
  'admin.csv.error.unitRequired': 'Choisissez l’unité : {allowed}.',
  'admin.csv.error.unknownRecipe':
    'Aucune recette « {slug} » dans ce restaurant ni dans ce fichier.',
  'admin.csv.error.cycle': 'Cette recette se contiendrait elle-même par ses sous-recettes.',
  'admin.csv.error.save': 'Enregistrement impossible : {message}',
  'email.account.signInAddress': 'Votre adresse e-mail de connexion : {email}',
  'email.invitation.subject': 'Votre invitation à Nutrimenu',
  'email.invitation.body':
    'Un compte Nutrimenu a été créé pour vous. Choisissez un mot de passe pour vous connecter.',
  'email.invitation.action': 'Choisir mon mot de passe',
  'email.invitation.expires':
    'Ce lien est valable {days} jours et ne peut servir qu’une fois. S’il a expiré, utilisez « Mot de passe oublié ? » sur la page de connexion pour en recevoir un nouveau.',
  'email.invitation.ignore':
    'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
  'email.reset.subject': 'Réinitialisation de votre mot de passe Nutrimenu',
  'email.reset.body':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Nutrimenu.',
  'email.reset.action': 'Choisir un nouveau mot de passe',
  'email.reset.expires': 'Ce lien est valable une heure et ne peut servir qu’une fois.',
  'email.reset.ignore':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  'admin.account.error.emailRequired': 'Saisissez votre adresse e-mail.',
  'admin.account.error.tokenInvalid':
    'Ce lien n’est pas valide, a déjà été utilisé ou a expiré. Demandez-en un nouveau avec « Mot de passe oublié ? ».',
  'admin.account.error.currentPasswordRequired':
    'Saisissez votre mot de passe actuel pour changer votre adresse e-mail ou votre mot de passe.',
  'admin.account.error.currentPasswordWrong': 'Le mot de passe actuel est incorrect.',
  'admin.account.error.passwordsDoNotMatch': 'Les nouveaux mots de passe ne correspondent pas.',
  'admin.account.error.credentialsForbidden':
    'Seul le titulaire du compte ou un administrateur peut changer l’adresse e-mail ou le mot de passe de cet utilisateur.',
  'admin.account.error.invitationFailed':
    'L’e-mail d’invitation n’a pas pu être envoyé : l’utilisateur n’a pas été créé. Réessayez plus tard.',
  'admin.account.choosePassword': 'Choisir un mot de passe',
  'admin.account.invite': 'Envoyer une invitation par e-mail',
  'admin.account.inviteDescription':
    'Le nouvel utilisateur reçoit un e-mail avec un lien pour choisir lui-même son mot de passe.',
  'admin.account.currentPassword': 'Mot de passe actuel',
  'admin.account.currentPasswordDescription':
    'Nécessaire pour changer votre adresse e-mail ou votre mot de passe.',
  'admin.users.field.name': 'Nom',
  'admin.users.field.role': 'Rôle',
  'admin.users.field.preferredLocale': 'Langue préférée',
  'admin.users.field.preferredLocaleDescription':
    'La langue des e-mails que reçoit cet utilisateur.',
  'admin.users.role.admin': 'Administrateur (fournisseur)',
  'admin.users.role.owner': 'Propriétaire',
  'admin.users.role.staff': 'Personnel',
  'admin.brandPages.error.kindTaken':
    'Cette marque a déjà une page « {kind} » : modifiez celle-ci.',
  'admin.ingredients.alternativeNames': 'Autres noms',
  'admin.ingredients.alternativeNames.description':
    "Autres noms qu'un cuisinier peut taper pour cet ingrédient (mots régionaux, synonymes), un par ligne. La recherche les trouve dans toutes les langues.",
  'admin.ingredients.composite': 'Plat composé ou produit de marque',
  'admin.ingredients.composite.description':
    "Fixé par l'import CIQUAL : la recherche affiche ces aliments après les aliments simples.",
  'admin.ingredients.search.error.queryTooLong':
    'Le texte recherché est trop long : {max} caractères au plus.',
  'admin.ingredients.search.error.limit':
    'Le nombre de résultats doit être un nombre entier de 1 à {max}.',
  'admin.ingredients.search.placeholder': 'Tapez pour chercher (toute langue, accents facultatifs)',
  'admin.ingredients.search.none': 'Aucun ingrédient trouvé',
} satisfies Messages;
