import type { PublicBrand } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { CompiledMessage, MessageKey } from '@nutrimenu/core/messages';
import type { RememberedAllergens } from './myAllergens/rememberedAllergens';

/**
 * Everything the server rendered a page from, sent along in the HTML so the client hydrates the
 * same tree without asking the CMS again. `routeId` is null on the 404 and error screens;
 * 'unavailable' is the error screen of a CMS that is down with nothing cached (a 503).
 */
export interface PagePayload {
  screen: 'page' | 'not-found' | 'error' | 'unavailable';
  routeId: string | null;
  data: unknown;
  locale: Locale;
  /**
   * The locale's catalog without the CMS admin's messages, which no page shows, parsed on the
   * server (`compileMessages`).
   */
  messages: Partial<Record<MessageKey, CompiledMessage>>;
  brand: PublicBrand | null;
  /** The path without its locale prefix and the query, for the locale switcher: '/restaurant/x'. */
  rest: string;
  search: string;
  /** The storefront's origin as the visitor reached it, as in canonical URLs: 'https://menu.example.ro'. */
  origin: string;
  /** The allergens the diner keeps on this device (a cookie), null for none: menus apply them. */
  remembered: RememberedAllergens | null;
}

/** The id of the script element carrying the payload. */
export const PAYLOAD_ELEMENT_ID = 'nutrimenu-page';
