import { isLocale, type Locale } from '@nutrimenu/core/locale';

export type NamesByLocale = Partial<Record<Locale, string>>;

interface Pending {
  ids: Set<string>;
  waiting: Map<string, ((names: NamesByLocale) => void)[]>;
}

// One request per list page: the cells of one render ask within the same tick.
const pendingByCollection = new Map<string, Pending>();

function namesOf(value: unknown): NamesByLocale {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [Locale, string] =>
        isLocale(entry[0]) && typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

async function fetchNames(
  api: string,
  collection: string,
  ids: string[],
): Promise<Map<string, NamesByLocale>> {
  const search = new URLSearchParams({
    'where[id][in]': ids.join(','),
    'select[name]': 'true',
    locale: 'all',
    depth: '0',
    draft: 'true',
    pagination: 'false',
  });
  const response = await fetch(`${api}/${collection}?${search}`, { credentials: 'include' });
  if (!response.ok) return new Map();
  const { docs } = (await response.json()) as { docs: { id: number | string; name?: unknown }[] };
  return new Map(docs.map((doc) => [String(doc.id), namesOf(doc.name)]));
}

/**
 * A document's name in every locale it has one, through the REST API (`locale=all`); the
 * requests of the cells rendered in one tick are sent as one, so a list page asks once.
 * Resolves to no names when the answer does not come.
 */
export function namesInEveryLocale(
  api: string,
  collection: string,
  id: string,
): Promise<NamesByLocale> {
  return new Promise((resolve) => {
    let pending = pendingByCollection.get(collection);
    if (!pending) {
      const batch: Pending = { ids: new Set(), waiting: new Map() };
      pending = batch;
      pendingByCollection.set(collection, batch);
      setTimeout(() => {
        pendingByCollection.delete(collection);
        const settle = (names: Map<string, NamesByLocale>) => {
          for (const [key, callbacks] of batch.waiting) {
            for (const callback of callbacks) callback(names.get(key) ?? {});
          }
        };
        fetchNames(api, collection, [...batch.ids])
          .then(settle)
          .catch(() => settle(new Map()));
      }, 0);
    }
    pending.ids.add(id);
    pending.waiting.set(id, [...(pending.waiting.get(id) ?? []), resolve]);
  });
}
