import type { CollectionAfterChangeHook } from 'payload';
import type { Menu, Recipe } from '../../../payload-types';
import { idOf } from '../../../utilities/idOf';

type MenuSection = NonNullable<Menu['sections']>[number];

const dishesOf = (section: MenuSection) =>
  (section.dishes ?? []).map((dish) => idOf(dish)).filter((id) => id !== null);

/**
 * "On the menu" means on a menu: a dish created with it ticked, or ticked again, that is on none
 * of its restaurant's menus goes onto the default menu (else the first one), in the last section
 * holding a dish of its category, else the last section, else a new one. Without this the
 * ticked dish would show nowhere on the public menu, which lists menus' sections only.
 * The menu keeps its state: a published menu stays published (the dish shows once the dish is
 * published too); a menu with unpublished changes gets the dish in that draft, so the owner's
 * pending work is neither published nor lost. A restaurant without any menu is left alone (the
 * first-day checklist asks for one).
 * Only for dishes saved from outside (the admin, REST, GraphQL): server code (the demo seed,
 * imports' set-up, tests' worlds) builds its menus itself and is not second-guessed.
 */
export const placeOnDefaultMenu: CollectionAfterChangeHook<Recipe> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (doc.onMenu === false || req.payloadAPI === 'local') return doc;
  const ticked = operation === 'create' || previousDoc?.onMenu === false;
  const restaurant = idOf(doc.restaurant);
  if (!ticked || restaurant === null) return doc;

  const { docs } = await req.payload.find({
    collection: 'menus',
    where: { restaurant: { equals: restaurant } },
    draft: true,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    overrideAccess: true,
    req,
  });
  const menus = docs;
  const onAMenu = menus.some((menu) =>
    (menu.sections ?? []).some((section) => dishesOf(section).includes(doc.id)),
  );
  const menu = menus.find((candidate) => candidate.isDefault) ?? menus[0];
  if (onAMenu || !menu) return doc;

  const sections = menu.sections ?? [];
  const listed = sections.flatMap(dishesOf);
  const { docs: sameCategory } = await req.payload.find({
    collection: 'recipes',
    where: { and: [{ id: { in: listed } }, { category: { equals: doc.category } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: {},
    req,
  });
  const sameIds = new Set(sameCategory.map((recipe) => recipe.id));
  let target = sections.findLastIndex((section) => dishesOf(section).some((id) => sameIds.has(id)));
  if (target === -1) target = sections.length - 1;
  const nextSections =
    target === -1
      ? [{ dishes: [doc.id] }]
      : sections.map((section, index) => ({
          ...section,
          dishes: index === target ? [...dishesOf(section), doc.id] : dishesOf(section),
        }));
  await req.payload.update({
    collection: 'menus',
    id: menu.id,
    data: { sections: nextSections },
    // The latest version read above is a draft when the menu has unpublished changes.
    draft: menu._status !== 'published',
    overrideAccess: true,
    req,
  });
  return doc;
};
