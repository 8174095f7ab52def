import type { PublicBrand } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { createContext, useContext } from 'react';
import type { RememberedAllergens } from './myAllergens/rememberedAllergens';

/** What every component of a page may need: the locale, its messages and the brand. */
export interface PageContextValue {
  locale: Locale;
  t: Translate;
  /** `null` only on the error screen shown because the brands could not be loaded. */
  brand: PublicBrand | null;
  /** The path of `rest` (starting with '/') in the page's locale: '/en/restaurant' */
  href: (rest: string) => string;
  /** The request's query as the server received it, '' or '?category=food': the menu's filter. */
  search: string;
  /** The storefront's origin as the visitor reached it: 'https://menu.example.ro' (embed snippet). */
  origin: string;
  /** The allergens the diner keeps on this device, null for none (see PagePayload). */
  remembered: RememberedAllergens | null;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (value === null) throw new Error('usePage() outside a page');
  return value;
}
