import type { PayloadRequest } from 'payload';
import { GLOBAL_CIQUAL_WHERE } from '../../ciqual/globalCiqualWhere';

/**
 * The ids of the shared library's CIQUAL foods with the given codes, by code. Throws when one is
 * missing: the library is imported before the demo is seeded, so a gap is a wrong code.
 */
export async function libraryFoodIds(
  req: PayloadRequest,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (codes.length === 0) return ids;
  const { docs } = await req.payload.find({
    collection: 'ingredients',
    where: { and: [GLOBAL_CIQUAL_WHERE, { 'source.code': { in: [...new Set(codes)] } }] },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
    select: { source: { code: true } },
  });
  for (const doc of docs) if (doc.source?.code) ids.set(doc.source.code, doc.id);
  const missing = codes.filter((code) => !ids.has(code));
  if (missing.length > 0) {
    throw new Error(`The CIQUAL library lacks the demo's foods ${missing.join(', ')}`);
  }
  return ids;
}
