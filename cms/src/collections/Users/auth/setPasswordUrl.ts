import type { SanitizedConfig } from 'payload';

/**
 * The admin's set-password screen for a reset or invitation token: Payload's `/admin/reset/:token`
 * view, which sets the password, ends the user's other sessions and signs them in.
 */
export function setPasswordUrl(config: SanitizedConfig, token: string): string {
  const admin = config.routes.admin === '/' ? '' : config.routes.admin;
  return `${config.serverURL}${admin}${config.admin.routes.reset}/${encodeURIComponent(token)}`;
}
