import type { PayloadRequest, ServerProps } from 'payload';
import { impersonatorOf } from '../impersonatorOf';
import { ExitImpersonationButton } from './ExitImpersonationButton';
import './index.scss';
import { adminTranslator } from '../../../utilities/adminTranslator';

/**
 * "You are acting as NAME — Exit", above every admin page while an admin acts as another user
 * (the admin's `header` slot, rendered by the server with each page).
 */
export async function ImpersonationBanner({
  i18n,
  req,
  user,
}: ServerProps & { req?: PayloadRequest }) {
  const actingAs = req?.user ?? user;
  if (!actingAs || impersonatorOf(actingAs) === null) return null;
  const t = await adminTranslator(i18n.language);
  const { name, email } = actingAs as { name?: string | null; email?: string | null };
  return (
    <div className="impersonation-banner" role="status" data-testid="impersonation-banner">
      <span className="impersonation-banner__text">
        {t('admin.impersonation.banner', { name: name || email || String(actingAs.id) })}
      </span>
      <span className="impersonation-banner__dash" aria-hidden="true">
        —
      </span>
      <ExitImpersonationButton label={t('admin.impersonation.exit')} userId={actingAs.id} />
    </div>
  );
}
