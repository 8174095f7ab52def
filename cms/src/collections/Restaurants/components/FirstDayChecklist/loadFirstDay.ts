import type { Payload } from 'payload';
import { tenantIdsOf } from '../../../../access/roles';
import { publicMenuUrl } from '../../../../downloads/publicMenuUrl';
import { env } from '../../../../env';
import { populated } from '../../../../utilities/idOf';
import { type FirstDayFacts, type FirstDayMemory, firstDayPreferenceKey } from './firstDaySteps';

/** One restaurant's checklist: its facts and where each step is done. */
export interface FirstDayRestaurant {
  id: number | string;
  name: string;
  facts: FirstDayFacts;
  links: { addDish: string; addToMenu: string; openMenu: string; downloadQr: string };
}

async function memoryOf(payload: Payload, userId: number | string, key: string) {
  const { docs } = await payload.find({
    collection: 'payload-preferences',
    where: {
      and: [
        { key: { equals: key } },
        { 'user.relationTo': { equals: 'users' } },
        { 'user.value': { equals: userId } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const value = docs[0]?.value;
  return (value && typeof value === 'object' ? value : {}) as FirstDayMemory;
}

/**
 * The checklist of each of the user's restaurants, read with the user's own access (a dish or
 * menu they may not read does not count). Menus are read as last saved, drafts included: a dish
 * placed on a menu not yet published is placed.
 */
export async function loadFirstDay(
  payload: Payload,
  user: { id: number | string },
): Promise<FirstDayRestaurant[]> {
  const admin = payload.config.routes.admin;
  const api = payload.config.routes.api;
  const config = env();
  const restaurants: FirstDayRestaurant[] = [];
  for (const id of tenantIdsOf(user)) {
    const restaurant = await payload.findByID({
      collection: 'restaurants',
      id,
      depth: 1,
      user,
      overrideAccess: false,
      disableErrors: true,
      populate: { brands: { hosts: true } },
    });
    if (!restaurant) continue;
    const dishes = await payload.count({
      collection: 'recipes',
      where: { and: [{ restaurant: { equals: id } }, { onMenu: { not_equals: false } }] },
      user,
      overrideAccess: false,
    });
    const { docs: menus } = await payload.find({
      collection: 'menus',
      where: { restaurant: { equals: id } },
      draft: true,
      depth: 0,
      pagination: false,
      sort: 'createdAt',
      user,
      overrideAccess: false,
    });
    const menu = menus.find((candidate) => candidate.isDefault) ?? menus[0];
    const brand = populated(restaurant.brand);
    restaurants.push({
      id,
      name: restaurant.name,
      facts: {
        hasDish: dishes.totalDocs > 0,
        dishOnMenu: menus.some((candidate) =>
          (candidate.sections ?? []).some((section) => (section.dishes ?? []).length > 0),
        ),
        memory: await memoryOf(payload, user.id, firstDayPreferenceKey(id)),
      },
      links: {
        addDish: `${admin}/collections/recipes/create`,
        addToMenu: menu
          ? `${admin}/collections/menus/${menu.id}`
          : `${admin}/collections/menus/create`,
        openMenu: publicMenuUrl({
          restaurantSlug: restaurant.slug || `restaurant-${restaurant.id}`,
          brandHosts: (brand?.hosts ?? []).map((entry) => entry.host ?? '').filter(Boolean),
          storefrontUrl: config.STOREFRONT_URL,
          demo: config.NUTRIMENU_DEMO,
        }),
        downloadQr: `${api}/downloads/restaurants/${id}/qr.png`,
      },
    });
  }
  return restaurants;
}
