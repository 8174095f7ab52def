import type { PayloadRequest } from 'payload';
import type { DemoIngredient } from './data/types';

/**
 * Creates the additives the demo ingredients declare that the library lacks (matched by
 * E-number), and returns the id of each by E-number. Existing ones are left as they are.
 *
 * Written through the database adapter, which takes a localized field as `{ locale: text }`:
 * the local API writes one locale per call, seven calls per additive for no gain here (the
 * collection has no versions, and its only hook normalises E-numbers the dataset test already
 * checks).
 */
export async function seedAdditives(
  req: PayloadRequest,
  ingredients: readonly DemoIngredient[],
): Promise<Map<string, number>> {
  const wanted = new Map<string, NonNullable<DemoIngredient['additives']>[number]>();
  for (const ingredient of ingredients) {
    for (const additive of ingredient.additives ?? []) wanted.set(additive.eNumber, additive);
  }
  const { docs } = await req.payload.find({
    collection: 'additives',
    where: { eNumber: { in: [...wanted.keys()] } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
    select: { eNumber: true },
  });
  const ids = new Map(docs.map((doc) => [doc.eNumber, doc.id]));
  for (const [eNumber, additive] of wanted) {
    if (ids.has(eNumber)) continue;
    const created = await req.payload.db.create({
      collection: 'additives',
      data: { eNumber, functionalClass: additive.functionalClass, name: additive.name },
      req,
    });
    ids.set(eNumber, Number(created.id));
  }
  return ids;
}
