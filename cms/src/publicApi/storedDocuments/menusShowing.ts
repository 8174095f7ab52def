import { sql } from '@payloadcms/db-postgres';
import type { PayloadRequest } from 'payload';
import { executeSql } from '../../utilities/executeSql';

/** A menu and its restaurant. */
export interface MenuOfRestaurant {
  menuId: number;
  restaurantId: number;
}

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

function menusOf(rows: readonly { id: number; restaurant_id: number | null }[]) {
  return rows.flatMap((row): MenuOfRestaurant[] =>
    row.restaurant_id === null
      ? []
      : [{ menuId: Number(row.id), restaurantId: Number(row.restaurant_id) }],
  );
}

/**
 * The published menus that list one of `recipeIds` among their dishes, in the request's
 * transaction: the only public documents a change of those recipes can alter. A menu's sections
 * are its only link to recipes (`menus_rels`); a draft of a menu does not count, as its published
 * document is what diners read.
 */
export async function menusShowing(
  req: PayloadRequest,
  recipeIds: readonly number[],
): Promise<MenuOfRestaurant[]> {
  if (recipeIds.length === 0) return [];
  const rows = await executeSql<{ id: number; restaurant_id: number | null }>(
    req,
    sql`SELECT DISTINCT m.id, m.restaurant_id
        FROM menus_rels r JOIN menus m ON m.id = r.parent_id
        WHERE r.recipes_id = ANY(${intArray(recipeIds)}::int[]) AND m._status = 'published'`,
  );
  return menusOf(rows);
}

/** The restaurants of menus given by id (a menu deleted meanwhile is left out). */
export async function restaurantsOfMenus(
  req: PayloadRequest,
  menuIds: readonly number[],
): Promise<MenuOfRestaurant[]> {
  if (menuIds.length === 0) return [];
  const rows = await executeSql<{ id: number; restaurant_id: number | null }>(
    req,
    sql`SELECT id, restaurant_id FROM menus WHERE id = ANY(${intArray(menuIds)}::int[])`,
  );
  return menusOf(rows);
}
