import { z } from 'zod';
import { countField, localeField, slugField, uniqueArray } from './_lib/fields';

/** The most restaurants one page of a brand's sitemap carries. */
export const BRAND_SITEMAP_PAGE_SIZE = 500;

/**
 * One published menu of a restaurant as its sitemap needs it: its slug (the default menu's page
 * has no menu segment), when what its page shows last changed (the restaurant, its menus or the
 * menu's dishes: the public menu's `updatedAt`), and the slugs of the dishes it shows, in its
 * order, each once.
 */
export const sitemapMenuSchema = z.strictObject({
  slug: slugField,
  isDefault: z.boolean(),
  lastmod: z.iso.datetime(),
  dishes: uniqueArray(slugField, 'dish'),
});

/** A restaurant whose menu is public, with the locales its pages are offered in. */
export const sitemapRestaurantSchema = z
  .strictObject({
    slug: slugField,
    defaultLocale: localeField,
    locales: uniqueArray(localeField, 'locale').min(1),
    menus: z.array(sitemapMenuSchema).min(1),
  })
  .superRefine((restaurant, ctx) => {
    if (!restaurant.locales.includes(restaurant.defaultLocale)) {
      ctx.addIssue({
        code: 'custom',
        message: 'The default locale is not among the offered locales',
        path: ['defaultLocale'],
      });
    }
    if (restaurant.menus.filter((menu) => menu.isDefault).length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'Exactly one menu is the default', path: ['menus'] });
    }
  });

/**
 * The answer of `GET /api/public/brands/:key/sitemap?page=`: one page (`BRAND_SITEMAP_PAGE_SIZE`
 * restaurants at most) of the brand's restaurants whose menu page shows their menus (a listable
 * restaurant, subscribed, its public menu on, a published menu), sorted as its listing sorts
 * them in the default locale; `pageCount` is 0 when it has none.
 *
 * @example
 * const page = brandSitemapPageSchema.parse(await response.json());
 * page.restaurants.flatMap((restaurant) => restaurant.menus.map((menu) => menu.slug));
 */
export const brandSitemapPageSchema = z.strictObject({
  brandKey: slugField,
  restaurants: z.array(sitemapRestaurantSchema),
  page: z.number().int().min(1),
  pageCount: countField,
});

export type SitemapMenu = z.infer<typeof sitemapMenuSchema>;
export type SitemapRestaurant = z.infer<typeof sitemapRestaurantSchema>;
export type BrandSitemapPage = z.infer<typeof brandSitemapPageSchema>;
