import { isLocale } from '@nutrimenu/core/locale';
import type { SanitizedConfig } from 'payload';
import { ADMIN_LANGUAGE_QUERY } from './adminLanguageCookie';

/**
 * The admin's set-password screen for a reset or invitation token: Payload's `/admin/reset/:token`
 * view, which sets the password, ends the user's other sessions and signs them in. With the
 * user's language, the screen opens in it (see `proxy.ts`) before they have ever signed in.
 */
export function setPasswordUrl(
  config: SanitizedConfig,
  token: string,
  language?: string | null,
): string {
  const admin = config.routes.admin === '/' ? '' : config.routes.admin;
  const url = `${config.serverURL}${admin}${config.admin.routes.reset}/${encodeURIComponent(token)}`;
  return isLocale(language) ? `${url}?${ADMIN_LANGUAGE_QUERY}=${language}` : url;
}
