import type { PublicBrand } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { ComponentType } from 'react';
import type { CmsClient } from './cms/createCmsClient';
import type { JsonLdNode } from './seo/JsonLdNode';
import type { SiteUrls } from './seo/siteUrls';

/** What a loader knows about the request; it runs on the server only and reads the CMS over HTTP. */
export interface LoaderContext {
  params: Readonly<Record<string, string>>;
  /** The request's query string (`?page=2&q=pizza`). */
  query: URLSearchParams;
  locale: Locale;
  cms: CmsClient;
  /** The brand serving the request's host (brand-dependent pages: help, FAQ, terms). */
  brand: PublicBrand;
}

/** A loader either has the page's data or says the page does not exist (the 404 screen). */
export type LoaderResult<D> = { kind: 'ok'; data: D } | { kind: 'not-found' };

/** The head tags a route asks for; the shell adds lang, hreflang, brand icons and theme colour. */
export interface RouteMeta {
  title: string;
  description?: string;
  /**
   * The page's own path without locale prefix ('/restaurant/x'), when the requested one may be an
   * alias of it (another spelling, the default menu named explicitly); the request's path when absent.
   */
  canonicalPath?: string;
  /**
   * The query that is part of the page's identity ('?page=2' of a listing), kept in its canonical
   * and alternate URLs; every other query is left out of them (a filtered menu is the same page).
   */
  canonicalSearch?: string;
  /** A paged list's neighbours, as paths without locale prefix with their query: rel prev/next. */
  previousPath?: string;
  nextPath?: string;
  /** The locales the page is offered in (hreflang, sitemap); every locale when absent. */
  locales?: readonly Locale[];
  /** The locale hreflang x-default points to; the storefront's default when absent. */
  defaultLocale?: Locale;
  /** A page that exists but is not worth a search result (a menu notice): `noindex`. */
  noindex?: boolean;
  /**
   * The page's own share card (a path on this site, `/share-cards/{key}.png`, 1200×630) and its
   * alternative text; the brand's share image when absent.
   */
  shareImage?: { path: string; alt: string };
  /** schema.org structured data, built once the page's absolute URLs (host, locale) are known. */
  jsonLd?: (urls: SiteUrls) => JsonLdNode;
}

export interface MetaContext {
  t: Translate;
  brand: PublicBrand | null;
}

/**
 * One page: its data, its head and its component, kept together. `meta` reads the loaded data
 * `D`; the component renders `view(D)` (the data itself when there is no `view`), which is also
 * what the page sends inline for hydration (a route leaves out there what only its head needs),
 * or `inline(view)`: what the browser needs of it when the markup already carries the rest.
 */
export interface RouteModule<D, V = D> {
  id: string;
  load: (context: LoaderContext) => Promise<LoaderResult<D>>;
  meta: (data: D, context: MetaContext) => RouteMeta;
  view?: (data: D) => V;
  /** The view as the page sends it inline for hydration; the view itself when absent. */
  inline?: (view: V) => V;
  /** The locales the page exists in, for the switcher; every supported locale when absent. */
  locales?: (view: V) => readonly Locale[];
  /**
   * The brand a page belongs to (a restaurant's): it answers on that brand's hosts only and
   * moves there from any other (restaurantHostAnswer). Absent: the page answers on every host.
   */
  brandKey?: (data: D) => string;
  /**
   * The locales an unprefixed address redirects to, when the route can tell them without
   * loading the page (a printed QR code opens `/restaurant/{slug}`: the restaurant's locales
   * are one small document, its menu a large one); null when only the page can tell (it may
   * not exist), and without it the page is loaded and `locales` decides.
   */
  redirectLocales?: (context: LoaderContext) => Promise<readonly Locale[] | null>;
  Component: ComponentType<{ data: V }>;
}

/**
 * Erases a route's data types so routes with different data sit in one list; the loader's
 * data only ever reaches the same route's meta, view and component.
 */
export function defineRoute<D, V = D>(route: RouteModule<D, V>): RouteModule<unknown, unknown> {
  return route as unknown as RouteModule<unknown, unknown>;
}

/**
 * Stands in for a route's server-only parts in the browser's build, which never calls them:
 * `meta: import.meta.env.SSR ? menuMeta : serverOnly` lets Vite drop `menuMeta` and all it
 * imports (the JSON-LD builders, the menu view) from the client bundle, under its JS budget.
 */
export const serverOnly = (): never => {
  throw new Error('A server-only part of a route was called in the browser');
};
