import { sql } from '@payloadcms/db-postgres/drizzle';
import type { PayloadRequest } from 'payload';
import { roleOf } from '../../../access/roles';
import { EndpointError } from '../../../utilities/EndpointError';
import { executeSql } from '../../../utilities/executeSql';
import { parseId } from '../../../utilities/parseId';
import { privateJson } from '../../../utilities/privateResponse';
import { runInTransaction } from '../../../utilities/runInTransaction';
import { signedInEndpoint } from '../../../utilities/signedInEndpoint';

/** An approval as the endpoint stores it: who, under which name, when, which sheet version. */
export interface SheetApprovalRecord {
  by: number;
  byName: string;
  at: string;
  version: number;
}

/**
 * Stores `approval` on recipe `id` and on its latest version, in one transaction, past the
 * hooks (see below). The caller has checked who approves and that `version` is the published
 * sheet's; the demo seed approves its sheets through here too.
 */
export async function writeSheetApproval(
  req: PayloadRequest,
  id: number,
  approval: SheetApprovalRecord,
): Promise<void> {
  await runInTransaction(req, async () => {
    await executeSql(
      req,
      sql`UPDATE recipes SET
            technical_sheet_approval_by_id = ${approval.by},
            technical_sheet_approval_by_name = ${approval.byName},
            technical_sheet_approval_at = ${approval.at},
            technical_sheet_approval_version = ${approval.version}
          WHERE id = ${id}`,
    );
    // The edit view and the next save start from the latest version: it carries the approval on.
    await executeSql(
      req,
      sql`UPDATE _recipes_v SET
            version_technical_sheet_approval_by_id = ${approval.by},
            version_technical_sheet_approval_by_name = ${approval.byName},
            version_technical_sheet_approval_at = ${approval.at},
            version_technical_sheet_approval_version = ${approval.version}
          WHERE parent_id = ${id} AND latest = true`,
    );
  });
}

/**
 * `POST /api/recipes/:id/technical-sheet/approve`: the signed-in owner approves the recipe's
 * published technical sheet, as it is now; answers the stored approval `{ by, byName, at,
 * version }`. The recipe is read with the caller's own access (another restaurant's recipe is
 * a 404). Approving states that the sheet is right and is the owner's to answer for, so staff
 * and provider admins are refused (403); a provider acting for an owner signs in as that owner
 * and may. A recipe never published has no version to approve (409).
 *
 * The approval is written straight to the stored document and its latest version rather than
 * through a save: a save would publish a pending draft, recompute the dish and notify the
 * storefront, none of which approving means.
 */
export const approveSheetEndpoint = signedInEndpoint(
  'post',
  '/:id/technical-sheet/approve',
  async (req, t) => {
    const id = parseId(req.routeParams?.id, 'id', req.t);
    const recipe = await req.payload.findByID({
      collection: 'recipes',
      id,
      depth: 0,
      draft: false,
      overrideAccess: false,
      req,
    });
    if (roleOf(req) !== 'owner') throw new EndpointError(403, t('admin.sheet.approval.ownersOnly'));
    const version = recipe.technicalSheet?.version;
    if (recipe._status !== 'published' || typeof version !== 'number') {
      throw new EndpointError(409, t('admin.sheet.approval.notPublished'));
    }
    const approval = {
      by: req.user.id,
      byName: req.user.name?.trim() || req.user.email,
      at: new Date().toISOString(),
      version,
    };
    await writeSheetApproval(req, id, approval);
    return privateJson({ approval });
  },
);
