import { formatAdditive } from '@nutrimenu/core/additives';
import { ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { StoredResult } from '../computed/storedResult';
import { type NutritionRow, nutritionRows } from './nutritionRows';

/** The saved result of a recipe as the admin reads it, texts in one locale. */
export type StoredResultView =
  | { status: 'none'; text: string }
  | { status: 'failed'; text: string }
  | {
      status: 'computed';
      per100gHeading: string;
      perPortionHeading: string;
      rows: NutritionRow[];
      facts: { heading: string; text: string }[];
    };

/**
 * What the last save computed and the public menu shows: the nutrition per 100 g (100 ml for a
 * drink) and per portion, allergens, traces and additives; or why there is nothing. The live
 * panel shows what the form would compute now; this is what was stored, so the two side by side
 * tell an owner whether saving would change the menu.
 *
 * @example
 * storedResultView(null, null, 'ro', t) // { status: 'none', text: 'Nu a fost calculat încă' }
 */
export function storedResultView(
  result: StoredResult | null | undefined,
  error: unknown,
  locale: Locale,
  t: Translate,
): StoredResultView {
  if (error) return { status: 'failed', text: t('admin.recipe.computed.failed') };
  if (!result) return { status: 'none', text: t('admin.recipe.computed.none') };
  const { drink } = result;
  const none = t('admin.live.none');
  const names = (codes: readonly (keyof typeof ALLERGEN_NAMES)[]) =>
    codes.map((code) => ALLERGEN_NAMES[code][locale]).join(', ') || none;
  return {
    status: 'computed',
    per100gHeading: t(drink ? 'nutrition.per100ml' : 'nutrition.per100g'),
    perPortionHeading: drink
      ? t('nutrition.perPortionMl', { millilitres: wholeUnits(drink.netPortionMl, locale) })
      : t('nutrition.perPortion', { grams: wholeUnits(result.weights.netPortion, locale) }),
    rows: nutritionRows(
      { per100g: drink?.per100ml ?? result.per100g, perPortion: result.perPortion },
      locale,
      t,
    ),
    facts: [
      {
        heading: t('allergens.heading'),
        text: result.allergens.complete
          ? names(result.allergens.contains)
          : [names(result.allergens.contains), t('allergens.unknown')].join('; '),
      },
      { heading: t('allergens.mayContain.heading'), text: names(result.traces) },
      {
        heading: t('additives.heading'),
        text:
          result.additives.map((additive) => formatAdditive(additive, locale)).join(', ') || none,
      },
    ],
  };
}

function wholeUnits(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    maximumFractionDigits: value >= 10 ? 0 : 1,
    useGrouping: false,
  }).format(value);
}
