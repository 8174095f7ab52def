import { LOCALES } from '@nutrimenu/core/locale';
import { catalogLabel } from './catalogLabel';

const loginFailed = catalogLabel('auth.login.invalidCredentials');
const choosePassword = catalogLabel('admin.account.choosePassword');

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
      authentication: { resetPassword: choosePassword[locale] },
    },
  ]),
);
