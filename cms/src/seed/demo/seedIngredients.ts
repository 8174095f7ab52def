import type { PayloadRequest } from 'payload';
import { type CiqualRow, ciqualRowToNutrients } from '../../ciqual/ciqualRow';
import type { RefuseEntry } from '../../ciqual/refuseCsv';
import type { DemoIngredient } from './data/types';

/**
 * Creates a restaurant's private copies of the CIQUAL foods its demo recipes use (matched by
 * restaurant and CIQUAL code), with the library food's default cleaning loss as an owner's own
 * version gets it, and returns each one's id by code.
 *
 * Private copies rather than the shared library's rows: the demo declares what CIQUAL lacks
 * (allergens, traces, additives, diet flags, kitchen names in seven languages); written into
 * the shared rows it would show other restaurants allergen declarations nobody made for them.
 * It also shows the private-ingredient feature. Values per 100 g are CIQUAL's.
 *
 * Written through the database adapter, all locales in one write (see seedAdditives): the
 * collection has no versions, and its hooks only check the restaurant of a signed-in user and
 * look for recipes using an updated ingredient.
 */
export async function seedIngredients(
  req: PayloadRequest,
  restaurant: number,
  ingredients: readonly DemoIngredient[],
  /** The CIQUAL rows by code; read only when an ingredient is missing, so later starts stay quick. */
  ciqualRows: () => Promise<ReadonlyMap<string, CiqualRow>>,
  additiveIds: ReadonlyMap<string, number>,
  /** The library foods' default cleaning losses (refuse.csv), read as `ciqualRows`. */
  refuse: () => Promise<ReadonlyMap<string, RefuseEntry>>,
): Promise<Map<string, number>> {
  const { docs } = await req.payload.find({
    collection: 'ingredients',
    where: {
      and: [{ restaurant: { equals: restaurant } }, { 'source.kind': { equals: 'ciqual' } }],
    },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
    select: { source: true },
  });
  const ids = new Map<string, number>();
  for (const doc of docs) if (doc.source?.code) ids.set(doc.source.code, doc.id);
  for (const ingredient of ingredients) {
    const code = ingredient.ciqualCode;
    if (ids.has(code)) continue;
    const row = (await ciqualRows()).get(code);
    if (!row) throw new Error(`Demo ingredient ${ingredient.names.en}: CIQUAL ${code} not found`);
    const created = await req.payload.db.create({
      collection: 'ingredients',
      data: {
        name: ingredient.names,
        restaurant,
        source: { kind: 'ciqual', code },
        nutrients: ciqualRowToNutrients(row),
        allergensDeclared: true,
        allergens: ingredient.allergens,
        traces: ingredient.traces ?? [],
        additives: (ingredient.additives ?? []).map(({ eNumber }) => {
          const id = additiveIds.get(eNumber);
          if (id === undefined) throw new Error(`Demo additive ${eNumber} was not created`);
          return id;
        }),
        vegan: ingredient.vegan ?? null,
        vegetarian: ingredient.vegetarian ?? null,
        meat: ingredient.meat ?? null,
        redMeat: ingredient.redMeat ?? null,
        frozen: ingredient.frozen ?? null,
        fruitVegLegumes: ingredient.fruitVegLegumes ?? null,
        density: ingredient.density ?? null,
        unitWeight: ingredient.unitWeight ?? null,
        defaultColdLossPercent: (await refuse()).get(code)?.coldLossPercent ?? null,
      },
      req,
    });
    ids.set(code, Number(created.id));
  }
  return ids;
}
