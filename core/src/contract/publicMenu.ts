import { z } from 'zod';
import { ADDITIVE_CLASS_CODES } from '../additives/additiveClasses';
import { normalizeENumber } from '../additives/eNumber';
import {
  allergenField,
  httpUrlField,
  localeField,
  reportDuplicates,
  slugField,
  textField,
  uniqueArray,
} from './_lib/fields';
import { DISH_CATEGORIES } from './dishCategories';
import { DISH_TAGS } from './dishTags';
import { nutritionTableSchema } from './nutritionTable';
import { publicImageSchema } from './publicImage';
import { shareCardKeySchema } from './shareCard';

/**
 * Whether the menu can be shown: only with an active subscription and a public menu;
 * otherwise the page shows the matching notice.
 *
 * @example
 * PUBLIC_MENU_STATES[1] // 'no-subscription'
 */
export const PUBLIC_MENU_STATES = ['ok', 'no-subscription', 'no-public-menu'] as const;

export type PublicMenuState = (typeof PUBLIC_MENU_STATES)[number];

/** An additive as ANPC asks for it; `label` is already rendered in the document's locale. */
export const publicAdditiveSchema = z.strictObject({
  eNumber: z.string().refine((value) => normalizeENumber(value) === value, {
    error: 'Expected a canonical E-number such as E330 or E160a(ii)',
  }),
  functionalClass: z.enum(ADDITIVE_CLASS_CODES),
  /** e.g. 'acidifiant: E330' */
  label: textField,
});

/**
 * The ANPC ingredient list: `text` for plain output (allergens in capitals), `parts` for a page
 * that emphasises the runs carrying `allergens` and tags the runs carrying `locale` (a name the
 * restaurant gave only in that other language) with their language (the shape of
 * `formatIngredientList`).
 */
export const publicIngredientListSchema = z.strictObject({
  text: z.string(),
  parts: z.array(
    z.strictObject({
      text: textField,
      allergens: z.array(allergenField).min(1).exactOptional(),
      locale: localeField.exactOptional(),
    }),
  ),
});

/**
 * Nutrition per 100 g, or per 100 ml when `basis` is 'ml' (a drink: Reg. 1169/2011 art. 32(2)),
 * and per portion. Portion weights are grams: `net` as served, `gross` raw; a drink's portion
 * also gives its volume, `millilitres`.
 */
export const publicDishNutritionSchema = z
  .strictObject({
    basis: z.enum(['g', 'ml']),
    portion: z.strictObject({
      net: z.number().positive(),
      gross: z.number().positive(),
      millilitres: z.number().positive().exactOptional(),
    }),
    per100: nutritionTableSchema,
    perPortion: nutritionTableSchema,
  })
  .superRefine((nutrition, ctx) => {
    if (nutrition.basis === 'ml' && nutrition.portion.millilitres === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'A drink declared per 100 ml gives its portion in millilitres',
        path: ['portion', 'millilitres'],
      });
    }
  });

export const publicNutriScoreSchema = z.strictObject({
  grade: z.enum(['A', 'B', 'C', 'D', 'E']),
  score: z.number().int(),
});

export const publicDishAllergensSchema = z.strictObject({
  contains: uniqueArray(allergenField, 'allergen'),
  /** `false` while an ingredient's allergens are undeclared: never present the dish as safe. */
  complete: z.boolean(),
});

/**
 * A dish as the menu shows it. `price` is in the restaurant's currency, `null` when not shown.
 * `nameFallbackLocale` and `descriptionFallbackLocale` are set when that text of the dish is shown
 * in another locale than the document's (each on its own: an owner may have translated the name
 * only); null when it is in the document's locale, or there is no description. What the library
 * words (ingredient names, additive classes) is always in the document's locale.
 */
export const publicDishSchema = z.strictObject({
  id: textField,
  slug: slugField,
  name: textField,
  description: textField.exactOptional(),
  category: z.enum(DISH_CATEGORIES),
  price: z.number().nonnegative().nullable(),
  image: publicImageSchema.exactOptional(),
  tags: uniqueArray(z.enum(DISH_TAGS), 'tag'),
  frozen: z.boolean(),
  allergens: publicDishAllergensSchema,
  traces: uniqueArray(allergenField, 'allergen'),
  additives: z.array(publicAdditiveSchema),
  ingredients: publicIngredientListSchema,
  nutrition: publicDishNutritionSchema.nullable(),
  nutriScore: publicNutriScoreSchema.nullable(),
  nameFallbackLocale: localeField.nullable(),
  descriptionFallbackLocale: localeField.nullable(),
  /**
   * Set while the dish is recomputed in the background after a change to what it is made of:
   * its allergens are then incomplete and its nutrition and Nutri-Score null until it is done.
   */
  updating: z.literal(true).exactOptional(),
  /** The key of the dish's share card (`shareCardPath`); absent from older producers. */
  shareCard: shareCardKeySchema.exactOptional(),
});

export const publicMenuSectionSchema = z.strictObject({
  id: textField,
  title: textField,
  dishes: z.array(publicDishSchema),
});

/** The shown menu: its sections in menu order. */
export const publicMenuContentSchema = z.strictObject({
  slug: slugField,
  name: textField,
  sections: z.array(publicMenuSectionSchema).superRefine((sections, ctx) => {
    reportDuplicates(
      sections.map((section) => section.id),
      ctx,
      (index) => [index, 'id'],
      'section id',
    );
  }),
});

/** One entry of the menu switcher. */
export const publicMenuOptionSchema = z.strictObject({
  slug: slugField,
  name: textField,
  isDefault: z.boolean(),
});

export const restaurantLinksSchema = z.strictObject({
  facebook: httpUrlField.exactOptional(),
  instagram: httpUrlField.exactOptional(),
  map: httpUrlField.exactOptional(),
  review: httpUrlField.exactOptional(),
  website: httpUrlField.exactOptional(),
  reservation: httpUrlField.exactOptional(),
});

/** The restaurant card. `locales` are the content locales it offers, for the switcher. */
export const publicRestaurantSchema = z
  .strictObject({
    slug: slugField,
    name: textField,
    city: textField,
    address: textField.exactOptional(),
    phone: textField.exactOptional(),
    logo: publicImageSchema.exactOptional(),
    cover: publicImageSchema.exactOptional(),
    links: restaurantLinksSchema,
    defaultLocale: localeField,
    locales: uniqueArray(localeField, 'locale').min(1),
    currency: z.string().regex(/^[A-Z]{3}$/, { error: 'Expected an ISO 4217 code such as RON' }),
    brandKey: slugField,
    /** The key of the restaurant's share card (`shareCardPath`); absent from older producers. */
    shareCard: shareCardKeySchema.exactOptional(),
  })
  .superRefine((restaurant, ctx) => {
    // An empty list is already reported; one message per mistake.
    if (restaurant.locales.length > 0 && !restaurant.locales.includes(restaurant.defaultLocale)) {
      ctx.addIssue({
        code: 'custom',
        message: `The default locale ${restaurant.defaultLocale} is not among the offered locales`,
        path: ['defaultLocale'],
      });
    }
  });

// An ETag's opaque-tag characters (RFC 9110 §8.8.3), so `version` can be sent as `"${version}"`.
const ETAG_CHARACTERS = /^[\x21\x23-\x7e]+$/;

/**
 * The public menu document: one per (restaurant, menu, locale), produced by the CMS when a
 * recipe, ingredient or menu changes and read by the storefront and the widget. `locale` is the
 * one asked for, offered by the restaurant or not: the library's words (ingredient names,
 * additive classes) are in it, the restaurant's own texts fall back to its default. `menu` is
 * present exactly when `state` is 'ok'; `version` changes whenever the content does and is
 * sent as the ETag.
 *
 * @example
 * const result = publicMenuSchema.safeParse(await response.json());
 * if (result.success && result.data.state === 'ok') render(result.data.menu);
 */
export const publicMenuSchema = z
  .strictObject({
    version: z.string().max(128).regex(ETAG_CHARACTERS),
    locale: localeField,
    generatedAt: z.iso.datetime({ offset: true }),
    // The latest change of what the document shows (restaurant, menu, dishes); unlike
    // `generatedAt` it stays put between requests, so a sitemap's <lastmod> can be trusted.
    updatedAt: z.iso.datetime({ offset: true }),
    state: z.enum(PUBLIC_MENU_STATES),
    restaurant: publicRestaurantSchema,
    menus: z.array(publicMenuOptionSchema),
    menu: publicMenuContentSchema.nullable(),
  })
  .superRefine((document, ctx) => {
    if (document.state === 'ok' && document.menu === null) {
      ctx.addIssue({
        code: 'custom',
        message: "A document in state 'ok' must carry the menu",
        path: ['menu'],
      });
    }
    if (document.state !== 'ok' && document.menu !== null) {
      ctx.addIssue({
        code: 'custom',
        message: `A document in state '${document.state}' must not carry a menu`,
        path: ['menu'],
      });
    }
    reportDuplicates(
      document.menus.map((option) => option.slug),
      ctx,
      (index) => ['menus', index, 'slug'],
      'menu slug',
    );
    const defaults = document.menus.flatMap((option, index) => (option.isDefault ? [index] : []));
    for (const index of defaults.slice(1)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Only one menu can be the default',
        path: ['menus', index, 'isDefault'],
      });
    }
    if (document.menu && !document.menus.some((option) => option.slug === document.menu?.slug)) {
      ctx.addIssue({
        code: 'custom',
        message: `The menu ${document.menu.slug} is missing from the menu switcher`,
        path: ['menu', 'slug'],
      });
    }
  });

export type PublicMenu = z.infer<typeof publicMenuSchema>;
export type PublicRestaurant = z.infer<typeof publicRestaurantSchema>;
export type RestaurantLinks = z.infer<typeof restaurantLinksSchema>;
export type PublicMenuOption = z.infer<typeof publicMenuOptionSchema>;
export type PublicMenuContent = z.infer<typeof publicMenuContentSchema>;
export type PublicMenuSection = z.infer<typeof publicMenuSectionSchema>;
export type PublicDish = z.infer<typeof publicDishSchema>;
export type PublicDishAllergens = z.infer<typeof publicDishAllergensSchema>;
export type PublicAdditive = z.infer<typeof publicAdditiveSchema>;
export type PublicIngredientList = z.infer<typeof publicIngredientListSchema>;
export type PublicDishNutrition = z.infer<typeof publicDishNutritionSchema>;
export type PublicNutriScore = z.infer<typeof publicNutriScoreSchema>;
