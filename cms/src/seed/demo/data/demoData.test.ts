import { readFileSync } from 'node:fs';
import { isAdditiveClassCode, normalizeENumber } from '@nutrimenu/core/additives';
import { isAllergenCode } from '@nutrimenu/core/allergens';
import { LOCALES } from '@nutrimenu/core/locale';
import {
  computeRecipe,
  type Ingredient,
  type Recipe,
  type RecipeResult,
} from '@nutrimenu/core/recipe';
import { describe, expect, test } from 'vitest';
import {
  CIQUAL_ALLERGENS_CSV_PATH,
  parseAllergensCsv,
} from '../../../ciqual/allergens/allergensCsv';
import {
  CIQUAL_CSV_PATH,
  type CiqualRow,
  ciqualRowToNutrients,
  parseCiqualCsv,
} from '../../../ciqual/ciqualRow';
import { demoBistro } from './demoBistro';
import { demoExpired, demoPrivate } from './demoOthers';
import { C, DEMO_INGREDIENTS } from './ingredients';
import type { DemoIngredient, DemoRecipe, DemoRestaurantData, Names } from './types';

const ciqual = parseCiqualCsv(readFileSync(CIQUAL_CSV_PATH, 'utf8'));
const libraryDeclarations = parseAllergensCsv(readFileSync(CIQUAL_ALLERGENS_CSV_PATH, 'utf8'));

const DATASETS: [string, DemoRestaurantData][] = [
  ['demo-bistro', demoBistro],
  ['demo-expired', demoExpired],
  ['demo-private', demoPrivate],
];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DIET_TAGS = ['vegan', 'vegetarian', 'with_meat'] as const;

/** Served weight of one portion, g: an espresso is 40 ml, a side of garlic sauce 50 g. */
const PORTION_GRAMS: Record<DemoRecipe['category'], [number, number]> = {
  food: [50, 800],
  drinks: [25, 600],
  other: [20, 800],
};

function row(code: string): CiqualRow {
  const found = ciqual.get(code);
  if (!found) throw new Error(`CIQUAL code ${code} is not in ciqual_2025.csv`);
  return found;
}

function toIngredient(demo: DemoIngredient): Ingredient {
  return {
    kind: 'ingredient',
    id: demo.ciqualCode,
    name: demo.names,
    nutrients: ciqualRowToNutrients(row(demo.ciqualCode)),
    allergens: demo.allergens,
    ...(demo.traces ? { traces: demo.traces } : {}),
    ...(demo.additives ? { additives: demo.additives } : {}),
    ...(demo.vegan !== undefined ? { vegan: demo.vegan } : {}),
    ...(demo.vegetarian !== undefined ? { vegetarian: demo.vegetarian } : {}),
    ...(demo.meat !== undefined ? { meat: demo.meat } : {}),
    ...(demo.redMeat !== undefined ? { redMeat: demo.redMeat } : {}),
    ...(demo.frozen !== undefined ? { frozen: demo.frozen } : {}),
    ...(demo.fruitVegLegumes !== undefined ? { fruitVegLegumes: demo.fruitVegLegumes } : {}),
    ...(demo.density !== undefined ? { density: demo.density } : {}),
    ...(demo.unitWeight !== undefined ? { unitWeight: demo.unitWeight } : {}),
  };
}

/** A food of the shared library as the import declares it (names aside): allergens.csv. */
function libraryIngredient(code: string): Ingredient {
  const declared = libraryDeclarations.get(code);
  if (!declared) throw new Error(`CIQUAL code ${code} is not in allergens.csv`);
  return {
    kind: 'ingredient',
    id: `library-${code}`,
    name: { en: declared.nameEn ?? code },
    nutrients: ciqualRowToNutrients(row(code)),
    allergens: declared.allergens,
    traces: declared.traces,
    vegan: declared.vegan,
    vegetarian: declared.vegetarian,
    meat: declared.meat,
    redMeat: declared.redMeat,
    fruitVegLegumes: declared.fruitVegLegumes,
  };
}

/** Builds the engine's recipe tree of a dataset; assumes the references were checked. */
function recipeBuilder(data: DemoRestaurantData): (slug: string) => Recipe {
  const ingredients = new Map(data.ingredients.map((i) => [i.ciqualCode, toIngredient(i)]));
  const demos = new Map(data.recipes.map((r) => [r.slug, r]));
  const built = new Map<string, Recipe>();
  const build = (slug: string): Recipe => {
    const cached = built.get(slug);
    if (cached) return cached;
    const demo = demos.get(slug);
    if (!demo) throw new Error(`unknown recipe ${slug}`);
    const recipe: Recipe = {
      kind: 'recipe',
      id: demo.slug,
      name: demo.names,
      portions: demo.portions,
      lines: demo.lines.map((line) => {
        const item = line.ingredient
          ? ingredients.get(line.ingredient)
          : line.library
            ? libraryIngredient(line.library)
            : build(line.subRecipe ?? '');
        if (!item) throw new Error(`${slug}: unknown ingredient ${line.ingredient}`);
        return { item, quantity: line.quantity, unit: line.unit };
      }),
      ...(demo.cookingYield ? { cookingYield: demo.cookingYield } : {}),
      ...(demo.extraTraces ? { extraTraces: demo.extraTraces } : {}),
      ...(demo.frozen !== undefined ? { frozen: demo.frozen } : {}),
      ...(demo.nutriScoreCategory ? { nutriScoreCategory: demo.nutriScoreCategory } : {}),
    };
    built.set(slug, recipe);
    return recipe;
  };
  return build;
}

function namesProblems(names: Names): string[] {
  const problems: string[] = [];
  if (names.ro.trim() === '') problems.push('ro empty');
  if (names.en.trim() === '') problems.push('en empty');
  for (const [locale, text] of Object.entries(names)) {
    if (!(LOCALES as readonly string[]).includes(locale)) problems.push(`unknown locale ${locale}`);
    if (typeof text !== 'string' || text.trim() === '') problems.push(`${locale} empty`);
  }
  return problems;
}

/** Sub-recipe depth: 1 for a recipe made of ingredients only. */
function depth(data: DemoRestaurantData, slug: string): number {
  const recipe = data.recipes.find((r) => r.slug === slug);
  if (!recipe) return 0;
  const subs = recipe.lines.flatMap((line) => (line.subRecipe ? [line.subRecipe] : []));
  return 1 + Math.max(0, ...subs.map((sub) => depth(data, sub)));
}

function findCycle(data: DemoRestaurantData): string[] | null {
  const bySlug = new Map(data.recipes.map((r) => [r.slug, r]));
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (slug: string, path: string[]): string[] | null => {
    if (state.get(slug) === 'done') return null;
    if (state.get(slug) === 'visiting') return [...path, slug];
    state.set(slug, 'visiting');
    for (const line of bySlug.get(slug)?.lines ?? []) {
      if (!line.subRecipe) continue;
      const cycle = visit(line.subRecipe, [...path, slug]);
      if (cycle) return cycle;
    }
    state.set(slug, 'done');
    return null;
  };
  for (const recipe of data.recipes) {
    const cycle = visit(recipe.slug, []);
    if (cycle) return cycle;
  }
  return null;
}

test('the ingredient catalogue has one entry per CIQUAL code of C, each a real food', () => {
  const codes = DEMO_INGREDIENTS.map((i) => i.ciqualCode);
  expect(new Set(codes).size).toBe(codes.length);
  expect(new Set(codes)).toEqual(new Set(Object.values(C)));
  for (const code of codes) expect(ciqual.has(code), code).toBe(true);
  const used = new Set(DATASETS.flatMap(([, data]) => data.ingredients.map((i) => i.ciqualCode)));
  expect(codes.filter((code) => !used.has(code))).toEqual([]);
});

describe.each(DATASETS)('%s', (_name, data) => {
  const ingredientCodes = new Set(data.ingredients.map((i) => i.ciqualCode));
  const slugs = new Set(data.recipes.map((r) => r.slug));
  const onMenu = data.recipes.filter((r) => r.onMenu);

  test('every ingredient is a CIQUAL food, declared completely and consistently', () => {
    expect(ingredientCodes.size).toBe(data.ingredients.length);
    for (const ingredient of data.ingredients) {
      const code = ingredient.ciqualCode;
      expect(ciqual.has(code), code).toBe(true);
      expect(namesProblems(ingredient.names), code).toEqual([]);
      expect(ingredient.allergens.every(isAllergenCode), code).toBe(true);
      expect((ingredient.traces ?? []).every(isAllergenCode), code).toBe(true);
      expect(
        (ingredient.traces ?? []).filter((t) => ingredient.allergens.includes(t)),
        `${code} traces repeat contained allergens`,
      ).toEqual([]);
      for (const additive of ingredient.additives ?? []) {
        expect(normalizeENumber(additive.eNumber), code).toBe(additive.eNumber);
        expect(isAdditiveClassCode(additive.functionalClass), code).toBe(true);
        expect(namesProblems(additive.name), code).toEqual([]);
      }
      for (const flag of ['vegan', 'vegetarian', 'meat', 'redMeat'] as const) {
        expect(typeof ingredient[flag], `${code} ${flag}`).toBe('boolean');
      }
      if (ingredient.vegan) expect(ingredient.vegetarian, code).toBe(true);
      if (ingredient.meat) expect(ingredient.vegetarian, code).toBe(false);
      if (ingredient.redMeat) expect(ingredient.meat, code).toBe(true);
    }
  });

  test('every ingredient is used and every line points at exactly one known item', () => {
    const used = new Set<string>();
    for (const recipe of data.recipes) {
      for (const line of recipe.lines) {
        const where = `${recipe.slug}: ${line.ingredient ?? line.library ?? line.subRecipe}`;
        const targets = [line.ingredient, line.library, line.subRecipe].filter(Boolean);
        expect(targets, where).toHaveLength(1);
        expect(line.quantity > 0, where).toBe(true);
        if (line.library) {
          expect(ciqual.has(line.library), where).toBe(true);
          expect(libraryDeclarations.has(line.library), where).toBe(true);
          // Library foods carry no density or piece weight.
          expect(line.unit, where).toBe('g');
        } else if (line.ingredient) {
          used.add(line.ingredient);
          const ingredient = data.ingredients.find((i) => i.ciqualCode === line.ingredient);
          expect(ingredient, where).toBeDefined();
          if (line.unit === 'ml') expect(ingredient?.density, `${where} by ml`).toBeGreaterThan(0);
          if (line.unit === 'pcs') expect(ingredient?.unitWeight, where).toBeGreaterThan(0);
        } else {
          expect(slugs.has(line.subRecipe ?? ''), where).toBe(true);
          // A sub-recipe has no density here, so it is used by g or by portions.
          expect(line.unit, where).not.toBe('ml');
        }
      }
    }
    expect([...ingredientCodes].filter((code) => !used.has(code))).toEqual([]);
  });

  test('recipes have unique URL-safe slugs, names in ro and en and whole portions', () => {
    expect(slugs.size).toBe(data.recipes.length);
    for (const recipe of data.recipes) {
      expect(recipe.slug, recipe.slug).toMatch(SLUG);
      expect(namesProblems(recipe.names), recipe.slug).toEqual([]);
      if (recipe.descriptions) expect(namesProblems(recipe.descriptions), recipe.slug).toEqual([]);
      expect(Number.isInteger(recipe.portions) && recipe.portions >= 1, recipe.slug).toBe(true);
      if (recipe.onMenu) {
        expect(recipe.descriptions, `${recipe.slug} description`).toBeDefined();
        expect(recipe.price, `${recipe.slug} price`).toBeGreaterThan(0);
      }
    }
  });

  test('sub-recipes form no cycle and each is used by another recipe', () => {
    expect(findCycle(data)).toBeNull();
    const usedSubs = new Set(
      data.recipes.flatMap((r) => r.lines.flatMap((l) => (l.subRecipe ? [l.subRecipe] : []))),
    );
    for (const recipe of data.recipes.filter((r) => !r.onMenu)) {
      expect(usedSubs.has(recipe.slug), `${recipe.slug} is unused`).toBe(true);
    }
  });

  test('menus: one default, unique slugs, every dish on the menu and every menu dish known', () => {
    expect(data.menus.filter((m) => m.isDefault)).toHaveLength(1);
    expect(new Set(data.menus.map((m) => m.slug)).size).toBe(data.menus.length);
    const listed = new Set<string>();
    for (const menu of data.menus) {
      expect(menu.slug).toMatch(SLUG);
      expect(namesProblems(menu.names), menu.slug).toEqual([]);
      const dishes = menu.sections.flatMap((s) => s.dishes);
      expect(new Set(dishes).size, `${menu.slug} lists a dish twice`).toBe(dishes.length);
      for (const section of menu.sections) {
        expect(namesProblems(section.titles), menu.slug).toEqual([]);
        expect(section.dishes.length, `${menu.slug}: ${section.titles.en}`).toBeGreaterThan(0);
        for (const dish of section.dishes) {
          const recipe = data.recipes.find((r) => r.slug === dish);
          expect(recipe, `${menu.slug}: ${dish}`).toBeDefined();
          expect(recipe?.onMenu, `${menu.slug}: ${dish} is not on the menu`).toBe(true);
          listed.add(dish);
        }
      }
    }
    expect(onMenu.map((r) => r.slug).filter((slug) => !listed.has(slug))).toEqual([]);
  });

  describe('every recipe computes to plausible figures', () => {
    const build = recipeBuilder(data);
    const results = new Map<string, RecipeResult>();
    const result = (slug: string): RecipeResult => {
      let found = results.get(slug);
      if (!found) {
        found = computeRecipe(build(slug));
        results.set(slug, found);
      }
      return found;
    };

    test.each(data.recipes.map((r) => [r.slug, r] as const))('%s', (_slug, recipe) => {
      const computed = result(recipe.slug);
      expect(computed.allergens.complete).toBe(true);
      expect(computed.missing).toEqual([]);
      const kcal = computed.per100g.energyKcal;
      expect(kcal.status).toBe('known');
      const value = kcal.status === 'unknown' ? Number.NaN : kcal.value;
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(900);
      if (!recipe.onMenu) return;

      const [min, max] = PORTION_GRAMS[recipe.category];
      expect(computed.weights.netPortion).toBeGreaterThanOrEqual(min);
      expect(computed.weights.netPortion).toBeLessThanOrEqual(max);
      // The declared diet tags are the ones the ingredients give (vegan implies vegetarian).
      const declared = DIET_TAGS.filter(
        (tag) =>
          recipe.tags?.includes(tag) || (tag === 'vegetarian' && recipe.tags?.includes('vegan')),
      );
      expect(declared).toEqual(DIET_TAGS.filter((tag) => computed.tags.includes(tag)));
      if (recipe.tags?.includes('no_gluten')) {
        expect(computed.allergens.contains).not.toContain('gluten');
        expect(computed.traces).not.toContain('gluten');
      }
      if (recipe.frozen) expect(computed.frozen).toBe(true);
      if (recipe.nutriScoreCategory) expect(computed.nutriScore).not.toBeNull();
      if (recipe.nutriScoreCategory === 'water') expect(computed.nutriScore?.grade).toBe('A');
      if (recipe.category === 'drinks') {
        // Nutri-Score leaves out drinks with more than 1.2 % alcohol.
        const alcoholic = recipe.lines.some(
          (line) => line.ingredient && Number(row(line.ingredient).alcohol_g) > 1.2,
        );
        expect(recipe.nutriScoreCategory === undefined).toBe(alcoholic);
      }
    });
  });
});

describe('demo-bistro', () => {
  const onMenu = demoBistro.recipes.filter((r) => r.onMenu);

  test('papricaș is made of library foods only and declares gluten, eggs and milk through them', () => {
    const build = recipeBuilder(demoBistro);
    const dish = demoBistro.recipes.find((r) => r.slug === 'papricas-de-pui-cu-galuste');
    expect(dish?.onMenu).toBe(true);
    const lines = (slug: string): DemoRecipe['lines'] =>
      (demoBistro.recipes.find((r) => r.slug === slug)?.lines ?? []).flatMap((line) =>
        line.subRecipe ? lines(line.subRecipe) : [line],
      );
    const all = lines('papricas-de-pui-cu-galuste');
    expect(all.length).toBeGreaterThan(8);
    expect(all.filter((line) => !line.library)).toEqual([]);

    const result = computeRecipe(build('papricas-de-pui-cu-galuste'));
    expect(result.allergens).toMatchObject({
      contains: ['gluten', 'eggs', 'milk'],
      complete: true,
    });
    expect(result.allergens.sources).toEqual([
      {
        code: 'gluten',
        sources: [
          { ingredientId: 'library-9436', via: [] },
          { ingredientId: 'library-9440', via: ['galuste'] },
        ],
      },
      { code: 'eggs', sources: [{ ingredientId: 'library-22000', via: ['galuste'] }] },
      { code: 'milk', sources: [{ ingredientId: 'library-19431', via: [] }] },
    ]);
    expect(result.tags).toEqual(['with_meat']);
  });
  const ingredient = (code: string) => demoBistro.ingredients.find((i) => i.ciqualCode === code);

  test('has at least 40 dishes and drinks on the menu, in all three categories', () => {
    expect(onMenu.length).toBeGreaterThanOrEqual(40);
    const byCategory = (category: DemoRecipe['category']) =>
      onMenu.filter((r) => r.category === category).length;
    expect(byCategory('food')).toBeGreaterThanOrEqual(25);
    expect(byCategory('drinks')).toBeGreaterThanOrEqual(12);
    expect(byCategory('other')).toBeGreaterThanOrEqual(3);
  });

  test('has sub-recipes, one of them nested in another (dish → sub-recipe → sub-recipe)', () => {
    expect(demoBistro.recipes.filter((r) => !r.onMenu).length).toBeGreaterThanOrEqual(5);
    expect(depth(demoBistro, 'salata-caesar')).toBe(3);
    expect(depth(demoBistro, 'burger-de-vita')).toBe(3);
  });

  test('has the main menu as default and a daily menu', () => {
    expect(demoBistro.menus.map((m) => [m.slug, m.isDefault])).toEqual([
      ['meniu-principal', true],
      ['meniul-zilei', false],
    ]);
    expect(demoBistro.menus[0]?.sections.map((s) => s.titles.ro)).toEqual([
      'Ciorbe',
      'Feluri principale',
      'Salate și aperitive',
      'Desert',
      'Băuturi',
      'Extra',
    ]);
  });

  test('declares traces, additives, frozen foods and the Annex II allergens of key foods', () => {
    expect(demoBistro.ingredients.filter((i) => i.traces?.length).length).toBeGreaterThan(5);
    expect(demoBistro.ingredients.filter((i) => i.additives?.length).length).toBeGreaterThan(5);
    expect(demoBistro.ingredients.some((i) => i.frozen)).toBe(true);
    expect(ingredient(C.flour)?.allergens).toEqual(['gluten']);
    expect(ingredient(C.celeriac)?.allergens).toEqual(['celery']);
    expect(ingredient(C.mustard)?.allergens).toEqual(['mustard']);
    expect(ingredient(C.trout)?.allergens).toEqual(['fish']);
    expect(ingredient(C.redWine)?.allergens).toEqual(['sulphites']);
    expect(ingredient(C.cola)?.additives?.map((a) => a.eNumber)).toEqual(['E150d', 'E338']);
    for (const code of [C.tripe, C.porkTenderloin, C.beefMince, C.mutton]) {
      expect(ingredient(code)?.redMeat, code).toBe(true);
    }
    expect(ingredient(C.chickenBreast)).toMatchObject({ meat: true, redMeat: false });
  });

  test('computes the fries as a frozen product and the waters as Nutri-Score A', () => {
    const build = recipeBuilder(demoBistro);
    expect(computeRecipe(build('cartofi-prajiti')).frozen).toBe(true);
    expect(computeRecipe(build('apa-plata')).nutriScore?.grade).toBe('A');
    expect(computeRecipe(build('vin-rosu')).allergens.contains).toEqual(['sulphites']);
  });
});

test('the smaller restaurants have a handful of dishes and one menu each', () => {
  for (const data of [demoExpired, demoPrivate]) {
    const count = data.recipes.filter((r) => r.onMenu).length;
    expect(count).toBeGreaterThanOrEqual(5);
    expect(count).toBeLessThanOrEqual(10);
    expect(data.menus).toHaveLength(1);
  }
});

test('an ingredient whose label states its fat maps to a CIQUAL food with that fat (±15 %)', () => {
  const labelled = DEMO_INGREDIENTS.flatMap((ingredient) => {
    const match = /\((\d+(?:\.\d+)?)% fat\)/.exec(ingredient.names.en ?? '');
    return match ? [{ ingredient, label: Number(match[1]) }] : [];
  });
  expect(labelled.length).toBeGreaterThanOrEqual(4);
  for (const { ingredient, label } of labelled) {
    const fat = Number(ciqual.get(ingredient.ciqualCode)?.fat_g);
    expect(
      Math.abs(fat - label) / label,
      `${ingredient.names.en}: CIQUAL ${fat} g`,
    ).toBeLessThanOrEqual(0.15);
  }
});
