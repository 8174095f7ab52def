import type { PublicImage } from '@nutrimenu/core/contract';
import { type Locale, pickLocalized } from '@nutrimenu/core/locale';
import { safeAssetUrl } from './safeUrl';
import {
  type Id,
  localizedText,
  populated,
  type StoredImageSize,
  type StoredMedia,
} from './storedDocs';

export interface ToPublicImageOptions {
  locale: Locale;
  fallbackLocales: readonly Locale[];
  /** The alternative text when the file has none in any locale, e.g. the dish's name. */
  defaultAlt: string;
  /** The generated size to prefer (lighter for a phone); the original is used without it. */
  size?: 'thumbnail' | 'card' | 'large';
}

function usable(size: StoredImageSize | null | undefined) {
  const url = safeAssetUrl(size?.url);
  const width = Math.round(size?.width ?? 0);
  const height = Math.round(size?.height ?? 0);
  return url && width > 0 && height > 0 ? { url, width, height } : undefined;
}

/**
 * A stored media document as the contract's image, with its intrinsic size (so the page reserves
 * the space) and its alternative text in the document's locale; `undefined` when there is no
 * usable file (not populated, no dimensions, e.g. an SVG without a size).
 */
export function toPublicImage(
  media: StoredMedia | Id | null | undefined,
  options: ToPublicImageOptions,
): PublicImage | undefined {
  const doc = populated(media);
  if (!doc) return undefined;
  const file = (options.size ? usable(doc.sizes?.[options.size]) : undefined) ?? usable(doc);
  if (!file) return undefined;
  const alt = pickLocalized(
    localizedText(doc.alt),
    options.locale,
    options.fallbackLocales,
  ).text.trim();
  return { ...file, alt: alt || options.defaultAlt };
}
