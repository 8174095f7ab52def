import { ALLERGEN_CODES, ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import type { SelectField } from 'payload';

/** A multi-select of the 14 Annex II allergens, labelled in the admin's language. */
export function allergenSelect(name: string, overrides: Partial<SelectField> = {}): SelectField {
  return {
    name,
    type: 'select',
    hasMany: true,
    options: ALLERGEN_CODES.map((code) => ({ value: code, label: ALLERGEN_NAMES[code] })),
    ...overrides,
  } as SelectField;
}
