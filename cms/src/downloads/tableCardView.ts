import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';

/** A logo ready for PDFKit: PNG bytes and their size in pixels, to lay it out before drawing. */
export interface PngImage {
  png: Buffer;
  width: number;
  height: number;
}

/** What a table card prints. */
export interface TableCardView {
  restaurant: string;
  /** The restaurant's logo, or null without one. */
  logo: PngImage | null;
  /** "Scan for the menu" once per language the restaurant offers, its default first, no repeats. */
  scanLines: string[];
  /** The address the QR code opens. */
  url: string;
  /** The same address without its scheme, short enough to type from the card. */
  shortUrl: string;
}

export interface TableCardInput {
  restaurant: string;
  logo: PngImage | null;
  /** The restaurant's languages, its default first. */
  locales: readonly Locale[];
  translators: Readonly<Partial<Record<Locale, Translate>>>;
  url: string;
}

/**
 * The texts of a table card: the invitation to scan in each of the restaurant's languages (two
 * languages that say it the same way print it once), each kept on one line, and the URL as a
 * guest would type it.
 *
 * @example
 * tableCardView({ …, locales: ['ro', 'en'], url: 'https://menu.example.com/restaurant/bistro' })
 * // { scanLines: ['Scanați pentru meniu', 'Scan for the menu'],
 * //   shortUrl: 'menu.example.com/restaurant/bistro', … }
 */
export function tableCardView(input: TableCardInput): TableCardView {
  const scanLines = input.locales.flatMap((locale) => {
    const t = input.translators[locale];
    // Non-breaking spaces: a narrow card wraps between the languages, never inside one.
    return t ? [t('print.card.scan').replace(/ /g, '\u00a0')] : [];
  });
  return {
    restaurant: input.restaurant,
    logo: input.logo,
    scanLines: [...new Set(scanLines)],
    url: input.url,
    shortUrl: input.url.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
  };
}
