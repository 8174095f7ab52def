import { isSlug, slugify } from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, pickLocalized } from '@nutrimenu/core/locale';
import type { Payload, PayloadRequest } from 'payload';
import type { MenuAllLocales } from '../readModel/documents';
import { localizedText } from '../readModel/localizedText';
import { findAllLocales } from '../utilities/findAllLocales';

/**
 * A restaurant's published menus (never a draft, never a newer draft's changes: `draft: false`
 * reads the published document), in every locale, in creation order, with the slug each is
 * reached by. A second menu with a slug already taken is left out: its address would show the
 * first one. With `req`, read in its transaction.
 */
export async function publishedMenus(
  payload: Payload,
  restaurantId: number | string,
  req?: PayloadRequest,
): Promise<(MenuAllLocales & { slug: string })[]> {
  const { docs } = await findAllLocales(payload, {
    req,
    collection: 'menus',
    where: {
      and: [{ restaurant: { equals: restaurantId } }, { _status: { equals: 'published' } }],
    },
    draft: false,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: true,
    // No `select`: with it, Payload 3.90 returns the sections' hasMany `dishes` empty.
  });
  return reachableMenus(docs);
}

/**
 * Published menus (in creation order) with the slug each is reached by; a second menu with a slug
 * already taken is left out, its address showing the first one.
 */
export function reachableMenus<M extends Pick<MenuAllLocales, 'id' | 'name' | 'slug'>>(
  docs: readonly M[],
): (M & { slug: string })[] {
  const seen = new Set<string>();
  const menus: (M & { slug: string })[] = [];
  for (const doc of docs) {
    const name = pickLocalized(localizedText(doc.name), DEFAULT_LOCALE).text;
    const slug = isSlug(doc.slug) ? doc.slug : slugify(name) || `menu-${doc.id}`;
    if (seen.has(slug)) continue;
    seen.add(slug);
    menus.push({ ...doc, slug });
  }
  return menus;
}
