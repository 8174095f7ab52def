import { webVttIssue } from '@nutrimenu/core/contract';
import { LOCALES, type Locale } from '@nutrimenu/core/locale';
import type { Payload, PayloadRequest } from 'payload';
import { findAllLocales } from '../utilities/findAllLocales';
import { idOf } from '../utilities/idOf';

/**
 * Captions worth announcing and serving: text that passes core's WebVTT check, the field's own
 * rule. The brand list and the captions endpoint both use it, so a listed locale never 404s.
 */
export function usableCaptions(text: unknown): text is string {
  return typeof text === 'string' && webVttIssue(text) === null;
}

/**
 * The locales in which each video has usable captions, in core's locale order, by video id.
 * One query for every brand's video; it reads the texts (at most 64 KB per locale) but only the
 * list of locales leaves the CMS in the brand document.
 */
export async function captionedLocalesByVideo(
  payload: Payload,
  videoIds: readonly number[],
  req?: PayloadRequest,
): Promise<Map<number, Locale[]>> {
  const byVideo = new Map<number, Locale[]>();
  if (videoIds.length === 0) return byVideo;
  const { docs } = await findAllLocales(payload, {
    collection: 'videos',
    req,
    where: { id: { in: [...new Set(videoIds)] } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { captions: true },
  });
  for (const doc of docs) {
    // Read with locale 'all': an object of locales (a plain string only from a non-localized read).
    const texts = typeof doc.captions === 'object' && doc.captions !== null ? doc.captions : {};
    byVideo.set(
      doc.id,
      LOCALES.filter((locale) => usableCaptions(texts[locale])),
    );
  }
  return byVideo;
}

/**
 * The captions of `brandKey`'s promotional video in exactly `locale` (never another locale's as
 * a fallback: a track labelled Deutsch must be German), or null when there are none.
 */
export async function findPromoCaptions(
  payload: Payload,
  brandKey: string,
  locale: Locale,
): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'brands',
    where: { key: { equals: brandKey } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { promoVideo: true },
  });
  const videoId = idOf(docs[0]?.promoVideo);
  if (videoId === null) return null;
  const { docs: videos } = await payload.find({
    collection: 'videos',
    where: { id: { equals: videoId } },
    locale,
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { captions: true },
  });
  const captions = videos[0]?.captions;
  return usableCaptions(captions) ? captions : null;
}
