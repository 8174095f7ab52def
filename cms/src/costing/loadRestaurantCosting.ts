import type { IngredientPrice as PackPrice } from '@nutrimenu/core/costing';
import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import type { Restaurant } from '../payload-types';
import { executeSql } from '../utilities/executeSql';
import { idOf } from '../utilities/idOf';
import { type PriceDoc, pricesInForce } from './pricesInForce';

export interface RestaurantCosting {
  settings: Pick<Restaurant, 'currency' | 'costing'>;
  /** The price in force now of each of the ingredients asked for that has one. */
  prices: Map<string, PackPrice>;
}

/** Restaurants read by one pair of queries: their ids and ingredients stay far under PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

/**
 * What costing a restaurant's dishes needs, in two queries through `req` (its transaction):
 * the currency, VAT rates and targets, and its prices of `ingredientIds`. System access: the
 * callers cost dishes of this restaurant, whoever's change set them off.
 */
export async function loadRestaurantCosting(
  req: PayloadRequest,
  restaurant: number,
  ingredientIds: readonly string[],
): Promise<RestaurantCosting | null> {
  const loaded = await loadRestaurantsCosting(req, new Map([[restaurant, ingredientIds]]));
  return loaded.get(restaurant) ?? null;
}

interface SettingsRow {
  id: number;
  currency: string;
  food_vat: string | null;
  drinks_vat: string | null;
  target: string | null;
  food_target: string | null;
  drinks_target: string | null;
  other_target: string | null;
  staff_may_edit: boolean | null;
}

// PostgreSQL's numeric arrives as a string; an empty column stays empty, as Payload reads it.
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The currency and costing settings of `restaurants`, in one SQL statement: Payload's find
 * spends a few hundred milliseconds shaping 1,000 restaurants, on a library food's change.
 */
async function readCostingSettings(
  req: PayloadRequest,
  restaurants: readonly number[],
): Promise<{ id: number; settings: RestaurantCosting['settings'] }[]> {
  const rows = await executeSql<SettingsRow>(
    req,
    sql`SELECT "id", "currency", "costing_food_vat_percent" AS "food_vat",
        "costing_drinks_vat_percent" AS "drinks_vat",
        "costing_target_food_cost_percent" AS "target",
        "costing_category_targets_food" AS "food_target",
        "costing_category_targets_drinks" AS "drinks_target",
        "costing_category_targets_other" AS "other_target",
        "costing_staff_may_edit_prices" AS "staff_may_edit"
      FROM "restaurants" WHERE "id" = ANY(${`{${restaurants.join(',')}}`}::int[])`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    settings: {
      currency: row.currency,
      costing: {
        foodVatPercent: numberOrNull(row.food_vat),
        drinksVatPercent: numberOrNull(row.drinks_vat),
        targetFoodCostPercent: numberOrNull(row.target),
        categoryTargets: {
          food: numberOrNull(row.food_target),
          drinks: numberOrNull(row.drinks_target),
          other: numberOrNull(row.other_target),
        },
        staffMayEditPrices: row.staff_may_edit,
      },
    },
  }));
}

/**
 * loadRestaurantCosting for many restaurants at once (`ingredientIdsByRestaurant`: the
 * ingredients whose prices each needs), in two queries per thousand restaurants (the settings in
 * SQL) rather than two per restaurant: a library food's change recosts dishes of thousands of restaurants. A
 * restaurant that no longer exists is absent from the answer.
 */
export async function loadRestaurantsCosting(
  req: PayloadRequest,
  ingredientIdsByRestaurant: ReadonlyMap<number, readonly string[]>,
): Promise<Map<number, RestaurantCosting>> {
  const costings = new Map<number, RestaurantCosting>();
  const restaurants = [...ingredientIdsByRestaurant.keys()];
  for (let start = 0; start < restaurants.length; start += CHUNK) {
    const chunk = restaurants.slice(start, start + CHUNK);
    const settings = await readCostingSettings(req, chunk);
    const wanted = new Set(
      chunk.flatMap((restaurant) =>
        (ingredientIdsByRestaurant.get(restaurant) ?? []).map(Number).filter(Number.isInteger),
      ),
    );
    const prices =
      wanted.size === 0
        ? []
        : (
            await req.payload.find({
              collection: 'ingredient-prices',
              where: { restaurant: { in: chunk }, ingredient: { in: [...wanted] } },
              depth: 0,
              limit: 0,
              pagination: false,
              req,
              overrideAccess: true,
              select: {
                restaurant: true,
                ingredient: true,
                price: true,
                packQuantity: true,
                packUnit: true,
                validFrom: true,
              },
            })
          ).docs;
    const pricesByRestaurant = new Map<number, PriceDoc[]>();
    for (const doc of prices) {
      const restaurant = Number(idOf(doc.restaurant));
      const list = pricesByRestaurant.get(restaurant) ?? [];
      list.push(doc);
      pricesByRestaurant.set(restaurant, list);
    }
    const now = new Date();
    for (const doc of settings) {
      // Only the ingredients this restaurant asked for: another's shared the query.
      const own = new Set(ingredientIdsByRestaurant.get(doc.id) ?? []);
      const docs = (pricesByRestaurant.get(doc.id) ?? []).filter((price) =>
        own.has(String(idOf(price.ingredient))),
      );
      costings.set(doc.id, {
        settings: doc.settings,
        prices: pricesInForce(docs, now),
      });
    }
  }
  return costings;
}
