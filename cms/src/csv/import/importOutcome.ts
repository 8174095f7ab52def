import type { Translate } from '@nutrimenu/core/messages';
import { EndpointError } from '../../utilities/EndpointError';
import type { CsvColumn } from '../csvColumn';
import { summary } from '../export/csvTable';
import type { RowIssue } from '../rowIssue';

/** What an import does (or, in a dry run, would do) with one document of the file. */
export interface ImportItem {
  /** The first row of the document in the file. */
  row: number;
  key: string;
  action: 'create' | 'update' | 'unchanged';
  /** The stored document's id; for a created one, known once saved. */
  id: number | null;
}

/** The JSON answer of an import that passed (and, unless a dry run, was saved). */
export interface ImportSummary {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  items: ImportItem[];
}

export function importSummary(items: ImportItem[], dryRun: boolean): ImportSummary {
  const count = (action: ImportItem['action']) =>
    items.filter((item) => item.action === action).length;
  return {
    dryRun,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    items,
  };
}

/** Refuses the import with every problem, in the file's order; nothing has been saved. */
export function refuseImport(issues: RowIssue[], t: Translate): never {
  const sorted = [...issues].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  throw new EndpointError(400, summary(sorted, t), sorted);
}

/**
 * A save that failed while writing (a rule only the collection checks, such as a recipe that
 * cannot be computed) as the problem of the document's row: the transaction is rolled back, so
 * nothing of the file is saved, and the person sees which row to fix. Other errors go on.
 */
export function saveFailure(
  error: unknown,
  row: number,
  columns: readonly CsvColumn[],
  t: Translate,
): unknown {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return error;
  const details = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data
    ?.errors;
  const issues: RowIssue[] = (
    details?.length ? details : [{ message: (error as Error).message }]
  ).map((detail) => ({
    row,
    column: columns.find((column) => column.path === detail.path)?.name ?? null,
    code: 'saveFailed',
    message: t('admin.csv.error.save', { message: detail.message ?? (error as Error).message }),
  }));
  return new EndpointError(400, summary(issues, t), issues);
}
