import type { FieldHook } from 'payload';
import type { Recipe } from '../../../payload-types';
import { idOf } from '../../../utilities/idOf';

type RecipeLine = NonNullable<Recipe['lines']>[number];

/**
 * A recipe line's cleaning loss when the line arrives without one (the API, the CSV import of a
 * new line): the stored line's when it is one already saved (matched by row id, so a save that
 * leaves the loss out loses nothing), else the ingredient's default (`defaultColdLossPercent`,
 * the USDA refuse for library foods), else 0. A loss that was sent, 0 included, is kept as sent.
 *
 * The ingredient is read as the caller, so an ingredient they may not read gives no default
 * (the save is then refused by `refuseUnreadableReferences`).
 */
export const coldLossFromIngredient: FieldHook<Recipe, number | null, RecipeLine> = async ({
  siblingData,
  previousSiblingDoc,
  overrideAccess,
  req,
}) => {
  if (typeof siblingData.coldLossPercent === 'number') return siblingData.coldLossPercent;
  const stored = previousSiblingDoc?.coldLossPercent;
  if (typeof stored === 'number') return stored;
  const ingredient = siblingData.kind === 'recipe' ? null : idOf(siblingData.ingredient ?? null);
  if (ingredient === null || ingredient === undefined) return 0;
  const { docs } = await req.payload.find({
    collection: 'ingredients',
    where: { id: { equals: ingredient } },
    select: { defaultColdLossPercent: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: overrideAccess ?? false,
    user: req.user,
    req,
  });
  return docs[0]?.defaultColdLossPercent ?? 0;
};
