import type { PayloadRequest, Where } from 'payload';

type Id = number | string;

export interface UsingRecipes {
  /** The recipes the signed-in user may read, by name in the request's locale. */
  visible: { id: Id; name: string }[];
  /** How many others (other restaurants' recipes using a shared ingredient). */
  hiddenCount: number;
}

/**
 * The recipes whose lines use the ingredient or sub-recipe `id`, in their published version or
 * their latest draft (a draft lives only in the versions table until published). Split into
 * those the request's user may read, named, and a count of the rest, so a refusal names what
 * the user can fix and leaks nothing of other restaurants. Without a user (the local API), all
 * are visible.
 */
export async function recipesUsing(
  req: PayloadRequest,
  field: 'ingredient' | 'recipe',
  id: Id,
): Promise<UsingRecipes> {
  const where: Where = { [`lines.${field}`]: { equals: id } };
  const found = await Promise.all(
    [false, true].map((draft) =>
      req.payload.find({
        collection: 'recipes',
        where,
        draft,
        depth: 0,
        pagination: false,
        req,
        overrideAccess: true,
        select: { name: true },
      }),
    ),
  );
  const all = new Map<string, Id>();
  for (const result of found) for (const doc of result.docs) all.set(String(doc.id), doc.id);
  if (all.size === 0) return { visible: [], hiddenCount: 0 };

  const readable = await req.payload.find({
    collection: 'recipes',
    where: { id: { in: [...all.values()] } },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: !req.user,
    ...(req.user ? { user: req.user } : {}),
    select: { name: true },
    sort: 'name',
  });
  const visible = readable.docs.map((doc) => ({ id: doc.id, name: String(doc.name ?? doc.id) }));
  return { visible, hiddenCount: all.size - visible.length };
}
