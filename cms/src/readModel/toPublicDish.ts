import { formatAdditive, normalizeENumber } from '@nutrimenu/core/additives';
import {
  DISH_CATEGORIES,
  DISH_TAGS,
  type DishCategory,
  type PublicDish,
  type PublicDishNutrition,
  toNutritionTable,
} from '@nutrimenu/core/contract';
import { type Locale, pickLocalized } from '@nutrimenu/core/locale';
import {
  CHECKED_TAGS,
  formatIngredientList,
  type IngredientListEntry,
  ingredientListText,
  type RecipeResult,
} from '@nutrimenu/core/recipe';
import { contradictedTags } from '../collections/Recipes/computed/storedResult';
import type { RecipeAllLocales } from './documents';
import { type AllLocalesText, localizedText } from './localizedText';
import { publicDishSlug } from './publicDishSlug';
import { toPublicImage } from './toPublicImage';

// The tags a change of an ingredient can make untrue: checked against the recipe, or derived.
const UNVERIFIED_WHILE_STALE = [...CHECKED_TAGS, 'with_meat'];

// Portion weights are shown to the gram's tenth; more digits are noise from the division.
const tenth = (grams: number) => (grams >= 1 ? Math.round(grams * 10) / 10 : grams);

// Names in the stored JSON were saved from `locale: 'all'` reads, where an empty locale is null.
function withCleanNames(entries: readonly IngredientListEntry[]): IngredientListEntry[] {
  return entries.map((entry) => ({
    ...entry,
    name: localizedText(entry.name as AllLocalesText),
    children: withCleanNames(entry.children),
  }));
}

function nutritionOf(result: RecipeResult): PublicDishNutrition | null {
  const { netPortion, grossPortion } = result.weights;
  if (!(netPortion > 0 && grossPortion > 0)) return null;
  const portion = { net: tenth(netPortion), gross: tenth(grossPortion) };
  // A drink is declared per 100 ml (Reg. 1169/2011 art. 32(2)). Results stored before core
  // computed drinks have no `drink` and stay per 100 g until the recipe is computed again.
  const drink = result.drink ?? null;
  if (drink && drink.netPortionMl > 0) {
    return {
      basis: 'ml',
      portion: { ...portion, millilitres: tenth(drink.netPortionMl) },
      per100: toNutritionTable(drink.per100ml),
      perPortion: toNutritionTable(result.perPortion),
    };
  }
  return {
    basis: 'g',
    portion,
    per100: toNutritionTable(result.per100g),
    perPortion: toNutritionTable(result.perPortion),
  };
}

/**
 * A published recipe as the public menu shows it, in `locale`, from what was computed when it
 * was saved (`computed.result`): nothing is recomputed here, only worded for the locale, offered
 * by the restaurant or not. The library's words (its foods' names, additive classes) are in
 * `locale`; the restaurant's own texts missing in it come from its default locale, and
 * `nameFallbackLocale`, `descriptionFallbackLocale` or the ingredient part's `locale` says so.
 * Only the contract's fields are copied: the ingredient library's ids, what data is missing,
 * Nutri-Score components and the recipe's lines stay in the CMS.
 */
export function toPublicDish(
  recipe: RecipeAllLocales,
  locale: Locale,
  defaultLocale: Locale,
): PublicDish {
  const fallbacks = [defaultLocale];
  const name = pickLocalized(localizedText(recipe.name), locale, fallbacks);
  const description = pickLocalized(localizedText(recipe.description), locale, fallbacks);
  const descriptionText = description.text.trim();
  // Each text on its own: an owner who translated only the name has a name in `locale`.
  const fallbackOf = (shownIn: Locale | null) =>
    shownIn !== null && shownIn !== locale ? shownIn : null;

  const result = recipe.computed?.result ?? null;
  // Being recomputed in the background (too many dependents for one save): the stored figures
  // predate a change, so nothing that change could contradict is shown as established.
  const stale = recipe.computed?.stale === true;
  const hidden = stale ? new Set<string>(UNVERIFIED_WHILE_STALE) : contradictedTags(result);
  const tags = new Set<string>(
    [...(recipe.tags ?? []), ...(result?.tags ?? [])].filter((tag) => !hidden.has(tag)),
  );
  const category = (DISH_CATEGORIES as readonly string[]).includes(recipe.category ?? '')
    ? (recipe.category as DishCategory)
    : 'food';
  const parts = result
    ? formatIngredientList(withCleanNames(result.ingredients), locale, {
        fallbackLocales: fallbacks,
      })
    : [];

  const dish: PublicDish = {
    id: String(recipe.id),
    slug: publicDishSlug(recipe, locale, defaultLocale),
    name: name.text,
    category,
    price: typeof recipe.price === 'number' ? recipe.price : null,
    tags: DISH_TAGS.filter((tag) => tags.has(tag)),
    frozen: result?.frozen ?? recipe.frozen === true,
    // A dish whose computation is missing or stale is never presented as allergen-free.
    allergens: result
      ? { contains: [...result.allergens.contains], complete: result.allergens.complete && !stale }
      : { contains: [], complete: false },
    traces: [...(result?.traces ?? [])],
    additives: (result?.additives ?? []).map((additive) => ({
      eNumber: normalizeENumber(additive.eNumber) ?? additive.eNumber,
      functionalClass: additive.functionalClass,
      label: formatAdditive(additive, locale),
    })),
    ingredients: {
      text: ingredientListText(parts),
      parts: parts.map((part) => ({
        text: part.text,
        ...(part.allergens ? { allergens: [...part.allergens] } : {}),
        ...(part.locale ? { locale: part.locale } : {}),
      })),
    },
    nutrition: result && !stale ? nutritionOf(result) : null,
    nutriScore:
      result?.nutriScore && !stale
        ? { grade: result.nutriScore.grade, score: result.nutriScore.score }
        : null,
    nameFallbackLocale: fallbackOf(name.locale),
    descriptionFallbackLocale: descriptionText ? fallbackOf(description.locale) : null,
  };
  if (stale) dish.updating = true;
  if (descriptionText) dish.description = descriptionText;
  // Without the owner's description the picture is shown beside the dish's name, which a screen
  // reader already reads: repeating the name as alt text would say it twice, so it is decorative.
  const image = toPublicImage(recipe.image, {
    locale,
    fallbackLocales: fallbacks,
    defaultAlt: '',
    size: 'card',
  });
  if (image) dish.image = image;
  return dish;
}
