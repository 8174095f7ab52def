import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isLocale, type Locale } from '@nutrimenu/core/locale';
import { parseCsv } from '../../src/ciqual/ciqualRow';
import type { ApiClient } from './apiClient';

/** The kitchen queries and the CIQUAL foods a cook expects for each (see the file's header). */
export const INGREDIENT_QUERIES_PATH = fileURLToPath(
  new URL('../data/ingredientSearchQueries.csv', import.meta.url),
);

export interface ExpectedQuery {
  locale: Locale;
  query: string;
  /** Any of these CIQUAL codes is a right answer. */
  codes: string[];
}

/** The queries of the file: `#` lines are its header, then `locale,query,codes` rows. */
export async function readExpectedQueries(
  path = INGREDIENT_QUERIES_PATH,
): Promise<ExpectedQuery[]> {
  const text = (await readFile(path, 'utf8'))
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
  const [header = [], ...rows] = parseCsv(text);
  if (header.join(',') !== 'locale,query,codes') throw new Error(`bad header ${header.join(',')}`);
  return rows
    .filter((row) => row.length > 1)
    .map(([locale = '', query = '', codes = ''], index) => {
      if (!isLocale(locale) || query.trim() === '' || codes === '') {
        throw new Error(`line ${index + 2}: "${locale},${query},${codes}" is not a query row`);
      }
      return { locale, query, codes: codes.split('|') };
    });
}

export interface QueryOutcome extends ExpectedQuery {
  /** 1-based place of the first expected food among the answers, or null when absent. */
  place: number | null;
  /** The first answers, as `code name`, for reading a miss. */
  top: string[];
}

export interface SearchAccuracy {
  outcomes: QueryOutcome[];
  top1: number;
  top3: number;
}

/**
 * Asks GET /api/ingredients/search (as the signed-in `token`, limit 20) every query and where the
 * expected food came.
 */
export async function measureSearchAccuracy(
  api: ApiClient,
  token: string,
  queries: readonly ExpectedQuery[],
): Promise<SearchAccuracy> {
  const outcomes: QueryOutcome[] = [];
  for (const expected of queries) {
    const params = new URLSearchParams({ q: expected.query, locale: expected.locale, limit: '20' });
    const response = await api.rest('GET', `ingredients/search?${params}`, { token });
    if (response.status !== 200) throw new Error(`${expected.query}: HTTP ${response.status}`);
    const docs: { name: string; source: { code: string | null } }[] = response.body.docs;
    const index = docs.findIndex((doc) => expected.codes.includes(doc.source.code ?? ''));
    outcomes.push({
      ...expected,
      place: index < 0 ? null : index + 1,
      top: docs.slice(0, 3).map((doc) => `${doc.source.code ?? '-'} ${doc.name}`),
    });
  }
  const share = (best: number) =>
    outcomes.filter(({ place }) => place !== null && place <= best).length / outcomes.length;
  return { outcomes, top1: share(1), top3: share(3) };
}

/** The queries whose expected food is not in the first `best`, one line each. */
export function missedQueries(accuracy: SearchAccuracy, best = 3): string[] {
  return accuracy.outcomes
    .filter(({ place }) => place === null || place > best)
    .map(
      ({ locale, query, codes, place, top }) =>
        `${locale} "${query}" → expected ${codes.join('|')}, place ${place ?? '-'}; got ${top.join(' / ')}`,
    );
}
