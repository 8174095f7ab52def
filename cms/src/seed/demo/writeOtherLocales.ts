import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nutrimenu/core/locale';
import type { CollectionSlug, PayloadRequest } from 'payload';

/**
 * Writes a document's texts in every locale but the default one (the create wrote that one):
 * the local API writes one locale per call. `dataFor` returns what to write in a locale, or
 * nothing when the demo has no text in it (the locale then falls back to the default one).
 */
export async function writeOtherLocales(
  req: PayloadRequest,
  collection: CollectionSlug,
  id: number,
  dataFor: (locale: Locale) => Record<string, unknown> | undefined,
): Promise<void> {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const data = dataFor(locale);
    if (!data) continue;
    await req.payload.update({
      collection,
      id,
      data,
      locale,
      req,
      overrideAccess: true,
      depth: 0,
    });
  }
}
