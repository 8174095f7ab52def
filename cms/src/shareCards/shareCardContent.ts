import { createHash } from 'node:crypto';
import {
  DEFAULT_THEME_COLOR,
  type PublicDish,
  type PublicRestaurant,
  shareCardKey,
} from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';

/**
 * Bumped whenever renderShareCard draws differently: every card then gets a new key, so no
 * browser or crawler keeps the old drawing under an address that promises it never changes.
 */
export const SHARE_CARD_RENDERER_VERSION = 1;

/** Everything a card's picture is made of, as the public menu document shows it. */
export interface ShareCardContent {
  restaurantSlug: string;
  locale: Locale;
  /** Null for the restaurant's own card. */
  dishSlug: string | null;
  title: string;
  subtitle: string;
  accent: string;
  /** The photo's and logo's URLs: a replaced file gets a new file name, so a new URL. */
  photoUrl: string | null;
  logoUrl: string | null;
}

const COLOR = /^#[0-9a-f]{6}$/i;

/** A brand's theme colour as a card's accent; the default one when it has none (or a bad one). */
export function cardAccent(themeColor: string | null | undefined): string {
  return themeColor && COLOR.test(themeColor) ? themeColor.toLowerCase() : DEFAULT_THEME_COLOR;
}

/** What the restaurant's own card shows: its name, its city, its cover and logo. */
export function restaurantCardContent(
  restaurant: PublicRestaurant,
  locale: Locale,
  accent: string,
): ShareCardContent {
  return {
    restaurantSlug: restaurant.slug,
    locale,
    dishSlug: null,
    title: restaurant.name,
    subtitle: restaurant.city,
    accent,
    photoUrl: restaurant.cover?.url ?? null,
    logoUrl: restaurant.logo?.url ?? null,
  };
}

/** What a dish's card shows: its name in the document's locale, the restaurant's name and logo. */
export function dishCardContent(
  dish: PublicDish,
  restaurant: PublicRestaurant,
  locale: Locale,
  accent: string,
): ShareCardContent {
  return {
    restaurantSlug: restaurant.slug,
    locale,
    dishSlug: dish.slug,
    title: dish.name,
    subtitle: restaurant.name,
    accent,
    photoUrl: dish.image?.url ?? null,
    logoUrl: restaurant.logo?.url ?? null,
  };
}

/**
 * The card's key: what it names (restaurant, locale, dish) and a digest of everything it shows and
 * of the renderer's version, so the key changes exactly when the picture does.
 *
 * @example
 * shareCardKeyOf(dishCardContent(dish, restaurant, 'ro', '#f3f3f3'))
 * // 'bistro-somes.ro.ciorba-de-burta.3q2-dLx0aVbQ9kZt'
 */
export function shareCardKeyOf(content: ShareCardContent): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([SHARE_CARD_RENDERER_VERSION, content]))
    .digest('base64url')
    .slice(0, 16);
  return shareCardKey({
    restaurantSlug: content.restaurantSlug,
    locale: content.locale,
    dishSlug: content.dishSlug,
    digest,
  });
}
