import type { SheetApproval } from '../../../downloads/technicalSheet/sheetContent';

/** An approval as stored with the recipe (see fields.ts); any part may be missing. */
export interface StoredApproval {
  byName?: string | null;
  at?: string | null;
  version?: number | null;
}

/**
 * Whether the sheet at `version` is approved: by whom, when and which version, or withdrawn
 * when the approved version is no longer the current one, or never approved.
 *
 * @example
 * approvalState({ byName: 'Ana', at: '2026-11-29T08:00:00.000Z', version: 1 }, 2).state // 'withdrawn'
 */
export function approvalState(
  approval: StoredApproval | null | undefined,
  version: number | null | undefined,
): SheetApproval {
  const { byName, at, version: approved } = approval ?? {};
  if (!byName || !at || typeof approved !== 'number') return { state: 'none' };
  return {
    state: approved === version ? 'approved' : 'withdrawn',
    by: byName,
    at,
    version: approved,
  };
}
