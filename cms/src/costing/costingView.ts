import { CostingError, fromMinorUnits } from '@nutrimenu/core/costing';
import {
  DEFAULT_LOCALE,
  formatPrice,
  LOCALE_TAGS,
  type Locale,
  pickLocalized,
} from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { Recipe } from '@nutrimenu/core/recipe';
import { graphItems } from '../collections/Recipes/nutritionView/graphItems';
import type { DishCosting } from './dishCosting';

/** A label and its value, as the live panel lists them. */
export interface CostingFact {
  key: 'portionCost' | 'foodCost' | 'margin' | 'suggested';
  label: string;
  value: string;
  /** The figure needs the owner's attention (incomplete cost, over the target). */
  warning: boolean;
}

export interface CostingView {
  heading: string;
  facts: CostingFact[];
  /** Why nothing beyond the cost is shown, or why the cost cannot be computed. */
  note: string | null;
}

const percent = (value: number, locale: Locale) =>
  value.toLocaleString(LOCALE_TAGS[locale], { maximumFractionDigits: 1 });

/**
 * The texts of the live panel's cost section: cost per portion (or, when incomplete, every
 * ingredient without a price, named), food cost % with the VAT rate it is net of, gross margin,
 * and the price meeting the target. A recipe core cannot compute shows nothing here: the
 * nutrition section already says why.
 *
 * @example
 * costingView(costing, graph, 'RON', 25, 'ro', t).facts[0] // { key: 'portionCost', value: '1,13 RON', … }
 */
export function costingView(
  costing: DishCosting,
  graph: Recipe,
  currency: string,
  targetFoodCostPercent: number | null | undefined,
  locale: Locale,
  t: Translate,
): CostingView | null {
  const heading = t('admin.live.costing.heading');
  const { ingredients } = graphItems(graph);
  const nameOf = (id: string) => {
    const ingredient = ingredients.get(id);
    return (ingredient && pickLocalized(ingredient.name, locale, [DEFAULT_LOCALE]).text) || id;
  };
  const money = (minor: number) =>
    formatPrice(fromMinorUnits(minor, currency), currency, locale) ?? '';
  if (costing.status === 'invalid') {
    const { error } = costing;
    if (!(error instanceof CostingError)) return null;
    return {
      heading,
      facts: [],
      note: t(`admin.costing.error.${error.code}`, { ingredient: nameOf(error.ingredientId) }),
    };
  }
  const { cost, economics, vatRatePercent } = costing;
  if (cost.status === 'incomplete') {
    const names = cost.missingPrices.map((item) => nameOf(item.ingredientId));
    return {
      heading,
      facts: [
        {
          key: 'portionCost',
          label: t('admin.live.costing.portionCost'),
          value: t('admin.live.costing.incomplete', { names: names.join(', ') }),
          warning: true,
        },
      ],
      note: null,
    };
  }
  const facts: CostingFact[] = [
    {
      key: 'portionCost',
      label: t('admin.live.costing.portionCost'),
      value: money(cost.portionCostMinor),
      warning: false,
    },
  ];
  if (!economics) return { heading, facts, note: t('admin.live.costing.noPrice') };
  if (economics.foodCostPercent !== null) {
    facts.push({
      key: 'foodCost',
      label: t('admin.live.costing.foodCost'),
      value: t('admin.live.costing.foodCostValue', {
        percent: percent(economics.foodCostPercent, locale),
        vat: percent(vatRatePercent, locale),
      }),
      warning:
        typeof targetFoodCostPercent === 'number' &&
        economics.foodCostPercent > targetFoodCostPercent,
    });
  }
  facts.push({
    key: 'margin',
    label: t('admin.live.costing.margin'),
    value: money(economics.grossMarginMinor),
    warning: economics.grossMarginMinor < 0,
  });
  if (economics.suggestedPriceMinor !== null && typeof targetFoodCostPercent === 'number') {
    facts.push({
      key: 'suggested',
      label: t('admin.live.costing.suggested', { target: percent(targetFoodCostPercent, locale) }),
      value: money(economics.suggestedPriceMinor),
      warning: false,
    });
  }
  return { heading, facts, note: null };
}
