import type { PayloadRequest } from 'payload';

export interface ListingMenu {
  id: number;
  name: string;
}

/**
 * The published menus whose published version lists the dish `id`, oldest first, named in the
 * request's locale. Drafts are left out: a dish on a menu's unpublished changes shows nowhere yet.
 */
export async function publishedMenusListing(
  req: PayloadRequest,
  id: number | string,
): Promise<ListingMenu[]> {
  const { docs } = await req.payload.find({
    collection: 'menus',
    where: {
      and: [{ _status: { equals: 'published' } }, { 'sections.dishes': { in: [id] } }],
    },
    draft: false,
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    select: { name: true },
    overrideAccess: true,
    req,
  });
  return docs.map((menu) => ({ id: menu.id, name: String(menu.name ?? menu.id) }));
}
