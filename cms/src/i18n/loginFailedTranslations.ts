import type { Locale } from '@nutrimenu/core/locale';

/**
 * One message for every failed sign-in: unknown e-mail, wrong password, or an account locked
 * after too many attempts. Payload's own "this user is locked" message tells an attacker, after
 * five wrong guesses, that the e-mail has an account; with one message the login form never does.
 */
const LOGIN_FAILED: Record<Locale, string> = {
  en: 'The email or password is incorrect, or the account is temporarily locked after too many failed attempts.',
  ro: 'Adresa de e-mail sau parola este incorectă, sau contul este blocat temporar după prea multe încercări eșuate.',
  fr: 'L’adresse e-mail ou le mot de passe est incorrect, ou le compte est temporairement verrouillé après trop de tentatives infructueuses.',
  it: "L'email o la password non è corretta, oppure l'account è temporaneamente bloccato dopo troppi tentativi non riusciti.",
  es: 'El correo o la contraseña son incorrectos, o la cuenta está bloqueada temporalmente tras demasiados intentos fallidos.',
  hu: 'A megadott e-mail-cím vagy jelszó helytelen, vagy a fiók túl sok sikertelen próbálkozás miatt átmenetileg zárolva van.',
  de: 'Die E-Mail-Adresse oder das Passwort ist nicht korrekt, oder das Konto ist nach zu vielen fehlgeschlagenen Anmeldeversuchen vorübergehend gesperrt.',
};

/** Payload translation overrides (`i18n.translations`) for the admin UI and API errors. */
export const loginFailedTranslations = Object.fromEntries(
  Object.entries(LOGIN_FAILED).map(([locale, message]) => [
    locale,
    { error: { emailOrPasswordIncorrect: message, userLocked: message } },
  ]),
);
