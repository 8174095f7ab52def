import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import {
  DECLARATION_ORDER,
  type DeclarationLine,
  formatNutrientForLocale,
  formatPercentReferenceIntake,
  type NutrientKey,
  SUB_LINES,
} from '@nutrimenu/core/nutrition';
import type { NutrientAmount, NutritionFacts } from '@nutrimenu/core/recipe';

export type CellStatus = NutrientAmount['status'];

/** One figure of the table; `title` explains what "≥" means on a lower bound. */
export interface NutritionCell {
  text: string;
  status: CellStatus;
  title?: string;
}

export interface NutritionRow {
  line: DeclarationLine;
  label: string;
  /** "of which …" lines, shown indented. */
  sub: boolean;
  per100g: NutritionCell;
  perPortion: NutritionCell;
  /** %RI of the portion ("25", "≥25", "<1"); `null` where there is none (fibre) or unknown. */
  riPercent: string | null;
}

const KEY_OF_LINE: Record<Exclude<DeclarationLine, 'energy'>, NutrientKey> = {
  fat: 'fat',
  saturates: 'saturates',
  carbohydrate: 'carbohydrate',
  sugars: 'sugars',
  fibre: 'fibre',
  protein: 'protein',
  salt: 'salt',
};

function cell(
  key: NutrientKey,
  amount: NutrientAmount,
  locale: Locale,
  t: Translate,
  unit = true,
): NutritionCell {
  if (amount.status === 'unknown') {
    return { text: t('nutrition.valueUnknown'), status: 'unknown' };
  }
  const text = formatNutrientForLocale(key, amount.value, locale, {
    lowerBound: amount.status === 'lowerBound',
    unit,
  });
  return amount.status === 'lowerBound'
    ? { text, status: 'lowerBound', title: t('admin.live.lowerBound') }
    : { text, status: 'known' };
}

// Energy is one line, "754 kJ / 180 kcal"; it is only as known as its less known half.
function energyCell(facts: NutritionFacts, locale: Locale, t: Translate): NutritionCell {
  const kj = cell('energyKj', facts.energyKj, locale, t, false);
  const kcal = cell('energyKcal', facts.energyKcal, locale, t, false);
  if (kj.status === 'unknown' || kcal.status === 'unknown') {
    return { text: t('nutrition.valueUnknown'), status: 'unknown' };
  }
  const text = t('nutrition.energyValue', { kj: kj.text, kcal: kcal.text });
  return kj.status === 'lowerBound' || kcal.status === 'lowerBound'
    ? { text, status: 'lowerBound', title: t('admin.live.lowerBound') }
    : { text, status: 'known' };
}

function riPercent(key: NutrientKey, amount: NutrientAmount): string | null {
  if (amount.status === 'unknown') return null;
  const percent = formatPercentReferenceIntake(key, amount.value);
  if (percent === null || amount.status === 'known') return percent;
  // As for the amounts: a known part below the smallest step says nothing about the whole.
  return percent === '<1' ? '≥0' : `≥${percent}`;
}

/**
 * The nutrition declaration of a computed recipe as table rows in the order of Annex XV, with
 * figures rounded and written for `locale` by core, lower bounds marked "≥", unknown values
 * named, and the portion's %RI (energy's from kcal).
 *
 * @example
 * nutritionRows(result, 'ro', t)[1]
 * // { line: 'fat', label: 'Grăsimi', per100g: { text: '7,4 g', … }, riPercent: '11', … }
 */
export function nutritionRows(
  facts: { per100g: NutritionFacts; perPortion: NutritionFacts },
  locale: Locale,
  t: Translate,
): NutritionRow[] {
  return DECLARATION_ORDER.map((line) => {
    const label = t(`nutrition.line.${line}`);
    const sub = SUB_LINES.has(line);
    if (line === 'energy') {
      return {
        line,
        label,
        sub,
        per100g: energyCell(facts.per100g, locale, t),
        perPortion: energyCell(facts.perPortion, locale, t),
        riPercent: riPercent('energyKcal', facts.perPortion.energyKcal),
      };
    }
    const key = KEY_OF_LINE[line];
    return {
      line,
      label,
      sub,
      per100g: cell(key, facts.per100g[key], locale, t),
      perPortion: cell(key, facts.perPortion[key], locale, t),
      riPercent: riPercent(key, facts.perPortion[key]),
    };
  });
}
