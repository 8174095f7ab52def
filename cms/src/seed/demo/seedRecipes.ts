import { DEFAULT_LOCALE } from '@nutrimenu/core/locale';
import type { PayloadRequest } from 'payload';
import type { Recipe } from '../../payload-types';
import type { DemoRecipe, DemoSheet } from './data/types';
import { dishIllustration, dishKindOf } from './dishIllustration';
import { DISH_ILLUSTRATION_ALT } from './dishIllustrationAlt';
import { sheetData } from './seedSheets';
import { writeOtherLocales } from './writeOtherLocales';
import { writeRecipeTexts } from './writeRecipeTexts';

/**
 * A dish's demo picture, owned by its restaurant, with its alternative text in every locale: the
 * drawing described (dishIllustrationAlt.ts), so a screen reader says what the picture shows.
 */
async function uploadDishIllustration(
  req: PayloadRequest,
  restaurant: number,
  recipe: DemoRecipe,
): Promise<number> {
  const kind = dishKindOf(recipe);
  const alt = DISH_ILLUSTRATION_ALT[kind];
  const media = await req.payload.create({
    collection: 'media',
    data: { restaurant, alt: alt[DEFAULT_LOCALE] },
    file: await dishIllustration(recipe.slug, kind),
    locale: DEFAULT_LOCALE,
    req,
    overrideAccess: true,
    depth: 0,
  });
  await writeOtherLocales(req, 'media', media.id, (locale) => ({ alt: alt[locale] }));
  return media.id;
}

/** Sub-recipes before the recipes that use them, so each one computes from complete parts. */
export function inDependencyOrder(recipes: readonly DemoRecipe[]): DemoRecipe[] {
  const bySlug = new Map(recipes.map((recipe) => [recipe.slug, recipe]));
  const ordered: DemoRecipe[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (recipe: DemoRecipe) => {
    if (state.get(recipe.slug) === 'done') return;
    if (state.get(recipe.slug) === 'visiting') {
      throw new Error(`Demo recipe ${recipe.slug} contains itself`);
    }
    state.set(recipe.slug, 'visiting');
    for (const line of recipe.lines) {
      const sub = line.subRecipe ? bySlug.get(line.subRecipe) : undefined;
      if (sub) visit(sub);
    }
    state.set(recipe.slug, 'done');
    ordered.push(recipe);
  };
  for (const recipe of recipes) visit(recipe);
  return ordered;
}

function yieldOf(recipe: DemoRecipe): Pick<Recipe, 'yieldKind' | 'yieldRatio' | 'servedWeight'> {
  const cookingYield = recipe.cookingYield;
  if (cookingYield?.kind === 'ratio') return { yieldKind: 'ratio', yieldRatio: cookingYield.ratio };
  if (cookingYield?.kind === 'servedWeight') {
    return { yieldKind: 'servedWeight', servedWeight: cookingYield.grams };
  }
  return { yieldKind: 'none' };
}

/**
 * Creates a restaurant's demo recipes that do not exist yet (matched by slug in the
 * restaurant), published, and returns every one's id by slug.
 *
 * Sub-recipes come first and each recipe is complete in every locale before anything uses it:
 * a recipe computes once, at its create, from parts whose names are all there (a computed
 * ingredient list names the sub-recipes in every locale).
 */
export async function seedRecipes(
  req: PayloadRequest,
  restaurant: number,
  recipes: readonly DemoRecipe[],
  ingredientIds: ReadonlyMap<string, number>,
  libraryIds: ReadonlyMap<string, number> = new Map(),
  sheets: Readonly<Record<string, DemoSheet>> = {},
): Promise<{ ids: Map<string, number>; created: number; createdIds: Map<string, number> }> {
  const { docs } = await req.payload.find({
    collection: 'recipes',
    where: { restaurant: { equals: restaurant } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
    select: { slug: true },
  });
  const ids = new Map<string, number>();
  for (const doc of docs) if (doc.slug) ids.set(doc.slug, doc.id);
  let created = 0;
  const createdIds = new Map<string, number>();
  for (const recipe of inDependencyOrder(recipes)) {
    if (ids.has(recipe.slug)) continue;
    const sheet = sheets[recipe.slug];
    const lines = recipe.lines.map((line) => {
      const target = line.subRecipe
        ? ids.get(line.subRecipe)
        : line.library
          ? libraryIds.get(line.library)
          : ingredientIds.get(line.ingredient ?? '');
      if (target === undefined) {
        throw new Error(
          `Demo recipe ${recipe.slug}: ${line.subRecipe ?? line.library ?? line.ingredient} is missing`,
        );
      }
      // A sheet approved before its last change starts from the lines it was approved with.
      const quantity = sheet?.firstLines?.[line.ingredient ?? ''] ?? line.quantity;
      const coldLossPercent = line.coldLossPercent ?? null;
      return line.subRecipe
        ? { kind: 'recipe' as const, recipe: target, quantity, unit: line.unit, coldLossPercent }
        : {
            kind: 'ingredient' as const,
            ingredient: target,
            quantity,
            unit: line.unit,
            coldLossPercent,
          };
    });
    // Sides and extras (category 'other') stay without a picture, as most real dishes are.
    const image =
      recipe.onMenu && recipe.category !== 'other'
        ? await uploadDishIllustration(req, restaurant, recipe)
        : null;
    const doc = await req.payload.create({
      collection: 'recipes',
      data: {
        restaurant,
        image,
        name: recipe.names.ro,
        slug: recipe.slug,
        description: recipe.descriptions?.ro ?? null,
        category: recipe.category,
        price: recipe.price ?? null,
        onMenu: recipe.onMenu,
        lines,
        portions: recipe.portions,
        ...yieldOf(recipe),
        density: recipe.density ?? null,
        extraTraces: recipe.extraTraces ?? [],
        tags: recipe.tags ?? [],
        frozen: recipe.frozen ?? false,
        nutriScoreCategory: recipe.nutriScoreCategory ?? null,
        ...(sheet ? { technicalSheet: sheetData(sheet, 'ro') } : {}),
        _status: 'published',
      },
      locale: 'ro',
      req,
      overrideAccess: true,
      depth: 0,
    });
    await writeRecipeTexts(req, doc.id, { name: recipe.names, description: recipe.descriptions });
    if (sheet) {
      // The sheet's English texts, as the owner saves them in the edit view switched to English.
      const rowIds = (doc.technicalSheet?.criticalPoints ?? []).map((row) => row.id);
      await req.payload.update({
        collection: 'recipes',
        id: doc.id,
        data: { technicalSheet: sheetData(sheet, 'en', rowIds) },
        locale: 'en',
        req,
        overrideAccess: true,
        depth: 0,
      });
    }
    ids.set(recipe.slug, doc.id);
    createdIds.set(recipe.slug, doc.id);
    created++;
  }
  return { ids, created, createdIds };
}
