import { CostingError, checkPricePack, PACK_UNITS, type PackUnit } from '@nutrimenu/core/costing';
import type { SelectFieldSingleValidation } from 'payload';
import { adminTranslator } from '../../utilities/adminTranslator';
import { idOfUnknown } from '../../utilities/idOf';

const NEEDS_CONVERSION: readonly PackUnit[] = ['ml', 'l', 'piece'];

/**
 * A pack in ml or l needs the ingredient's density, a pack in pieces its unit weight: without
 * them the price could never be costed, so the save is refused in the admin's language, naming
 * the ingredient and what it lacks. The ingredient is read with the caller's access, so the
 * answer never names another restaurant's ingredient (the reference check refuses those).
 */
export const validatePackUnit: SelectFieldSingleValidation = async (
  value,
  { req, siblingData },
) => {
  // A custom rule replaces Payload's check of the options, which the database's enum needs.
  const unit = PACK_UNITS.find((known) => known === value);
  if (value === null || value === undefined) return true;
  if (unit === undefined) return req.t('validation:invalidSelection');
  if (!NEEDS_CONVERSION.includes(unit)) return true;
  const id = idOfUnknown((siblingData as { ingredient?: unknown }).ingredient);
  if (id === null) return true;
  const ingredient = await req.payload.findByID({
    collection: 'ingredients',
    id,
    depth: 0,
    req,
    overrideAccess: false,
    disableErrors: true,
    select: { name: true, density: true, unitWeight: true },
  });
  if (!ingredient) return true;
  try {
    checkPricePack(
      { price: 0, packQuantity: 1, packUnit: unit },
      {
        id: String(ingredient.id),
        name: ingredient.name,
        ...(ingredient.density ? { density: ingredient.density } : {}),
        ...(ingredient.unitWeight ? { unitWeight: ingredient.unitWeight } : {}),
      },
    );
    return true;
  } catch (error) {
    if (!(error instanceof CostingError)) throw error;
    const t = await adminTranslator(req);
    return t(`admin.costing.error.${error.code}`, { ingredient: ingredient.name });
  }
};
