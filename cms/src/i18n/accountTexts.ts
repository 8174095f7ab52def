import { isLocale, type Locale } from '@nutrimenu/core/locale';

/**
 * Every text of the account flows (sign-in, invitation, password reset and change), in the 7
 * interface locales. `{name}`-style placeholders are filled by `fillPlaceholders`. The register
 * (formal or informal) follows Payload's own admin translations of each language, so the e-mails
 * read like the screens they lead to.
 */
export interface AccountTexts {
  /** The one answer to a failed sign-in (spec, section 8), also for unknown or locked accounts. */
  loginFailed: string;
  email: {
    greeting: string;
    signInAddress: string;
    invitation: EmailTexts & { expires: string };
    reset: EmailTexts & { expires: string };
  };
  errors: {
    emailRequired: string;
    tokenInvalid: string;
    currentPasswordRequired: string;
    currentPasswordWrong: string;
    passwordsDoNotMatch: string;
    credentialsForbidden: string;
    invitationFailed: string;
  };
  admin: {
    /** Heading and button of the set-password screen, reached from an invitation or a reset. */
    choosePassword: string;
    invite: string;
    inviteDescription: string;
    currentPassword: string;
    currentPasswordDescription: string;
  };
  fields: {
    name: string;
    role: string;
    preferredLocale: string;
    preferredLocaleDescription: string;
    roles: { admin: string; owner: string; staff: string };
  };
}

interface EmailTexts {
  subject: string;
  body: string;
  action: string;
  ignore: string;
}

export const ACCOUNT_TEXTS: Record<Locale, AccountTexts> = {
  en: {
    loginFailed: 'Email/Password combination is invalid',
    email: {
      greeting: 'Hello {name},',
      signInAddress: 'Your sign-in e-mail address: {email}',
      invitation: {
        subject: 'Your invitation to Nutrimenu',
        body: 'A Nutrimenu account has been created for you. Choose a password to sign in.',
        action: 'Choose your password',
        expires:
          'This link is valid for {days} days and can be used once. If it has expired, use “Forgot password?” on the sign-in page to get a new one.',
        ignore: 'If you were not expecting this invitation, you can ignore this e-mail.',
      },
      reset: {
        subject: 'Reset your Nutrimenu password',
        body: 'We received a request to reset the password of your Nutrimenu account.',
        action: 'Choose a new password',
        expires: 'This link is valid for one hour and can be used once.',
        ignore: 'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
      },
    },
    errors: {
      emailRequired: 'Enter your e-mail address.',
      tokenInvalid:
        'This link is invalid, has already been used or has expired. Ask for a new one with “Forgot password?”.',
      currentPasswordRequired:
        'Enter your current password to change your e-mail address or password.',
      currentPasswordWrong: 'The current password is not correct.',
      passwordsDoNotMatch: 'The new passwords do not match.',
      credentialsForbidden:
        "Only the account holder or an administrator can change this user's e-mail address or password.",
      invitationFailed:
        'The invitation e-mail could not be sent, so the user was not created. Try again later.',
    },
    admin: {
      choosePassword: 'Choose a password',
      invite: 'Send an invitation by e-mail',
      inviteDescription:
        'The new user receives an e-mail with a link to choose their own password.',
      currentPassword: 'Current password',
      currentPasswordDescription: 'Required to change your e-mail address or password.',
    },
    fields: {
      name: 'Name',
      role: 'Role',
      preferredLocale: 'Preferred language',
      preferredLocaleDescription: 'The language of the e-mails this user receives.',
      roles: { admin: 'Provider admin', owner: 'Owner', staff: 'Staff' },
    },
  },
  ro: {
    loginFailed: 'Combinația e-mail/parolă nu este validă',
    email: {
      greeting: 'Bună ziua, {name},',
      signInAddress: 'Adresa de e-mail pentru autentificare: {email}',
      invitation: {
        subject: 'Invitația dumneavoastră la Nutrimenu',
        body: 'A fost creat un cont Nutrimenu pentru dumneavoastră. Alegeți o parolă pentru a vă autentifica.',
        action: 'Alegeți parola',
        expires:
          'Linkul este valabil {days} zile și poate fi folosit o singură dată. Dacă a expirat, folosiți „Ați uitat parola?” pe pagina de autentificare pentru a primi unul nou.',
        ignore: 'Dacă nu vă așteptați la această invitație, puteți ignora acest e-mail.',
      },
      reset: {
        subject: 'Resetarea parolei Nutrimenu',
        body: 'Am primit o cerere de resetare a parolei contului dumneavoastră Nutrimenu.',
        action: 'Alegeți o parolă nouă',
        expires: 'Linkul este valabil o oră și poate fi folosit o singură dată.',
        ignore: 'Dacă nu ați cerut acest lucru, ignorați acest e-mail: parola rămâne neschimbată.',
      },
    },
    errors: {
      emailRequired: 'Introduceți adresa de e-mail.',
      tokenInvalid:
        'Acest link nu este valid, a fost deja folosit sau a expirat. Cereți unul nou cu „Ați uitat parola?”.',
      currentPasswordRequired:
        'Introduceți parola actuală pentru a schimba adresa de e-mail sau parola.',
      currentPasswordWrong: 'Parola actuală nu este corectă.',
      passwordsDoNotMatch: 'Parolele noi nu coincid.',
      credentialsForbidden:
        'Doar titularul contului sau un administrator poate schimba adresa de e-mail sau parola acestui utilizator.',
      invitationFailed:
        'E-mailul de invitație nu a putut fi trimis, așa că utilizatorul nu a fost creat. Încercați din nou mai târziu.',
    },
    admin: {
      choosePassword: 'Alegeți o parolă',
      invite: 'Trimite o invitație prin e-mail',
      inviteDescription:
        'Noul utilizator primește un e-mail cu un link pentru a-și alege singur parola.',
      currentPassword: 'Parola actuală',
      currentPasswordDescription: 'Necesară pentru a schimba adresa de e-mail sau parola.',
    },
    fields: {
      name: 'Nume',
      role: 'Rol',
      preferredLocale: 'Limba preferată',
      preferredLocaleDescription: 'Limba e-mailurilor primite de acest utilizator.',
      roles: { admin: 'Administrator (furnizor)', owner: 'Proprietar', staff: 'Personal' },
    },
  },
  fr: {
    loginFailed: 'La combinaison e-mail/mot de passe n’est pas valide',
    email: {
      greeting: 'Bonjour {name},',
      signInAddress: 'Votre adresse e-mail de connexion : {email}',
      invitation: {
        subject: 'Votre invitation à Nutrimenu',
        body: 'Un compte Nutrimenu a été créé pour vous. Choisissez un mot de passe pour vous connecter.',
        action: 'Choisir mon mot de passe',
        expires:
          'Ce lien est valable {days} jours et ne peut servir qu’une fois. S’il a expiré, utilisez « Mot de passe oublié ? » sur la page de connexion pour en recevoir un nouveau.',
        ignore: 'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
      },
      reset: {
        subject: 'Réinitialisation de votre mot de passe Nutrimenu',
        body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Nutrimenu.',
        action: 'Choisir un nouveau mot de passe',
        expires: 'Ce lien est valable une heure et ne peut servir qu’une fois.',
        ignore:
          'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
      },
    },
    errors: {
      emailRequired: 'Saisissez votre adresse e-mail.',
      tokenInvalid:
        'Ce lien n’est pas valide, a déjà été utilisé ou a expiré. Demandez-en un nouveau avec « Mot de passe oublié ? ».',
      currentPasswordRequired:
        'Saisissez votre mot de passe actuel pour changer votre adresse e-mail ou votre mot de passe.',
      currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
      passwordsDoNotMatch: 'Les nouveaux mots de passe ne correspondent pas.',
      credentialsForbidden:
        'Seul le titulaire du compte ou un administrateur peut changer l’adresse e-mail ou le mot de passe de cet utilisateur.',
      invitationFailed:
        'L’e-mail d’invitation n’a pas pu être envoyé : l’utilisateur n’a pas été créé. Réessayez plus tard.',
    },
    admin: {
      choosePassword: 'Choisir un mot de passe',
      invite: 'Envoyer une invitation par e-mail',
      inviteDescription:
        'Le nouvel utilisateur reçoit un e-mail avec un lien pour choisir lui-même son mot de passe.',
      currentPassword: 'Mot de passe actuel',
      currentPasswordDescription:
        'Nécessaire pour changer votre adresse e-mail ou votre mot de passe.',
    },
    fields: {
      name: 'Nom',
      role: 'Rôle',
      preferredLocale: 'Langue préférée',
      preferredLocaleDescription: 'La langue des e-mails que reçoit cet utilisateur.',
      roles: { admin: 'Administrateur (fournisseur)', owner: 'Propriétaire', staff: 'Personnel' },
    },
  },
  it: {
    loginFailed: 'La combinazione e-mail/password non è valida',
    email: {
      greeting: 'Buongiorno {name},',
      signInAddress: 'Il tuo indirizzo e-mail di accesso: {email}',
      invitation: {
        subject: 'Il tuo invito a Nutrimenu',
        body: 'È stato creato per te un account Nutrimenu. Scegli una password per accedere.',
        action: 'Scegli la password',
        expires:
          'Il link è valido per {days} giorni e si può usare una sola volta. Se è scaduto, usa «Password dimenticata?» nella pagina di accesso per riceverne uno nuovo.',
        ignore: 'Se non aspettavi questo invito, puoi ignorare questa e-mail.',
      },
      reset: {
        subject: 'Reimpostazione della password di Nutrimenu',
        body: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account Nutrimenu.',
        action: 'Scegli una nuova password',
        expires: "Il link è valido per un'ora e si può usare una sola volta.",
        ignore: "Se non l'hai richiesto tu, ignora questa e-mail: la password resta invariata.",
      },
    },
    errors: {
      emailRequired: 'Inserisci il tuo indirizzo e-mail.',
      tokenInvalid:
        'Questo link non è valido, è già stato usato o è scaduto. Richiedine uno nuovo con «Password dimenticata?».',
      currentPasswordRequired:
        "Inserisci la password attuale per cambiare l'indirizzo e-mail o la password.",
      currentPasswordWrong: 'La password attuale non è corretta.',
      passwordsDoNotMatch: 'Le nuove password non coincidono.',
      credentialsForbidden:
        "Solo il titolare dell'account o un amministratore può cambiare l'indirizzo e-mail o la password di questo utente.",
      invitationFailed:
        "Non è stato possibile inviare l'e-mail di invito, quindi l'utente non è stato creato. Riprova più tardi.",
    },
    admin: {
      choosePassword: 'Imposta la password',
      invite: 'Invia un invito via e-mail',
      inviteDescription:
        "Il nuovo utente riceve un'e-mail con un link per scegliere da sé la propria password.",
      currentPassword: 'Password attuale',
      currentPasswordDescription: "Necessaria per cambiare l'indirizzo e-mail o la password.",
    },
    fields: {
      name: 'Nome',
      role: 'Ruolo',
      preferredLocale: 'Lingua preferita',
      preferredLocaleDescription: 'La lingua delle e-mail che riceve questo utente.',
      roles: { admin: 'Amministratore (fornitore)', owner: 'Titolare', staff: 'Personale' },
    },
  },
  es: {
    loginFailed: 'La combinación de correo electrónico/contraseña no es válida',
    email: {
      greeting: 'Hola, {name}:',
      signInAddress: 'Tu correo electrónico de acceso: {email}',
      invitation: {
        subject: 'Tu invitación a Nutrimenu',
        body: 'Se ha creado una cuenta de Nutrimenu para ti. Elige una contraseña para iniciar sesión.',
        action: 'Elegir mi contraseña',
        expires:
          'El enlace es válido durante {days} días y solo se puede usar una vez. Si ha caducado, usa «¿Olvidaste tu contraseña?» en la página de inicio de sesión para recibir uno nuevo.',
        ignore: 'Si no esperabas esta invitación, puedes ignorar este correo.',
      },
      reset: {
        subject: 'Restablecer tu contraseña de Nutrimenu',
        body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Nutrimenu.',
        action: 'Elegir una contraseña nueva',
        expires: 'El enlace es válido durante una hora y solo se puede usar una vez.',
        ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambia.',
      },
    },
    errors: {
      emailRequired: 'Introduce tu dirección de correo electrónico.',
      tokenInvalid:
        'Este enlace no es válido, ya se ha usado o ha caducado. Solicita uno nuevo con «¿Olvidaste tu contraseña?».',
      currentPasswordRequired:
        'Introduce tu contraseña actual para cambiar tu correo electrónico o tu contraseña.',
      currentPasswordWrong: 'La contraseña actual no es correcta.',
      passwordsDoNotMatch: 'Las contraseñas nuevas no coinciden.',
      credentialsForbidden:
        'Solo el titular de la cuenta o un administrador puede cambiar el correo electrónico o la contraseña de este usuario.',
      invitationFailed:
        'No se ha podido enviar el correo de invitación, así que el usuario no se ha creado. Inténtalo de nuevo más tarde.',
    },
    admin: {
      choosePassword: 'Elegir una contraseña',
      invite: 'Enviar una invitación por correo electrónico',
      inviteDescription:
        'El nuevo usuario recibe un correo con un enlace para elegir su propia contraseña.',
      currentPassword: 'Contraseña actual',
      currentPasswordDescription: 'Necesaria para cambiar tu correo electrónico o tu contraseña.',
    },
    fields: {
      name: 'Nombre',
      role: 'Rol',
      preferredLocale: 'Idioma preferido',
      preferredLocaleDescription: 'El idioma de los correos que recibe este usuario.',
      roles: { admin: 'Administrador (proveedor)', owner: 'Propietario', staff: 'Personal' },
    },
  },
  hu: {
    loginFailed: 'Az e-mail-cím és a jelszó kombinációja érvénytelen',
    email: {
      greeting: 'Kedves {name}!',
      signInAddress: 'Bejelentkezési e-mail-címe: {email}',
      invitation: {
        subject: 'Meghívó a Nutrimenuba',
        body: 'Létrehoztunk Önnek egy Nutrimenu-fiókot. A bejelentkezéshez válasszon jelszót.',
        action: 'Jelszó megadása',
        expires:
          'A link {days} napig érvényes, és csak egyszer használható. Ha lejárt, a bejelentkezési oldalon az „Elfelejtette jelszavát?” hivatkozással kérhet újat.',
        ignore: 'Ha nem számított erre a meghívóra, hagyja figyelmen kívül ezt az e-mailt.',
      },
      reset: {
        subject: 'Nutrimenu-jelszó visszaállítása',
        body: 'Kérés érkezett Nutrimenu-fiókja jelszavának visszaállítására.',
        action: 'Új jelszó megadása',
        expires: 'A link egy óráig érvényes, és csak egyszer használható.',
        ignore: 'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: a jelszava nem változik.',
      },
    },
    errors: {
      emailRequired: 'Adja meg az e-mail-címét.',
      tokenInvalid:
        'Ez a link érvénytelen, már felhasználták, vagy lejárt. Kérjen újat az „Elfelejtette jelszavát?” hivatkozással.',
      currentPasswordRequired:
        'Az e-mail-cím vagy a jelszó módosításához adja meg a jelenlegi jelszavát.',
      currentPasswordWrong: 'A jelenlegi jelszó nem helyes.',
      passwordsDoNotMatch: 'Az új jelszavak nem egyeznek.',
      credentialsForbidden:
        'Ennek a felhasználónak az e-mail-címét vagy jelszavát csak maga a fiók tulajdonosa vagy egy adminisztrátor módosíthatja.',
      invitationFailed:
        'A meghívó e-mailt nem sikerült elküldeni, ezért a felhasználó nem jött létre. Próbálja újra később.',
    },
    admin: {
      choosePassword: 'Jelszó beállítása',
      invite: 'Meghívó küldése e-mailben',
      inviteDescription:
        'Az új felhasználó e-mailben kap egy linket, amellyel maga választhat jelszót.',
      currentPassword: 'Jelenlegi jelszó',
      currentPasswordDescription: 'Az e-mail-cím vagy a jelszó módosításához szükséges.',
    },
    fields: {
      name: 'Név',
      role: 'Szerepkör',
      preferredLocale: 'Előnyben részesített nyelv',
      preferredLocaleDescription: 'A felhasználónak küldött e-mailek nyelve.',
      roles: { admin: 'Adminisztrátor (szolgáltató)', owner: 'Tulajdonos', staff: 'Munkatárs' },
    },
  },
  de: {
    loginFailed: 'Die Kombination aus E-Mail und Passwort ist ungültig',
    email: {
      greeting: 'Hallo {name},',
      signInAddress: 'Deine E-Mail-Adresse zur Anmeldung: {email}',
      invitation: {
        subject: 'Deine Einladung zu Nutrimenu',
        body: 'Für dich wurde ein Nutrimenu-Konto angelegt. Wähle ein Passwort, um dich anzumelden.',
        action: 'Passwort festlegen',
        expires:
          'Der Link ist {days} Tage gültig und nur einmal verwendbar. Ist er abgelaufen, fordere auf der Anmeldeseite über „Passwort vergessen?“ einen neuen an.',
        ignore: 'Wenn du diese Einladung nicht erwartet hast, kannst du diese E-Mail ignorieren.',
      },
      reset: {
        subject: 'Nutrimenu-Passwort zurücksetzen',
        body: 'Wir haben eine Anfrage erhalten, das Passwort deines Nutrimenu-Kontos zurückzusetzen.',
        action: 'Neues Passwort wählen',
        expires: 'Der Link ist eine Stunde gültig und nur einmal verwendbar.',
        ignore:
          'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
      },
    },
    errors: {
      emailRequired: 'Gib deine E-Mail-Adresse ein.',
      tokenInvalid:
        'Dieser Link ist ungültig, wurde schon verwendet oder ist abgelaufen. Fordere über „Passwort vergessen?“ einen neuen an.',
      currentPasswordRequired:
        'Gib dein aktuelles Passwort ein, um deine E-Mail-Adresse oder dein Passwort zu ändern.',
      currentPasswordWrong: 'Das aktuelle Passwort ist nicht korrekt.',
      passwordsDoNotMatch: 'Die neuen Passwörter stimmen nicht überein.',
      credentialsForbidden:
        'Nur der Kontoinhaber selbst oder ein Administrator kann die E-Mail-Adresse oder das Passwort dieses Benutzers ändern.',
      invitationFailed:
        'Die Einladungs-E-Mail konnte nicht gesendet werden, daher wurde der Benutzer nicht angelegt. Versuche es später erneut.',
    },
    admin: {
      choosePassword: 'Passwort festlegen',
      invite: 'Einladung per E-Mail senden',
      inviteDescription:
        'Der neue Benutzer erhält eine E-Mail mit einem Link, um sein Passwort selbst zu wählen.',
      currentPassword: 'Aktuelles Passwort',
      currentPasswordDescription: 'Erforderlich, um E-Mail-Adresse oder Passwort zu ändern.',
    },
    fields: {
      name: 'Name',
      role: 'Rolle',
      preferredLocale: 'Bevorzugte Sprache',
      preferredLocaleDescription: 'Die Sprache der E-Mails, die dieser Benutzer erhält.',
      roles: { admin: 'Administrator (Anbieter)', owner: 'Inhaber', staff: 'Mitarbeiter' },
    },
  },
};

/** The texts for a locale code; anything that is not one of ours (a browser's `pt`) gets English. */
export function accountTexts(locale: string | null | undefined): AccountTexts {
  return ACCOUNT_TEXTS[locale && isLocale(locale) ? locale : 'en'];
}

/** `{name}` placeholders filled from `values`; unknown placeholders stay as written. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** One text in every locale, as Payload wants field labels: `{ en: 'Name', ro: 'Nume', … }`. */
export function localizedLabel(pick: (texts: AccountTexts) => string): Record<Locale, string> {
  return Object.fromEntries(
    Object.entries(ACCOUNT_TEXTS).map(([locale, texts]) => [locale, pick(texts)]),
  ) as Record<Locale, string>;
}
