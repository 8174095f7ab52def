import { isSlug } from '@nutrimenu/core/contract';
import { faqRoute, helpRoute, termsRoute } from './routes/contentPage';
import { dishRoute } from './routes/dish';
import { homeRoute } from './routes/home';
import { listingRoute } from './routes/listing';
import { menuRoute } from './routes/menu';
import { offlineRoute } from './routes/offline';
import type { RouteModule } from './routeTypes';

// Parameters that name a CMS document: anything that is not a slug cannot name one, so it is the
// 404 screen here rather than a request the CMS refuses (which the page would show as an error).
const SLUG_PARAMS = new Set(['slug', 'recipeSlug', 'secondaryMenu']);

/**
 * Every page of the storefront, relative to the locale prefix: each pattern is
 * served under `/ro`, `/en`, …; without a prefix it redirects to the visitor's locale. The first match
 * wins, so the fixed words (`city`, `specific`, `recipes`) come before the slugs they resemble.
 */
export const ROUTES: readonly { pattern: string; route: RouteModule<unknown> }[] = [
  { pattern: '/', route: homeRoute },
  { pattern: '/help', route: helpRoute },
  { pattern: '/faq', route: faqRoute },
  { pattern: '/terms', route: termsRoute },
  { pattern: '/offline', route: offlineRoute },
  { pattern: '/restaurant', route: listingRoute },
  { pattern: '/restaurant/city/:cityFilters/specific/:specificFilters', route: listingRoute },
  { pattern: '/restaurant/city/:cityFilters', route: listingRoute },
  { pattern: '/restaurant/specific/:specificFilters', route: listingRoute },
  { pattern: '/restaurant/:slug', route: menuRoute },
  { pattern: '/restaurant/:slug/recipes/:recipeSlug', route: dishRoute },
  { pattern: '/restaurant/:slug/:secondaryMenu', route: menuRoute },
];

/** The route module by id, for the client to find the page the server rendered. */
export function routeById(id: string): RouteModule<unknown> | undefined {
  return ROUTES.find((entry) => entry.route.id === id)?.route;
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The route serving `rest` (a path without its locale prefix) and its decoded parameters, or
 * `null` for the 404 screen. A trailing slash is ignored; a malformed escape never matches, nor
 * does a document parameter that is not a slug (`Meniu`, `package.json`, over 80 characters).
 *
 * @example
 * matchRoute('/restaurant/demo-bistro/recipes/soup')
 * // { route: dishRoute, params: { slug: 'demo-bistro', recipeSlug: 'soup' } }
 */
export function matchRoute(
  rest: string,
): { route: RouteModule<unknown>; params: Record<string, string> } | null {
  const actual = segments(rest);
  for (const { pattern, route } of ROUTES) {
    const expected = segments(pattern);
    if (expected.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matches = expected.every((part, index) => {
      const value = actual[index] ?? '';
      if (!part.startsWith(':')) return part === value;
      try {
        const name = part.slice(1);
        const decoded = decodeURIComponent(value);
        params[name] = decoded;
        return !SLUG_PARAMS.has(name) || isSlug(decoded);
      } catch {
        return false;
      }
    });
    if (matches) return { route, params };
  }
  return null;
}
