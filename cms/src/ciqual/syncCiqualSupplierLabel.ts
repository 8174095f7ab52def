import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { recomputeRecipesUsing } from '../collections/Recipes/graph/recomputeRecipes';
import { executeSql } from '../utilities/executeSql';

export interface SyncCiqualSupplierLabelResult {
  /** Library foods this run made "declare from your supplier's label". */
  marked: number;
  /** Library foods this run gave back to the library's table (a rule removed). */
  released: number;
}

/**
 * Sets who declares the allergens of the shared library's CIQUAL foods, in the request's
 * transaction: the foods of `codes` (supplier-label.csv) become "from the supplier's label"
 * with their allergens not declared, whatever was declared before (a shared food cannot carry
 * one producer's label); every other library food is the library's. A food leaving the rules
 * is left not declared, so syncCiqualAllergens, which runs next, declares it from the table.
 * The recipes using a food whose declaration changed are recomputed; a second run writes
 * nothing. A restaurant's own version is never touched: its owner declares it.
 */
export async function syncCiqualSupplierLabel(
  req: PayloadRequest,
  codes: ReadonlySet<string>,
  { log = () => {} }: { log?: (message: string) => void } = {},
): Promise<SyncCiqualSupplierLabelResult> {
  const wanted = JSON.stringify([...codes]);
  const now = new Date().toISOString();
  const marked = await executeSql<{ id: number; declared: boolean }>(
    req,
    sql`WITH before AS (
          SELECT i.id, i.allergens_declared AS declared FROM ingredients i
          WHERE i.source_kind = 'ciqual' AND i.restaurant_id IS NULL
            AND i.source_code IN (SELECT value FROM json_array_elements_text(${wanted}::json))
            AND (i.allergen_source IS DISTINCT FROM 'supplierLabel'
                 OR i.allergens_declared IS DISTINCT FROM false)
        )
        UPDATE ingredients i SET allergen_source = 'supplierLabel', allergens_declared = false,
          updated_at = ${now}
        FROM before b WHERE i.id = b.id
        RETURNING i.id, b.declared`,
  );
  const released = await executeSql<{ id: number }>(
    req,
    sql`UPDATE ingredients i SET allergen_source = 'library', allergens_declared = false,
          updated_at = ${now}
        WHERE i.source_kind = 'ciqual' AND i.restaurant_id IS NULL
          AND i.allergen_source = 'supplierLabel'
          AND i.source_code NOT IN (SELECT value FROM json_array_elements_text(${wanted}::json))
        RETURNING i.id`,
  );
  // Foods imported before the status existed, or inserted by this import (the column's default
  // is a restaurant's own).
  await executeSql(
    req,
    sql`UPDATE ingredients i SET allergen_source = 'library'
        WHERE i.source_kind = 'ciqual' AND i.restaurant_id IS NULL
          AND i.allergen_source IS DISTINCT FROM 'library'
          AND i.allergen_source IS DISTINCT FROM 'supplierLabel'`,
  );
  const undeclared = marked.filter((row) => row.declared !== false).map((row) => Number(row.id));
  if (undeclared.length > 0) await recomputeRecipesUsing(req, 'ingredient', undeclared);
  log(
    `CIQUAL supplier labels: ${marked.length} foods newly marked "declare from your ` +
      `supplier's label", ` +
      `${released.length} given back to the library's table`,
  );
  return { marked: marked.length, released: released.length };
}
