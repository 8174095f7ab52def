import type { PublicBrand } from '@nutrimenu/core/contract';
import { brandForHost } from '@nutrimenu/core/contract';
import { LOCALE_TAGS, LOCALES, type Locale } from '@nutrimenu/core/locale';
import { createTranslator, loadMessages } from '@nutrimenu/core/messages';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { CmsError, createCmsClient } from './cms/createCmsClient';
import { cookieValue } from './cookieValue';
import { type ResolveImage, rewriteBrandImages, rewriteImageUrls } from './images/rewriteImageUrls';
import { LOCALE_COOKIE } from './localeCookie';
import { localePath, splitLocale } from './localePath';
import { MY_ALLERGENS_COOKIE, parseRememberedAllergens } from './myAllergens/rememberedAllergens';
import { negotiatePageLocale } from './negotiatePageLocale';
import { PAYLOAD_ELEMENT_ID, type PagePayload } from './PagePayload';
import { pageCacheTags } from './pageCacheTags';
import { pageMessages } from './pageMessages';
import { renderHead } from './renderHead';
import { restaurantHostAnswer } from './restaurantHostAnswer';
import { matchRoute } from './routes';
import type { RouteMeta } from './routeTypes';
import { warnUnbrandedHost } from './runtime/warnUnbrandedHost';

/** What the Express app knows about a request, as plain values (this module runs on both sides' code). */
export interface RenderRequest {
  /** Path and query, as received: '/en/restaurant?x=1' */
  url: string;
  /** 'http://menu.example.ro:8080', for canonical and hreflang URLs. */
  origin: string;
  host: string | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  cmsUrl: string;
  /** The server's caching fetch for the CMS (src/server/createCmsCache.ts); plain fetch without. */
  cmsFetch?: typeof fetch;
  /**
   * The storefront's immutable address of a document's image (src/server/images); without it
   * images keep the CMS's URLs.
   */
  resolveImage?: ResolveImage;
}

export type RenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      lang: string;
      head: string;
      html: string;
      /** The payload script, placed before the client entry. */
      data: string;
      /**
       * The locale this page saves in the `locale` cookie when the diner chose it: set when a
       * prefixed path is in another locale than the cookie's. The app saves it only on a
       * same-origin navigation (a switcher link), so switching works without JavaScript.
       */
      saveLocale: Locale | null;
      /** The page's CDN cache tags (pageCacheTags), sent as Surrogate-Key and Cache-Tag. */
      cacheTags: string[];
    };

function errorStatus(error: unknown): number {
  return error instanceof CmsError ? error.status : 500;
}

/**
 * Renders one request: the locale redirect of `/`, a page, the 404 screen or the error screen.
 * Never throws: a failure of the CMS or of a loader is logged and becomes the error screen.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  // Read as a path on this host whatever it holds: resolved against a base, `//a:b` would be taken
  // for another host's address (and an invalid one throws).
  const parsedUrl = new URL(
    `http://storefront.invalid${request.url.startsWith('/') ? '' : '/'}${request.url}`,
  );
  const { locale, rest, prefixed } = splitLocale(parsedUrl.pathname);
  const search = parsedUrl.search;
  const cookieLocale = cookieValue(request.cookie, LOCALE_COOKIE);
  const remembered = parseRememberedAllergens(cookieValue(request.cookie, MY_ALLERGENS_COOKIE));

  // The bare root or an unprefixed page goes to the visitor's locale (cookie, Accept-Language, ro).
  const redirectTo = (offered: readonly Locale[]) => {
    const chosen = negotiatePageLocale({
      offered,
      cookie: cookieLocale,
      acceptLanguage: request.acceptLanguage,
    });
    return {
      kind: 'redirect',
      status: 302,
      location: `${localePath(chosen, rest)}${search}`,
    } as const;
  };
  // The home exists in every locale: no need to ask the CMS.
  if (!prefixed && rest === '/') return redirectTo(LOCALES);

  // Sent parsed, so the browser formats them without ICU's parser (see vite.config.ts).
  const { catalog, compiled: messages } = await pageMessages(locale, loadMessages);
  const t = createTranslator(locale, catalog);
  const cms = createCmsClient(request.cmsUrl, request.cmsFetch);

  let brand: PublicBrand | null = null;
  let screen: PagePayload['screen'] = 'page';
  // The page's view (the route's `view` of its data); null on the 404 and error screens.
  let data: unknown = null;
  let status = 200;
  let meta: RouteMeta;
  let routeId: string | null = null;
  // What the page sends inline of its data: all of it unless the route says less (RouteModule.inline).
  let inline: (data: unknown) => unknown = (data) => data;
  let params: Record<string, string> = {};
  try {
    const brands = await cms.brands();
    brand = brandForHost(brands, request.host);
    warnUnbrandedHost(brand, request.host, (message) => console.warn(`[storefront] ${message}`));
    const resolveImage = request.resolveImage;
    if (resolveImage) brand = await rewriteBrandImages(brand, resolveImage);
    const match = matchRoute(rest);
    routeId = match?.route.id ?? null;
    params = match?.params ?? {};
    // What a printed QR code opens, answered without loading the page when the route can tell.
    if (!prefixed && match?.route.redirectLocales) {
      const offered = await match.route.redirectLocales({
        params,
        query: parsedUrl.searchParams,
        locale,
        cms,
        brand,
      });
      if (offered !== null) return redirectTo(offered);
    }
    const loaded = match
      ? await match.route.load({
          params: match.params,
          query: parsedUrl.searchParams,
          locale,
          cms,
          brand,
        })
      : ({ kind: 'not-found' } as const);
    // A restaurant's page answers on its brand's hosts only: never with another brand's look.
    const ownerKey =
      match && loaded.kind === 'ok' ? match.route.brandKey?.(loaded.data) : undefined;
    const onHost =
      ownerKey === undefined
        ? ({ kind: 'serve' } as const)
        : restaurantHostAnswer(brands, ownerKey, request.origin, request.url);
    if (onHost.kind === 'redirect') {
      return { kind: 'redirect', status: 301, location: onHost.location };
    }
    if (match && loaded.kind === 'ok' && onHost.kind === 'serve') {
      // A page that is only redirected is never shown: its images are not looked up.
      if (prefixed && resolveImage) {
        loaded.data = await rewriteImageUrls(loaded.data, resolveImage);
      }
      const view = match.route.view ? match.route.view(loaded.data) : loaded.data;
      // What a printed QR code opens (`/restaurant/{slug}`): only a page that exists is
      // redirected, to a locale it is offered in; an unknown path stays the 404 screen.
      if (!prefixed) return redirectTo(match.route.locales?.(view) ?? LOCALES);
      data = view;
      meta = match.route.meta(loaded.data, { t, brand });
      inline = match.route.inline ?? inline;
    } else {
      status = 404;
      screen = 'not-found';
      meta = { title: t('error.notFound.title') };
    }
  } catch (error) {
    console.error(`[storefront] ${request.url}:`, error);
    status = errorStatus(error);
    // 503: the CMS is down and nothing is cached; the page says to try again shortly.
    screen = status === 503 ? 'unavailable' : 'error';
    data = null;
    meta = {
      title: t(screen === 'unavailable' ? 'error.unavailable.title' : 'error.generic.title'),
    };
  }
  const payload: PagePayload = {
    screen,
    routeId: screen === 'page' ? routeId : null,
    data,
    locale,
    messages,
    brand,
    rest,
    search,
    origin: request.origin,
    remembered,
  };

  const html = renderToString(
    <StrictMode>
      <App payload={payload} />
    </StrictMode>,
  );
  // `<` is escaped so no text in the data can close the script element.
  const json = JSON.stringify({ ...payload, data: inline(payload.data) }).replaceAll(
    '<',
    '\\u003c',
  );
  return {
    kind: 'page',
    status,
    lang: LOCALE_TAGS[locale],
    head: renderHead({
      meta,
      locale,
      rest,
      search,
      origin: request.origin,
      brand,
      indexable: status === 200,
    }),
    html,
    data: `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${json}</script>`,
    saveLocale: prefixed && cookieLocale !== locale ? locale : null,
    cacheTags: pageCacheTags({ brandKey: brand?.key ?? null, routeId, params }),
  };
}
