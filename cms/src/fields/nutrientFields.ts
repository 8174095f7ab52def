import type { Locale } from '@nutrimenu/core/locale';
import { VALIDATION_MESSAGES } from '@nutrimenu/core/validation';
import type { Field, NumberField } from 'payload';
import { catalogLabel } from '../i18n/catalogLabel';

type Label = Record<Locale, string>;

// Labels without "(g)": the group around them says "Per 100 g".
function gramsPer100g(name: string, label: Label, description?: Label): NumberField {
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
        gramsPer100g(
          'fat',
          catalogLabel('nutrition.line.fat'),
          catalogLabel('admin.nutrient.fat.description'),
        ),
        gramsPer100g('saturates', catalogLabel('nutrition.line.saturates')),
      ],
    },
    {
      type: 'row',
      fields: [
        gramsPer100g(
          'carbohydrate',
          catalogLabel('nutrition.line.carbohydrate'),
          catalogLabel('admin.nutrient.carbohydrate.description'),
        ),
        gramsPer100g('sugars', catalogLabel('nutrition.line.sugars')),
      ],
    },
    {
      type: 'row',
      fields: [
        gramsPer100g('fibre', catalogLabel('nutrition.line.fibre')),
        gramsPer100g('protein', catalogLabel('nutrition.line.protein')),
      ],
    },
    {
      type: 'row',
      fields: [
        gramsPer100g(
          'salt',
          catalogLabel('nutrition.line.salt'),
          catalogLabel('admin.nutrient.salt.description'),
        ),
        gramsPer100g('sodium', catalogLabel('admin.nutrient.sodium')),
      ],
    },
    {
      type: 'collapsible',
      label: catalogLabel('admin.nutrient.otherEnergy'),
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            gramsPer100g(
              'polyols',
              catalogLabel('admin.nutrient.polyols'),
              catalogLabel('admin.nutrient.polyols.description'),
            ),
            gramsPer100g('erythritol', catalogLabel('admin.nutrient.erythritol')),
            gramsPer100g('salatrims', catalogLabel('admin.nutrient.salatrims')),
            gramsPer100g('alcohol', catalogLabel('admin.nutrient.alcohol')),
            gramsPer100g('organicAcids', catalogLabel('admin.nutrient.organicAcids')),
          ],
        },
      ],
    },
  ];
}
