import type { PublicBrand } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { ComponentType } from 'react';
import type { CmsClient } from './cms/createCmsClient';

/** What a loader knows about the request; it runs on the server only and reads the CMS over HTTP. */
export interface LoaderContext {
  params: Readonly<Record<string, string>>;
  locale: Locale;
  cms: CmsClient;
}

/** A loader either has the page's data or says the page does not exist (the 404 screen). */
export type LoaderResult<D> = { kind: 'ok'; data: D } | { kind: 'not-found' };

/** The head tags a route asks for; the shell adds lang, hreflang, brand icons and theme colour. */
export interface RouteMeta {
  title: string;
  description?: string;
}

export interface MetaContext {
  t: Translate;
  brand: PublicBrand | null;
}

/** One page: its data, its head and its component, kept together. */
export interface RouteModule<D> {
  id: string;
  load: (context: LoaderContext) => Promise<LoaderResult<D>>;
  meta: (data: D, context: MetaContext) => RouteMeta;
  /** The locales the page exists in, for the switcher; every supported locale when absent. */
  locales?: (data: D) => readonly Locale[];
  Component: ComponentType<{ data: D }>;
}

/**
 * Erases a route's data type so routes with different data sit in one list; the loader's
 * data only ever reaches the same route's meta and component.
 */
export function defineRoute<D>(route: RouteModule<D>): RouteModule<unknown> {
  return route as unknown as RouteModule<unknown>;
}
