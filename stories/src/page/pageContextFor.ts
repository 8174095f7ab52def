import type { PublicBrand } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import { createTranslator, type Messages } from '@nutrimenu/core/messages';
import { localePath } from '@nutrimenu/storefront/src/localePath';
import type { RememberedAllergens } from '@nutrimenu/storefront/src/myAllergens/rememberedAllergens';
import type { PageContextValue } from '@nutrimenu/storefront/src/PageContext';

/**
 * The storefront's page context as its server builds it (entry-server.tsx): core's translator
 * over the locale's whole catalog, and links prefixed with the locale.
 */
export function pageContextFor(
  locale: Locale,
  catalog: Messages,
  brand: PublicBrand | null,
  search: string,
  remembered: RememberedAllergens | null = null,
): PageContextValue {
  return {
    locale,
    t: createTranslator(locale, catalog),
    brand,
    href: (rest) => localePath(locale, rest),
    search,
    // Storybook stands in for the storefront: it serves the widget and the menus too.
    origin: window.location.origin,
    remembered,
  };
}
