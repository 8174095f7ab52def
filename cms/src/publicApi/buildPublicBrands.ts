import { type PublicBrandInput, publicBrandSchema } from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { Payload, PayloadRequest } from 'payload';
import type { Brand, Media, Video } from '../payload-types';
import { nonEmpty, safeAssetUrl } from '../readModel/safeUrl';
import { idOf, populated } from '../utilities/idOf';
import { captionedLocalesByVideo } from './promoVideoCaptions';
import { FILE_SELECT } from './publicSelects';

const assetOf = (media: Media | number | null | undefined) =>
  safeAssetUrl(populated(media)?.url) ?? null;

function promoVideoOf(
  video: Video | number | null | undefined,
  captionedLocales: ReadonlyMap<number, Locale[]>,
) {
  const doc = populated(video);
  const url = safeAssetUrl(doc?.url);
  // A poster or captions without their video would be of nothing.
  if (!url || !doc) return { url: null, poster: null, captions: [] };
  return { url, poster: assetOf(doc.poster), captions: captionedLocales.get(doc.id) ?? [] };
}

/** A brand's public face: hosts, icons, colours, home and contacts; never its internal ids. */
function toPublicBrand(
  // Read with a `select` of every field but the timestamps.
  brand: Omit<Brand, 'createdAt' | 'updatedAt'>,
  captionedLocales: ReadonlyMap<number, Locale[]>,
): PublicBrandInput {
  const contact: PublicBrandInput['contact'] = {};
  const email = nonEmpty(brand.contact?.email);
  if (email) contact.email = email;
  const phone = nonEmpty(brand.contact?.phone);
  if (phone) contact.phone = phone;
  const address = nonEmpty(brand.contact?.address);
  if (address) contact.address = address;
  const themeColor = nonEmpty(brand.themeColor);
  const promoVideo = promoVideoOf(brand.promoVideo, captionedLocales);
  return {
    key: brand.key,
    name: brand.name,
    companyName: brand.companyName,
    hosts: (brand.hosts ?? [])
      .map((entry) => nonEmpty(entry.host)?.toLowerCase())
      .filter((host) => host !== undefined),
    homeUrl: brand.homeUrl,
    // An empty colour takes the contract's default (#f3f3f3).
    ...(themeColor ? { themeColor } : {}),
    icons: {
      small32: assetOf(brand.iconSmall),
      big192: assetOf(brand.iconBig),
      large512: assetOf(brand.iconLarge),
      apple: assetOf(brand.appleIcon),
      ms: assetOf(brand.msIcon),
    },
    shareImage: assetOf(brand.shareImage),
    promoVideo: promoVideo.url,
    promoVideoPoster: promoVideo.poster,
    promoVideoCaptions: promoVideo.captions,
    contact,
    isFallback: brand.isFallback === true,
  };
}

/**
 * Every brand, in key order, as `publicBrandListSchema` expects them; with `req`, read in its
 * transaction (a save publishing the list it commits). A brand its contract refuses (stored
 * before the fields were validated, or written by SQL) is left out and logged: one brand's bad
 * colour must not take every other brand's sites down with it.
 */
export async function buildPublicBrands(
  payload: Payload,
  req?: PayloadRequest,
): Promise<PublicBrandInput[]> {
  const { docs } = await payload.find({
    collection: 'brands',
    req,
    // 2: the promotional video's poster is a relationship of the video.
    depth: 2,
    pagination: false,
    sort: 'key',
    overrideAccess: true,
    select: {
      key: true,
      name: true,
      companyName: true,
      hosts: true,
      homeUrl: true,
      themeColor: true,
      isFallback: true,
      iconSmall: true,
      iconBig: true,
      iconLarge: true,
      appleIcon: true,
      msIcon: true,
      shareImage: true,
      promoVideo: true,
      contact: true,
    },
    populate: {
      media: FILE_SELECT,
      videos: { ...FILE_SELECT, poster: true },
    },
  });
  const videoIds = docs.flatMap((brand) => idOf(brand.promoVideo) ?? []);
  const captionedLocales = await captionedLocalesByVideo(payload, videoIds, req);
  return docs.flatMap((brand) => {
    const candidate = toPublicBrand(brand, captionedLocales);
    const checked = publicBrandSchema.safeParse(candidate);
    if (checked.success) return [candidate];
    payload.logger.error(
      { brand: brand.id, key: brand.key, issues: checked.error.issues },
      `Brand ${brand.id} (${brand.key}) does not match the public contract: left out of the public brands until it is corrected`,
    );
    return [];
  });
}
