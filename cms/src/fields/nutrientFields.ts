import { VALIDATION_MESSAGES } from '@nutrimenu/core/validation';
import type { Field, NumberField } from 'payload';

function gramsPer100g(name: string, label: string, description?: string): NumberField {
  return {
    name,
    label,
    type: 'number',
    min: 0,
    admin: { step: 0.01, ...(description ? { description } : {}) },
    validate: (value: number | null | undefined) => {
      if (value === null || value === undefined) return true;
      if (!Number.isFinite(value) || value < 0) return VALIDATION_MESSAGES.nonNegative;
      if (value > 100) return VALIDATION_MESSAGES.below100;
      return true;
    },
  };
}

/**
 * Composition per 100 g. Empty means unknown (never zero) for the declared nutrients; the
 * energy-only components (polyols … organic acids) are filled only when present.
 */
export function nutrientFields(): Field[] {
  return [
    {
      type: 'row',
      fields: [
        gramsPer100g('fat', 'Fat (g)', 'Declared fat, salatrims included'),
        gramsPer100g('saturates', 'of which saturates (g)'),
      ],
    },
    {
      type: 'row',
      fields: [
        gramsPer100g('carbohydrate', 'Carbohydrate (g)', 'Declared carbohydrate, polyols included'),
        gramsPer100g('sugars', 'of which sugars (g)'),
      ],
    },
    {
      type: 'row',
      fields: [gramsPer100g('fibre', 'Fibre (g)'), gramsPer100g('protein', 'Protein (g)')],
    },
    {
      type: 'row',
      fields: [
        gramsPer100g('salt', 'Salt (g)', 'Or sodium: each gives the other (salt = sodium × 2.5)'),
        gramsPer100g('sodium', 'Sodium (g)'),
      ],
    },
    {
      type: 'collapsible',
      label: 'Other energy components (only when present)',
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            gramsPer100g('polyols', 'Polyols (g)', 'Excluding erythritol'),
            gramsPer100g('erythritol', 'Erythritol (g)'),
            gramsPer100g('salatrims', 'Salatrims (g)'),
            gramsPer100g('alcohol', 'Alcohol (g)'),
            gramsPer100g('organicAcids', 'Organic acids (g)'),
          ],
        },
      ],
    },
  ];
}
