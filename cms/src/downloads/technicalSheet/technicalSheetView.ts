import type { PublicDish } from '@nutrimenu/core/contract';
import { fromMinorUnits } from '@nutrimenu/core/costing';
import {
  DEFAULT_LOCALE,
  formatDay,
  formatPrice,
  type Locale,
  pickLocalized,
} from '@nutrimenu/core/locale';
import type { MessageKey, Translate } from '@nutrimenu/core/messages';
import type { QuantityUnit } from '@nutrimenu/core/recipe';
import { NORM_PORTIONS, type TechnicalSheet } from '@nutrimenu/core/technicalSheet';
import type { SheetCosts } from '../../costing/sheetCosts';
import { type DishLabelView, dishLabelView } from '../dishLabelView';
import { formatSheetFigure } from './formatSheetFigure';
import type { SheetApproval, SheetContent } from './sheetContent';

/** A heading and its entries; an entry with a label reads "label: text". */
export interface SheetTextSection {
  heading: string;
  items: { label?: string; text: string }[];
  /** Method steps are numbered; other entries are not. */
  numbered: boolean;
}

export interface SheetLineRow {
  name: string;
  /** Under a sub-recipe's name: that it is one, and the number of its own sheet. */
  note: string | null;
  quantity: string;
  gross: string;
  coldLoss: string;
  net: string;
  /** Gross and net for 1, 10 and 100 portions, in that order. */
  norm: string[];
  /** The line's cost at the prices in force ("no price" when it has none); `null`: no costs. */
  cost: string | null;
}

/** The figures of a sheet that could be computed. */
export interface SheetFiguresView {
  columns: {
    ingredient: string;
    quantity: string;
    gross: string;
    coldLoss: string;
    net: string;
    /** The cost column's header; `null` when the restaurant has no price for any line. */
    cost: string | null;
  };
  lines: SheetLineRow[];
  total: { label: string; gross: string; net: string; norm: string[]; cost: string | null };
  /** Portions, cooked weight, cooking loss and portion weight (gramaj). */
  facts: { label: string; value: string }[];
  norm: { heading: string; groups: string[]; gross: string; net: string };
}

/** Everything one technical sheet prints, as text in one locale. */
export interface TechnicalSheetView {
  title: string;
  restaurant: string;
  dish: string;
  /** "Fișă tehnică nr. 12" in the footer and the book's index; the dish's name when unnumbered. */
  reference: string;
  sheetNumber: number | null;
  header: { label: string; value: string }[];
  frozen: string | null;
  figures: SheetFiguresView | null;
  /** Said instead of the figures when the recipe cannot be computed. */
  notComputable: string | null;
  /** Method, critical points, holding, storage and sensory description, those the owner filled. */
  sections: SheetTextSection[];
  label: DishLabelView;
  approval: { heading: string; text: string; signatures: string[]; caption: string };
}

export interface TechnicalSheetInput {
  dish: PublicDish;
  /** The computed sheet, or why it cannot be computed (a sentence in `locale`). */
  sheet: TechnicalSheet | { reason: string };
  content: SheetContent;
  /** The sheet numbers of the sub-recipes the lines name, by recipe id. */
  subSheetNumbers: ReadonlyMap<string, number | null>;
  restaurantName: string;
  locale: Locale;
  defaultLocale: Locale;
  t: Translate;
  /** The day the sheet is printed. */
  date: Date;
  /** The lines' costs at the prices in force; absent or `null`: the sheet prints no costs. */
  costs?: SheetCosts | null;
}

const UNIT_KEYS: Record<QuantityUnit, MessageKey> = {
  g: 'admin.unit.g',
  ml: 'admin.unit.ml',
  pcs: 'admin.unit.pcs',
};

function figuresView(
  sheet: TechnicalSheet,
  { subSheetNumbers, locale, defaultLocale, t, costs }: TechnicalSheetInput,
): SheetFiguresView {
  const figure = (value: number) => formatSheetFigure(value, locale);
  const money = (minor: number | null | undefined) =>
    costs && typeof minor === 'number'
      ? (formatPrice(fromMinorUnits(minor, costs.currency), costs.currency, locale) ?? '')
      : null;
  const lineCost = (index: number) =>
    costs ? (money(costs.lines[index]) ?? t('sheet.cost.noPrice')) : null;
  const normCells = (norm: TechnicalSheet['norm']) =>
    NORM_PORTIONS.flatMap((count) => [
      figure(norm[count].grossGrams),
      figure(norm[count].netGrams),
    ]);
  const noteOf = (kind: string, id: string) => {
    if (kind !== 'recipe') return null;
    const number = subSheetNumbers.get(id) ?? null;
    return number === null
      ? t('sheet.subRecipeUnnumbered')
      : t('sheet.subRecipe', { number: String(number) });
  };
  return {
    columns: {
      ingredient: t('sheet.col.ingredient'),
      quantity: t('sheet.col.quantity'),
      gross: t('sheet.col.gross'),
      coldLoss: t('sheet.col.coldLoss'),
      net: t('sheet.col.net'),
      cost: costs ? t('sheet.col.cost', { currency: costs.currency }) : null,
    },
    lines: sheet.lines.map((line, index) => ({
      name: pickLocalized(line.name, locale, [defaultLocale, DEFAULT_LOCALE]).text,
      note: noteOf(line.kind, line.id),
      quantity: `${formatSheetFigure(line.quantity, locale, 3)} ${t(UNIT_KEYS[line.unit])}`,
      gross: figure(line.grossGrams),
      coldLoss: figure(line.coldLossPercent),
      net: figure(line.netGrams),
      norm: normCells(line.norm),
      cost: lineCost(index),
    })),
    total: {
      label: t('sheet.total'),
      gross: figure(sheet.totalGrossGrams),
      net: figure(sheet.totalNetGrams),
      norm: normCells(sheet.norm),
      cost: costs ? (money(costs.batchCostMinor) ?? t('sheet.cost.incomplete')) : null,
    },
    facts: [
      { label: t('sheet.portions'), value: figure(sheet.portions) },
      { label: t('sheet.cooked'), value: figure(sheet.cookedGrams) },
      { label: t('sheet.cookingLoss'), value: figure(sheet.cookingLossPercent) },
      { label: t('sheet.portionWeight'), value: figure(sheet.portionGrams) },
      ...(costs
        ? [
            {
              label: t('sheet.portionCost'),
              value: money(costs.portionCostMinor) ?? t('sheet.cost.incomplete'),
            },
          ]
        : []),
    ],
    norm: {
      heading: t('sheet.norm.heading'),
      groups: NORM_PORTIONS.map((count) => t('sheet.norm.portions', { count })),
      gross: t('sheet.norm.gross'),
      net: t('sheet.norm.net'),
    },
  };
}

function textSections(content: SheetContent, locale: Locale, t: Translate): SheetTextSection[] {
  const figure = (value: number) => formatSheetFigure(value, locale);
  const joined = (parts: (string | null)[]) => parts.filter(Boolean).join(' · ');
  const sections: SheetTextSection[] = [];
  const method = content.method.map((step) => step.trim()).filter(Boolean);
  if (method.length > 0) {
    sections.push({
      heading: t('sheet.method'),
      items: method.map((text) => ({ text })),
      numbered: true,
    });
  }
  const critical = content.criticalPoints
    .map((point) =>
      joined([
        point.text.trim(),
        point.temperatureC === null
          ? null
          : t('sheet.critical.temperature', { temperature: figure(point.temperatureC) }),
        point.minutes === null
          ? null
          : t('sheet.critical.minutes', { minutes: figure(point.minutes) }),
      ]),
    )
    .filter(Boolean);
  if (critical.length > 0) {
    sections.push({
      heading: t('sheet.criticalPoints'),
      items: critical.map((text) => ({ text })),
      numbered: false,
    });
  }
  const temperature = (value: number | null) =>
    value === null ? null : t('sheet.temperature', { temperature: figure(value) });
  const holding = [
    temperature(content.holding.temperatureC),
    content.holding.maxMinutes === null
      ? null
      : t('sheet.holding.maxMinutes', { minutes: figure(content.holding.maxMinutes) }),
    content.holding.conditions.trim() || null,
  ].filter((text): text is string => text !== null);
  if (holding.length > 0) {
    sections.push({
      heading: t('sheet.holding'),
      items: holding.map((text) => ({ text })),
      numbered: false,
    });
  }
  const storage = [
    temperature(content.storage.temperatureC),
    content.storage.shelfLifeHours === null
      ? null
      : t('sheet.storage.shelfLife', { hours: content.storage.shelfLifeHours }),
    content.storage.conditions.trim() || null,
  ].filter((text): text is string => text !== null);
  if (storage.length > 0) {
    sections.push({
      heading: t('sheet.storage'),
      items: storage.map((text) => ({ text })),
      numbered: false,
    });
  }
  const sensory = (
    [
      ['sheet.sensory.appearance', content.sensory.appearance],
      ['sheet.sensory.colour', content.sensory.colour],
      ['sheet.sensory.smell', content.sensory.smell],
      ['sheet.sensory.taste', content.sensory.taste],
      ['sheet.sensory.texture', content.sensory.texture],
    ] as const
  )
    .map(([key, text]) => ({ label: t(key), text: text.trim() }))
    .filter((item) => item.text !== '');
  if (sensory.length > 0) {
    sections.push({ heading: t('sheet.sensory'), items: sensory, numbered: false });
  }
  return sections;
}

function approvalText(approval: SheetApproval, locale: Locale, t: Translate): string {
  if (approval.state === 'none') return t('sheet.approval.none');
  const values = {
    name: approval.by,
    date: formatDay(approval.at, locale),
    version: String(approval.version),
  };
  return approval.state === 'approved'
    ? t('sheet.approval.approved', values)
    : t('sheet.approval.withdrawn', values);
}

/**
 * The texts of a recipe's technical sheet in one locale: the header (restaurant, dish, sheet
 * number, version, date printed, category), the lines with gross, cleaning loss and net, the
 * totals, portions, cooked weight, cooking loss and portion weight, the consumption norms per 1,
 * 10 and 100 portions, the owner's method, critical points, holding, storage and sensory
 * description (sections left empty are left out), and the approval. Nutrition, allergens,
 * traces, additives, the ANPC ingredient text and the frozen marker are the label's
 * (`dishLabelView`), so the sheet never words them differently.
 *
 * @example
 * technicalSheetView(input).figures?.lines[0] // { name: 'cartofi', gross: '1000', net: '800', … }
 */
export function technicalSheetView(input: TechnicalSheetInput): TechnicalSheetView {
  const { dish, sheet, content, restaurantName, locale, t, date } = input;
  const label = dishLabelView({ dish, restaurantName, locale, t, date });
  const title = t('sheet.title');
  const number = content.sheetNumber === null ? null : String(content.sheetNumber);
  return {
    title,
    restaurant: restaurantName,
    dish: dish.name,
    reference:
      number === null
        ? `${title} · ${dish.name}`
        : `${title} · ${t('sheet.field.number')} ${number}`,
    sheetNumber: content.sheetNumber,
    header: [
      { label: t('sheet.field.number'), value: number ?? t('sheet.unnumbered') },
      { label: t('sheet.field.version'), value: String(content.version) },
      { label: t('sheet.field.printed'), value: formatDay(date, locale) },
      { label: t('menu.category.label'), value: t(`menu.category.${dish.category}`) },
    ],
    frozen: label.frozen,
    figures: 'reason' in sheet ? null : figuresView(sheet, input),
    notComputable: 'reason' in sheet ? t('sheet.notComputable', { reason: sheet.reason }) : null,
    sections: textSections(content, locale, t),
    label,
    approval: {
      heading: t('sheet.approval'),
      text: approvalText(content.approval, locale, t),
      signatures: [t('sheet.signature.preparedBy'), t('sheet.signature.approvedBy')],
      caption: t('sheet.signature.caption'),
    },
  };
}
