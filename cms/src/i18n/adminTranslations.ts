import { LOCALES } from '@nutrimenu/core/locale';
import { catalogLabel } from './catalogLabel';
import { payloadWording } from './payloadWording';

const loginFailed = catalogLabel('auth.login.invalidCredentials');
const choosePassword = catalogLabel('admin.account.choosePassword');
const newPassword = catalogLabel('admin.account.newPassword');
const contentLocale = catalogLabel('admin.contentLocale');
const tenantSelector = catalogLabel('admin.tenant.selector');
const assignTenant = catalogLabel('admin.tenant.assign');
const assignedTenant = catalogLabel('admin.tenant.assigned');
const theme = catalogLabel('admin.payload.theme');
const light = catalogLabel('admin.payload.theme.light');
const dark = catalogLabel('admin.payload.theme.dark');
const deleting = catalogLabel('admin.payload.deleting');
const toggleBlock = catalogLabel('admin.payload.toggleBlock');
const backToLogin = catalogLabel('admin.payload.backToLogin');
const login = catalogLabel('admin.payload.login');
const logOut = catalogLabel('admin.payload.logOut');
const dashboard = catalogLabel('admin.payload.dashboard');
const editingDashboard = catalogLabel('admin.payload.editingDashboard');
const email = catalogLabel('admin.payload.email');
const exportLabel = catalogLabel('admin.payload.export');
const restoring = catalogLabel('admin.payload.restoring');
const settings = catalogLabel('admin.payload.settings');

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
    withWording(locale, {
      error: { emailOrPasswordIncorrect: loginFailed[locale], userLocked: loginFailed[locale] },
      // Payload's set-password screen serves invitations too, where "Reset Password" misleads.
      // Payload's Italian leaves "Login" and "Log out" in English, its Romanian "login".
      authentication: {
        resetPassword: choosePassword[locale],
        // The label of every "new password" input (set-password screen, account page) states the
        // rule the server enforces (Users/hooks/enforcePasswordRule.ts).
        newPassword: newPassword[locale],
        backToLogin: backToLogin[locale],
        login: login[locale],
        logOut: logOut[locale],
        logout: logOut[locale],
      },
      general: {
        // The locale switcher picks the language of the content being edited; Payload calls it
        // "Locale" ("Localitate", a town, in Romanian).
        locale: contentLocale[locale],
        // The account page's theme choice: "Light" / "Dark" in Payload's Romanian, "Tema Admin".
        adminTheme: theme[locale],
        light: light[locale],
        dark: dark[locale],
        // Untranslated in Payload's Romanian ("Deleting...", "Email"), Hungarian ("Export") and
        // Italian ("Dashboard").
        deleting: deleting[locale],
        email: email[locale],
        export: exportLabel[locale],
        dashboard: dashboard[locale],
        // Owners do not know the framework: "Setări de Payload" on their account page. Payload's
        // Romanian, Hungarian and Italian "Restoring…" are the instructions to its translators.
        payloadSettings: settings[locale],
        restoring: restoring[locale],
      },
      // Array and block rows' collapse button: "Toggle bloc" in Romanian, "Bloc bascule" in French.
      fields: { toggleBlock: toggleBlock[locale] },
      dashboard: { editingDashboard: editingDashboard[locale] },
      // The multi-tenant plugin's tenants are the restaurants ("Locatar", a lodger, in Romanian).
      'plugin-multi-tenant': {
        'nav-tenantSelector-label': tenantSelector[locale],
        'assign-tenant-button-label': assignTenant[locale],
        'field-assignedTenant-label': assignedTenant[locale],
      },
    }),
  ]),
);

type Groups = Record<string, Record<string, string>>;

/** `overrides` over payloadWording.ts's texts for `locale`, group by group. */
function withWording(locale: (typeof LOCALES)[number], overrides: Groups): Groups {
  const wording = payloadWording[locale] ?? {};
  const groups = new Set([...Object.keys(wording), ...Object.keys(overrides)]);
  return Object.fromEntries(
    [...groups].map((group) => [group, { ...wording[group], ...overrides[group] }]),
  );
}
