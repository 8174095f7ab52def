import { isLocale } from '@nutrimenu/core/locale';
import type { CollectionAfterChangeHook, CollectionAfterLoginHook, PayloadRequest } from 'payload';
import type { User } from '../../../payload-types';
import { adminLanguageCookie } from '../auth/adminLanguageCookie';
import { setContentLocalePreference } from '../auth/contentLocalePreference';

function setAdminLanguage(req: PayloadRequest, locale: string | null | undefined): void {
  if (!isLocale(locale)) return;
  req.responseHeaders ??= new Headers();
  req.responseHeaders.append('Set-Cookie', adminLanguageCookie(locale));
}

/**
 * Signing in opens the admin in the user's preferred language (the one their e-mails use), not
 * the browser's: an owner who reads no English never has to find the language switch. The
 * content language starts there too, until the user picks another in the content switch: a
 * Hungarian owner otherwise edited, and searched, the Romanian texts first.
 */
export const openAdminInPreferredLocale: CollectionAfterLoginHook<User> = async ({ req, user }) => {
  setAdminLanguage(req, user.preferredLocale);
  await setContentLocalePreference(req, user.id, user.preferredLocale, { keepChosen: true });
};

/**
 * A user who changes their own preferred language sees the admin, and the content language it
 * edits, switch to it on the next render; someone editing another user's profile keeps their own.
 */
export const followOwnPreferredLocale: CollectionAfterChangeHook<User> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.user?.id !== doc.id) return doc;
  if (previousDoc?.preferredLocale !== doc.preferredLocale) {
    setAdminLanguage(req, doc.preferredLocale);
    await setContentLocalePreference(req, doc.id, doc.preferredLocale, { keepChosen: false });
  }
  return doc;
};
