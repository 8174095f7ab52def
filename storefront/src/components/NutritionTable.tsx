import type {
  NutritionTableRow,
  PublicDishNutrition,
  NutritionTable as Table,
} from '@nutrimenu/core/contract';
import type { Locale } from '@nutrimenu/core/locale';
import type { MessageKey, Translate } from '@nutrimenu/core/messages';
import { DECLARATION_ORDER, type DeclarationLine, SUB_LINES } from '@nutrimenu/core/nutrition';
import { localiseDecimal } from '../format';
import { usePage } from '../PageContext';
import { ICON_PATHS, Icon } from './Icon';
import './NutritionTable.css';

// Annex XV order from core; energy is one line showing kJ and kcal.
const LINES = DECLARATION_ORDER;
type Line = DeclarationLine;

/** A cell's text, and whether the value is unknown (marked so it cannot pass for a figure). */
interface Cell {
  text: string;
  unknown: boolean;
}

function amount(row: NutritionTableRow, unit: string, locale: Locale, t: Translate): Cell {
  if (row.status === 'unknown') return { text: t('nutrition.valueUnknown'), unknown: true };
  const value = `${localiseDecimal(row.display, locale)}${unit}`;
  return {
    text: row.status === 'lowerBound' ? t('nutrition.atLeast', { value }) : value,
    unknown: false,
  };
}

function cell(table: Table, line: Line, locale: Locale, t: Translate): Cell {
  if (line !== 'energy') return amount(table[line], ' g', locale, t);
  const { energyKj, energyKcal } = table;
  if (energyKj.status === 'unknown' || energyKcal.status === 'unknown') {
    return { text: t('nutrition.valueUnknown'), unknown: true };
  }
  const energy = t('nutrition.energyValue', {
    kj: localiseDecimal(energyKj.display, locale),
    kcal: localiseDecimal(energyKcal.display, locale),
  });
  return {
    text:
      energyKj.status === 'lowerBound' || energyKcal.status === 'lowerBound'
        ? t('nutrition.atLeast', { value: energy })
        : energy,
    unknown: false,
  };
}

function riCell(table: Table, line: Line): string {
  const ri = line === 'energy' ? table.energyKcal.ri : table[line].ri;
  return ri === null ? '' : `${ri}%`;
}

function ValueCell({ value }: { value: Cell }) {
  if (!value.unknown) return <td>{value.text}</td>;
  return (
    <td className="nutrition-unknown">
      <Icon path={ICON_PATHS.warning} />
      {value.text}
    </td>
  );
}

/**
 * The nutrition declaration per 100 g (or ml) and per portion, with %RI per portion and the
 * reference intake statement (Reg. 1169/2011 Annex XV). Figures are the CMS's declared values.
 */
export function NutritionTable({ nutrition }: { nutrition: PublicDishNutrition }) {
  const { t, locale } = usePage();
  const grams = localiseDecimal(String(Math.round(nutrition.portion.net)), locale);
  // A drink is declared per 100 ml (Reg. 1169/2011 art. 32(2)); its portion is its volume.
  const ml = nutrition.basis === 'ml';
  const millilitres = localiseDecimal(
    String(Math.round(nutrition.portion.millilitres ?? nutrition.portion.net)),
    locale,
  );
  return (
    <section className="nutrition-section" aria-labelledby="nutrition-heading">
      <h2 id="nutrition-heading">{t('nutrition.heading')}</h2>
      <table className="nutrition" aria-labelledby="nutrition-heading">
        <thead>
          <tr>
            <td />
            <th scope="col">{t(ml ? 'nutrition.per100ml' : 'nutrition.per100g')}</th>
            <th scope="col">
              {ml
                ? t('nutrition.perPortionMl', { millilitres })
                : t('nutrition.perPortion', { grams })}
            </th>
            <th scope="col">{t('nutrition.riPercent')}</th>
          </tr>
        </thead>
        <tbody>
          {LINES.map((line) => (
            <tr key={line} className={SUB_LINES.has(line) ? 'nutrition-sub' : undefined}>
              <th scope="row">{t(`nutrition.line.${line}` satisfies MessageKey)}</th>
              <ValueCell value={cell(nutrition.per100, line, locale, t)} />
              <ValueCell value={cell(nutrition.perPortion, line, locale, t)} />
              <td>{riCell(nutrition.perPortion, line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t('nutrition.referenceIntake')}</p>
    </section>
  );
}
