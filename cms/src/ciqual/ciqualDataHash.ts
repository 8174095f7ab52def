import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { CIQUAL_ADDITIVES_CSV_PATH } from './additivesCsv';
import { CIQUAL_ALLERGENS_CSV_PATH } from './allergens/allergensCsv';
import { CIQUAL_ALIASES_CSV_PATH } from './ciqualAliases';
import { CIQUAL_NAMES_CSV_PATH } from './ciqualNames';
import { CIQUAL_CSV_PATH } from './ciqualRow';
import { CIQUAL_REFUSE_CSV_PATH } from './refuseCsv';
import { CIQUAL_SUPPLIER_LABEL_CSV_PATH } from './supplierLabelCsv';

/** The shipped files the CIQUAL import reads: composition, kitchen names, allergens, additives,
 * default cleaning losses, kitchen aliases, the foods declared from the supplier's label. */
export const CIQUAL_DATA_FILES = [
  CIQUAL_CSV_PATH,
  CIQUAL_NAMES_CSV_PATH,
  CIQUAL_ALLERGENS_CSV_PATH,
  CIQUAL_ADDITIVES_CSV_PATH,
  CIQUAL_REFUSE_CSV_PATH,
  CIQUAL_ALIASES_CSV_PATH,
  CIQUAL_SUPPLIER_LABEL_CSV_PATH,
] as const;

/** Where the hash of the data last imported is kept (Payload's key-value store, in the database). */
export const CIQUAL_DATA_HASH_KEY = 'nutrimenu:ciqual-data-sha256';

/**
 * One SHA-256 over the contents of `files`, in order (each prefixed by its length, so moving
 * bytes from one file to the next changes it): what identifies the data an import wrote.
 */
export async function ciqualDataHash(
  files: readonly string[] = CIQUAL_DATA_FILES,
): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    const content = await readFile(file);
    hash.update(`${content.length}\n`);
    hash.update(content);
  }
  return hash.digest('hex');
}
