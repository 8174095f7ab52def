import type { ImageFile, PublicImage } from '@nutrimenu/core/contract';
import { type Locale, pickLocalized } from '@nutrimenu/core/locale';
import { populated } from '../utilities/idOf';
import type { MediaAllLocales } from './documents';
import { localizedText } from './localizedText';
import { safeAssetUrl } from './safeUrl';

/** A file's URL and intrinsic size: the original's or a generated size's. */
interface ImageSize {
  url?: string | null;
  width?: number | null;
  height?: number | null;
}

/** What an image is made from: a media document's file, sizes and alternative text. */
export type MediaImage = Pick<MediaAllLocales, 'url' | 'width' | 'height' | 'alt' | 'sizes'>;

export interface ToPublicImageOptions {
  locale: Locale;
  fallbackLocales: readonly Locale[];
  /** The alternative text when the file has none in any locale, e.g. the dish's name. */
  defaultAlt: string;
  /** The generated size to prefer (lighter for a phone); the original is used without it. */
  size?: 'thumbnail' | 'card' | 'large';
}

function usable(size: ImageSize | null | undefined): ImageFile | undefined {
  const url = safeAssetUrl(size?.url);
  const width = Math.round(size?.width ?? 0);
  const height = Math.round(size?.height ?? 0);
  return url && width > 0 && height > 0 ? { url, width, height } : undefined;
}

/**
 * A stored media document as the contract's image, with its intrinsic size (so the page reserves
 * the space) and its alternative text in the document's locale; `undefined` when there is no
 * usable file (not populated, no dimensions, e.g. an SVG without a size). The other widths and the
 * square crop Payload generated come along for `srcset` and thumbnails.
 */
export function toPublicImage(
  media: MediaImage | number | null | undefined,
  options: ToPublicImageOptions,
): PublicImage | undefined {
  const doc = populated(media);
  if (!doc) return undefined;
  const file = (options.size ? usable(doc.sizes?.[options.size]) : undefined) ?? usable(doc);
  if (!file) return undefined;
  const widths = otherWidths(doc, file);
  const square = usable(doc.sizes?.thumbnail);
  const alt = pickLocalized(
    localizedText(doc.alt),
    options.locale,
    options.fallbackLocales,
  ).text.trim();
  const image: PublicImage = { ...file, alt: alt || options.defaultAlt };
  if (widths.length > 0) image.widths = widths;
  if (square && square.width === square.height) image.square = square;
  const avif = avifOf(doc, file, image.square !== undefined);
  if (avif) image.avif = avif;
  return image;
}

// The AVIF twins of the sizes above (Media's thumbnailAvif, cardAvif, largeAvif); files uploaded
// before they existed have none.
function avifOf(
  doc: MediaImage,
  chosen: ImageFile,
  hasSquare: boolean,
): PublicImage['avif'] | undefined {
  const ratio = chosen.width / chosen.height;
  const widths = [usable(doc.sizes?.cardAvif), usable(doc.sizes?.largeAvif)]
    .filter((candidate) => candidate !== undefined)
    .filter((candidate) => Math.abs(candidate.width / candidate.height - ratio) <= 0.02)
    .sort((a, b) => a.width - b.width);
  const square = hasSquare ? usable(doc.sizes?.thumbnailAvif) : undefined;
  if (widths.length === 0 && !square) return undefined;
  const avif: NonNullable<PublicImage['avif']> = { widths };
  if (square && square.width === square.height) avif.square = square;
  return avif;
}

// Payload's sizes with a fixed width keep the original's aspect ratio: those (and the original)
// are the `srcset` candidates; the square thumbnail is a crop, offered on its own.
const SAME_RATIO_SIZES = ['card', 'large'] as const;

function otherWidths(doc: MediaImage, chosen: ImageFile): ImageFile[] {
  const candidates = [...SAME_RATIO_SIZES.map((name) => usable(doc.sizes?.[name])), usable(doc)];
  const ratio = chosen.width / chosen.height;
  const seen = new Set([chosen.url]);
  const widths: ImageFile[] = [];
  for (const candidate of candidates) {
    if (!candidate || seen.has(candidate.url)) continue;
    // A rendition whose shape differs (an upscale refused, a rounding far off) would distort.
    if (Math.abs(candidate.width / candidate.height - ratio) > 0.02) continue;
    seen.add(candidate.url);
    widths.push(candidate);
  }
  return widths.sort((a, b) => a.width - b.width);
}
