import type { Locale } from '@nutrimenu/core/locale';

export type CsvKind = 'ingredients' | 'recipes' | 'ingredient-prices';

/** Where a restaurant's CSV is exported from and imported to; `null` is the shared library. */
export function csvUrl(
  apiBase: string,
  kind: CsvKind,
  restaurant: string | number | null,
  locale: Locale,
  { dryRun = false } = {},
): string {
  const path =
    restaurant === null
      ? `/csv/library/${kind}.csv`
      : `/csv/restaurants/${encodeURIComponent(String(restaurant))}/${kind}.csv`;
  return `${apiBase}${path}?locale=${locale}${dryRun ? '&dryRun=1' : ''}`;
}

/** One problem of a refused import, as the endpoint lists them. */
export interface CsvProblem {
  row: number | null;
  column: string | null;
  message: string;
}

/** What the panel shows after an import or a check. */
export type CsvOutcome =
  | { kind: 'done'; dryRun: boolean; created: number; updated: number; unchanged: number }
  /** A refusal of the whole file is its `message`; problems of rows are listed, `message` null. */
  | { kind: 'refused'; message: string | null; problems: CsvProblem[] }
  | { kind: 'failed' };

/**
 * The endpoint's answer as the panel shows it: the counts of a passed import, the problems of a
 * refused one (`{ errors: [{ message, row?, column? }] }`, each with its row and column when it
 * has them), or a failure to retry.
 */
export function csvOutcome(status: number, body: unknown): CsvOutcome {
  const data = (body ?? {}) as Record<string, unknown>;
  if (status === 200 && typeof data.created === 'number') {
    return {
      kind: 'done',
      dryRun: data.dryRun === true,
      created: data.created,
      updated: Number(data.updated ?? 0),
      unchanged: Number(data.unchanged ?? 0),
    };
  }
  const errors = Array.isArray(data.errors) ? (data.errors as Record<string, unknown>[]) : [];
  const problems = errors
    .filter((error) => typeof error.message === 'string')
    .map((error) => ({
      row: typeof error.row === 'number' ? error.row : null,
      column: typeof error.column === 'string' ? error.column : null,
      message: error.message as string,
    }));
  if (status < 400 || status >= 500 || problems.length === 0) return { kind: 'failed' };
  const [only] = problems;
  if (problems.length === 1 && only && only.row === null && only.column === null) {
    return { kind: 'refused', message: only.message, problems: [] };
  }
  return { kind: 'refused', message: null, problems };
}
