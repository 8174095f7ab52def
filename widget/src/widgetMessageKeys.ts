import { DISH_CATEGORIES, DISH_TAGS } from '@nutrimenu/core/contract';
import { DECLARATION_ORDER } from '@nutrimenu/core/nutrition';

/**
 * Every core catalog key the widget shows; the build copies only these (vite.config.ts). The
 * keys named after a code (categories, dish tags, nutrition lines) come from core's lists, so a
 * code added there reaches the widget's strings too.
 */
export const WIDGET_MESSAGE_KEYS = [
  'menu.category.label',
  ...(['all', ...DISH_CATEGORIES] as const).map((category) => `menu.category.${category}` as const),
  'menu.empty',
  'widget.openFullMenu',
  'widget.notFound',
  'filter.allergens.heading',
  'filter.allergens.allowTraces',
  'allergens.heading',
  'allergens.mayContain.heading',
  'allergens.unknown',
  'allergens.none',
  'dish.frozen',
  ...DISH_TAGS.map((tag) => `tag.${tag}` as const),
  'nutrition.heading',
  'nutrition.per100g',
  'nutrition.per100ml',
  'nutrition.perPortion',
  'nutrition.perPortionMl',
  ...DECLARATION_ORDER.map((line) => `nutrition.line.${line}` as const),
  'nutrition.valueUnknown',
  'nutrition.atLeast',
  'nutrition.nutriScoreGrade',
  'page.loading',
  'page.offline',
  'page.retry',
  'error.unavailable.title',
] as const;

export type WidgetMessageKey = (typeof WIDGET_MESSAGE_KEYS)[number];
