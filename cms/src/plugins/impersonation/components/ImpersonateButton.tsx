import type { ServerProps } from 'payload';
import { isAdmin } from '../../../access/roles';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { usersSlug } from '../adminSessions';
import { IMPERSONABLE_ROLES, isImpersonating } from '../impersonatorOf';
import { ImpersonateButtonClient } from './ImpersonateButtonClient';

/**
 * The "Act as this user" button beside a user's save button (the users collection's
 * `beforeDocumentControls`), shown to admins on an owner or a staff member they may act as. The
 * endpoint checks the same rules; this only keeps the button away where it would be refused.
 */
export async function ImpersonateButton({
  id,
  i18n,
  payload,
  user,
}: ServerProps & { id?: number | string }) {
  if (id === undefined || id === null || !user) return null;
  if (!isAdmin({ user }) || isImpersonating({ user }) || String(user.id) === String(id)) {
    return null;
  }
  const target = await payload.findByID({
    collection: usersSlug(payload),
    id,
    depth: 0,
    overrideAccess: false,
    user,
    disableErrors: true,
  });
  if (!target || !IMPERSONABLE_ROLES.includes(String((target as { role?: unknown }).role))) {
    return null;
  }
  const t = await adminTranslator(i18n.language);
  return <ImpersonateButtonClient id={id} label={t('admin.impersonation.start')} />;
}
