import type { PublicMenuContent, PublicMenuOption } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Payload, PayloadRequest } from 'payload';
import type {
  MenuAllLocales,
  RecipeAllLocales,
  RestaurantAllLocales,
} from '../readModel/documents';
import { restaurantLocales } from '../readModel/restaurantLocales';
import { cardAccent } from '../shareCards/shareCardContent';
import { withShareCards } from '../shareCards/withShareCards';
import { findAllLocales } from '../utilities/findAllLocales';
import { idOf, populated } from '../utilities/idOf';
import { contentVersion } from './contentVersion';
import { menuName, publicMenuSections } from './publicMenuSections';
import { publicMenuState } from './publicMenuState';
import { MEDIA_SELECT, RESTAURANT_SELECT } from './publicSelects';
import { publishedMenus } from './publishedMenus';
import { subscribedRestaurantIds } from './subscribedRestaurantIds';
import { toPublicRestaurant } from './toPublicRestaurant';

export interface PublicMenuRequest {
  restaurantSlug: string;
  /** The menu's slug; the restaurant's default menu without it. */
  menuSlug?: string | undefined;
  /**
   * The locale asked for, offered by the restaurant or not (its own texts then fall back to its
   * default, the library's words do not); the restaurant's default when absent.
   */
  locale?: Locale | undefined;
  now?: Date;
  /**
   * The save being published (publicApi/storedDocuments): read in its transaction, so the
   * document shows what it commits. Reading all locales sets its `locale`: the caller restores it.
   */
  req?: PayloadRequest | undefined;
}

export type PublicMenuOutcome =
  | { document: Record<string, unknown>; version: string }
  | { error: { status: 404; message: string } };

async function loadDishes(
  payload: Payload,
  restaurantId: RestaurantAllLocales['id'],
  menu: MenuAllLocales,
  req: PayloadRequest | undefined,
): Promise<Map<string, RecipeAllLocales>> {
  const ids = [
    ...new Set(
      (menu.sections ?? []).flatMap((section) => (section.dishes ?? []).map((dish) => idOf(dish))),
    ),
  ].filter((id) => id !== null);
  if (ids.length === 0) return new Map();
  const { docs } = await findAllLocales(payload, {
    collection: 'recipes',
    req,
    where: {
      and: [
        { id: { in: ids } },
        // A menu may only show its own restaurant's dishes, whatever its relationship holds.
        { restaurant: { equals: restaurantId } },
        { _status: { equals: 'published' } },
      ],
    },
    draft: false,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: {
      name: true,
      slug: true,
      description: true,
      category: true,
      price: true,
      onMenu: true,
      image: true,
      tags: true,
      frozen: true,
      computed: { result: true, stale: true },
      updatedAt: true,
    },
    populate: { media: MEDIA_SELECT },
  });
  const recipes = new Map<string, RecipeAllLocales>();
  for (const doc of docs) {
    // A sub-recipe taken off the menu (onMenu unticked) disappears from it.
    if (doc.onMenu !== false) recipes.set(String(doc.id), doc);
  }
  return recipes;
}

// The latest of the documents' ISO timestamps; Payload writes them all in UTC with 'Z'.
function latestChange(times: readonly (string | null | undefined)[]): string | undefined {
  let latest: number | undefined;
  for (const time of times) {
    const value = time ? Date.parse(time) : Number.NaN;
    if (!Number.isNaN(value) && (latest === undefined || value > latest)) latest = value;
  }
  return latest === undefined ? undefined : new Date(latest).toISOString();
}

/**
 * What the public menus of one restaurant are built from, read once: the restaurant, whether it
 * is subscribed at `now`, its published menus, and each shown menu's dishes on first need (they
 * are read in every locale, so one read serves the documents of every locale).
 */
export interface PublicMenuSource {
  restaurant: RestaurantAllLocales & { slug: string };
  subscribed: boolean;
  menus: Awaited<ReturnType<typeof publishedMenus>>;
  now: Date;
  dishesOf(menu: MenuAllLocales): Promise<Map<string, RecipeAllLocales>>;
}

/** Reads what a restaurant's public menus are built from; null for an unknown restaurant. */
export async function loadPublicMenuSource(
  payload: Payload,
  request: Pick<PublicMenuRequest, 'restaurantSlug' | 'now' | 'req'>,
): Promise<PublicMenuSource | null> {
  const now = request.now ?? new Date();
  const found = await findAllLocales(payload, {
    collection: 'restaurants',
    req: request.req,
    where: { slug: { equals: request.restaurantSlug } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: RESTAURANT_SELECT,
    populate: { brands: { key: true, themeColor: true }, media: MEDIA_SELECT },
  });
  const doc = found.docs[0];
  if (!doc) return null;
  // Found by its slug, so it has one.
  const restaurant = { ...doc, slug: doc.slug ?? request.restaurantSlug };
  const [subscribed, menus] = await Promise.all([
    subscribedRestaurantIds(payload, now, [restaurant.id], request.req),
    publishedMenus(payload, restaurant.id, request.req),
  ]);
  const dishes = new Map<MenuAllLocales['id'], Promise<Map<string, RecipeAllLocales>>>();
  return {
    restaurant,
    subscribed: subscribed.has(String(restaurant.id)),
    menus,
    now,
    dishesOf: (menu) => {
      const known = dishes.get(menu.id);
      if (known) return known;
      const loading = loadDishes(payload, restaurant.id, menu, request.req);
      dishes.set(menu.id, loading);
      return loading;
    },
  };
}

/**
 * The public menu document of one menu (the default one without `menuSlug`) in one locale (the
 * restaurant's default without it), from a loaded source; a 404 for an unknown menu.
 */
export async function renderPublicMenu(
  source: PublicMenuSource,
  menuSlug: string | undefined,
  requestedLocale: Locale | undefined,
): Promise<PublicMenuOutcome> {
  const { restaurant, menus, now } = source;
  const { defaultLocale } = restaurantLocales(restaurant);
  // A diner reading German gets the library's foods and additive classes in German even where
  // the restaurant wrote nothing in German: only its own texts fall back, each marked as such.
  const locale = requestedLocale ?? defaultLocale;
  const shown = menuSlug
    ? menus.find((menu) => menu.slug === menuSlug)
    : (menus.find((menu) => menu.isDefault) ?? menus[0]);
  if (menuSlug && !shown) {
    return {
      error: {
        status: 404,
        message: `No menu "${menuSlug}" at restaurant "${restaurant.slug}"`,
      },
    };
  }

  const state = publicMenuState(source.subscribed, restaurant, menus.length);
  const defaultMenu = menus.find((menu) => menu.isDefault) ?? menus[0];
  // Past the notice, nothing of the menus is shown, so nothing of them is sent.
  const options: PublicMenuOption[] =
    state === 'ok'
      ? menus.map((menu) => ({
          slug: menu.slug,
          name: menuName(menu, locale, defaultLocale),
          isDefault: menu === defaultMenu,
        }))
      : [];

  let restaurantCard = toPublicRestaurant(restaurant, locale);
  let content: PublicMenuContent | null = null;
  const recipeChanges: (string | null | undefined)[] = [];
  if (state === 'ok' && shown) {
    const recipes = await source.dishesOf(shown);
    for (const recipe of recipes.values()) recipeChanges.push(recipe.updatedAt);
    const name = menuName(shown, locale, defaultLocale);
    const sections = publicMenuSections(shown, recipes, name, locale, defaultLocale);
    const accent = cardAccent(populated(restaurant.brand)?.themeColor);
    ({ restaurant: restaurantCard, content } = withShareCards(
      restaurantCard,
      { slug: shown.slug, name, sections },
      locale,
      accent,
    ));
  }

  const updatedAt = latestChange([
    restaurant.updatedAt,
    ...menus.map((menu) => menu.updatedAt),
    ...recipeChanges,
  ]);
  const body = {
    locale,
    state,
    restaurant: restaurantCard,
    menus: options,
    menu: content,
  };
  // The version digests the content only: a save that changes nothing keeps caches valid.
  const version = `${locale}-${contentVersion(body)}`;
  return {
    version,
    document: {
      version,
      generatedAt: now.toISOString(),
      updatedAt: updatedAt ?? now.toISOString(),
      ...body,
    },
  };
}

/**
 * The public menu document of one restaurant, menu and locale, from stored data only: published
 * menus and recipes, nutrition as computed at save time; a 404 for an unknown restaurant or
 * menu. The version is a digest of the content, so it changes exactly when the content does.
 */
export async function buildPublicMenu(
  payload: Payload,
  request: PublicMenuRequest,
): Promise<PublicMenuOutcome> {
  const source = await loadPublicMenuSource(payload, request);
  if (!source) {
    return { error: { status: 404, message: `No restaurant "${request.restaurantSlug}"` } };
  }
  return renderPublicMenu(source, request.menuSlug, request.locale);
}
