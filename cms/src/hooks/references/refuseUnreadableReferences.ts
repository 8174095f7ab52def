import type { CollectionBeforeValidateHook, PayloadRequest, TypeWithID } from 'payload';
import { collectReferences, type Reference } from './collectReferences';
import { unavailableReferenceError } from './unavailableReferenceError';

/** Document ids are PostgreSQL serials: anything else cannot name a document. */
const asSerial = (id: number | string): number | null => {
  const number = typeof id === 'number' ? id : /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** The references among `references` that the caller cannot read, in one query per collection. */
async function unreadable(req: PayloadRequest, references: Reference[]): Promise<Reference[]> {
  const byCollection = new Map<string, Reference[]>();
  for (const reference of references) {
    const list = byCollection.get(reference.collection) ?? [];
    list.push(reference);
    byCollection.set(reference.collection, list);
  }
  const refused: Reference[] = [];
  // The local API sets `req.locale` when it runs; the save that called us goes on in its own.
  const { locale, fallbackLocale } = req;
  try {
    for (const [collection, list] of byCollection) {
      const ids = [...new Set(list.map(({ id }) => asSerial(id)).filter((id) => id !== null))];
      const readable = new Set<number>();
      if (ids.length > 0) {
        const { docs } = await req.payload.find({
          collection: collection as 'recipes',
          where: { id: { in: ids } },
          depth: 0,
          limit: 0,
          pagination: false,
          select: {},
          req,
          // The caller's own read access: what they cannot open, they cannot point at either.
          overrideAccess: false,
        });
        for (const doc of docs) readable.add(Number(doc.id));
      }
      for (const reference of list) {
        const id = asSerial(reference.id);
        if (id === null || !readable.has(id)) refused.push(reference);
      }
    }
  } finally {
    req.locale = locale;
    req.fallbackLocale = fallbackLocale;
  }
  return refused;
}

/**
 * Refuses a save, draft or published, that points at a document the signed-in caller may not
 * read: another restaurant's ingredient, sub-recipe, image or dish. Payload validates
 * relationships of published saves only, and not against the caller's access, so without this a
 * draft could reference (and the nutrition hook then reveal) another restaurant's data. A
 * foreign id and a missing id get the same answer, so the answer tells nothing about other
 * restaurants. System writes (no user: seed, jobs, bulk recomputes) are trusted: they only carry
 * references that were checked when a user saved them.
 */
// Any collection's document: the references are found from the collection's fields.
export const refuseUnreadableReferences: CollectionBeforeValidateHook<TypeWithID> = async ({
  collection,
  data,
  req,
}) => {
  if (!req.user || !data) return data;
  const references = collectReferences(collection.flattenedFields, data);
  if (references.length === 0) return data;
  const refused = await unreadable(req, references);
  if (refused.length === 0) return data;
  throw await unavailableReferenceError(
    req,
    collection.slug,
    refused.map(({ path }) => path),
  );
};
