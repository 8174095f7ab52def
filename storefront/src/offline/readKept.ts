import { type PublicMenu, publicMenuSchema } from '@nutrimenu/core/contract';
import { isLocale, type Locale } from '@nutrimenu/core/locale';
import { menuPath } from '../components/MenuSwitcher';
import { localePath, splitLocale } from '../localePath';
import { type DishData, findDish } from '../routes/dish';
import { OFFLINE_STORE } from './offlineStore';

/** A menu document the service worker kept, and the page it belongs to. */
export interface KeptMenu {
  document: PublicMenu & { menu: NonNullable<PublicMenu['menu']> };
  locale: Locale;
  /** The menu page's path with its locale prefix. */
  path: string;
  savedAt: Date | null;
}

/** A page kept as the diner saw it: its address (path and query) and title. */
export interface KeptPage {
  path: string;
  title: string;
}

/** What the offline page shows for its address. */
export type OfflineContent =
  | { kind: 'dish'; data: DishData; savedAt: Date | null }
  | { kind: 'list'; menus: KeptMenu[]; pages: KeptPage[] };

function dateOf(value: string | null): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

async function keptMenus(): Promise<KeptMenu[]> {
  const cache = await caches.open(OFFLINE_STORE.menusCache);
  const menus: KeptMenu[] = [];
  for (const key of await cache.keys()) {
    const response = await cache.match(key);
    if (!response) continue;
    const parsed = publicMenuSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) continue;
    const { menu } = parsed.data;
    const locale = parsed.data.locale;
    if (menu === null || !isLocale(locale)) continue;
    const isDefault = parsed.data.menus.find((option) => option.slug === menu.slug)?.isDefault;
    menus.push({
      document: { ...parsed.data, menu },
      locale,
      path: localePath(
        locale,
        menuPath(parsed.data.restaurant.slug, { slug: menu.slug, isDefault: isDefault ?? true }),
      ),
      savedAt: dateOf(response.headers.get(OFFLINE_STORE.savedAtHeader)),
    });
  }
  // The latest kept first: the cache lists them in the order they were kept.
  return menus.reverse();
}

function titleOf(encoded: string | null): string {
  try {
    return encoded ? decodeURIComponent(encoded) : '';
  } catch {
    return '';
  }
}

// The `<title>` as the page's HTML carried it: entities decoded by the browser's own parser.
function decodeEntities(text: string): string {
  return new DOMParser().parseFromString(`<p>${text}</p>`, 'text/html').body.textContent ?? text;
}

async function keptPages(menus: readonly KeptMenu[]): Promise<KeptPage[]> {
  const cache = await caches.open(OFFLINE_STORE.pagesCache);
  const listed = new Set(menus.map((menu) => menu.path));
  const pages: KeptPage[] = [];
  for (const key of await cache.keys()) {
    const url = new URL(key.url);
    if (listed.has(url.pathname.replace(/\/$/, ''))) continue;
    const response = await cache.match(key);
    const title = decodeEntities(titleOf(response?.headers.get(OFFLINE_STORE.titleHeader) ?? null));
    pages.push({ path: `${url.pathname}${url.search}`, title: title || url.pathname });
  }
  return pages.reverse();
}

// The restaurant and dish a dish page's path names (routes.ts: /restaurant/:slug/recipes/:recipeSlug),
// read here without the route table, which imports the offline page.
function dishOfPath(rest: string): { slug: string; recipeSlug: string } | null {
  const [first, slug, recipes, recipeSlug, ...more] = rest.split('/').filter(Boolean);
  if (first !== 'restaurant' || recipes !== 'recipes' || !slug || !recipeSlug || more.length > 0) {
    return null;
  }
  try {
    return { slug: decodeURIComponent(slug), recipeSlug: decodeURIComponent(recipeSlug) };
  } catch {
    return null;
  }
}

/**
 * The dish at `pathname` from a kept menu document of its restaurant in its locale, when one
 * lists it. Its picture only when kept (the card's, in the pictures' cache): offline, a picture
 * that cannot load is only a broken box.
 */
async function keptDish(
  pathname: string,
  menus: readonly KeptMenu[],
): Promise<Extract<OfflineContent, { kind: 'dish' }> | null> {
  const { locale, rest, prefixed } = splitLocale(pathname);
  const wanted = prefixed ? dishOfPath(rest) : null;
  if (!wanted) return null;
  for (const kept of menus) {
    if (kept.locale !== locale || kept.document.restaurant.slug !== wanted.slug) continue;
    const dish = findDish(kept.document, wanted.recipeSlug);
    if (!dish) continue;
    const { image, ...withoutImage } = dish;
    const pictures = await caches.open(OFFLINE_STORE.imagesCache);
    const imageKept =
      image !== undefined && (await pictures.match(image.url, { ignoreVary: true })) !== undefined;
    return {
      kind: 'dish',
      data: { restaurant: kept.document.restaurant, dish: imageKept ? dish : withoutImage },
      savedAt: kept.savedAt,
    };
  }
  return null;
}

/**
 * What is kept on this device for the offline page at `pathname` (the address the diner asked
 * for, which the service worker answered with the offline page): the dish it names when a kept
 * menu document has it, else the list of kept menus (with their dishes) and other kept pages.
 */
export async function readKept(pathname: string): Promise<OfflineContent> {
  if (!('caches' in window)) return { kind: 'list', menus: [], pages: [] };
  const menus = await keptMenus();
  const dish = await keptDish(pathname, menus);
  if (dish) return dish;
  return { kind: 'list', menus, pages: await keptPages(menus) };
}
