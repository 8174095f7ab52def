import type { LineItemFacts } from './lineCheck';

interface IngredientAnswer {
  id: number;
  name?: string | null;
  density?: number | null;
  unitWeight?: number | null;
  allergensDeclared?: boolean | null;
  allergenSource?: string | null;
  defaultColdLossPercent?: number | null;
}

interface RecipeAnswer {
  id: number;
  name?: string | null;
  density?: number | null;
  computed?: { result?: { weights?: { netPortion?: number } } | null } | null;
}

// One request per item and page: a recipe's lines name the same items on every render.
const cache = new Map<string, Promise<LineItemFacts | null>>();

/**
 * The facts a recipe line shows about its ingredient or sub-recipe (name in `locale`, density,
 * weight per piece, allergens declared, default cleaning loss), read through the REST API as the signed-in user,
 * once per page; null when it cannot be read (deleted, no access).
 *
 * @example
 * await loadItemFacts('/api', 'ingredient', 7, 'ro') // { kind: 'ingredient', id: 7, name: 'Lapte', density: 1.03, … }
 */
export function loadItemFacts(
  api: string,
  kind: 'ingredient' | 'recipe',
  id: number,
  locale: string,
): Promise<LineItemFacts | null> {
  const key = `${api}|${kind}|${id}|${locale}`;
  let facts = cache.get(key);
  if (!facts) {
    facts = kind === 'ingredient' ? ingredientFacts(api, id, locale) : recipeFacts(api, id, locale);
    cache.set(key, facts);
  }
  return facts;
}

/** Forgets what was read, e.g. when the owner comes back from fixing an ingredient. */
export function forgetItemFacts(): void {
  cache.clear();
}

async function get<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' }).catch(() => null);
  return response?.ok ? ((await response.json()) as T) : null;
}

async function ingredientFacts(
  api: string,
  id: number,
  locale: string,
): Promise<LineItemFacts | null> {
  const fields = [
    'name',
    'density',
    'unitWeight',
    'allergensDeclared',
    'allergenSource',
    'defaultColdLossPercent',
  ];
  const select = fields.map((field) => `select[${field}]=true`).join('&');
  const doc = await get<IngredientAnswer>(
    `${api}/ingredients/${id}?depth=0&locale=${locale}&${select}`,
  );
  if (!doc) return null;
  return {
    kind: 'ingredient',
    id,
    name: doc.name ?? `#${id}`,
    density: doc.density ?? null,
    unitWeight: doc.unitWeight ?? null,
    allergensDeclared: doc.allergensDeclared === true,
    fromSupplierLabel: doc.allergenSource === 'supplierLabel',
    defaultColdLossPercent: doc.defaultColdLossPercent ?? null,
  };
}

async function recipeFacts(api: string, id: number, locale: string): Promise<LineItemFacts | null> {
  const select = ['name', 'density', 'computed'].map((field) => `select[${field}]=true`).join('&');
  // As published: a sub-recipe's draft is not what the dish is computed from.
  const doc = await get<RecipeAnswer>(
    `${api}/recipes/${id}?depth=0&draft=false&locale=${locale}&${select}`,
  );
  if (!doc) return null;
  return {
    kind: 'recipe',
    id,
    name: doc.name ?? `#${id}`,
    density: doc.density ?? null,
    unitWeight: doc.computed?.result?.weights?.netPortion ?? null,
    allergensDeclared: true,
    defaultColdLossPercent: null,
  };
}
