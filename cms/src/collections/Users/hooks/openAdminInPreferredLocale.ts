import { isLocale } from '@nutrimenu/core/locale';
import type { CollectionAfterChangeHook, CollectionAfterLoginHook, PayloadRequest } from 'payload';
import type { User } from '../../../payload-types';
import { adminLanguageCookie } from '../auth/adminLanguageCookie';

function setAdminLanguage(req: PayloadRequest, locale: string | null | undefined): void {
  if (!isLocale(locale)) return;
  req.responseHeaders ??= new Headers();
  req.responseHeaders.append('Set-Cookie', adminLanguageCookie(locale));
}

/**
 * Signing in opens the admin in the user's preferred language (the one their e-mails use), not
 * the browser's: an owner who reads no English never has to find the language switch.
 */
export const openAdminInPreferredLocale: CollectionAfterLoginHook<User> = ({ req, user }) => {
  setAdminLanguage(req, user.preferredLocale);
};

/**
 * A user who changes their own preferred language sees the admin switch to it on the next
 * render; someone editing another user's profile keeps their own admin language.
 */
export const followOwnPreferredLocale: CollectionAfterChangeHook<User> = ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.user?.id !== doc.id) return doc;
  if (previousDoc?.preferredLocale !== doc.preferredLocale) {
    setAdminLanguage(req, doc.preferredLocale);
  }
  return doc;
};
