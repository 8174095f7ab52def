import type { PayloadRequest } from 'payload';
import { idOf } from '../utilities/idOf';
import { type AdditiveLink, readAdditivesCsv } from './additivesCsv';
import { GLOBAL_CIQUAL_WHERE } from './globalCiqualWhere';

export interface SyncCiqualAdditivesResult {
  /** Additives created because the table names one the database lacked. */
  createdAdditives: number;
  /** Library foods given the table's links by this run. */
  linked: number;
  unchanged: number;
  /** Foods already linked otherwise: an admin's edit, kept. */
  kept: number;
}

/** The additives the table names, by E-number, created when missing (names in every locale). */
async function additiveIds(
  req: PayloadRequest,
  links: readonly AdditiveLink[],
): Promise<{ ids: Map<string, number>; created: number }> {
  const wanted = new Map(links.map((link) => [link.eNumber, link]));
  const { docs } = await req.payload.find({
    collection: 'additives',
    where: { eNumber: { in: [...wanted.keys()] } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
    select: { eNumber: true },
  });
  const ids = new Map(docs.map((doc) => [doc.eNumber, Number(doc.id)]));
  let created = 0;
  for (const [eNumber, link] of wanted) {
    if (ids.has(eNumber)) continue;
    // The adapter takes a localized field as { locale: text }, all locales in one write.
    const doc = await req.payload.db.create({
      collection: 'additives',
      data: { eNumber, functionalClass: link.functionalClass, name: link.name },
      req,
    });
    ids.set(eNumber, Number(doc.id));
    created++;
  }
  return { ids, created };
}

/**
 * Links the shared library's CIQUAL foods that are food additives, or contain them, to the
 * Additives collection from cms/data/ciqual/additives.csv (creating the additives it names):
 * "is itself an additive" for sodium bicarbonate or soy lecithin, the contained additives for
 * baking powder. In the request's transaction; the collection's hooks recompute the recipes
 * using a food it links.
 *
 * Like the allergens: a food without any link gets the table's; one already linked as the table
 * says is left alone, so a second run writes nothing; one linked otherwise (an admin's choice)
 * is kept.
 */
export async function syncCiqualAdditives(
  req: PayloadRequest,
  {
    table,
    log = () => {},
  }: { table?: ReadonlyMap<string, AdditiveLink[]>; log?: (message: string) => void } = {},
): Promise<SyncCiqualAdditivesResult> {
  const links = table ?? (await readAdditivesCsv());
  const result: SyncCiqualAdditivesResult = {
    createdAdditives: 0,
    linked: 0,
    unchanged: 0,
    kept: 0,
  };
  if (links.size === 0) return result;
  const { docs: foods } = await req.payload.find({
    collection: 'ingredients',
    where: { and: [GLOBAL_CIQUAL_WHERE, { 'source.code': { in: [...links.keys()] } }] },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
    select: { source: { code: true }, isAdditive: true, additives: true },
  });
  if (foods.length === 0) return result;
  const present = foods.flatMap((food) => links.get(food.source?.code ?? '') ?? []);
  const { ids, created } = await additiveIds(req, present);
  result.createdAdditives = created;

  for (const food of foods) {
    const foodLinks = links.get(food.source?.code ?? '') ?? [];
    const is = foodLinks.find((link) => link.link === 'is');
    const wanted = {
      isAdditive: is ? (ids.get(is.eNumber) ?? null) : null,
      additives: foodLinks
        .filter((link) => link.link === 'contains')
        .map((link) => ids.get(link.eNumber) ?? 0),
    };
    const stored = {
      isAdditive: food.isAdditive ? idOf(food.isAdditive) : null,
      additives: (food.additives ?? []).map((additive) => idOf(additive)),
    };
    if (stored.isAdditive === null && stored.additives.length === 0) {
      await req.payload.update({
        collection: 'ingredients',
        id: food.id,
        data: wanted,
        req,
        overrideAccess: true,
        depth: 0,
      });
      result.linked++;
    } else if (
      stored.isAdditive === wanted.isAdditive &&
      stored.additives.join() === wanted.additives.join()
    ) {
      result.unchanged++;
    } else {
      result.kept++;
    }
  }
  log(
    `CIQUAL additives: ${result.linked} foods linked, ${result.unchanged} unchanged, ` +
      `${result.kept} kept as edited, ${result.createdAdditives} additives created`,
  );
  return result;
}
