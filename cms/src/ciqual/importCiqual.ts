import { readFile } from 'node:fs/promises';
import { createLocalReq, type Payload } from 'payload';
import { queueOutdatedRecompute } from '../collections/Recipes/engine/queueOutdatedRecompute';
import { recomputeRecipesUsing } from '../collections/Recipes/graph/recomputeRecipes';
import type { OnProgress } from '../utilities/progressReporter';
import { runInTransaction } from '../utilities/runInTransaction';
import { syncCiqualAllergens } from './allergens/syncCiqualAllergens';
import { CIQUAL_ALIASES_CSV_PATH, parseAliasesCsv } from './ciqualAliases';
import {
  CIQUAL_NUTRIENT_COLUMNS,
  type CiqualNutrientKey,
  type CiqualNutrients,
  insertCiqualFoods,
  type LibraryFood,
  readCiqualLibrary,
  updateCiqualFoods,
} from './ciqualLibraryStore';
import { CIQUAL_NAMES_CSV_PATH, parseNamesCsv } from './ciqualNames';
import { ciqualNamesOf } from './ciqualNamesOf';
import { CIQUAL_CSV_PATH, type CiqualRow, ciqualRowToNutrients, parseCiqualCsv } from './ciqualRow';
import { isCompositeCiqualFood } from './isCompositeCiqualFood';
import { readSupplierLabelCsv, supplierLabelCodes } from './supplierLabelCsv';
import { syncCiqualAdditives } from './syncCiqualAdditives';
import { syncCiqualRefuse } from './syncCiqualRefuse';
import { syncCiqualSupplierLabel } from './syncCiqualSupplierLabel';

const NUTRIENT_KEYS = Object.keys(CIQUAL_NUTRIENT_COLUMNS) as CiqualNutrientKey[];
/** Foods per insert statement, so the progress moves on a slow machine. */
const BATCH = 500;

export interface ImportCiqualOptions {
  payload: Payload;
  csvPath?: string;
  /** The kitchen names in ro, hu, de, it, es (see ciqualNames.ts). */
  namesCsvPath?: string;
  /** The kitchen aliases in the 7 locales (see ciqualAliases.ts). */
  aliasesCsvPath?: string;
  log?: (message: string) => void;
  onProgress?: OnProgress;
}

export interface ImportCiqualResult {
  /** Foods in the file. */
  total: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Wall time, ms. */
  ms: number;
}

/**
 * The values the import writes. An energy-only component CIQUAL leaves empty (alcohol, polyols,
 * organic acids) is stored empty, so a later CIQUAL version that drops one clears it.
 */
function nutrientsOf(row: CiqualRow): CiqualNutrients {
  const mapped = ciqualRowToNutrients(row);
  const nutrients = {} as CiqualNutrients;
  for (const key of NUTRIENT_KEYS) nutrients[key] = mapped[key] ?? null;
  return nutrients;
}

/** The same JSON value, whatever the order of object keys (jsonb reorders them). */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== null && v !== undefined)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function sameFood(stored: LibraryFood, wanted: LibraryFood): boolean {
  return (
    NUTRIENT_KEYS.every((key) => stored.nutrients[key] === wanted.nutrients[key]) &&
    sameJson(stored.name, wanted.name) &&
    sameJson(stored.alternativeNames, wanted.alternativeNames) &&
    stored.composite === wanted.composite &&
    sameJson(stored.imported, wanted.imported)
  );
}

/**
 * Upserts every food of the CIQUAL CSV into the shared ingredient library (no restaurant,
 * source `ciqual` + code), matched by code: new foods are inserted, foods whose names or values
 * changed are updated and the recipes that use them recomputed, the rest is left alone, so a
 * second run writes nothing. CIQUAL has no allergen data: the allergens, traces and diet flags
 * come from the project's reviewed table (syncCiqualAllergens) except for the processed foods
 * declared from the supplier's label (supplier-label.csv, syncCiqualSupplierLabel), the additive links from
 * additives.csv (syncCiqualAdditives), the default cleaning losses from refuse.csv
 * (syncCiqualRefuse).
 *
 * One transaction; writes skip the collection's hooks (see ciqualLibraryStore for why), which
 * would only look for recipes using the food: new foods have none, and the recipes using
 * updated foods are recomputed here, once for all of them.
 */
export async function importCiqual({
  payload,
  csvPath = CIQUAL_CSV_PATH,
  namesCsvPath = CIQUAL_NAMES_CSV_PATH,
  aliasesCsvPath = CIQUAL_ALIASES_CSV_PATH,
  log = () => {},
  onProgress = () => {},
}: ImportCiqualOptions): Promise<ImportCiqualResult> {
  const started = performance.now();
  const rows = [...parseCiqualCsv(await readFile(csvPath, 'utf8')).values()];
  const total = rows.length;
  const kitchenNames = parseNamesCsv(await readFile(namesCsvPath, 'utf8'));
  const aliases = parseAliasesCsv(await readFile(aliasesCsvPath, 'utf8'));
  const supplierLabel = supplierLabelCodes(await readSupplierLabelCsv(), rows);

  // One transaction: an import that fails halfway leaves nothing behind, and it is much faster
  // than one per write.
  const req = await createLocalReq({ context: {} }, payload);
  const counts = await runInTransaction(req, async () => {
    const library = await readCiqualLibrary(req);
    const inserts: LibraryFood[] = [];
    const updates: (LibraryFood & { id: number })[] = [];
    let unchanged = 0;
    onProgress(0, total);
    for (const row of rows) {
      const code = row.ciqual_code ?? '';
      const stored = library.get(code);
      const wanted: LibraryFood = {
        code,
        ...ciqualNamesOf(row, kitchenNames.get(code), stored, aliases.get(code)),
        nutrients: nutrientsOf(row),
        composite: isCompositeCiqualFood(row),
      };
      if (!stored) {
        inserts.push(wanted);
      } else if (sameFood(stored, wanted)) {
        unchanged++;
      } else {
        updates.push({ ...wanted, id: stored.id });
      }
    }
    await updateCiqualFoods(req, updates);
    let done = unchanged + updates.length;
    onProgress(done, total);
    for (let start = 0; start < inserts.length; start += BATCH) {
      const batch = inserts.slice(start, start + BATCH);
      await insertCiqualFoods(req, batch);
      done += batch.length;
      onProgress(done, total);
    }
    if (updates.length > 0) {
      await recomputeRecipesUsing(
        req,
        'ingredient',
        updates.map(({ id }) => id),
      );
    }
    await syncCiqualSupplierLabel(req, supplierLabel, { log });
    await syncCiqualAllergens(req, { supplierLabel, log });
    await syncCiqualAdditives(req, { log });
    await syncCiqualRefuse(req, { log });
    return { inserted: inserts.length, updated: updates.length, unchanged };
  });

  // A re-import brings back a database whose results may predate the engine: catch them up.
  await queueOutdatedRecompute(payload);
  const ms = Math.round(performance.now() - started);
  log(
    `CIQUAL: ${total} foods, ${counts.inserted} inserted, ${counts.updated} updated, ` +
      `${counts.unchanged} unchanged in ${(ms / 1000).toFixed(1)} s`,
  );
  return { total, ...counts, ms };
}
