import { type DemoPagesIn, homeLink, mailLink } from './types';

export const fr: DemoPagesIn = (brand) => ({
  help: {
    title: 'Aide',
    body: [
      {
        p: `Ce site présente les menus des restaurants qui travaillent avec ${brand.name} : chaque plat avec ses ingrédients, ses allergènes et ses valeurs nutritionnelles, dans votre langue.`,
      },
      { h2: 'Lire le menu' },
      {
        ul: [
          'Choisissez votre langue en haut de la page. Un plat pas encore traduit s’affiche dans la langue du restaurant, avec une note qui le signale.',
          'Les plats sont regroupés par sections. Chaque fiche indique le prix, les allergènes, des caractéristiques comme végan ou épicé, et le Nutri-Score.',
          'Ouvrez un plat pour voir ses ingrédients et leurs quantités, ses additifs et son tableau nutritionnel complet.',
        ],
      },
      { h2: 'Allergènes et traces' },
      {
        p: 'Les 14 allergènes du règlement (UE) n° 1169/2011 sont nommés pour chaque plat et **écrits en gras** dans sa liste d’ingrédients. « Peut contenir des traces » signifie que l’allergène ne fait pas partie de la recette mais peut atteindre le plat en cuisine. En cas d’allergie sévère, prévenez toujours le personnel.',
      },
      {
        p: 'Avec **Filtres**, vous pouvez masquer les plats qui contiennent les allergènes choisis, ainsi que ceux qui peuvent en contenir des traces. Un plat dont les allergènes n’ont pas été déclarés n’est jamais présenté comme sûr.',
      },
      { h2: 'Valeurs nutritionnelles pour 100 g et par portion' },
      {
        p: 'Les valeurs **pour 100 g** du plat tel qu’il est servi permettent de comparer les plats ; les valeurs **par portion** disent ce qu’il y a dans votre assiette. L’énergie est donnée en kJ et en kcal, et le %AR compare une portion à l’apport de référence d’un adulte-type (8 400 kJ / 2 000 kcal). Les valeurs sont calculées à partir de la recette et arrondies selon les lignes directrices de l’UE ; « valeur inconnue » signifie qu’il manque des données pour un ingrédient.',
      },
      { h2: 'Nutri-Score' },
      {
        p: 'La lettre de A (vert foncé) à E (rouge) résume la qualité nutritionnelle d’un plat pour 100 g, calculée avec l’algorithme de 2023. A et B sont les choix les plus favorables. Il aide à comparer des plats semblables ; il n’en interdit aucun.',
      },
      { h2: 'Produits surgelés' },
      {
        p: 'Un plat marqué **Produit surgelé** contient un ingrédient congelé avant sa préparation, comme les règles roumaines (ordre ANPC n° 183/2016) exigent de l’indiquer sur les menus.',
      },
      {
        p: `D’autres questions ? La foire aux questions est en lien en bas de chaque page, ou écrivez-nous à ${mailLink(brand)}.`,
      },
    ],
  },
  faq: {
    title: 'Questions fréquentes',
    body: [
      { p: 'Des réponses courtes aux questions que les clients nous posent le plus souvent.' },
    ],
    items: [
      {
        question: 'Qui calcule les valeurs nutritionnelles ?',
        answer: [
          {
            p: `Le restaurant saisit chaque recette une seule fois : ingrédients, quantités, portions et pertes à la cuisson. ${brand.name} calcule les valeurs à partir d’une table de composition des aliments (CIQUAL, publiée par l’ANSES) et les arrondit selon les lignes directrices de l’UE. Ce sont des estimations soignées, pas des analyses de laboratoire.`,
          },
        ],
      },
      {
        question: 'Pourquoi des valeurs pour 100 g et par portion ?',
        answer: [
          {
            p: 'Pour 100 g, vous comparez des plats de tailles différentes ; par portion, vous savez ce que vous mangez vraiment. La portion est pesée telle qu’elle est servie, après cuisson.',
          },
        ],
      },
      {
        question: 'Que signifie « peut contenir des traces » ?',
        answer: [
          {
            p: 'L’allergène n’est pas un ingrédient du plat, mais un contact est possible en cuisine, par exemple par des surfaces, une huile ou des ustensiles partagés.',
          },
          {
            ul: [
              'Si votre allergie est sévère, évitez ces plats et parlez-en au personnel.',
              'Le filtre peut les masquer pour vous.',
            ],
          },
        ],
      },
      {
        question: 'Qu’est-ce que le Nutri-Score ?',
        answer: [
          {
            p: 'Une échelle de cinq lettres, de A à E, de la qualité nutritionnelle, utilisée en Europe. Nous la calculons pour chaque plat avec l’algorithme de 2023. Elle aide à comparer les plats ; ce n’est pas un avis médical.',
          },
        ],
      },
      {
        question: 'Pourquoi un plat est-il marqué « produit surgelé » ?',
        answer: [
          {
            p: 'Les règles roumaines (ordre ANPC n° 183/2016) obligent les restaurants à signaler un plat préparé avec un ingrédient qui a été congelé. Cette mention ne dit rien de la qualité ni de la sécurité.',
          },
        ],
      },
      {
        question: 'Je tiens un restaurant : comment mon menu peut-il apparaître ici ?',
        answer: [
          {
            p: `Écrivez-nous à ${mailLink(brand)} ou rendez-vous sur ${homeLink(brand)}. Vous saisissez vos recettes une fois ; le menu en sept langues, les étiquettes nutritionnelles et les QR codes suivent.`,
          },
        ],
      },
    ],
  },
  terms: {
    title: 'Conditions générales',
    body: [
      {
        p: `**Modèle de démonstration.** Ce texte accompagne les données de démonstration de Nutrimenu et ne constitue pas un conseil juridique : ${brand.companyName} doit le remplacer par ses propres conditions avant la mise en ligne du site.`,
      },
      { h2: '1. Qui sommes-nous' },
      {
        p: `Ce site est exploité par ${brand.companyName} (« nous ») sous la marque ${brand.name}. Contact : ${mailLink(brand)}, ${homeLink(brand)}.`,
      },
      { h2: '2. Ce que propose le site' },
      {
        p: 'Un accès gratuit, sans compte, aux menus publiés par les restaurants partenaires, avec leurs ingrédients, leurs allergènes et leurs valeurs nutritionnelles.',
      },
      { h2: '3. Exactitude des informations' },
      {
        p: 'Chaque restaurant est responsable de ses recettes, de ses prix et de ses déclarations d’allergènes. Les valeurs nutritionnelles sont calculées à partir des recettes et de données de composition des aliments : ce sont des estimations. Les recettes changent ; en cas d’allergie ou de régime particulier, vérifiez auprès du personnel avant de commander.',
      },
      { h2: '4. Données personnelles et cookies' },
      {
        p: 'Consulter un menu ne demande aucune donnée personnelle. Le site conserve un seul cookie, « locale », pendant 365 jours, pour retenir votre langue. Tout traitement de données personnelles respecte le RGPD (règlement (UE) 2016/679).',
      },
      { h2: '5. Propriété intellectuelle' },
      {
        p: `Les menus, textes et images appartiennent aux restaurants ou à ${brand.companyName}. Vous pouvez partager des liens vers eux ; ne les copiez pas à des fins commerciales sans autorisation.`,
      },
      { h2: '6. Liens vers d’autres sites' },
      {
        p: 'Les restaurants peuvent renvoyer vers leurs propres sites et réseaux sociaux ; nous ne sommes pas responsables de leur contenu.',
      },
      { h2: '7. Modifications et droit applicable' },
      {
        p: 'Nous pouvons mettre ces conditions à jour ; la date de la dernière modification figure sur cette page. Le droit roumain s’applique, sans préjudice des droits que le droit de l’UE accorde aux consommateurs.',
      },
    ],
  },
});
