import { LOCALES } from '@nutrimenu/core/locale';
import { catalogLabel } from './catalogLabel';

const loginFailed = catalogLabel('auth.login.invalidCredentials');
const choosePassword = catalogLabel('admin.account.choosePassword');
const newPassword = catalogLabel('admin.account.newPassword');
const contentLocale = catalogLabel('admin.contentLocale');
const tenantSelector = catalogLabel('admin.tenant.selector');
const assignTenant = catalogLabel('admin.tenant.assign');
const assignedTenant = catalogLabel('admin.tenant.assigned');

/**
 * Payload translation overrides (`i18n.translations`) for the admin UI and API errors.
 *
 * Every failed sign-in answers the spec's one message: unknown e-mail, wrong password, and an
 * account locked after too many attempts alike. Payload's own "this user is locked" message would
 * tell an attacker, after five wrong guesses, that the e-mail has an account; the owner of a
 * locked account gets back in through "Forgot password?", which also lifts the lock.
 */
export const adminTranslations = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      error: { emailOrPasswordIncorrect: loginFailed[locale], userLocked: loginFailed[locale] },
      // Payload's set-password screen serves invitations too, where "Reset Password" misleads.
      // The label of every "new password" input (set-password screen, account page) states the
      // rule the server enforces (Users/hooks/enforcePasswordRule.ts).
      authentication: { resetPassword: choosePassword[locale], newPassword: newPassword[locale] },
      // The locale switcher picks the language of the content being edited; Payload calls it
      // "Locale" ("Localitate", a town, in Romanian).
      general: { locale: contentLocale[locale] },
      // The multi-tenant plugin's tenants are the restaurants ("Locatar", a lodger, in Romanian).
      'plugin-multi-tenant': {
        'nav-tenantSelector-label': tenantSelector[locale],
        'assign-tenant-button-label': assignTenant[locale],
        'field-assignedTenant-label': assignedTenant[locale],
      },
    },
  ]),
);
