import type { Locale } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import { runInTransaction } from '../../utilities/runInTransaction';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';
import type { CsvColumn } from '../csvColumn';
import { type ImportItem, type ImportSummary, importSummary, saveFailure } from './importOutcome';

/**
 * What one document of the file needs: created when nothing is stored, updated when something
 * differs, else left unchanged.
 *
 * @example
 * plannedAction({ stored: true, changed: false }) // 'unchanged'
 */
export function plannedAction({
  stored,
  changed,
}: {
  stored: boolean;
  changed: boolean;
}): ImportItem['action'] {
  if (!stored) return 'create';
  return changed ? 'update' : 'unchanged';
}

/** One document to save, in the order of saving. */
export interface PlannedSave {
  /** Its action, row and id; a created document's id is set here once saved. */
  item: ImportItem;
  /**
   * The data to send, read when it is saved: a recipe's lines name sub-recipes of the same
   * file by their ids, known only once those are saved (they come first).
   */
  data: () => Record<string, unknown>;
  /** Fields only a new document gets (its restaurant, its slug). */
  createOnly: Record<string, unknown>;
  /** Saved as a draft (recipes); `undefined` for collections without drafts. */
  draft?: boolean;
}

export interface SaveOptions {
  collection: 'ingredients' | 'recipes' | 'ingredient-prices';
  locale: Locale;
  dryRun: boolean;
  /** The file's columns, to name the column of a save that fails. */
  columns: readonly CsvColumn[];
  t: Translate;
}

/**
 * Saves the planned documents in order, as the signed-in user, in one transaction: a save that
 * fails refuses the file with that row's problem and undoes the others; a dry run saves
 * everything (so the collection's own rules and hooks check the file too) and then rolls back.
 * Answers what was (or would be) done, row by row; a dry run's new documents have no id.
 */
export async function saveChanges(
  req: SignedInRequest,
  planned: readonly PlannedSave[],
  { collection, locale, dryRun, columns, t }: SaveOptions,
): Promise<ImportSummary> {
  const asUser = { locale, depth: 0, user: req.user, overrideAccess: false, req } as const;
  await runInTransaction(
    req,
    async () => {
      for (const { item, data, createOnly, draft } of planned) {
        if (item.action === 'unchanged') continue;
        try {
          if (item.action === 'create') {
            const doc = await req.payload.create({
              collection,
              data: { ...data(), ...createOnly } as never,
              draft,
              ...asUser,
            });
            item.id = doc.id;
          } else if (item.id !== null) {
            await req.payload.update({
              collection,
              id: item.id,
              data: data() as never,
              draft,
              ...asUser,
            });
          }
        } catch (error) {
          throw saveFailure(error, item.row, columns, t);
        }
      }
    },
    { rollBack: dryRun },
  );
  return importSummary(
    planned
      .map(({ item }) => ({ ...item, id: dryRun && item.action === 'create' ? null : item.id }))
      .sort((a, b) => a.row - b.row),
    dryRun,
  );
}
