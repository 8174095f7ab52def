import { formatAdditive } from '@nutrimenu/core/additives';
import { ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale, pickLocalized } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import {
  formatIngredientList,
  type IngredientListPart,
  type Recipe,
  type RecipeResult,
} from '@nutrimenu/core/recipe';
import { TechnicalSheetError, technicalSheet } from '@nutrimenu/core/technicalSheet';
import { type AllergenSourceRow, allergenSourceRows } from './allergenSourceRows';
import { graphItems } from './graphItems';
import { type MissingDataRow, missingDataRows } from './missingDataRows';
import { type NutritionRow, nutritionRows } from './nutritionRows';

/** Everything the live preview shows of a computed recipe, as text in one locale. */
export interface LiveNutritionView {
  heading: string;
  per100gHeading: string;
  perPortionHeading: string;
  riHeading: string;
  rows: NutritionRow[];
  referenceIntake: string;
  /** Shown when a row is a lower bound, to explain "≥". */
  lowerBoundNote: string | null;
  nutriScore: { label: string; grade: string | null; text: string };
  allergens: {
    heading: string;
    text: string;
    complete: boolean;
    /** Per allergen, what brings it in. */
    sources: AllergenSourceRow[];
    /** Set while an ingredient's allergens are undeclared: what publishing would show, and why. */
    publishWarning: string | null;
  };
  traces: { heading: string; text: string; sources: AllergenSourceRow[] };
  additives: { heading: string; text: string };
  tags: { heading: string; text: string };
  frozen: string | null;
  weights: {
    heading: string;
    gross: string;
    /** The served weight of one portion (gramaj), as the technical sheet states it. */
    portion: string;
    /** Weight lost in cooking, from the yield, as the technical sheet states it. */
    cookingLoss: string | null;
  };
  ingredients: { heading: string; parts: IngredientListPart[] };
  missing: { heading: string; rows: MissingDataRow[]; none: string };
}

/** A figure of the technical sheet (already to 0.1): its tenth shown only when it has one. */
function sheetFigure(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value);
}

/** The kitchen's sheet of the recipe, or null while a cleaning loss typed is not 0 ≤ x < 100. */
function sheetOf(graph: Recipe) {
  try {
    return technicalSheet(graph);
  } catch (error) {
    if (error instanceof TechnicalSheetError) return null;
    throw error;
  }
}

function grams(value: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    maximumFractionDigits: value >= 10 ? 0 : 1,
    useGrouping: false,
  }).format(value);
}

/**
 * Turns core's result for the recipe in the form into the texts of the live preview, in the
 * admin's locale: the nutrition table (per 100 g, or 100 ml for a drink, per portion, %RI), Nutri-Score, allergens
 * ("not yet declared" while an ingredient's are unknown), traces, additives, derived tags,
 * the frozen marker, weights (with the sheet's portion weight and cooking loss), the ANPC ingredient list and the ingredients with missing data.
 * Each allergen and trace names the ingredients (and sub-recipes) that bring it in; while one
 * is undeclared, a warning names the ingredients before the dish is published.
 *
 * @example
 * liveNutritionView(computeRecipe(graph), graph, 'ro', t).allergens.text // 'Lapte, Ouă'
 */
export function liveNutritionView(
  result: RecipeResult,
  graph: Recipe,
  locale: Locale,
  t: Translate,
): LiveNutritionView {
  // A drink is declared per 100 ml (Reg. 1169/2011 art. 32(2)), as on the public menu.
  const { drink } = result;
  const sheet = sheetOf(graph);
  const rows = nutritionRows(
    { per100g: drink?.per100ml ?? result.per100g, perPortion: result.perPortion },
    locale,
    t,
  );
  const none = t('admin.live.none');
  const list = (texts: string[]) => (texts.length > 0 ? texts.join(', ') : none);
  const allergenNames = (codes: readonly (keyof typeof ALLERGEN_NAMES)[]) =>
    codes.map((code) => ALLERGEN_NAMES[code][locale]);

  // The ingredients nobody has declared allergens for, named, so "unknown" is never read as
  // "none": the menu's "none declared" and "not declared yet" differ by one word.
  const { ingredients } = graphItems(graph);
  const undeclared = result.missing
    .filter((item) => item.allergens)
    .map((item) => {
      const ingredient = ingredients.get(item.ingredientId);
      return (
        (ingredient && pickLocalized(ingredient.name, locale, [DEFAULT_LOCALE]).text) ||
        item.ingredientId
      );
    })
    .join(', ');
  const containsText = allergenNames(result.allergens.contains).join(', ');
  const allergensText = result.allergens.complete
    ? containsText || t('admin.live.allergens.noneChecked')
    : [containsText, t('admin.live.allergens.undeclared', { names: undeclared })]
        .filter(Boolean)
        .join('; ');

  const lowerBound = rows.some(
    (row) => row.per100g.status === 'lowerBound' || row.perPortion.status === 'lowerBound',
  );

  return {
    heading: t('admin.live.heading'),
    per100gHeading: t(drink ? 'nutrition.per100ml' : 'nutrition.per100g'),
    perPortionHeading: drink
      ? t('nutrition.perPortionMl', { millilitres: grams(drink.netPortionMl, locale) })
      : t('nutrition.perPortion', { grams: grams(result.weights.netPortion, locale) }),
    riHeading: t('nutrition.riPercent'),
    rows,
    referenceIntake: t('nutrition.referenceIntake'),
    lowerBoundNote: lowerBound ? t('admin.live.lowerBound') : null,
    nutriScore: {
      label: t('nutrition.nutriScore'),
      grade: result.nutriScore?.grade ?? null,
      text: result.nutriScore
        ? t('nutrition.nutriScoreGrade', { grade: result.nutriScore.grade })
        : graph.nutriScoreCategory
          ? t('admin.live.nutriScore.incomplete')
          : t('admin.live.nutriScore.noCategory'),
    },
    allergens: {
      heading: t('allergens.heading'),
      text: allergensText,
      complete: result.allergens.complete,
      sources: allergenSourceRows(result.allergens.sources, graph, locale, t),
      publishWarning: result.allergens.complete
        ? null
        : t('admin.live.allergens.publishWarning', {
            unknown: t('allergens.unknown'),
            names: undeclared,
          }),
    },
    traces: {
      heading: t('allergens.mayContain.heading'),
      text: list(allergenNames(result.traces)),
      sources: allergenSourceRows(result.traceSources, graph, locale, t),
    },
    additives: {
      heading: t('additives.heading'),
      text: list(result.additives.map((additive) => formatAdditive(additive, locale))),
    },
    tags: {
      heading: t('dish.tags.heading'),
      text: list(result.tags.map((tag) => t(`tag.${tag}`))),
    },
    frozen: result.frozen ? t('dish.frozen') : null,
    weights: {
      heading: t('admin.live.weights.heading'),
      gross: t('admin.live.weights.grossPortion', {
        grams: grams(result.weights.grossPortion, locale),
      }),
      portion: t('admin.live.weights.portion', {
        grams: sheetFigure(sheet?.portionGrams ?? result.weights.netPortion, locale),
      }),
      cookingLoss: sheet
        ? t('admin.live.weights.cookingLoss', {
            percent: sheetFigure(sheet.cookingLossPercent, locale),
          })
        : null,
    },
    ingredients: {
      heading: t('ingredients.heading'),
      parts: formatIngredientList(result.ingredients, locale, {
        fallbackLocales: [DEFAULT_LOCALE],
      }),
    },
    missing: {
      heading: t('admin.live.missing.heading'),
      rows: missingDataRows(result.missing, graph, locale, t),
      none: t('admin.live.missing.none'),
    },
  };
}
