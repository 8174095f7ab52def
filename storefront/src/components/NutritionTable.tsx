import type {
  NutritionTableRow,
  PublicDishNutrition,
  NutritionTable as Table,
} from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { MessageKey, Translate } from '@nutrimenu/core/messages';
import { DECLARATION_ORDER, type DeclarationLine } from '@nutrimenu/core/nutrition';
import { localiseDecimal } from '../format';
import { usePage } from '../PageContext';

// Annex XV order from core; energy is one line showing kJ and kcal.
const LINES = DECLARATION_ORDER;
type Line = DeclarationLine;

function amount(row: NutritionTableRow, unit: string, locale: Locale, t: Translate): string {
  if (row.status === 'unknown') return t('nutrition.valueUnknown');
  const value = `${localiseDecimal(row.display, locale)}${unit}`;
  return row.status === 'lowerBound' ? t('nutrition.atLeast', { value }) : value;
}

function cell(table: Table, line: Line, locale: Locale, t: Translate): string {
  if (line !== 'energy') return amount(table[line], ' g', locale, t);
  const { energyKj, energyKcal } = table;
  if (energyKj.status === 'unknown' || energyKcal.status === 'unknown') {
    return t('nutrition.valueUnknown');
  }
  const energy = t('nutrition.energyValue', {
    kj: localiseDecimal(energyKj.display, locale),
    kcal: localiseDecimal(energyKcal.display, locale),
  });
  return energyKj.status === 'lowerBound' || energyKcal.status === 'lowerBound'
    ? t('nutrition.atLeast', { value: energy })
    : energy;
}

function riCell(table: Table, line: Line): string {
  const ri = line === 'energy' ? table.energyKcal.ri : table[line].ri;
  return ri === null ? '' : `${ri}%`;
}

/**
 * The nutrition declaration per 100 g (or ml) and per portion, with %RI per portion and the
 * reference intake statement (Reg. 1169/2011 Annex XV). Figures are the CMS's declared values.
 */
export function NutritionTable({ nutrition }: { nutrition: PublicDishNutrition }) {
  const { t, locale } = usePage();
  const grams = localiseDecimal(String(Math.round(nutrition.portion.net)), locale);
  const ml = nutrition.basis === 'ml';
  return (
    <section>
      <h2>{t('nutrition.heading')}</h2>
      <table className="nutrition">
        <thead>
          <tr>
            <td />
            <th scope="col">{t(ml ? 'nutrition.per100ml' : 'nutrition.per100g')}</th>
            <th scope="col">
              {ml
                ? t('nutrition.perPortionMl', { millilitres: grams })
                : t('nutrition.perPortion', { grams })}
            </th>
            <th scope="col">{t('nutrition.riPercent')}</th>
          </tr>
        </thead>
        <tbody>
          {LINES.map((line) => (
            <tr key={line}>
              <th scope="row">{t(`nutrition.line.${line}` satisfies MessageKey)}</th>
              <td>{cell(nutrition.per100, line, locale, t)}</td>
              <td>{cell(nutrition.perPortion, line, locale, t)}</td>
              <td>{riCell(nutrition.perPortion, line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('nutrition.referenceIntake')}</p>
    </section>
  );
}
