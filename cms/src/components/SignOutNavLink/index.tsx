import type { ServerProps } from 'payload';
import { formatAdminURL } from 'payload/shared';
import { adminTranslator } from '../../utilities/adminTranslator';

/**
 * "Sign out" as a labelled link at the end of the navigation (the `afterNavLinks` slot), where
 * Payload itself has only an unlabelled icon at the very bottom.
 */
export async function SignOutNavLink({ i18n, payload }: ServerProps) {
  const t = await adminTranslator(i18n.language);
  const { routes, admin } = payload.config;
  return (
    <a
      className="nav__link"
      href={formatAdminURL({ adminRoute: routes.admin, path: admin.routes.logout })}
      id="nav-sign-out"
    >
      <span className="nav__link-label">{t('admin.nav.signOut')}</span>
    </a>
  );
}
