/** A sender as Payload's e-mail adapter wants it: a display name and an address apart. */
export interface MailSender {
  name: string;
  address: string;
}

/**
 * Reads `MAIL_FROM` (`Nutrimenu <no-reply@example.com>`, `"Name" <a@b.c>` or a bare address);
 * without it, the sender is `Nutrimenu <no-reply@HOST>` for the host of the CMS's public URL.
 *
 * @example parseMailFrom('Bistro <hi@bistro.ro>', 'http://localhost:3000') // { name: 'Bistro', address: 'hi@bistro.ro' }
 */
export function parseMailFrom(mailFrom: string | undefined, serverUrl: string): MailSender {
  const value = mailFrom?.trim();
  if (!value) return { name: 'Nutrimenu', address: `no-reply@${new URL(serverUrl).hostname}` };
  const named = /^"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>$/.exec(value);
  if (named?.[2]) return { name: named[1]?.trim() || 'Nutrimenu', address: named[2] };
  if (/^[^<>\s]+@[^<>\s]+$/.test(value)) return { name: 'Nutrimenu', address: value };
  throw new Error(`MAIL_FROM must be "Name <address>" or an address, not ${JSON.stringify(value)}`);
}
