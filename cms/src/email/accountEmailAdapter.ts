import type { Env } from '../env';
import { nodemailerAdapter } from './nodemailerAdapter';
import { parseMailFrom } from './parseMailFrom';

/** The CMS's e-mail adapter from its configuration: SMTP_URL, MAIL_FROM and MAIL_DIR. */
export function accountEmailAdapter(
  config: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_DIR' | 'SERVER_URL'>,
) {
  return nodemailerAdapter({
    smtpUrl: config.SMTP_URL,
    from: parseMailFrom(config.MAIL_FROM, config.SERVER_URL),
    mailDir: config.MAIL_DIR,
  });
}
