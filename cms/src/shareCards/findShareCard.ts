import {
  type PublicDish,
  type PublicMenu,
  parseShareCardKey,
  publicMenuSchema,
} from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { PayloadRequest } from 'payload';
import type { StoredMediaFile } from '../collections/Media/readMediaFile';
import type { Media } from '../payload-types';
import { FILE_SELECT } from '../publicApi/publicSelects';
import { readPublicMenu } from '../publicApi/storedDocuments/readPublicMenu';
import { populated } from '../utilities/idOf';
import {
  cardAccent,
  dishCardContent,
  restaurantCardContent,
  type ShareCardContent,
  shareCardKeyOf,
} from './shareCardContent';

export type MediaFile = StoredMediaFile & { filename: string };

/** A card a key names: what it shows, and where its photo's and logo's files are. */
export interface FoundShareCard {
  content: ShareCardContent;
  photo: MediaFile | null;
  logo: MediaFile | null;
}

async function publicMenu(
  req: PayloadRequest,
  restaurantSlug: string,
  menuSlug: string | undefined,
  locale: Locale,
): Promise<PublicMenu | null> {
  const outcome = await readPublicMenu(req, { restaurantSlug, menuSlug, locale });
  if ('error' in outcome) return null;
  const parsed = publicMenuSchema.safeParse(JSON.parse(outcome.stored.body));
  return parsed.success && parsed.data.state === 'ok' ? parsed.data : null;
}

const dishIn = (document: PublicMenu, slug: string): PublicDish | undefined =>
  document.menu?.sections.flatMap((section) => section.dishes).find((dish) => dish.slug === slug);

// The dish as a diner finds it: on the default menu first, then on the others (as the dish page).
async function findDish(
  req: PayloadRequest,
  first: PublicMenu,
  slug: string,
): Promise<PublicDish | null> {
  const found = dishIn(first, slug);
  if (found) return found;
  for (const option of first.menus) {
    if (option.slug === first.menu?.slug) continue;
    const other = await publicMenu(req, first.restaurant.slug, option.slug, first.locale);
    const dish = other && dishIn(other, slug);
    if (dish) return dish;
  }
  return null;
}

async function brandAccent(req: PayloadRequest, brandKey: string): Promise<string> {
  const { docs } = await req.payload.find({
    collection: 'brands',
    where: { key: { equals: brandKey } },
    select: { themeColor: true },
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return cardAccent(docs[0]?.themeColor);
}

function fileOf(media: number | Media | null | undefined): MediaFile | null {
  const doc = populated(media);
  return doc?.filename ? { ...doc, filename: doc.filename } : null;
}

async function restaurantFiles(req: PayloadRequest, slug: string) {
  const { docs } = await req.payload.find({
    collection: 'restaurants',
    where: { slug: { equals: slug } },
    select: { logo: true, cover: true },
    populate: { media: FILE_SELECT },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return { logo: fileOf(docs[0]?.logo), cover: fileOf(docs[0]?.cover) };
}

async function dishPhoto(req: PayloadRequest, dishId: string): Promise<MediaFile | null> {
  const id = Number(dishId);
  if (!Number.isSafeInteger(id)) return null;
  const { docs } = await req.payload.find({
    collection: 'recipes',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    select: { image: true },
    populate: { media: FILE_SELECT },
    draft: false,
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return fileOf(docs[0]?.image);
}

/**
 * The card a key names, or null when it names nothing the public menus show now: an unknown
 * restaurant or dish, one that is not shown (unpublished, off the menu, no subscription), or a
 * digest that is not the one of what they show (a stale or made-up key). The card is read from the
 * public menu documents, so it never shows more than they do.
 */
export async function findShareCard(
  req: PayloadRequest,
  key: string,
): Promise<FoundShareCard | null> {
  const address = parseShareCardKey(key);
  if (!address) return null;
  const first = await publicMenu(req, address.restaurantSlug, undefined, address.locale);
  if (!first) return null;
  const accent = await brandAccent(req, first.restaurant.brandKey);
  const dish = address.dishSlug ? await findDish(req, first, address.dishSlug) : null;
  if (address.dishSlug && !dish) return null;
  const content = dish
    ? dishCardContent(dish, first.restaurant, address.locale, accent)
    : restaurantCardContent(first.restaurant, address.locale, accent);
  if (shareCardKeyOf(content) !== key) return null;
  const files = await restaurantFiles(req, address.restaurantSlug);
  const photo = dish
    ? dish.image
      ? await dishPhoto(req, dish.id)
      : null
    : content.photoUrl
      ? files.cover
      : null;
  return { content, photo, logo: content.logoUrl ? files.logo : null };
}
