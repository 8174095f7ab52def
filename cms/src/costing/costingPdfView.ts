import { fromMinorUnits } from '@nutrimenu/core/costing';
import { formatDay, formatPrice, LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { MenuOutline } from '../downloads/endpoints/_lib/menuOutline';
import { type CostingReportRow, costingTotals } from './costingReport';

export interface CostingPdfRow {
  name: string;
  /** Under the name: what lacks a price, why it cannot be costed, or that it is over target. */
  note: string | null;
  cost: string;
  price: string;
  foodCost: string;
  margin: string;
  suggested: string;
  /** Drawn in the warning colour: over the target, a negative margin or an incomplete cost. */
  warning: boolean;
}

export interface CostingPdfSection {
  title: string;
  rows: CostingPdfRow[];
  total: { label: string; cost: string; price: string; foodCost: string; margin: string };
}

export interface CostingPdfView {
  title: string;
  restaurant: string;
  subtitle: string;
  columns: {
    dish: string;
    cost: string;
    price: string;
    foodCost: string;
    margin: string;
    suggested: string;
  };
  sections: CostingPdfSection[];
  empty: string | null;
  footnote: string;
}

export interface CostingPdfInput {
  rows: readonly CostingReportRow[];
  /** The restaurant's menus, each section's dishes in the menu's order. */
  menus: readonly MenuOutline[];
  restaurantName: string;
  currency: string;
  targetFoodCostPercent: number | null | undefined;
  locale: Locale;
  t: Translate;
  date: Date;
}

const DASH = '–';

/**
 * The texts of the costing PDF in one locale: per menu section, its dishes in the menu's order
 * with cost per portion, menu price, food cost %, gross margin and the price meeting the target,
 * then the section's totals (food cost % of the section as a whole); dishes on no menu come last
 * under their own heading. An incomplete cost names the ingredients without a price.
 *
 * @example
 * costingPdfView(input).sections[0].rows[0] // { name: 'Ciorbă de burtă', cost: '8,40 RON', … }
 */
export function costingPdfView(input: CostingPdfInput): CostingPdfView {
  const { rows, menus, currency, locale, t } = input;
  const target = input.targetFoodCostPercent ?? null;
  const money = (minor: number | null) =>
    minor === null
      ? DASH
      : (formatPrice(fromMinorUnits(minor, currency), currency, locale) ?? DASH);
  const percent = (value: number | null) =>
    value === null
      ? DASH
      : `${value.toLocaleString(LOCALE_TAGS[locale], { maximumFractionDigits: 1 })} %`;
  // A column of food costs reads aligned with one decimal each: "18,0 %" under "23,5 %".
  const foodCost = (value: number | null) =>
    value === null
      ? DASH
      : `${value.toLocaleString(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
  const byId = new Map(rows.map((row) => [row.recipeId, row]));

  const pdfRow = (row: CostingReportRow): CostingPdfRow => {
    let note: string | null = null;
    if (row.problem) note = row.problem;
    else if (!row.complete) {
      note = t('costing.report.missingPrices', { names: row.missingPrices.join(', ') });
    } else if (row.priceMinor === null) note = t('costing.report.noPrice');
    else if (row.overTarget && target !== null) {
      note = t('costing.report.overTarget', { target: percent(target) });
    }
    return {
      name: row.name,
      note,
      cost: row.complete ? money(row.portionCostMinor) : t('costing.report.incomplete'),
      price: money(row.priceMinor),
      foodCost: foodCost(row.foodCostPercent),
      margin: money(row.grossMarginMinor),
      suggested: money(row.suggestedPriceMinor),
      warning:
        !row.complete ||
        row.problem !== null ||
        row.overTarget ||
        (row.grossMarginMinor !== null && row.grossMarginMinor < 0),
    };
  };
  const section = (title: string, sectionRows: CostingReportRow[]): CostingPdfSection => {
    const totals = costingTotals(sectionRows);
    return {
      title,
      rows: sectionRows.map(pdfRow),
      total: {
        label: t('costing.report.sectionTotal', {
          counted: totals.counted,
          dishes: totals.dishes,
        }),
        cost: totals.counted > 0 ? money(totals.costMinor) : DASH,
        price: totals.counted > 0 ? money(totals.priceMinor) : DASH,
        foodCost: foodCost(totals.foodCostPercent),
        margin: totals.counted > 0 ? money(totals.marginMinor) : DASH,
      },
    };
  };

  const sections: CostingPdfSection[] = [];
  const placed = new Set<string>();
  for (const menu of menus) {
    for (const menuSection of menu.sections) {
      const sectionRows = menuSection.dishIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
      if (sectionRows.length === 0) continue;
      for (const row of sectionRows) placed.add(row.recipeId);
      const title =
        menuSection.title === menu.name ? menu.name : `${menu.name} · ${menuSection.title}`;
      sections.push(section(title, sectionRows));
    }
  }
  const unplaced = rows.filter((row) => !placed.has(row.recipeId));
  if (unplaced.length > 0) {
    sections.push(
      section(menus.length > 0 ? t('costing.report.notOnMenu') : t('costing.report.allDishes'), [
        ...unplaced,
      ]),
    );
  }

  return {
    title: t('costing.report.title'),
    restaurant: input.restaurantName,
    subtitle: [
      t('costing.report.asOf', { date: formatDay(input.date, locale) }),
      target === null ? null : t('costing.report.target', { target: percent(target) }),
      t('costing.report.currency', { currency }),
    ]
      .filter(Boolean)
      .join(' · '),
    columns: {
      dish: t('costing.report.col.dish'),
      cost: t('costing.report.col.cost'),
      price: t('costing.report.col.price'),
      foodCost: t('costing.report.col.foodCost'),
      margin: t('costing.report.col.margin'),
      suggested:
        target === null
          ? t('costing.report.col.suggestedNoTarget')
          : t('costing.report.col.suggested', { target: percent(target) }),
    },
    sections,
    empty: rows.length === 0 ? t('costing.report.empty') : null,
    footnote: t('costing.report.footnote'),
  };
}
