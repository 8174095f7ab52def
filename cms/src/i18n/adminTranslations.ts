import { ACCOUNT_TEXTS } from './accountTexts';

/**
 * Payload translation overrides (`i18n.translations`) for the admin UI and API errors.
 *
 * Every failed sign-in answers the spec's one message: unknown e-mail, wrong password, and an
 * account locked after too many attempts alike. Payload's own "this user is locked" message would
 * tell an attacker, after five wrong guesses, that the e-mail has an account; the owner of a
 * locked account gets back in through "Forgot password?", which also lifts the lock.
 */
export const adminTranslations = Object.fromEntries(
  Object.entries(ACCOUNT_TEXTS).map(([locale, texts]) => [
    locale,
    {
      error: { emailOrPasswordIncorrect: texts.loginFailed, userLocked: texts.loginFailed },
      // Payload's set-password screen serves invitations too, where "Reset Password" misleads.
      authentication: { resetPassword: texts.admin.choosePassword },
    },
  ]),
);
