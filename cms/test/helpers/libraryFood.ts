import type { Payload } from 'payload';
import { expect } from 'vitest';
import { GLOBAL_CIQUAL_WHERE } from '../../src/ciqual/globalCiqualWhere';

/** The one CIQUAL library food of `code` (not a restaurant's copy); fails the test otherwise. */
export async function libraryFood(payload: Payload, code: string) {
  const { docs } = await payload.find({
    collection: 'ingredients',
    where: { and: [GLOBAL_CIQUAL_WHERE, { 'source.code': { equals: code } }] },
    depth: 0,
    limit: 2,
  });
  expect(docs, `library food ${code}`).toHaveLength(1);
  const food = docs[0];
  if (!food) throw new Error(`no library food ${code}`);
  return food;
}
