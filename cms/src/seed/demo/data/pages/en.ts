import { type DemoPagesIn, homeLink, mailLink } from './types';

export const en: DemoPagesIn = (brand) => ({
  help: {
    title: 'Help',
    body: [
      {
        p: `This site shows the menus of the restaurants that work with ${brand.name}: every dish with its ingredients, allergens and nutrition values, in your language.`,
      },
      { h2: 'Reading the menu' },
      {
        ul: [
          'Choose your language at the top of the page. A dish not translated yet is shown in the restaurant’s language, with a note saying so.',
          'Dishes are grouped in sections. Each card shows the price, the allergens, characteristics such as vegan or spicy, and the Nutri-Score.',
          'Open a dish to see its ingredients with their quantities, its additives and its full nutrition table.',
        ],
      },
      { h2: 'Allergens and traces' },
      {
        p: 'The 14 allergens of EU Regulation 1169/2011 are named on every dish and **printed in bold** in its list of ingredients. “May contain traces” means the allergen is not in the recipe but may reach the dish in the kitchen. If you have a severe allergy, always tell the staff.',
      },
      {
        p: 'With **Filters** you can hide the dishes that contain the allergens you choose, and also those that may contain traces of them. A dish whose allergens have not been declared is never shown as safe.',
      },
      { h2: 'Nutrition values per 100 g and per portion' },
      {
        p: 'Values **per 100 g** of the dish as served let you compare dishes; values **per portion** tell you what is on your plate. Energy is given in kJ and kcal, and %RI compares a portion with the reference intake of an average adult (8 400 kJ / 2 000 kcal). The values are calculated from the recipe and rounded as the EU guidance requires; “value unknown” means an ingredient lacks data.',
      },
      { h2: 'Nutri-Score' },
      {
        p: 'The letter from A (dark green) to E (red) sums up the nutritional quality of a dish per 100 g, computed with the 2023 algorithm. A and B are the more favourable choices. It helps you compare similar dishes; it forbids none.',
      },
      { h2: 'Frozen products' },
      {
        p: 'A dish marked **Frozen product** contains an ingredient that was frozen before it was prepared, as Romanian rules (ANPC Order 183/2016) require menus to state.',
      },
      {
        p: `More questions? The frequently asked questions are linked at the bottom of every page, or write to us at ${mailLink(brand)}.`,
      },
    ],
  },
  faq: {
    title: 'Frequently asked questions',
    body: [{ p: 'Short answers to what diners ask us most often.' }],
    items: [
      {
        question: 'Who calculates the nutrition values?',
        answer: [
          {
            p: `The restaurant enters each recipe once: ingredients, quantities, portions and cooking loss. ${brand.name} calculates the values from a food composition table (CIQUAL, published by ANSES) and rounds them as the EU guidance requires. They are careful estimates, not laboratory analyses.`,
          },
        ],
      },
      {
        question: 'Why are there values per 100 g and per portion?',
        answer: [
          {
            p: 'Per 100 g lets you compare dishes of different sizes; per portion tells you what you actually eat. The portion is weighed as served, after cooking.',
          },
        ],
      },
      {
        question: 'What does “may contain traces” mean?',
        answer: [
          {
            p: 'The allergen is not an ingredient of the dish, but contact is possible in the kitchen, for example through shared surfaces, oil or equipment.',
          },
          {
            ul: [
              'If your allergy is severe, avoid such dishes and talk to the staff.',
              'The filter can hide them for you.',
            ],
          },
        ],
      },
      {
        question: 'What is the Nutri-Score?',
        answer: [
          {
            p: 'A scale of five letters, A to E, for nutritional quality, used across Europe. We compute it for each dish with the 2023 algorithm. It helps to compare dishes; it is not medical advice.',
          },
        ],
      },
      {
        question: 'Why is a dish marked “frozen product”?',
        answer: [
          {
            p: 'Romanian rules (ANPC Order 183/2016) require restaurants to say when a dish is made with an ingredient that was frozen. The mark says nothing about quality or safety.',
          },
        ],
      },
      {
        question: 'I own a restaurant: how can my menu appear here?',
        answer: [
          {
            p: `Write to us at ${mailLink(brand)} or visit ${homeLink(brand)}. You enter your recipes once; the menu in seven languages, the nutrition labels and the QR codes follow.`,
          },
        ],
      },
    ],
  },
  terms: {
    title: 'Terms and conditions',
    body: [
      {
        p: `**Demo template.** This text comes with Nutrimenu’s demo data and is not legal advice: ${brand.companyName} must replace it with its own terms before the site goes live.`,
      },
      { h2: '1. Who we are' },
      {
        p: `This site is operated by ${brand.companyName} (“we”) under the ${brand.name} brand. Contact: ${mailLink(brand)}, ${homeLink(brand)}.`,
      },
      { h2: '2. What the site offers' },
      {
        p: 'Free access, without an account, to the menus that partner restaurants publish, with their ingredients, allergens and nutrition values.',
      },
      { h2: '3. Accuracy of the information' },
      {
        p: 'Each restaurant is responsible for its recipes, prices and allergen declarations. Nutrition values are calculated from the recipes and from food composition data: they are estimates. Recipes change; if you have an allergy or a special diet, check with the staff before you order.',
      },
      { h2: '4. Personal data and cookies' },
      {
        p: 'Reading a menu needs no personal data. The site keeps one cookie, “locale”, for 365 days, to remember your language. Any processing of personal data follows the GDPR (EU Regulation 2016/679).',
      },
      { h2: '5. Intellectual property' },
      {
        p: `Menus, texts and pictures belong to the restaurants or to ${brand.companyName}. You may share links to them; do not copy them for commercial use without permission.`,
      },
      { h2: '6. Links to other sites' },
      {
        p: 'Restaurants may link to their own sites and social networks; we are not responsible for their content.',
      },
      { h2: '7. Changes and applicable law' },
      {
        p: 'We may update these terms; the date of the last change is shown on this page. Romanian law applies, without prejudice to the rights consumers have under EU law.',
      },
    ],
  },
});
