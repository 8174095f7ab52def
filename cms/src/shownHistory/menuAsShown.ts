import type { PublicMenuSection, PublicMenuState } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { PayloadRequest } from 'payload';
import { utcDay } from '../collections/Subscriptions/days';
import { subscriptionState } from '../collections/Subscriptions/subscriptionState';
import type { Restaurant } from '../payload-types';
import { menuName, publicMenuSections } from '../publicApi/publicMenuSections';
import { publicMenuState } from '../publicApi/publicMenuState';
import { reachableMenus } from '../publicApi/publishedMenus';
import type { RecipeAllLocales } from '../readModel/documents';
import { restaurantLocales } from '../readModel/restaurantLocales';
import { shownStatesAt } from './shownStatesAt';

/**
 * What the public menu showed: its own states, or that the restaurant did not exist yet
 * ('not-created') or existed before its record began ('not-recorded').
 */
export type AsShownState = PublicMenuState | 'not-created' | 'not-recorded';

export interface MenuAsShown {
  at: Date;
  state: AsShownState;
  /** The locale the public menu spoke: the one asked for when offered then, else the default. */
  locale: Locale;
  /** The locale asked for when the restaurant did not offer it then. */
  notOffered: Locale | null;
  restaurant: { name: string; currency: string };
  /** When the record of this restaurant begins (for 'not-recorded'). */
  recordedSince: Date | null;
  /** Every menu the public menu offered, in its order, as it showed them; none unless 'ok'. */
  menus: { slug: string; name: string; isDefault: boolean; sections: PublicMenuSection[] }[];
}

/**
 * The restaurant's public menu at `at`, rebuilt from `shown-history` with the public API's own
 * rules and mapping (publicMenuState, reachableMenus, publicMenuSections, toPublicDish): the
 * subscriptions, the public-menu switch, the published menus and recipes in force then.
 */
export async function menuAsShown(
  req: PayloadRequest,
  restaurant: Pick<
    Restaurant,
    'id' | 'name' | 'currency' | 'createdAt' | 'defaultLocale' | 'offeredLocales'
  >,
  at: Date,
  asked: Locale | undefined,
): Promise<MenuAsShown> {
  const states = await shownStatesAt(req, restaurant.id, at);
  const then = states.restaurant ?? restaurant;
  const { defaultLocale, locales } = restaurantLocales(then);
  const locale = asked && locales.includes(asked) ? asked : defaultLocale;
  const base: MenuAsShown = {
    at,
    state: 'not-created',
    locale,
    notOffered: asked && asked !== locale ? asked : null,
    restaurant: { name: then.name, currency: then.currency || 'RON' },
    recordedSince: states.recordedSince,
    menus: [],
  };
  if (at.getTime() < Date.parse(restaurant.createdAt)) return base;
  if (!states.restaurant) return { ...base, state: 'not-recorded' };

  const day = utcDay(at);
  const subscribed = states.subscriptions.some(
    (subscription) => subscriptionState(subscription, day) === 'active',
  );
  const menus = reachableMenus(
    [...states.menus].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)),
  );
  const state = publicMenuState(subscribed, states.restaurant, menus.length);
  if (state !== 'ok') return { ...base, state };

  // As the public menu loads dishes: published (recorded as shown), this restaurant's, on the menu.
  const recipes = new Map<string, RecipeAllLocales>(
    states.recipes
      .filter((recipe) => recipe.onMenu !== false)
      .map((recipe) => [String(recipe.id), recipe]),
  );
  const defaultMenu = menus.find((menu) => menu.isDefault) ?? menus[0];
  return {
    ...base,
    state,
    menus: menus.map((menu) => {
      const name = menuName(menu, locale, defaultLocale);
      return {
        slug: menu.slug,
        name,
        isDefault: menu === defaultMenu,
        sections: publicMenuSections(menu, recipes, name, locale, defaultLocale),
      };
    }),
  };
}
