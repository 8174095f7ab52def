import { z } from 'zod';
import { isLocale, type Locale } from '../locale/locales';
import { PUBLIC_API_PATH } from './publicApiPaths';
import { isSlug } from './slug';

/** A share card's size: the 1.91:1 picture Open Graph and Twitter show for a shared link. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** The dish part of a restaurant's own card (no dish slug is '_': slugs have no underscore). */
export const RESTAURANT_CARD = '_';

/** 96 bits of SHA-256 in base64url: the digest of everything a card shows. */
export const SHARE_CARD_DIGEST = /^[A-Za-z0-9_-]{16}$/;

// {restaurant slug}.{locale}.{dish slug or _}.{digest}: the card names what it shows, so the CMS
// finds it in the public menu without a table of keys, and the digest makes the address change
// whenever the picture does.
const KEY = /^([a-z0-9-]{1,80})\.([a-z]{2})\.([a-z0-9-]{1,80}|_)\.([A-Za-z0-9_-]{16})$/;

/** What a share card's key names. `dishSlug` is null for the restaurant's own card. */
export interface ShareCardAddress {
  restaurantSlug: string;
  locale: Locale;
  dishSlug: string | null;
  digest: string;
}

/**
 * A share card's key from what it names.
 *
 * @example
 * shareCardKey({ restaurantSlug: 'bistro', locale: 'ro', dishSlug: null, digest: 'AbCdEfGhIjKlMnOp' })
 * // 'bistro.ro._.AbCdEfGhIjKlMnOp'
 */
export function shareCardKey(address: ShareCardAddress): string {
  return [
    address.restaurantSlug,
    address.locale,
    address.dishSlug ?? RESTAURANT_CARD,
    address.digest,
  ].join('.');
}

/**
 * What a share card's key names; null for anything that is not such a key.
 *
 * @example parseShareCardKey('bistro.hu.gulyas.AbCdEfGhIjKlMnOp')?.dishSlug // 'gulyas'
 */
export function parseShareCardKey(key: string): ShareCardAddress | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, restaurantSlug = '', locale = '', dish = '', digest = ''] = match;
  if (!isSlug(restaurantSlug) || !isLocale(locale)) return null;
  if (dish !== RESTAURANT_CARD && !isSlug(dish)) return null;
  return { restaurantSlug, locale, dishSlug: dish === RESTAURANT_CARD ? null : dish, digest };
}

/** A share card's key as the public documents carry it. */
export const shareCardKeySchema = z
  .string()
  .max(200)
  .refine((key) => parseShareCardKey(key) !== null, {
    error: 'Expected a share card key: {restaurant}.{locale}.{dish or _}.{digest}',
  });

const FILE_NAME = /^(.+)\.png$/;

/**
 * The key in a card's file name ('{key}.png'); null for any other name.
 *
 * @example shareCardKeyOfFile('bistro.ro._.AbCdEfGhIjKlMnOp.png') // 'bistro.ro._.AbCdEfGhIjKlMnOp'
 */
export function shareCardKeyOfFile(fileName: string): string | null {
  const key = FILE_NAME.exec(fileName)?.[1];
  return key && parseShareCardKey(key) ? key : null;
}

/** Where the storefront serves share cards, on its own origin. */
export const SHARE_CARDS_PATH = '/share-cards';

/**
 * A share card on the storefront's origin.
 *
 * @example shareCardPath('bistro.ro._.AbCdEfGhIjKlMnOp') // '/share-cards/bistro.ro._.AbCdEfGhIjKlMnOp.png'
 */
export function shareCardPath(key: string): string {
  return `${SHARE_CARDS_PATH}/${key}.png`;
}

const PUBLIC_SHARE_CARDS_PATH = `${PUBLIC_API_PATH}/share-cards` as const;

/** `GET`: a share card's PNG, rendered by the CMS on first request, as a route pattern. */
export const PUBLIC_SHARE_CARD_ROUTE = `${PUBLIC_SHARE_CARDS_PATH}/:file` as const;

/**
 * A share card on the CMS (`PUBLIC_SHARE_CARD_ROUTE`).
 *
 * @example publicShareCardPath('bistro.ro._.AbCdEfGhIjKlMnOp') // '/api/public/share-cards/bistro.ro._.AbCdEfGhIjKlMnOp.png'
 */
export function publicShareCardPath(key: string): string {
  return `${PUBLIC_SHARE_CARDS_PATH}/${key}.png`;
}
