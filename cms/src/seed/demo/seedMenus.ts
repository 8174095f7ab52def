import type { PayloadRequest } from 'payload';
import type { DemoMenu } from './data/types';
import { writeOtherLocales } from './writeOtherLocales';

/**
 * Creates a restaurant's demo menus that do not exist yet (matched by slug in the
 * restaurant), published, default menu first (the public menu lists them in creation order),
 * and returns how many it created.
 */
export async function seedMenus(
  req: PayloadRequest,
  restaurant: number,
  menus: readonly DemoMenu[],
  recipeIds: ReadonlyMap<string, number>,
): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'menus',
    where: { restaurant: { equals: restaurant } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  });
  const existing = new Set(docs.map((doc) => doc.slug));
  let created = 0;
  const ordered = [...menus].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  for (const menu of ordered) {
    if (existing.has(menu.slug)) continue;
    const dishIds = (slugs: string[]) =>
      slugs.map((slug) => {
        const id = recipeIds.get(slug);
        if (id === undefined) throw new Error(`Demo menu ${menu.slug}: no dish ${slug}`);
        return id;
      });
    const doc = await req.payload.create({
      collection: 'menus',
      data: {
        restaurant,
        name: menu.names.ro,
        slug: menu.slug,
        isDefault: menu.isDefault,
        sections: menu.sections.map((section) => ({
          title: section.titles.ro,
          dishes: dishIds(section.dishes),
        })),
        _status: 'published',
      },
      locale: 'ro',
      req,
      overrideAccess: true,
      depth: 0,
    });
    // Section titles live in rows of an array: another locale's titles go into the same rows
    // (same ids), or Payload would replace the rows and lose the titles already written.
    const rows = doc.sections ?? [];
    await writeOtherLocales(req, 'menus', doc.id, (locale) => ({
      ...(menu.names[locale] ? { name: menu.names[locale] } : {}),
      sections: rows.map((row, index) => ({
        id: row.id,
        title: menu.sections[index]?.titles[locale] ?? null,
        dishes: row.dishes,
      })),
      _status: 'published',
    }));
    created++;
  }
  return created;
}
