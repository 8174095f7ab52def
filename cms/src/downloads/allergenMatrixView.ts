import { ALLERGEN_CODES, ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import type { Locale } from '@nutrimenu/core/locale';
import { formatDay } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { AllergenMark, AllergenMatrixRow } from './allergenMatrix';

/** The texts of the printed allergen matrix, in one locale. */
export interface AllergenMatrixView {
  title: string;
  /** "Demo Bistro – Meniu principal", or the restaurant alone. */
  subtitle: string;
  asOf: string;
  dishHeading: string;
  /** The 14 allergens' names, in the order of Annex II (the rows' marks follow it). */
  allergenNames: string[];
  rows: AllergenMatrixRow[];
  legend: { mark: Exclude<AllergenMark, 'none'>; text: string }[];
  empty: string | null;
  pageLabel: (page: number, pages: number) => string;
}

export interface AllergenMatrixViewInput {
  rows: AllergenMatrixRow[];
  restaurantName: string;
  menuName: string | null;
  locale: Locale;
  t: Translate;
  date: Date;
}

/**
 * Words the matrix for print: title, the allergens' names in the locale, the legend of the marks.
 *
 * @example
 * allergenMatrixView(input).legend[1] // { mark: 'traces', text: 'poate conține urme' }
 */
export function allergenMatrixView(input: AllergenMatrixViewInput): AllergenMatrixView {
  const { locale, t } = input;
  return {
    title: t('matrix.title'),
    subtitle: input.menuName ? `${input.restaurantName} – ${input.menuName}` : input.restaurantName,
    asOf: t('print.asOf', { date: formatDay(input.date, locale) }),
    dishHeading: t('matrix.dish'),
    allergenNames: ALLERGEN_CODES.map((code) => ALLERGEN_NAMES[code][locale]),
    rows: input.rows,
    legend: [
      { mark: 'contains', text: t('matrix.legend.contains') },
      { mark: 'traces', text: t('matrix.legend.traces') },
      { mark: 'unknown', text: t('matrix.legend.unknown') },
    ],
    empty: input.rows.length === 0 ? t('print.noDishes') : null,
    pageLabel: (page, pages) => t('print.pageOf', { page, pages }),
  };
}
