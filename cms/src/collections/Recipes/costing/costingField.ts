import type { MessageKey } from '@nutrimenu/core/messages';
import type { Field, FieldAccess } from 'payload';
import { catalogLabel, catalogOptions } from '../../../i18n/catalogLabel';

/** What set off the change that pushed a dish over its target. */
export const OVER_TARGET_CAUSES = ['price', 'recipe', 'settings'] as const;
export type OverTargetCause = (typeof OVER_TARGET_CAUSES)[number];

// A list of the CMS's own (not core's): its keys are written out whole.
const CAUSE_LABELS = {
  price: 'admin.recipe.costing.cause.price',
  recipe: 'admin.recipe.costing.cause.recipe',
  settings: 'admin.recipe.costing.cause.settings',
} as const satisfies Record<OverTargetCause, MessageKey>;

// The recipes' rules already keep other restaurants out; this keeps the figures off any request
// without a signed-in member, whatever reads recipes in future.
const membersOnly: FieldAccess = ({ req }) => Boolean(req.user);

// Raw figures for code and the dashboard, not for the form, the list's columns or its filters.
const notListed = { hidden: true, disableListColumn: true, disableListFilter: true } as const;

const hiddenNumber = (name: string): Field => ({ name, type: 'number', admin: notListed });

/**
 * The dish's stored cost and economics, recomputed with its nutrition (same saves, same
 * fan-outs) and when a price or the restaurant's VAT rates or targets change. Read-only and
 * private: money in minor units of `currency`, figures as core's menuEconomics rounds them.
 */
export const costingField: Field = {
  name: 'costing',
  label: catalogLabel('admin.recipe.costing'),
  type: 'group',
  access: { read: membersOnly },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: catalogLabel('admin.recipe.costing.description'),
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      options: ['complete', 'incomplete', 'invalid'],
      admin: notListed,
    },
    hiddenNumber('portionCostMinor'),
    { name: 'currency', type: 'text', admin: notListed },
    {
      // Every ingredient without a price in force, at any depth: { ingredientId, name, via }.
      name: 'missingPrices',
      type: 'json',
      admin: notListed,
    },
    hiddenNumber('vatRatePercent'),
    hiddenNumber('targetFoodCostPercent'),
    {
      name: 'foodCostPercent',
      label: catalogLabel('admin.recipe.costing.foodCostPercent'),
      type: 'number',
      // The list sorts by it; empty while the cost is incomplete or the dish has no price.
      index: true,
      admin: {
        readOnly: true,
        components: { Cell: '/collections/Recipes/costing/FoodCostCell#FoodCostCell' },
      },
    },
    hiddenNumber('netPriceMinor'),
    hiddenNumber('grossMarginMinor'),
    hiddenNumber('suggestedPriceMinor'),
    {
      name: 'overTargetSince',
      label: catalogLabel('admin.recipe.costing.overTargetSince'),
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        components: { Field: '/components/ReadOnlyDateTime#ReadOnlyDateTimeField' },
      },
    },
    {
      name: 'overTargetCause',
      label: catalogLabel('admin.recipe.costing.overTargetCause'),
      type: 'select',
      options: catalogOptions(OVER_TARGET_CAUSES, (cause) => CAUSE_LABELS[cause]),
      admin: { readOnly: true },
    },
    {
      name: 'computedAt',
      type: 'date',
      admin: notListed,
    },
    // core's ENGINE_VERSION the figures were computed with (gross weights are core's): an older
    // one, or none, is recomputed.
    hiddenNumber('engineVersion'),
    {
      // Set while a big price change waits for the `recomputeCosts` job.
      name: 'stale',
      type: 'checkbox',
      defaultValue: false,
      admin: notListed,
    },
  ],
};
