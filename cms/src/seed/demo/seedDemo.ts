import { readFile } from 'node:fs/promises';
import type { PayloadRequest } from 'payload';
import { CIQUAL_CSV_PATH, type CiqualRow, parseCiqualCsv } from '../../ciqual/ciqualRow';
import { type RefuseEntry, readRefuseCsv } from '../../ciqual/refuseCsv';
import { DEMO_RESTAURANTS } from './demoRestaurants';
import { libraryFoodIds } from './libraryFoodIds';
import { type SeededAccount, seedAccounts } from './seedAccounts';
import { seedAdditives } from './seedAdditives';
import { seedBrandPages } from './seedBrandPages';
import { seedBrands } from './seedBrands';
import { seedIngredients } from './seedIngredients';
import { seedMenus } from './seedMenus';
import { seedPrices } from './seedPrices';
import { seedRecipes } from './seedRecipes';
import { seedRestaurants } from './seedRestaurants';
import { seedSheetApprovals } from './seedSheets';
import { seedSubscriptions } from './seedSubscriptions';

export interface SeedDemoOptions {
  demoPassword: string | undefined;
  log: (message: string) => void;
  /** The day subscriptions are dated from. */
  now: Date;
}

/**
 * The demo world, in dependency order: brands and their help, FAQ and terms pages, restaurants
 * and their subscriptions, then per restaurant its ingredients, recipes (sub-recipes first),
 * menus and ingredient prices, then the accounts and the owner's approvals of the technical sheets. Each step creates only what is missing, matched by its natural key
 * (brand key, brand and page kind, restaurant slug, CIQUAL code, recipe and menu slug within
 * the restaurant, an ingredient's price in the restaurant, e-mail), and never changes what
 * exists: a second run writes nothing, and an owner's edits to the demo stay.
 */
export async function seedDemo(
  req: PayloadRequest,
  { demoPassword, log, now }: SeedDemoOptions,
): Promise<SeededAccount[]> {
  let ciqual: Map<string, CiqualRow> | undefined;
  const ciqualRows = async () => {
    ciqual ??= parseCiqualCsv(await readFile(CIQUAL_CSV_PATH, 'utf8'));
    return ciqual;
  };
  let refuseTable: Map<string, RefuseEntry> | undefined;
  const refuse = async () => {
    refuseTable ??= await readRefuseCsv();
    return refuseTable;
  };

  const brandIds = await seedBrands(req, log);
  await seedBrandPages(req, brandIds, log);
  const restaurantIds = await seedRestaurants(req, brandIds, log);
  await seedSubscriptions(req, restaurantIds, now);
  const additiveIds = await seedAdditives(
    req,
    DEMO_RESTAURANTS.flatMap(({ content }) => content.ingredients),
  );
  // Dishes made of the shared library's foods themselves (see data/libraryRecipes.ts).
  const libraryIds = await libraryFoodIds(
    req,
    DEMO_RESTAURANTS.flatMap(({ content }) =>
      content.recipes.flatMap((recipe) => recipe.lines.flatMap((line) => line.library ?? [])),
    ),
  );
  const createdRecipes = new Map<string, Map<string, number>>();
  for (const { data, content } of DEMO_RESTAURANTS) {
    const restaurant = restaurantIds.get(data.slug);
    if (restaurant === undefined) throw new Error(`Demo restaurant ${data.slug} is missing`);
    const ingredientIds = await seedIngredients(
      req,
      restaurant,
      content.ingredients,
      ciqualRows,
      additiveIds,
      refuse,
    );
    const recipes = await seedRecipes(
      req,
      restaurant,
      content.recipes,
      ingredientIds,
      libraryIds,
      content.sheets,
    );
    createdRecipes.set(data.slug, recipes.createdIds);
    const menus = await seedMenus(req, restaurant, content.menus, recipes.ids);
    const prices = await seedPrices(req, restaurant, content.recipes, ingredientIds, libraryIds);
    if (recipes.created + menus + prices > 0) {
      log(`${data.slug}: created ${recipes.created} recipes, ${menus} menus and ${prices} prices`);
    }
  }
  const accounts = await seedAccounts(req, restaurantIds, demoPassword, log);
  // After the accounts: an approval names the owner who gave it.
  for (const { data, content } of DEMO_RESTAURANTS) {
    const created = createdRecipes.get(data.slug);
    if (!content.sheets || !created?.size) continue;
    await seedSheetApprovals(req, data.slug, content.recipes, content.sheets, created, now);
  }
  return accounts;
}
