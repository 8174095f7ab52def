import type { Where } from 'payload';

/** The shared library's CIQUAL foods: no restaurant, source CIQUAL. */
export const GLOBAL_CIQUAL_WHERE: Where = {
  and: [{ 'source.kind': { equals: 'ciqual' } }, { restaurant: { exists: false } }],
};
