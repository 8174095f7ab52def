import type { Locale } from '@nutrimenu/core/locale';
import type { SanitizedConfig } from 'payload';
import { ADMIN_LANGUAGE_PARAMETER } from './adminLanguageCookie';

/**
 * The admin's set-password screen for a reset or invitation token: Payload's `/admin/reset/:token`
 * view, which sets the password, ends the user's other sessions and signs them in. The link
 * carries the user's language: someone who has never signed in has no admin-language cookie yet,
 * and an invitee who reads no English would otherwise choose a password on an English screen.
 */
export function setPasswordUrl(config: SanitizedConfig, token: string, locale: Locale): string {
  const admin = config.routes.admin === '/' ? '' : config.routes.admin;
  const path = `${admin}${config.admin.routes.reset}/${encodeURIComponent(token)}`;
  return `${config.serverURL}${path}?${ADMIN_LANGUAGE_PARAMETER}=${locale}`;
}
