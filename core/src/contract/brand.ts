import { z } from 'zod';
import {
  assetUrlField,
  httpUrlField,
  localeField,
  slugField,
  textField,
  uniqueArray,
} from './_lib/fields';

/** The theme colour of a brand that sets none. */
export const DEFAULT_THEME_COLOR = '#f3f3f3';

const assetOrNull = assetUrlField.nullable();

/**
 * A brand as the storefront needs it to dress a page: the hosts it serves (lower case, no port),
 * its icons (32×32, 192×192, 512×512, Apple touch, Microsoft tile), share image, theme colour, home
 * address and public contacts. Exactly one brand is the fallback, for unknown hosts.
 *
 * @example
 * publicBrandSchema.parse({ ...brand, themeColor: undefined }).themeColor // '#f3f3f3'
 */
export const publicBrandSchema = z.strictObject({
  key: slugField,
  name: textField,
  companyName: textField,
  hosts: z.array(z.string().toLowerCase().check(z.hostname())),
  homeUrl: httpUrlField,
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Expected a colour as #rrggbb' })
    .default(DEFAULT_THEME_COLOR),
  icons: z.strictObject({
    small32: assetOrNull,
    big192: assetOrNull,
    /** For an installed menu's splash screen; absent from older producers. */
    large512: assetOrNull.exactOptional(),
    apple: assetOrNull,
    ms: assetOrNull,
  }),
  shareImage: assetOrNull,
  promoVideo: assetOrNull,
  /** The image shown before the promotional video plays; absent from older producers. */
  promoVideoPoster: assetOrNull.exactOptional(),
  /**
   * The locales in which the promotional video has captions, each served as WebVTT by the CMS at
   * `/api/public/brands/{key}/promo-captions?locale=…`. Only the list: the brands are read for
   * every page, the captions only by a browser that plays the video. Absent from older producers.
   */
  promoVideoCaptions: uniqueArray(localeField, 'locale').exactOptional(),
  contact: z.strictObject({
    email: z.email().exactOptional(),
    phone: textField.exactOptional(),
    address: textField.exactOptional(),
  }),
  isFallback: z.boolean(),
});

/**
 * Every brand at once, as the storefront loads them: keys and hosts unique across brands, and
 * exactly one fallback, so `brandForHost` always has an answer.
 *
 * @example
 * const brands = publicBrandListSchema.parse(await response.json());
 */
export const publicBrandListSchema = z.array(publicBrandSchema).superRefine((brands, ctx) => {
  const keys = new Set<string>();
  const hosts = new Set<string>();
  brands.forEach((brand, index) => {
    if (keys.has(brand.key)) {
      ctx.addIssue({
        code: 'custom',
        message: `Duplicate brand: ${brand.key}`,
        path: [index, 'key'],
      });
    }
    keys.add(brand.key);
    brand.hosts.forEach((host, hostIndex) => {
      if (hosts.has(host)) {
        ctx.addIssue({
          code: 'custom',
          message: `The host ${host} is served by two brands`,
          path: [index, 'hosts', hostIndex],
        });
      }
      hosts.add(host);
    });
  });
  const fallbacks = brands.flatMap((brand, index) => (brand.isFallback ? [index] : []));
  if (fallbacks.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'No brand is marked as the fallback', path: [] });
  }
  for (const index of fallbacks.slice(1)) {
    ctx.addIssue({
      code: 'custom',
      message: 'Only one brand can be the fallback',
      path: [index, 'isFallback'],
    });
  }
});

export type PublicBrand = z.infer<typeof publicBrandSchema>;
/** What a producer may send: `themeColor` can be left out. */
export type PublicBrandInput = z.input<typeof publicBrandSchema>;

// 'Menu.Example.RO:3000' → 'menu.example.ro'; '[::1]:3000' → '[::1]'; a trailing root dot goes.
function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  const name = lower.startsWith('[')
    ? lower.slice(0, lower.indexOf(']') + 1)
    : lower.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/**
 * The brand serving a request's Host header: the one listing that host (case and port ignored),
 * else the fallback brand. Throws when no brand is marked as the fallback, whatever the host,
 * so a broken brand list fails on the first request instead of on the first unknown host.
 *
 * @example
 * brandForHost(brands, 'Menu.NutriScheme.com:443').key // 'nutrischeme'
 * brandForHost(brands, 'localhost:5173').key // the fallback brand's key
 */
export function brandForHost<B extends Pick<PublicBrand, 'hosts' | 'isFallback'>>(
  brands: readonly B[],
  host: string | null | undefined,
): B {
  const fallback = brands.find((brand) => brand.isFallback);
  if (!fallback) throw new Error('No brand is marked as the fallback for unknown hosts');
  if (!host) return fallback;
  const name = hostName(host);
  return brands.find((brand) => brand.hosts.some((entry) => hostName(entry) === name)) ?? fallback;
}

/**
 * Whether `brand` lists `host` among its own (case, port and a trailing root dot ignored); the
 * fallback brand does not serve unknown hosts by this test, only those it lists.
 *
 * @example
 * brandServesHost(nutrischeme, 'Menu.NutriScheme.com:443') // true
 * brandServesHost(nutrischeme, 'localhost:8080') // false
 */
export function brandServesHost(
  brand: Pick<PublicBrand, 'hosts'>,
  host: string | null | undefined,
): boolean {
  if (!host) return false;
  const name = hostName(host);
  return brand.hosts.some((entry) => hostName(entry) === name);
}
