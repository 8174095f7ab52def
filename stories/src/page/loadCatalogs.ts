import { LOCALES, type Locale } from '@nutrimenu/core/locale';
import { loadMessages, type Messages } from '@nutrimenu/core/messages';

export type Catalogs = Readonly<Record<Locale, Messages>>;

/**
 * Every locale's catalog, through core's own lazy loader (one chunk per locale, as the storefront
 * loads them). All at once: the "every locale" stories and the play functions need them together.
 */
export async function loadCatalogs(): Promise<Catalogs> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => [locale, await loadMessages(locale)] as const),
  );
  return Object.fromEntries(entries) as Record<Locale, Messages>;
}
