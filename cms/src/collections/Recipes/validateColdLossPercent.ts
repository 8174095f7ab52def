import { percentSchema } from '@nutrimenu/core/validation';
import type { NumberFieldSingleValidation } from 'payload';
import { adminTranslator } from '../../utilities/adminTranslator';

/**
 * A line's cleaning loss: empty (none), or at least 0 and below 100 %, as a gross quantity of
 * net ÷ (1 − loss) needs; refused in the admin's language, naming what the loss must be.
 */
export const validateColdLossPercent: NumberFieldSingleValidation = async (value, { req }) => {
  if (value === null || value === undefined) return true;
  if (percentSchema.safeParse(value).success) return true;
  return (await adminTranslator(req))('admin.recipe.line.coldLossPercent.invalid');
};
